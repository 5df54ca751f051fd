import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/dates';
import { useDrawsByCode } from '../api/get-draws-by-code';
import { useOpenedNumeros } from '../api/get-opened-numeros';
import { lotteryHref } from '../hooks/use-quick-bet';
import { isFrameableUrl } from '../model/launch-plan';
import { numberFrequency } from '../model/trend';
import { splitWinNo } from '../model/draws';
import { GameFrame } from './game-frame';
import { GatedLink } from './gated-link';
import { LotteryIcon } from './lottery-icon';
import { NumberBalls } from './number-balls';

const HISTORY = 30;

/**
 * Trend page (spec 2 §2): a trend page reached through a gameUrl query parameter is framed; with a
 * gameCode the draw history and number frequency come from /lgw/draw/code/{gameCode}.
 */
export function TrendPage({ gameUrl, gameCode, title }: { gameUrl: string | null; gameCode: string | null; title: string }) {
  const { t } = useTranslation('lottery');
  const framed = isFrameableUrl(gameUrl);
  const draws = useDrawsByCode(framed ? null : gameCode, HISTORY);
  const opened = useOpenedNumeros();
  if (framed) return <GameFrame src={gameUrl} title={title} />;

  const items = draws.data ?? [];
  const name = items[0]?.remark ?? opened.data?.data.find((g) => g.gameCode === gameCode)?.remark ?? gameCode ?? '';
  const freq = numberFrequency(items.map((d) => d.winNo));
  const maxCount = freq[0]?.count ?? 1;

  return (
    <div className="shell-container space-y-5 py-4 sm:py-6">
      <header className="flex flex-wrap items-center gap-3">
        {gameCode && <LotteryIcon code={gameCode} name={name} />}
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-extrabold tracking-tight sm:text-2xl">{gameCode ? t('trendPage.titleOf', { name }) : title}</h1>
          <p className="text-sm text-muted">{t('trendPage.subtitle', { n: HISTORY })}</p>
        </div>
        {gameCode && (
          <GatedLink to={lotteryHref({ gameCode, defaultPlayType: 1 })} className={buttonClasses('primary', 'md')}>
            <Icon name="lottery" className="size-5" />
            {t('bet')}
          </GatedLink>
        )}
      </header>

      {!gameCode ? (
        <div className="rounded-card border border-border bg-surface p-6 text-center">
          <p className="text-muted">{t('trendPage.pick')}</p>
          <Link to="/lottery" className={buttonClasses('outline', 'md', 'mt-4')}>
            {t('page.lobby')}
          </Link>
        </div>
      ) : draws.isPending ? (
        <div className="space-y-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full rounded-control" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-card border border-border bg-surface p-6 text-center text-muted">{t('trendPage.noDraws')}</p>
      ) : (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby="trend-history-title" className="rounded-card border border-border bg-surface p-4 sm:p-5">
            <h2 id="trend-history-title" className="text-lg font-extrabold">
              {t('trendPage.history')}
            </h2>
            <ol className="mt-3 divide-y divide-border" data-testid="trend-history">
              {items.map((d) => (
                <li key={d.numero} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5">
                  <div className="w-40 shrink-0">
                    <p className="text-sm font-bold tabular-nums">{t('issue', { numero: d.numero })}</p>
                    <p className="text-xs text-muted tabular-nums">{formatDateTime(d.drawTime)}</p>
                  </div>
                  <NumberBalls numbers={splitWinNo(d.winNo)} size="sm" label={t('draws.winning', { name: d.numero })} />
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="trend-freq-title" className="h-fit rounded-card border border-border bg-surface p-4 sm:p-5">
            <h2 id="trend-freq-title" className="text-lg font-extrabold">
              {t('trendPage.frequency')}
            </h2>
            <ul className="mt-3 space-y-1.5">
              {freq.map((f) => (
                <li key={f.number} className="flex items-center gap-2 text-sm">
                  <span className="w-7 text-right font-bold tabular-nums">{f.number}</span>
                  <span className="h-3 flex-1 overflow-hidden rounded-full bg-surface-2">
                    <span
                      className="block h-full rounded-full bg-gradient-to-r from-accent to-accent-2"
                      style={{ width: `${Math.max(6, (f.count / maxCount) * 100)}%` }}
                    />
                  </span>
                  <span className="w-16 text-xs text-muted tabular-nums">{t('trendPage.times', { n: f.count })}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}
