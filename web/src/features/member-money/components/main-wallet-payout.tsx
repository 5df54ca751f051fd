import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentOptions } from '@lotto/contract';
import { buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { LoadFailed } from '../../../components/ui/list-states';
import { Panel } from '../../../components/ui/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMoneyWithSymbol } from '../../../lib/money';
import { useFunds } from '../api/get-funds';
import { usePaymentOptions } from '../api/get-payment-options';
import { useMoneyEvents } from '../hooks/use-money-events';
import { useReadyWhen } from '../../../lib/page-ready';
import { isMainWallet } from '../model/wallets';

/** Where the payment password is set: the security centre page of the member centre. */
const SECURITY_CENTRE_PATH = '/member/securityCenter';

/**
 * Money leaving the main wallet (a withdrawal, a transfer to the upline): the main wallet's available
 * balance, then the form that pays out of it, which needs the payment password; without one, where
 * to set it. `testIdPrefix` names the balance and the loading state (`<prefix>-available`, `<prefix>-loading`).
 */
export function MainWalletPayout({
  onReady,
  testIdPrefix,
  intro,
  needPassword,
  children,
}: {
  onReady?: () => void;
  testIdPrefix: string;
  intro?: string;
  needPassword: string;
  children: (ready: { options: PaymentOptions; available: number; currency: string }) => ReactNode;
}) {
  const { t } = useTranslation('money');
  const options = usePaymentOptions();
  const funds = useFunds();
  useMoneyEvents();
  useReadyWhen(!options.isPending && !funds.isPending, onReady);
  const main = funds.data?.balance.balance.find(isMainWallet);
  const failed = options.isError ? options.error : funds.isError ? funds.error : null;
  return (
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
        <div aria-busy="true" data-testid={`${testIdPrefix}-loading`}>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <div className="grid gap-4">
          {intro ? <p className="text-sm text-muted">{intro}</p> : null}
          <p className="flex items-baseline justify-between gap-3 rounded-control bg-surface-2/60 px-4 py-3">
            <span className="text-sm text-muted">{t('withdraw.available')}</span>
            <span data-testid={`${testIdPrefix}-available`} className="text-lg font-extrabold tabular-nums">
              {formatMoneyWithSymbol(main?.availBalance ?? 0, funds.data.balance.currencySymbol, funds.data.balance.currency)}
            </span>
          </p>
          {options.data.hasPaymentPassword ? (
            children({ options: options.data, available: main?.availBalance ?? 0, currency: funds.data.balance.currency })
          ) : (
            <div role="note" className="grid gap-3 rounded-control border border-warning/40 bg-warning/10 p-4">
              <p className="text-sm">{needPassword}</p>
              <Link to={SECURITY_CENTRE_PATH} className={buttonClasses('secondary', 'md', 'justify-self-start')}>
                <Icon name="lock" className="size-4" />
                {t('withdraw.setPassword')}
              </Link>
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}
