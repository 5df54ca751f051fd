import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMoneyWithSymbol } from '../../../lib/money';
import { useFunds } from '../api/get-funds';
import { usePaymentOptions } from '../api/get-payment-options';
import { LoadFailed, PageFrame, Panel } from '../components/page-frame';
import { UplineTransferForm } from '../components/upline-transfer-form';
import { isMainWallet } from '../model/wallets';
import { useMoneyEvents } from '../hooks/use-money-events';
import { useReadyWhen, type MemberPageReady } from '../hooks/use-ready-when';

/** Where the payment password is set: the security centre page of the member centre. */
const SECURITY_CENTRE_PATH = '/member/securityCenter';

/**
 * transferToUpline (spec 2 §2, §6; docs/decisions/0023-transfer-to-upline.md): the main wallet's
 * balance and a transfer of part of it to the member's upline agent with the payment password.
 * The menu offers the page only when the rule holds; the server checks it again.
 */
export function TransferToUplinePage({ onReady }: MemberPageReady = {}) {
  const { t } = useTranslation('money');
  const options = usePaymentOptions();
  const funds = useFunds();
  useMoneyEvents();
  useReadyWhen(!options.isPending && !funds.isPending, onReady);
  const main = funds.data?.balance.balance.find(isMainWallet);
  const failed = options.isError ? options.error : funds.isError ? funds.error : null;
  return (
    <PageFrame title={t('upline.title')} icon="arrowUp">
      <Panel>
        {failed ? (
          <LoadFailed
            error={failed}
            onRetry={() => {
              void options.refetch();
              void funds.refetch();
            }}
          />
        ) : !options.data || !funds.data ? (
          <div aria-busy="true" data-testid="upline-loading">
            <Skeleton className="h-64 w-full" />
          </div>
        ) : (
          <div className="grid gap-4">
            <p className="text-sm text-muted">{t('upline.intro')}</p>
            <p className="flex items-baseline justify-between gap-3 rounded-control bg-surface-2/60 px-4 py-3">
              <span className="text-sm text-muted">{t('withdraw.available')}</span>
              <span data-testid="upline-available" className="text-lg font-extrabold tabular-nums">
                {formatMoneyWithSymbol(main?.availBalance ?? 0, funds.data.balance.currencySymbol, funds.data.balance.currency)}
              </span>
            </p>
            {options.data.hasPaymentPassword ? (
              <UplineTransferForm available={main?.availBalance ?? 0} currency={funds.data.balance.currency} />
            ) : (
              <div role="note" className="grid gap-3 rounded-control border border-warning/40 bg-warning/10 p-4">
                <p className="text-sm">{t('upline.needPassword')}</p>
                <Link to={SECURITY_CENTRE_PATH} className={buttonClasses('secondary', 'md', 'justify-self-start')}>
                  <Icon name="lock" className="size-4" />
                  {t('withdraw.setPassword')}
                </Link>
              </div>
            )}
          </div>
        )}
      </Panel>
    </PageFrame>
  );
}

export default TransferToUplinePage;
