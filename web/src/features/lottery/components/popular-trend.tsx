import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePopularLotteries } from '../api/get-popular-lotteries';
import { lotteryHref } from '../hooks/use-quick-bet';
import { GatedLink } from './gated-link';
import { LotteryIcon } from './lottery-icon';

const POPULAR_COUNT = 8;

/** Popular trend list (spec 2 §2): every item links to the lottery page; starting one needs login (spec 2 §6). */
export function PopularTrend({ className }: { className?: string }) {
  const { t } = useTranslation('lottery');
  const popular = usePopularLotteries(POPULAR_COUNT);
  const items = popular.data ?? [];
  return (
    <section aria-labelledby="lottery-popular-title" data-testid="lottery-popular" className={cn('min-w-0', className)}>
      <div className="mb-3 flex items-center gap-2">
        <Icon name="star" className="size-5 text-accent" />
        <h2 id="lottery-popular-title" className="text-lg font-extrabold tracking-tight sm:text-xl">
          {t('popular.title')}
        </h2>
      </div>
      {popular.isPending ? (
        <div className="flex gap-3 overflow-hidden">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-[104px] w-36 shrink-0 rounded-card" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{t('empty')}</p>
      ) : (
        <ul className="no-scrollbar -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-4 sm:px-0 lg:grid-cols-8">
          {items.map((g, i) => (
            <li key={g.gameCode} className="w-36 shrink-0 snap-start sm:w-auto">
              <GatedLink
                to={lotteryHref(g)}
                className="group flex h-full flex-col items-center gap-2 rounded-card border border-border bg-surface p-3 text-center transition hover:-translate-y-0.5 hover:border-accent/60"
              >
                <span className="relative">
                  <LotteryIcon code={g.gameCode} name={g.remark} url={g.webIconUrl} size="xl" className="transition group-hover:scale-105" />
                  {i < 3 && (
                    <span className="absolute -top-1.5 -right-2 rounded-full bg-danger px-1.5 text-[10px] leading-4 font-black text-white uppercase">
                      {t('popular.hot')}
                    </span>
                  )}
                </span>
                <span className="line-clamp-2 text-sm leading-tight font-bold">{g.remark}</span>
              </GatedLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
