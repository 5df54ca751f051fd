import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameCard as VendorCard } from '@lotto/contract';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { getMerchantCode } from '../../../lib/storage';
import { laneOf, useVendors } from '../api/get-vendors';
import { useGameLauncher } from '../hooks/use-game-launcher';
import { GameArt } from './game-art';
import { GamePopup } from './game-popup';

export interface VendorPageProps {
  /** Product type of the page: LIVE, SPORTS, ESPORTS, FISH, PVP (spec 2 §9). */
  gameType: string;
  loggedIn: boolean;
}

/** A vendor tile: artwork, name, "enter" (the vendor's own lobby) and "games" (the game popup). */
function VendorTile({ card, onEnter, onBrowse }: { card: VendorCard; onEnter: () => void; onBrowse: () => void }) {
  const { t } = useTranslation('games');
  return (
    <li data-testid="vendor-tile" className="group relative isolate flex min-h-52 flex-col justify-end overflow-hidden rounded-card border border-border shadow-[0_12px_32px_-16px_rgba(0,0,0,0.7)]">
      {card.icon ? (
        <img src={card.icon} alt="" loading="lazy" className="absolute inset-0 -z-10 size-full object-cover transition duration-300 group-hover:scale-[1.04]" />
      ) : (
        <GameArt name={card.displayName} gameType={card.gameType} vendor={card.vassalage} className="absolute inset-0 -z-10 size-full transition duration-300 group-hover:scale-[1.04]" />
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/20 to-transparent" />
      {card.maintenance && (
        <span className="absolute top-3 left-3 rounded-full bg-warning px-2.5 py-1 text-xs font-bold text-black">{t('card.maintenance')}</span>
      )}
      <div className="p-4 text-white">
        <h2 className="text-lg font-extrabold drop-shadow">{card.displayName}</h2>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <button type="button" onClick={onBrowse} aria-label={t('vendorPage.browseVendor', { name: card.displayName })} className="min-h-11 rounded-control bg-white/15 px-3 text-sm font-semibold backdrop-blur hover:bg-white/25">
            {t('vendorPage.browse')}
          </button>
          <button type="button" onClick={onEnter} aria-label={t('vendorPage.enterVendor', { name: card.displayName })} className="inline-flex min-h-11 items-center justify-center gap-1 rounded-control bg-accent px-3 text-sm font-bold text-accent-contrast hover:brightness-110">
            {t('vendorPage.enter')}
            <Icon name="chevronRight" className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * A game-type page (/live, /sports, /esports, /fish, /pvp): the type's vendors; ?page={accountTypeName}
 * opens that vendor's game popup (spec 2 §2 "Menu pages are reached as page path plus ?page=").
 */
export function VendorPage({ gameType, loggedIn: _loggedIn }: VendorPageProps) {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const vendors = useVendors(getMerchantCode());
  const launch = useGameLauncher();
  const cards = laneOf(vendors.data, gameType)?.cards ?? [];
  const open = cards.find((c) => c.accountTypeName === params.get('page')) ?? null;
  const setOpen = (card: VendorCard | null) => {
    const next = new URLSearchParams(params);
    if (card) next.set('page', card.accountTypeName);
    else next.delete('page');
    setParams(next, { replace: !card });
  };
  return (
    <>
      {vendors.isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-52 w-full rounded-card" />
            </li>
          ))}
        </ul>
      ) : cards.length === 0 ? (
        <p className="rounded-card border border-dashed border-border bg-surface/60 px-6 py-14 text-center text-sm text-muted">{t('vendorPage.empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((c) => (
            <VendorTile
              key={c.cardId}
              card={c}
              onBrowse={() => setOpen(c)}
              onEnter={() => (c.gameId || c.nodeId ? launch({ ...c, isGame: c.isGame }) : setOpen(c))}
            />
          ))}
        </ul>
      )}
      <GamePopup vendor={open} onClose={() => setOpen(null)} onLaunch={(g, mode) => launch(g, mode)} />
    </>
  );
}
