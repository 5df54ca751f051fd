import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_BLOCK_VENDOR_GAMES, HOME_GAME_BLOCKS } from '@lotto/contract';
import { CATEGORY_GRADIENT } from '../../../components/ui/art';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { getMerchantCode } from '../../../lib/storage';
import { laneOf, useVendors } from '../api/get-vendors';
import { gameTypePath, vendorEntryPath } from '../launch-plan';
import { GameThumb } from './game-card';
import { GAME_TYPE_ICON } from './game-types';

export interface HomeGamesEntryProps {
  /** The lottery block's content (1 popular lottery, spec 2 §9), filled by the lottery feature. */
  lotterySlot?: ReactNode;
}

/**
 * Home games entry (spec 2 §2): six blocks (sports, live, fish, pvp, rng, lottery), each with at
 * most 3 vendor entries and a "more" button to the type page.
 */
export function HomeGamesEntry({ lotterySlot }: HomeGamesEntryProps) {
  const { t } = useTranslation('games');
  const vendors = useVendors(getMerchantCode());
  return (
    <section aria-labelledby="home-games-title" data-testid="home-games">
      <div className="mb-4">
        <h2 id="home-games-title" className="text-xl font-extrabold tracking-tight sm:text-2xl">
          {t('home.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('home.subtitle')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {HOME_GAME_BLOCKS.map((block) => {
          const type = block.toUpperCase();
          const path = block === 'lottery' ? '/lottery' : gameTypePath(type);
          const cards = block === 'lottery' ? [] : (laneOf(vendors.data, type)?.cards ?? []).slice(0, HOME_BLOCK_VENDOR_GAMES);
          const title = t(`home.blocks.${block}`);
          return (
            <article key={block} data-testid={`home-block-${block}`} className="overflow-hidden rounded-card border border-border bg-surface">
              {/* a plain gradient band (the tiles above carry the full artwork): cheap to render six times */}
              <div
                className="relative isolate flex h-20 items-end justify-between gap-2 p-3.5 text-white"
                style={{ backgroundImage: `linear-gradient(120deg, ${CATEGORY_GRADIENT[block][0]}, ${CATEGORY_GRADIENT[block][1]})` }}
              >
                <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-black/40 to-transparent" />
                <h3 className="flex items-center gap-2 text-lg font-extrabold drop-shadow">
                  <Icon name={GAME_TYPE_ICON[block === 'lottery' ? 'LOTT' : type] ?? 'star'} className="size-5" />
                  {title}
                </h3>
                <Link
                  to={path}
                  aria-label={t('home.moreOf', { type: title })}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full bg-white/20 px-3.5 text-sm font-bold backdrop-blur-sm hover:bg-white/30"
                >
                  {t('home.more')}
                  <Icon name="chevronRight" className="size-4" />
                </Link>
              </div>
              <div className="p-3">
                {block === 'lottery' ? (
                  (lotterySlot ?? (
                    <Link to="/lottery" className="flex min-h-14 items-center justify-between rounded-control bg-bg/40 px-3 text-sm font-semibold hover:text-accent">
                      {t('home.lotteryCta')}
                      <Icon name="chevronRight" className="size-4" />
                    </Link>
                  ))
                ) : vendors.isPending ? (
                  <div className="grid grid-cols-3 gap-2">
                    {Array.from({ length: HOME_BLOCK_VENDOR_GAMES }, (_, i) => (
                      <Skeleton key={i} className="aspect-square w-full" />
                    ))}
                  </div>
                ) : cards.length === 0 ? (
                  <p className="flex min-h-14 items-center px-1 text-sm text-muted">{t('home.empty')}</p>
                ) : (
                  <ul className="grid grid-cols-3 gap-2">
                    {cards.map((c) => (
                      <li key={c.cardId}>
                        <Link to={vendorEntryPath(type, c.accountTypeName)} className="group block overflow-hidden rounded-control border border-border/60 hover:border-accent/60">
                          <GameThumb name={c.displayName} gameType={type} vendor={c.vassalage} src={c.icon} className="transition group-hover:scale-105" />
                          <span className="block truncate px-1.5 py-1 text-xs font-semibold">{c.displayName}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}
