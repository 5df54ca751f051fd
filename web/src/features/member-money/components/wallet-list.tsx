import { useTranslation } from 'react-i18next';
import type { Balance, Wallet } from '@lotto/contract';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { formatMoneyWithSymbol } from '../../../lib/money';
import { isMainWallet, walletName } from '../model/wallets';

/**
 * The member's wallets (spec 1 §3 Wallet: displayName, accountName, availBalance): the main one
 * first and wide, the vendor wallets below, each with its own refresh button.
 */
export function WalletList({
  balance,
  refreshing,
  onRefresh,
}: {
  balance: Balance;
  /** The accountTypeId being read again, if any. */
  refreshing: number | null;
  onRefresh: (w: Wallet) => void;
}) {
  const { t } = useTranslation('money');
  const main = balance.balance.filter(isMainWallet);
  const vendors = balance.balance.filter((w) => !isMainWallet(w));
  const card = (w: Wallet) => {
    const name = walletName(w);
    const busy = refreshing === w.accountTypeId;
    return (
      <li
        key={w.accountTypeId}
        data-testid="wallet"
        className={cn(
          'flex min-w-0 items-center justify-between gap-3 rounded-card border p-4',
          isMainWallet(w) ? 'border-accent/40 bg-gradient-to-br from-accent/15 to-surface sm:col-span-2' : 'border-border bg-surface-2/50',
        )}
      >
        <div className="min-w-0">
          <p className="truncate text-sm text-muted">
            {name}
            {isMainWallet(w) ? <span className="ml-2 rounded-full bg-accent/20 px-2 py-0.5 text-[11px] font-bold text-accent">{t('wallet.main')}</span> : null}
          </p>
          <p className={cn('mt-1 font-extrabold tabular-nums', isMainWallet(w) ? 'text-2xl' : 'text-lg')} aria-busy={busy || undefined}>
            {formatMoneyWithSymbol(w.availBalance, balance.currencySymbol, balance.currency)}
          </p>
        </div>
        <button
          type="button"
          onClick={() => onRefresh(w)}
          disabled={busy}
          aria-label={t('wallet.refresh', { name })}
          className="grid size-11 shrink-0 place-items-center rounded-control text-muted hover:bg-surface-2 hover:text-text disabled:opacity-60"
        >
          <Icon name="refresh" className={cn('size-5', busy && 'animate-spin')} />
        </button>
      </li>
    );
  };
  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm text-muted">{t('wallet.total')}</span>
        <span data-testid="wallet-total" className="text-lg font-extrabold tabular-nums">
          {formatMoneyWithSymbol(balance.sumBalance, balance.currencySymbol, balance.currency)}
        </span>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('wallet.list')}>
        {main.map(card)}
        {vendors.map(card)}
      </ul>
    </div>
  );
}
