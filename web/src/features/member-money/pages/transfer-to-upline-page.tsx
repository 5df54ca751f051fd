import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';
import { MainWalletPayout } from '../components/main-wallet-payout';
import { UplineTransferForm } from '../components/upline-transfer-form';
import type { PageReadyProps } from '../../../lib/page-ready';

/**
 * transferToUpline (spec 2 §2, §6; docs/decisions/0023-transfer-to-upline.md): the main wallet's
 * balance and a transfer of part of it to the member's upline agent with the payment password.
 * The menu offers the page only when the rule holds; the server checks it again.
 */
export function TransferToUplinePage({ onReady }: PageReadyProps = {}) {
  const { t } = useTranslation('money');
  return (
    <PageFrame title={t('upline.title')} icon="arrowUp">
      <MainWalletPayout onReady={onReady} testIdPrefix="upline" intro={t('upline.intro')} needPassword={t('upline.needPassword')}>
        {({ available, currency }) => <UplineTransferForm available={available} currency={currency} />}
      </MainWalletPayout>
    </PageFrame>
  );
}

export default TransferToUplinePage;
