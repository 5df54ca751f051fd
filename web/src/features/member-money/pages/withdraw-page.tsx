import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMoneyWithSymbol } from '../../../lib/money';
import { useFunds } from '../api/get-funds';
import { usePaymentOptions } from '../api/get-payment-options';
import { OrderList } from '../components/order-list';
import { LoadFailed, PageFrame, Panel } from '../components/page-frame';
import { WithdrawForm } from '../components/withdraw-form';
import { isMainWallet } from '../model/wallets';
import { useMoneyEvents } from '../hooks/use-money-events';
import { useReadyWhen, type MemberPageReady } from '../hooks/use-ready-when';

/** Where the payment password is set: the security centre page of the member centre. */
const SECURITY_CENTRE_PATH = '/member/securityCenter';

/**
 * withdraw (spec 1 §2, issue 14): the main wallet's balance, a withdrawal with the payment password
 * (held at once: the balance drops and the order shows held), and the recent orders.
 */
export function WithdrawPage({ onReady }: MemberPageReady = {}) {
  const { t } = useTranslation('money');
  const options = usePaymentOptions();
  const funds = useFunds();
  useMoneyEvents();
  useReadyWhen(!options.isPending && !funds.isPending, onReady);
  const main = funds.data?.balance.balance.find(isMainWallet);
  const failed = options.isError ? options.error : funds.isError ? funds.error : null;
  return (
    <PageFrame title={t('withdraw.title')} icon="download">
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
          <Skeleton className="h-64 w-full" />
        ) : (
          <div className="grid gap-4">
            <p className="flex items-baseline justify-between gap-3 rounded-control bg-surface-2/60 px-4 py-3">
              <span className="text-sm text-muted">{t('withdraw.available')}</span>
              <span data-testid="withdraw-available" className="text-lg font-extrabold tabular-nums">
                {formatMoneyWithSymbol(main?.availBalance ?? 0, funds.data.balance.currencySymbol, funds.data.balance.currency)}
              </span>
            </p>
            {options.data.hasPaymentPassword ? (
              <WithdrawForm options={options.data} available={main?.availBalance ?? 0} />
            ) : (
              <div role="note" className="grid gap-3 rounded-control border border-warning/40 bg-warning/10 p-4">
                <p className="text-sm">{t('withdraw.needPassword')}</p>
                <Link to={SECURITY_CENTRE_PATH} className={buttonClasses('secondary', 'md', 'justify-self-start')}>
                  <Icon name="lock" className="size-4" />
                  {t('withdraw.setPassword')}
                </Link>
              </div>
            )}
          </div>
        )}
      </Panel>
      <Panel title={t('orders.title')}>
        <OrderList />
      </Panel>
    </PageFrame>
  );
}

export default WithdrawPage;
