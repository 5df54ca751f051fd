import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REWARDS_SHOWN_PER_TYPE, REWARDS_SHOWN_WHEN_FILTERED, type PointReward } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';
import { RewardCard } from './reward-card';

export interface RewardType {
  type: number;
  name: string;
}

/** Type ids 1, 2 and 3 have the site's own labels; other types show the server's name (spec 2 §2). */
export function useTypeLabel(types: readonly RewardType[]): (type: number) => string {
  const { t } = useTranslation('points');
  return (type) => (type >= 1 && type <= 3 ? t(`types.${type}`) : (types.find((x) => x.type === type)?.name ?? t('types.other', { type })));
}

/**
 * The rewards grouped by type under a type menu (All plus the server's types): 3 per type, 7 when a
 * type is chosen, and "more" shows the rest (spec 2 §2, §9).
 */
export function RewardList({
  rewards,
  types,
  pending,
  onOpen,
}: {
  rewards: readonly PointReward[];
  types: readonly RewardType[];
  pending: boolean;
  onOpen: (reward: PointReward, tab: 'detail' | 'redeem') => void;
}) {
  const { t } = useTranslation('points');
  const label = useTypeLabel(types);
  const [chosen, setChosen] = useState<number | 'ALL'>('ALL');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const menuId = useId();
  // the server's types in its order, then any type a reward has that the list did not name
  const typeIds = useMemo(() => {
    const ids = types.map((x) => x.type);
    for (const r of rewards) if (!ids.includes(r.type)) ids.push(r.type);
    return ids;
  }, [types, rewards]);
  const shown = chosen === 'ALL' ? typeIds : [chosen];
  const limit = chosen === 'ALL' ? REWARDS_SHOWN_PER_TYPE : REWARDS_SHOWN_WHEN_FILTERED;

  const choose = (v: number | 'ALL') => {
    setChosen(v);
    setExpanded(new Set());
  };

  return (
    <div className="grid min-w-0 gap-5">
      <div role="group" aria-labelledby={menuId} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        <span id={menuId} className="sr-only">
          {t('types.menu')}
        </span>
        {(['ALL', ...typeIds] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={chosen === v}
            onClick={() => choose(v)}
            className={cn(
              'min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition',
              chosen === v ? 'border-accent bg-accent text-accent-contrast' : 'border-border bg-surface text-text hover:border-accent/60',
            )}
          >
            {v === 'ALL' ? t('types.all') : label(v)}
          </button>
        ))}
      </div>
      {pending ? (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="aspect-[4/5] w-full rounded-card" />
            </li>
          ))}
        </ul>
      ) : rewards.length === 0 ? (
        <p className="rounded-card border border-border bg-surface p-6 text-center text-sm text-muted">{t('list.empty')}</p>
      ) : (
        shown.map((type) => {
          const all = rewards.filter((r) => r.type === type);
          if (all.length === 0) return null;
          const open = expanded.has(type);
          const visible = open ? all : all.slice(0, limit);
          const headingId = `${menuId}-t${type}`;
          return (
            <section key={type} aria-labelledby={headingId} className="grid gap-3" data-testid="reward-type">
              <div className="flex items-center justify-between gap-3">
                <h2 id={headingId} className="text-lg font-extrabold tracking-tight">
                  {label(type)}
                </h2>
                {all.length > limit && !open ? (
                  <Button size="sm" variant="ghost" onClick={() => setExpanded(new Set([...expanded, type]))} aria-label={t('list.moreOf', { type: label(type) })}>
                    {t('list.more', { count: all.length - limit })}
                  </Button>
                ) : null}
              </div>
              <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
                {visible.map((r) => (
                  <RewardCard key={r.id} reward={r} onOpen={onOpen} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
