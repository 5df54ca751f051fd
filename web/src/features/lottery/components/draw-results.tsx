import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DRAW_LIST_SIZE } from '@lotto/contract';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDraws } from '../api/get-draws';
import { lotteryHref } from '../hooks/use-quick-bet';
import { splitWinNo } from '../model/draws';
import { GatedLink } from './gated-link';
import { LotteryIcon } from './lottery-icon';
import { NumberBalls } from './number-balls';

/** Trend page of a game (spec 2 §2: a lottery trend page). */
export const trendHref = (gameCode: string): string => `/trend?${new URLSearchParams({ gameCode }).toString()}`;

/** Lottery draw results (spec 2 §2): 5 items (spec 2 §9), each with trend and bet buttons. */
export function DrawResults({ className }: { className?: string }) {
  const { t } = useTranslation('lottery');
  const draws = useDraws(DRAW_LIST_SIZE);
  const items = (draws.data ?? []).slice(0, DRAW_LIST_SIZE);
  return (
    <section aria-labelledby="lottery-draws-title" data-testid="lottery-draws" className={cn('rounded-card border border-border bg-surface p-4 sm:p-5', className)}>
      <h2 id="lottery-draws-title" className="text-lg font-extrabold tracking-tight">
        {t('draws.title')}
      </h2>
      {draws.isPending ? (
        <div className="mt-3 space-y-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full rounded-control" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('draws.empty')}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-2.5 sm:grid-cols-2 lg:grid-cols-5">
          {items.map((d) => (
            <li key={`${d.gameCode}-${d.numero}`} className="flex flex-col rounded-control border border-border bg-surface-2/60 p-3">
              <div className="flex items-center gap-3">
                <LotteryIcon code={d.gameCode} name={d.remark} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-bold">{d.remark}</p>
                  <p className="truncate text-xs text-muted tabular-nums">{t('issue', { numero: d.numero })}</p>
                </div>
              </div>
              <NumberBalls numbers={splitWinNo(d.winNo)} size="sm" label={t('draws.winning', { name: d.remark })} className="mt-3 mb-3" />
              <div className="mt-auto grid grid-cols-2 gap-2">
                <Link to={trendHref(d.gameCode)} aria-label={t('trendOf', { name: d.remark })} className={buttonClasses('secondary', 'sm')}>
                  <Icon name="gauge" className="size-4" />
                  {t('trend')}
                </Link>
                <GatedLink
                  to={lotteryHref({ gameCode: d.gameCode, defaultPlayType: 1 })}
                  aria-label={t('betOn', { name: d.remark })}
                  className={buttonClasses('outline', 'sm')}
                >
                  {t('bet')}
                </GatedLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
