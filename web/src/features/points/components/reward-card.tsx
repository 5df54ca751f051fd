import { useTranslation } from 'react-i18next';
import type { PointReward } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/money';
import { formatPoints } from '../model/format';

/** The price line: points, or points plus money when the reward shows a mixed price (displayPointMoneyAmt Y, spec 2 §3). */
export function PriceText({ reward }: { reward: PointReward }) {
  const { t } = useTranslation('points');
  const parts: string[] = [];
  if (reward.price !== null) parts.push(t('price.points', { points: formatPoints(reward.price) }));
  if (reward.displayPointMoneyAmt === 'Y' && reward.mpPointAmount !== null && reward.mpMoneyAmount !== null) {
    parts.push(t('price.mixed', { points: formatPoints(reward.mpPointAmount), money: formatMoney(reward.mpMoneyAmount) }));
  }
  return <span>{parts.join(` ${t('price.or')} `)}</span>;
}

/** A reward of the mall with its two buttons: the detail tab (0) and the redeem tab (1) of the popup (spec 2 §2). */
export function RewardCard({ reward, onOpen }: { reward: PointReward; onOpen: (reward: PointReward, tab: 'detail' | 'redeem') => void }) {
  const { t } = useTranslation('points');
  const soldOut = reward.inventory <= 0;
  return (
    <li data-testid="reward" className="group flex min-w-0 flex-col overflow-hidden rounded-card border border-border bg-surface shadow-[0_12px_30px_-18px_rgba(0,0,0,0.6)]">
      <div className="relative aspect-[4/3] w-full overflow-hidden bg-surface-2">
        {reward.imageLink ? (
          <img src={reward.imageLink} alt="" loading="lazy" width={400} height={300} className="size-full object-cover transition duration-300 group-hover:scale-[1.03]" />
        ) : null}
        <span className="absolute top-2 left-2 rounded-full bg-black/55 px-2.5 py-1 text-[11px] font-semibold text-white">
          {soldOut ? t('card.soldOut') : t('card.stock', { count: reward.inventory })}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="line-clamp-2 text-sm font-bold sm:text-base">{reward.name}</h3>
        <p className="text-sm font-extrabold text-accent">
          <PriceText reward={reward} />
        </p>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          <Button size="sm" variant="secondary" onClick={() => onOpen(reward, 'detail')} aria-label={t('card.detailsOf', { name: reward.name })}>
            {t('card.details')}
          </Button>
          <Button size="sm" disabled={soldOut} onClick={() => onOpen(reward, 'redeem')} aria-label={t('card.redeemOf', { name: reward.name })}>
            {t('card.redeem')}
          </Button>
        </div>
      </div>
    </li>
  );
}
