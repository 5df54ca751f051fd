import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wallet } from '@lotto/contract';
import { LoadFailed } from '../../../components/ui/list-states';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFunds } from '../api/get-funds';
import { useMerchantWalletIsSingle } from '../api/get-merchant-wallet';
import { useRefreshWallet } from '../api/refresh-wallet';
import { TransferForm } from '../components/transfer-form';
import { WalletList } from '../components/wallet-list';
import { useMoneyEvents } from '../hooks/use-money-events';
import { useReadyWhen, type PageReadyProps } from '../../../lib/page-ready';

/**
 * transferFund (spec 1 §2, issue 14): the main and vendor wallets with their balances, a refresh
 * per wallet, and transfers between main and a vendor wallet (not on a single-wallet merchant).
 */
export function TransferFundPage({ onReady }: PageReadyProps = {}) {
  const { t } = useTranslation('money');
  const funds = useFunds();
  useMoneyEvents();
  const single = useMerchantWalletIsSingle();
  const refresh = useRefreshWallet();
  useReadyWhen(!funds.isPending, onReady);
  const [refreshing, setRefreshing] = useState<number | null>(null);
  const onRefresh = (w: Wallet) => {
    setRefreshing(w.accountTypeId);
    refresh.mutate(w.accountTypeId, { onSettled: () => setRefreshing(null) });
  };
  return (
    <PageFrame title={t('wallet.title')} icon="wallet">
      <Panel title={t('wallet.balances')}>
        {funds.isPending ? (
          <div className="grid gap-3" aria-busy="true" data-testid="wallet-skeleton">
            <Skeleton className="h-24 w-full" />
            <div className="grid grid-cols-2 gap-3">
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          </div>
        ) : funds.isError ? (
          <LoadFailed error={funds.error} onRetry={() => void funds.refetch()} />
        ) : (
          <WalletList balance={funds.data.balance} refreshing={refreshing} onRefresh={onRefresh} />
        )}
      </Panel>
      {funds.data && single.data === false ? (
        <Panel title={t('transfer.title')}>
          <TransferForm balance={funds.data.balance} />
        </Panel>
      ) : null}
      {single.data === true ? <p className="text-sm text-muted">{t('transfer.single')}</p> : null}
    </PageFrame>
  );
}

export default TransferFundPage;
