import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { getMerchantCode } from '../../../lib/storage';
import { laneOf, useVendors } from '../api/get-vendors';
import { gameTypePath, vendorEntryPath } from '../launch-plan';
import { GameThumb } from './game-card';
import { GAME_TYPE_ICON, typeLabelKey } from './game-types';

/**
 * More-games page (/more/:gamePage?, spec 2 §2): every vendor by game type; `gamePage` (a lowercase
 * type) narrows it to one type. Each vendor goes to its type page with ?page={accountTypeName}.
 * `/more/<gamePage>?page=<name>` is the slot-type entrance: it opens that vendor's lobby of the type,
 * when the merchant offers that type.
 */
export function MoreGames({ gamePage }: { gamePage?: string }) {
  const { t } = useTranslation('games');
  const [params] = useSearchParams();
  const entry = params.get('page');
  const vendors = useVendors(getMerchantCode());
  // the entrance of a type the merchant offers; any other ?page leaves the more-games page as it is
  const entryLane = gamePage && entry ? laneOf(vendors.data, gamePage) : undefined;
  if (entryLane && entry) return <Navigate replace to={vendorEntryPath(entryLane.title, entry)} />;
  const lanes = (vendors.data ?? []).filter((l) => l.cards.length > 0 && (!gamePage || l.title.toLowerCase() === gamePage.toLowerCase()));
  if (vendors.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {Array.from({ length: 12 }, (_, i) => (
          <Skeleton key={i} className="aspect-square w-full" />
        ))}
      </div>
    );
  }
  if (lanes.length === 0) return <p className="rounded-card border border-dashed border-border px-6 py-14 text-center text-sm text-muted">{t('vendorPage.empty')}</p>;
  return (
    <div className="space-y-8">
      {lanes.map((lane) => {
        const label = t(typeLabelKey(lane.title), { defaultValue: lane.title });
        return (
          <section key={lane.title} aria-label={label}>
            <div className="mb-3 flex items-center justify-between gap-3">
              <h2 className="flex items-center gap-2 text-lg font-extrabold">
                <Icon name={GAME_TYPE_ICON[lane.title.toUpperCase()] ?? 'star'} className="size-5 text-accent" />
                {label}
              </h2>
              <Link to={gameTypePath(lane.title)} className="inline-flex min-h-11 items-center gap-1 rounded-control px-3 text-sm font-semibold text-accent hover:bg-surface-2">
                {t('home.more')}
                <Icon name="chevronRight" className="size-4" />
              </Link>
            </div>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
              {lane.cards.map((c) => (
                <li key={c.cardId}>
                  <Link to={vendorEntryPath(lane.title, c.accountTypeName)} className="group block overflow-hidden rounded-card border border-border bg-surface hover:border-accent/60">
                    <GameThumb name={c.displayName} gameType={lane.title} vendor={c.vassalage} src={c.icon} className="transition group-hover:scale-105" />
                    <span className="block truncate px-2.5 py-2 text-sm font-semibold">{c.displayName}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
