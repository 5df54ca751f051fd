import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QUICK_BET_LIST_SIZE } from '@lotto/contract';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOpenedNumeros } from '../api/get-opened-numeros';
import { lotteryHref } from '../hooks/use-quick-bet';
import { bettingDeadline } from '../model/countdown';
import { LiveCountdown, RefreshAtZero } from './live-countdown';
import { GatedLink } from './gated-link';
import { LotteryIcon } from './lottery-icon';

/**
 * Lottery countdown list (spec 2 §2): each open game with its issue, countdown and a bet button;
 * a countdown reaching zero refreshes the open games, at most once per 5 s (spec 2 §4, §9).
 */
export function CountdownList({ className, max = QUICK_BET_LIST_SIZE.max }: { className?: string; max?: number }) {
  const { t } = useTranslation('lottery');
  const opened = useOpenedNumeros();
  const clockFrom = opened.data?.anchor.receivedAt ?? 0;
  const rows = useMemo(() => {
    const d = opened.data;
    if (!d) return [];
    return d.data.slice(0, max).map((issue) => ({ issue, deadline: bettingDeadline(issue, d.anchor) }));
  }, [opened.data, max]);
  // the first to close: its zero refreshes the list (the countdowns tick in their own components)
  const soonest = rows.length ? Math.min(...rows.map((r) => r.deadline)) : null;
  const { refetch } = opened;
  // the quick-bet box may refresh the same list at the same moment: share its request, do not abort it
  const refresh = useCallback(() => void refetch({ cancelRefetch: false }), [refetch]);

  return (
    <section aria-labelledby="lottery-countdown-title" data-testid="lottery-countdowns" className={cn('rounded-card border border-border bg-surface p-4 sm:p-5', className)}>
      <RefreshAtZero deadline={soonest} notBefore={clockFrom} refresh={refresh} />
      <h2 id="lottery-countdown-title" className="text-lg font-extrabold tracking-tight">
        {t('countdown.title')}
      </h2>
      {opened.isPending ? (
        <div className="mt-3 space-y-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full rounded-control" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border">
          {rows.map(({ issue, deadline }) => (
            <li key={issue.gameCode} className="flex items-center gap-2.5 py-2.5 sm:gap-3">
              <LotteryIcon code={issue.gameCode} name={issue.remark} url={issue.webIconUrl} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-bold">{issue.remark}</p>
                <p className="truncate text-xs text-muted tabular-nums">{t('issue', { numero: issue.numero })}</p>
              </div>
              <LiveCountdown deadline={deadline} notBefore={clockFrom} fitOnPhones />
              <GatedLink
                to={lotteryHref(issue)}
                aria-label={t('betOn', { name: issue.remark })}
                className={buttonClasses('primary', 'sm', 'shrink-0')}
              >
                {t('bet')}
              </GatedLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
