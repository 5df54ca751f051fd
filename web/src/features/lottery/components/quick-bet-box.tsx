import { useTranslation } from 'react-i18next';
import { buttonClasses, Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { openDialog } from '../../../lib/dialogs';
import { commonText, errorText } from '../../../lib/i18n';
import { useQuickBet } from '../hooks/use-quick-bet';
import { splitWinNo } from '../model/draws';
import { GatedLink } from './gated-link';
import { LiveCountdown, RefreshAtZero } from './live-countdown';
import { LotteryIcon } from './lottery-icon';
import { NumberBalls } from './number-balls';

/** The "stay tuned" info dialog (spec 2 §2 Home quick-bet box, §8 in_stay_tuned). */
export function showStayTuned(): void {
  openDialog({ key: 'in_stay_tuned', tone: 'info', message: errorText('in_stay_tuned') ?? 'in_stay_tuned', confirmLabel: commonText('ok') });
}

/**
 * Home quick-bet box (spec 2 §2, §4, §5): the first quick game with its issue, countdown and a
 * random set of 5 numbers, a reshuffle and a go-and-bet button to /lottery with bet_param.
 */
export function QuickBetBox({ className, compact }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation('lottery');
  const q = useQuickBet();

  return (
    <section
      aria-labelledby="quick-bet-title"
      data-testid="quick-bet"
      className={cn(
        'relative isolate flex flex-col overflow-hidden rounded-card border border-accent/30 bg-surface p-4 sm:p-5',
        'bg-[radial-gradient(120%_80%_at_100%_0%,color-mix(in_oklab,var(--c-accent)_22%,transparent),transparent_60%)]',
        className,
      )}
    >
      <RefreshAtZero deadline={q.deadline} notBefore={q.clockFrom} refresh={q.refresh} />
      <div className="flex items-center gap-2">
        <span className="grid size-9 place-items-center rounded-full bg-accent/15 text-accent">
          <Icon name="sparkles" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="quick-bet-title" className="text-lg leading-tight font-extrabold tracking-tight">
            {t('quickBet.title')}
          </h2>
          <p className="truncate text-xs text-muted">{t('quickBet.subtitle')}</p>
        </div>
        {q.game && <LiveCountdown deadline={q.deadline} notBefore={q.clockFrom} />}
      </div>

      {q.loading ? (
        <div className="mt-4 space-y-3" aria-busy="true">
          <Skeleton className="h-11 w-full rounded-control" />
          <Skeleton className="h-12 w-3/4 rounded-control" />
          <Skeleton className="h-11 w-full rounded-control" />
        </div>
      ) : !q.game ? (
        <div className="mt-4 flex flex-col items-start gap-3">
          <p className="text-sm text-muted">{t('quickBet.empty')}</p>
          <Button variant="outline" onClick={showStayTuned}>
            <Icon name="info" className="size-4" />
            {t('quickBet.betNow')}
          </Button>
        </div>
      ) : (
        <>
          {!compact && q.games.length > 1 && (
            <div role="group" aria-label={t('quickBet.games')} className="no-scrollbar -mx-1 mt-4 flex gap-2 overflow-x-auto px-1 pb-1 [mask-image:linear-gradient(to_right,black_88%,transparent)]">
              {q.games.map((g) => (
                <button
                  key={g.gameCode}
                  type="button"
                  aria-pressed={g.gameCode === q.game?.gameCode}
                  onClick={() => q.select(g.gameCode)}
                  className={cn(
                    'min-h-11 shrink-0 rounded-full border px-3.5 text-sm font-semibold transition',
                    g.gameCode === q.game?.gameCode
                      ? 'border-accent bg-accent text-accent-contrast'
                      : 'border-border bg-surface-2 text-text hover:border-accent/60',
                  )}
                >
                  {g.remark}
                </button>
              ))}
              {/* room to scroll the last chip out from under the fade */}
              <span aria-hidden="true" className="w-8 shrink-0" />
            </div>
          )}
          <div className="mt-4 flex items-center gap-3">
            <LotteryIcon code={q.game.gameCode} name={q.game.remark} url={q.game.webIconUrl} size="md" />
            <div className="min-w-0 flex-1">
              <p data-testid="quick-bet-game" className="truncate font-bold">
                {q.game.remark}
              </p>
              <p className="truncate text-xs text-muted tabular-nums">{q.numero ? t('issue', { numero: q.numero }) : '\u00a0'}</p>
            </div>
          </div>
          <div className="mt-4 flex items-center gap-2">
            <NumberBalls numbers={q.numbers} size={compact ? 'md' : 'lg'} label={t('quickBet.numbers')} testId="quick-bet-numbers" className="flex-1" />
            <Button variant="secondary" size="icon" aria-label={t('quickBet.reshuffle')} onClick={q.reshuffle}>
              <Icon name="refresh" className="size-5" />
            </Button>
          </div>
          <p className="mt-2 text-xs text-muted">{t(q.group === '11X5' ? 'quickBet.rule11x5' : 'quickBet.ruleSsc')}</p>
          {!compact && q.lastDraw && (
            <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-control border border-border bg-surface-2/50 px-3 py-2.5">
              <span className="text-xs text-muted">{t('quickBet.lastDraw', { numero: q.lastDraw.numero })}</span>
              <NumberBalls numbers={splitWinNo(q.lastDraw.winNo)} size="sm" label={t('draws.winning', { name: q.game.remark })} />
            </div>
          )}
          {q.betHref && (
            <div className="mt-auto pt-4">
              <GatedLink to={q.betHref} className={buttonClasses('primary', 'lg', 'w-full')}>
                <Icon name="lottery" className="size-5" />
                {t('quickBet.betNow')}
              </GatedLink>
            </div>
          )}
        </>
      )}
    </section>
  );
}
