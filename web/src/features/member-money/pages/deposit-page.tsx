import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/list-states';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePaymentOptions } from '../api/get-payment-options';
import { DepositForm } from '../components/deposit-form';
import { DepositHelp } from '../components/deposit-help';
import { OrderList } from '../components/order-list';
import { useMoneyEvents } from '../hooks/use-money-events';
import { useReadyWhen, type PageReadyProps } from '../../../lib/page-ready';

export interface DepositPageProps extends PageReadyProps {
  /** The help centre's deposit topic, shown in a popup from the deposit form (spec 2 §2); the route composes it. */
  help?: ReactNode;
}

/** depositv2 (spec 1 §2, issue 14): a deposit through the merchant's providers, and the recent deposits and withdrawals. */
export function DepositPage({ onReady, help }: DepositPageProps = {}) {
  const { t } = useTranslation('money');
  const options = usePaymentOptions();
  useMoneyEvents();
  useReadyWhen(!options.isPending, onReady);
  return (
    <PageFrame title={t('deposit.title')} icon="wallet">
      <Panel>
        {help ? (
          <div className="-mt-1 mb-3 flex justify-end">
            <DepositHelp content={help} />
          </div>
        ) : null}
        {options.isError ? (
          <LoadFailed error={options.error} onRetry={() => void options.refetch()} />
        ) : !options.data ? (
          <Skeleton className="h-56 w-full" />
        ) : (
          <DepositForm options={options.data} />
        )}
      </Panel>
      <Panel title={t('orders.title')}>
        <OrderList />
      </Panel>
    </PageFrame>
  );
}

export default DepositPage;
