import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useJackpot } from '../api/get-jackpot';
import { useWinnerBoard } from '../api/get-winner-board';

/** How many of the board's rows the home page lists (the call asks for 100; spec 2 §7). */
const SHOWN_WINNERS = 10;

/**
 * The jackpot figure the server keeps (VIS_getJackpot). Nothing is shown until it answers, and
 * nothing when it does not: the site never makes a figure up (docs/decisions/0014).
 */
export function JackpotBanner({ currency }: { currency?: string }) {
  const { t } = useTranslation('homeContent');
  const { data } = useJackpot(currency);
  if (!data) return null;
  return (
    <section aria-label={t('jackpot.label')} data-testid="jackpot" className="flex items-center gap-3 rounded-card border border-accent/40 bg-accent/10 px-4 py-3">
      <Icon name="crown" className="size-6 shrink-0 text-accent" />
      <span className="text-sm font-bold tracking-wide text-accent uppercase">{t('jackpot.label')}</span>
      <span className="ml-auto font-mono text-xl font-extrabold tabular-nums sm:text-2xl">
        {data.currency} {formatMoney(data.amount, data.currency)}
      </span>
    </section>
  );
}

/** The latest real wins (ODSFE2_getWinnerBoard), accounts masked by the server. */
export function WinnerBoard({ currency }: { currency?: string }) {
  const { t } = useTranslation('homeContent');
  const { data, isPending, isError } = useWinnerBoard();
  const rows = (data ?? []).slice(0, SHOWN_WINNERS);
  return (
    <section aria-labelledby="home-winners-title" className="grid gap-3">
      <JackpotBanner currency={currency} />
      <div className="rounded-card border border-border bg-surface p-4 sm:p-5">
        <h2 id="home-winners-title" className="mb-3 flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <Icon name="star" className="size-5 text-accent" />
          {t('winners.title')}
        </h2>
        {isPending ? (
          <div className="grid gap-2" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : isError || rows.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted">{t('winners.empty')}</p>
        ) : (
          <table className="w-full table-fixed text-sm" data-testid="winner-board">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('winners.account')}</th>
                <th scope="col">{t('winners.game')}</th>
                <th scope="col">{t('winners.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((w, i) => (
                <tr key={`${w.time}-${i}`} className="border-t border-border first:border-t-0">
                  <td className="w-[28%] py-2 pr-2 font-mono text-muted">{w.account}</td>
                  <td className="truncate py-2 pr-2" title={formatDateTime(w.time)}>
                    {w.gameName}
                  </td>
                  <td className="w-[34%] py-2 text-right font-semibold text-accent tabular-nums">
                    +{formatMoney(w.amount, w.currency)} <span className="text-xs text-muted">{w.currency}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
