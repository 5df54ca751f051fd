import { useTranslation } from 'react-i18next';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { MainWalletPayout } from '../components/main-wallet-payout';
import { OrderList } from '../components/order-list';
import { WithdrawForm } from '../components/withdraw-form';
import type { PageReadyProps } from '../../../lib/page-ready';

/**
 * withdraw (spec 1 §2, issue 14): the main wallet's balance, a withdrawal with the payment password
 * (held at once: the balance drops and the order shows held), and the recent orders.
 */
export function WithdrawPage({ onReady }: PageReadyProps = {}) {
  const { t } = useTranslation('money');
  return (
    <PageFrame title={t('withdraw.title')} icon="download">
      <MainWalletPayout onReady={onReady} testIdPrefix="withdraw" needPassword={t('withdraw.needPassword')}>
        {({ options, available }) => <WithdrawForm options={options} available={available} />}
      </MainWalletPayout>
      <Panel title={t('orders.title')}>
        <OrderList />
      </Panel>
    </PageFrame>
  );
}

export default WithdrawPage;
