import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePopularLotteries } from '../api/get-popular-lotteries';
import { lotteryHref } from '../hooks/use-quick-bet';
import { GatedLink } from './gated-link';
import { LotteryIcon } from './lottery-icon';

/** Spec 2 §2, §9: the home games entry's lottery block shows 1 popular lottery. */
export const HOME_BLOCK_POPULAR_LOTTERIES = 1;

const ROW = 'flex min-h-14 items-center gap-3 rounded-control bg-bg/40 px-3 text-sm font-semibold hover:text-accent';

/**
 * Lottery block of the home games entry (spec 2 §2): the most popular lottery with its icon and
 * name, linking to its lottery page (starting it needs a real account, spec 2 §6).
 */
export function LotteryHomeBlock() {
  const { t } = useTranslation('lottery');
  const popular = usePopularLotteries(HOME_BLOCK_POPULAR_LOTTERIES);
  const items = (popular.data ?? []).slice(0, HOME_BLOCK_POPULAR_LOTTERIES);
  if (popular.isPending) return <Skeleton className="h-14 w-full" />;
  if (items.length === 0) {
    return (
      <Link to="/lottery" className={`${ROW} justify-between`}>
        {t('homeBlock.all')}
        <Icon name="chevronRight" className="size-4" />
      </Link>
    );
  }
  return (
    <ul data-testid="lottery-home-block">
      {items.map((g) => (
        <li key={g.gameCode}>
          <GatedLink to={lotteryHref(g)} aria-label={t('homeBlock.playOf', { name: g.remark })} className={ROW}>
            <LotteryIcon code={g.gameCode} name={g.remark} url={g.webIconUrl} size="md" />
            <span className="min-w-0 flex-1 truncate">{g.remark}</span>
            <span aria-hidden="true" className="inline-flex shrink-0 items-center gap-0.5 text-xs text-accent">
              {t('homeBlock.play')}
              <Icon name="chevronRight" className="size-4" />
            </span>
          </GatedLink>
        </li>
      ))}
    </ul>
  );
}
