import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, LOBBY_PAGE_SIZE, type Game } from '@lotto/contract';
import { Icon } from '../../../components/ui/icons';
import { cn } from '../../../components/ui/cn';
import { requireLogin } from '../../../lib/access-gate';
import { getMerchantCode } from '../../../lib/storage';
import { useFavouriteGames } from '../api/get-favourite-games';
import { useGameList } from '../api/get-game-list';
import { useHotGames } from '../api/get-hot-games';
import { useRecentGames } from '../api/get-recent-games';
import { laneOf, useVendors } from '../api/get-vendors';
import { useToggleFavourite } from '../api/toggle-favourite';
import { useFavouriteOverrides } from '../favourite-store';
import { useGameLauncher } from '../hooks/use-game-launcher';
import { GAME_GRID, GameCard, GameCardSkeleton } from './game-card';
import { Pager } from './pager';
import { VendorStrip, type StripTab } from './vendor-strip';

export const SLOT_GAME_TYPE = 'RNG';
/** Query values of /electron?page= besides a vendor account type name (spec 2 §2). */
export const HOT_TAB = 'hot';
export const RECENT_TAB = 'recentGameList';
export const FAVOURITE_TAB = 'favGameList';
const ALL_TAB = '';

export type GameCategory = (typeof GAME_CATEGORIES)[number];
/** Category filter value sent as gameClassify (spec 2 §2 categories; `all` sends none). */
export const CATEGORY_CLASSIFY: Record<GameCategory, string | undefined> = {
  all: undefined,
  'video poker': 'VIDEO_POKER',
  'table games': 'TABLE',
  scratch: 'SCRATCH',
  arcade: 'ARCADE',
  jackpot: 'JACKPOT',
};
const CATEGORY_LABEL: Record<GameCategory, string> = {
  all: 'category.all',
  'video poker': 'category.videoPoker',
  'table games': 'category.tableGames',
  scratch: 'category.scratch',
  arcade: 'category.arcade',
  jackpot: 'category.jackpot',
};

const SEARCH_DEBOUNCE_MS = 300;

/** Category and name filter plus paging of 40 for lists the server hands over whole (hot, recent). */
function filterLocally(games: readonly Game[], classify: string | undefined, name: string): Game[] {
  const q = name.trim().toLowerCase();
  return games.filter(
    (g) => (!classify || g.gameClassify === classify) && (!q || `${g.displayName} ${g.gameName}`.toLowerCase().includes(q)),
  );
}

export interface SlotLobbyProps {
  loggedIn: boolean;
}

/**
 * Electronic (slot) lobby (spec 2 §2): vendor tabs, hot, recent and favourite tabs (the last two
 * need login), category filter, name search, favourite star (optimistic), paging of 40, free trial
 * when supportPlay is 0, play now. The tab lives in the URL: ?page={accountTypeName|hot|recentGameList|favGameList}.
 */
export function SlotLobby({ loggedIn }: SlotLobbyProps) {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const tab = params.get('page') ?? ALL_TAB;
  const [category, setCategory] = useState<GameCategory>('all');
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  // the page belongs to one tab, category and name: changing any of them starts at page 1
  const filterKey = `${tab}|${category}|${name}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const pageNo = paging.key === filterKey ? paging.page : 1;
  const setPageNo = (page: number) => setPaging({ key: filterKey, page });
  const launch = useGameLauncher();

  useEffect(() => {
    const id = setTimeout(() => setName(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [typed]);

  const vendors = useVendors(getMerchantCode());
  const lane = laneOf(vendors.data, SLOT_GAME_TYPE);
  const vendorCards = lane?.cards ?? [];
  const vendor = vendorCards.find((c) => c.accountTypeName === tab);
  const vendorNames = new Map(vendorCards.map((c) => [c.accountTypeName, c.displayName]));
  const isVendorTab = tab === ALL_TAB || !!vendor;
  // a signed-out visitor cannot hold a login-only tab (spec 2 §6)
  const loginTab = tab === RECENT_TAB || tab === FAVOURITE_TAB;
  const classify = CATEGORY_CLASSIFY[category];

  const list = useGameList(
    {
      gameType: SLOT_GAME_TYPE,
      vassalage: vendor?.vassalage,
      gameClassify: classify,
      gameName: name || undefined,
      pageNo,
      pageSize: LOBBY_PAGE_SIZE,
    },
    isVendorTab && (tab === ALL_TAB || !!vendor),
  );
  const hot = useHotGames(SLOT_GAME_TYPE, tab === HOT_TAB);
  const recent = useRecentGames(SLOT_GAME_TYPE, tab === RECENT_TAB && loggedIn);
  // the favourite list also lights the stars, so it loads whenever the player is signed in
  const favPage = tab === FAVOURITE_TAB ? pageNo : 1;
  const favourites = useFavouriteGames(favPage, loggedIn);
  const overrides = useFavouriteOverrides((s) => s.overrides);
  const toggle = useToggleFavourite();

  const favSet = useMemo(() => new Set((favourites.data?.content ?? []).map((g) => g.nodeId)), [favourites.data]);
  const isFavourite = (g: Game) => overrides[g.nodeId] ?? g.favourite ?? favSet.has(g.nodeId);

  let games: Game[] = [];
  let totalPages = 0;
  let loading = false;
  if (tab === HOT_TAB || tab === RECENT_TAB) {
    const source = tab === HOT_TAB ? hot : recent;
    const all = filterLocally(source.data ?? [], classify, name);
    totalPages = Math.ceil(all.length / LOBBY_PAGE_SIZE);
    games = all.slice((pageNo - 1) * LOBBY_PAGE_SIZE, pageNo * LOBBY_PAGE_SIZE);
    loading = source.isPending && (tab === HOT_TAB || loggedIn);
  } else if (tab === FAVOURITE_TAB) {
    // a star taken off here leaves the card until the list refetches, so it can be put back
    games = filterLocally(favourites.data?.content ?? [], classify, name);
    totalPages = favourites.data?.totalPages ?? 0;
    loading = loggedIn && favourites.isPending;
  } else {
    games = list.data?.games ?? [];
    totalPages = list.data?.totalPages ?? 0;
    loading = list.isPending;
  }

  const select = (key: string) => {
    if ((key === RECENT_TAB || key === FAVOURITE_TAB) && !requireLogin()) return;
    const next = new URLSearchParams(params);
    if (key) next.set('page', key);
    else next.delete('page');
    setParams(next);
  };

  const tabs: StripTab[] = [
    { key: ALL_TAB, label: t('lobby.all'), icon: 'slot' },
    { key: HOT_TAB, label: t('lobby.hot'), icon: 'sparkles' },
    { key: RECENT_TAB, label: t('lobby.recent'), icon: 'clock', needsLogin: !loggedIn },
    { key: FAVOURITE_TAB, label: t('lobby.favourites'), icon: 'star', needsLogin: !loggedIn },
    ...vendorCards.map((c) => ({ key: c.accountTypeName, label: c.displayName })),
  ];

  const onToggle = (g: Game, on: boolean) => {
    if (!requireLogin()) return;
    toggle.mutate({ game: g, on });
  };

  const empty =
    loginTab && !loggedIn ? t('lobby.loginNeeded') : tab === FAVOURITE_TAB ? t('lobby.emptyFavourites') : tab === RECENT_TAB ? t('lobby.emptyRecent') : t('lobby.empty');
  const activeLabel = tabs.find((x) => x.key === tab)?.label ?? t('lobby.all');

  return (
    <div className="space-y-4 sm:space-y-5">
      <VendorStrip tabs={tabs} vendorCount={vendorCards.length} active={tabs.some((x) => x.key === tab) ? tab : ALL_TAB} onSelect={select} />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div role="group" aria-label={t('lobby.categories')} className="no-scrollbar -mx-4 flex gap-1.5 overflow-x-auto px-4 sm:mx-0 sm:flex-wrap sm:px-0">
          {GAME_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={category === c}
              onClick={() => setCategory(c)}
              className={cn(
                'min-h-11 shrink-0 rounded-control px-3.5 text-sm font-medium whitespace-nowrap transition',
                category === c ? 'bg-surface-2 text-accent ring-1 ring-accent/60' : 'text-muted hover:bg-surface-2 hover:text-text',
              )}
            >
              {t(CATEGORY_LABEL[c])}
            </button>
          ))}
        </div>
        <form role="search" onSubmit={(e) => { e.preventDefault(); setName(typed.trim()); }} className="relative w-full lg:w-72">
          <label htmlFor="slot-search" className="sr-only">
            {t('lobby.search')}
          </label>
          <Icon name="search" aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <input
            id="slot-search"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('lobby.searchPlaceholder')}
            maxLength={64}
            className="min-h-11 w-full rounded-control border border-border bg-surface pr-3 pl-9 text-sm outline-none placeholder:text-muted focus:border-accent"
          />
        </form>
      </div>
      <h2 className="sr-only" aria-live="polite">
        {activeLabel}
      </h2>
      {loading ? (
        <ul className={GAME_GRID} aria-busy="true" aria-label={t('lobby.loading')}>
          {Array.from({ length: 12 }, (_, i) => (
            <GameCardSkeleton key={i} />
          ))}
        </ul>
      ) : games.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border bg-surface/60 px-6 py-14 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-accent/15 text-accent">
            <Icon name={tab === FAVOURITE_TAB ? 'star' : 'slot'} className="size-7" />
          </span>
          <p className="max-w-sm text-sm text-muted">{empty}</p>
        </div>
      ) : (
        <ul className={GAME_GRID} aria-label={activeLabel} data-testid="game-grid">
          {games.map((g) => (
            <GameCard
              key={`${g.nodeId}:${g.gameId}`}
              game={g}
              vendorName={vendorNames.get(g.accountTypeName)}
              hot={tab === HOT_TAB}
              favourite={isFavourite(g)}
              onPlay={(game) => launch(game)}
              onTrial={(game) => launch(game, 'trial')}
              onToggleFavourite={onToggle}
            />
          ))}
        </ul>
      )}
      <Pager page={pageNo} totalPages={totalPages} onPage={(p) => { setPageNo(p); window.scrollTo({ top: 0, behavior: 'smooth' }); }} />
    </div>
  );
}
