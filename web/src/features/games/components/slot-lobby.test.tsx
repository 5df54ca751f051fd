import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { gameCalls, type Game } from '@lotto/contract';
import { useDialogStore } from '../../../lib/dialogs';
import { changeLanguage, errorText, i18n } from '../../../lib/i18n';
import { isLoggedIn } from '../../../lib/storage';
import { fail, fakePlatform, ok, on, type Replies } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { useFavouriteOverrides } from '../favourite-store';
import { card, fakeGame, listOf, vendorsOf } from './games-test-kit';
import { SlotLobby } from './slot-lobby';

const g = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'games', ...vars });
const dialogs = () => useDialogStore.getState().dialogs;
const cards = () => screen.queryAllByTestId('game-card');

const FORTUNE = fakeGame(1, { displayName: 'Fortune Tiger', gameName: 'Fortune Tiger' });
const GAMES = [FORTUNE, ...Array.from({ length: 49 }, (_, i) => fakeGame(i + 2))];

const PAGE_1 = listOf(GAMES.slice(0, 40), { totalPages: 2, total: 50 });
const PAGE_2 = listOf(GAMES.slice(40), { totalPages: 2, total: 50, pageNum: 2 });

const VENDORS = on(gameCalls.vendors, ok(vendorsOf([card('PG', 'PG Slots'), card('JDB', 'JDB Slots')])));

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
  // stars flipped by an earlier test must not light this one's
  useFavouriteOverrides.getState().clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The lobby alone at /electron (the route wraps it in a hero; app/games.test.tsx covers the route), fed by `replies`. */
async function openLobby(...replies: Replies[]) {
  const platform = fakePlatform({
    replies,
    defaults: [
      VENDORS,
      on(gameCalls.list, ok(PAGE_1)),
      // a signed-in player's favourites mark the stars
      on(gameCalls.favourites, ok({ content: [], pageNum: 1, pageSize: 40, totalPages: 0, total: 0 })),
    ],
  });
  const router = createMemoryRouter(
    [
      { path: '/electron', element: <SlotLobby loggedIn={isLoggedIn()} /> },
      // where a frame vendor's launch goes (app/games.test.tsx follows it in the site)
      { path: '/seamless', element: <p>seamless</p> },
    ],
    { initialEntries: ['/electron'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(cards().length).toBeGreaterThan(0));
  return { platform, router, user: userEvent.setup() };
}

// rendering 40 rich cards in happy-dom on a shared 2-core machine takes seconds
describe('slot lobby', { timeout: 30_000 }, () => {
  it('[S2-2.19] shows vendor, hot, recent and favourite tabs and pages 40 games at a time', async () => {
    const { platform, user } = await openLobby(on(gameCalls.list, (req) => (req.query.pageNo === '2' ? ok(PAGE_2) : ok(PAGE_1))));
    const strip = screen.getByTestId('vendor-strip');
    for (const name of [g('lobby.all'), g('lobby.hot'), g('lobby.recent'), g('lobby.favourites'), 'PG Slots', 'JDB Slots']) {
      expect(within(strip).getByRole('tab', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(cards()).toHaveLength(40);
    expect(platform.sent(gameCalls.list)[0]!.query).toMatchObject({ pageNo: '1', pageSize: '40', gameType: 'RNG' });
    await user.click(screen.getByRole('button', { name: g('pager.next') }));
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(platform.sent(gameCalls.list).at(-1)!.query).toMatchObject({ pageNo: '2', pageSize: '40' });
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
  });

  it('[S2-2.19] [S2-2.10] a vendor tab sets ?page={accountTypeName} and lists that vendor only', async () => {
    const jdb = GAMES.filter((x) => x.vassalage === 'JDB');
    const { platform, router, user } = await openLobby(on(gameCalls.list, (req) => (req.query.vassalage === 'JDB' ? ok(listOf(jdb)) : ok(PAGE_1))));
    await user.click(screen.getByRole('tab', { name: 'JDB Slots' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=JDB+Slots'));
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(platform.sent(gameCalls.list).at(-1)!.query).toMatchObject({ vassalage: 'JDB', gameType: 'RNG' });
  });

  it('[S2-2.19] while a vendor tab loads, no other tab\'s games stand in for its list', async () => {
    const jdb = GAMES.filter((x) => x.vassalage === 'JDB');
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { user } = await openLobby(on(gameCalls.list, async (req) => (req.query.vassalage === 'JDB' ? (await held, ok(listOf(jdb))) : ok(PAGE_1))));
    expect(cards()).toHaveLength(40);
    await user.click(screen.getByRole('tab', { name: 'JDB Slots' }));
    await waitFor(() => expect(cards()).toHaveLength(0));
    answer();
    await waitFor(() => expect(cards()).toHaveLength(jdb.length));
  });

  it('[S2-2.19] filters by category and searches by name', async () => {
    const jackpots = GAMES.filter((x) => x.gameClassify === 'JACKPOT');
    const { platform, user } = await openLobby(
      on(gameCalls.list, (req) => (req.query.gameClassify === 'JACKPOT' ? ok(listOf(jackpots)) : req.query.gameName === 'fortune' ? ok(listOf([FORTUNE])) : ok(PAGE_1))),
    );
    await user.click(screen.getByRole('button', { name: g('category.jackpot') }));
    await waitFor(() => expect(platform.sent(gameCalls.list).at(-1)!.query).toMatchObject({ gameClassify: 'JACKPOT' }));
    await waitFor(() => expect(cards()).toHaveLength(jackpots.length));
    expect(screen.getByRole('button', { name: g('category.jackpot') })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: g('category.all') }));
    await user.type(screen.getByRole('searchbox', { name: g('lobby.search') }), 'fortune');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(platform.sent(gameCalls.list).at(-1)!.query).toMatchObject({ gameName: 'fortune' });
    expect(platform.sent(gameCalls.list).at(-1)!.query).not.toHaveProperty('gameClassify');
    expect(within(cards()[0]!).getByText('Fortune Tiger')).toBeInTheDocument();
  });

  it('[S2-2.19] offers free trial only when supportPlay is 0', async () => {
    await openLobby(on(gameCalls.list, ok(listOf([fakeGame(1, { supportPlay: 0 }), fakeGame(2, { supportPlay: 1 })]))));
    const [first, second] = cards();
    expect(within(first!).getByRole('button', { name: g('card.trialGame', { name: 'Game 1' }) })).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: g('card.trialGame', { name: 'Game 2' }) })).toBeNull();
    expect(within(second!).getByRole('button', { name: g('card.playGame', { name: 'Game 2' }) })).toBeInTheDocument();
  });

  it('[S2-2.19] [S2-7.5] stars a game at once (POST), shows it under favourites, and unstars it (DELETE)', async () => {
    signIn();
    const favourites = (games: Game[]) => ok({ content: games.map((x) => ({ ...x, favourite: true })), pageNum: 1, pageSize: 40, totalPages: games.length ? 1 : 0, total: games.length });
    const { platform, user } = await openLobby(
      // the write takes a moment: the star must be on before it is answered
      on(gameCalls.addFavourite, async () => {
        await new Promise((r) => setTimeout(r, 50));
        return ok(null);
      }),
      on(gameCalls.removeFavourite, ok(null)),
      // the list as the player signs in, after the star, after the unstar
      on(gameCalls.favourites, favourites([]), favourites([FORTUNE]), favourites([])),
    );
    const star = screen.getByRole('button', { name: g('card.favAdd', { name: 'Fortune Tiger' }) });
    await user.click(star);
    // optimistic: the star is on before the server answers
    expect(screen.getByRole('button', { name: g('card.favRemove', { name: 'Fortune Tiger' }) })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(platform.sent(gameCalls.addFavourite)).toHaveLength(1));
    expect(platform.sent(gameCalls.addFavourite)[0]!.body).toEqual({ nodeId: 'n1', vendor: 'JDB', gameType: 'RNG' });
    await waitFor(() => expect(platform.sent(gameCalls.favourites)).toHaveLength(2));
    await user.click(screen.getByRole('tab', { name: new RegExp(g('lobby.favourites')) }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: g('card.favRemove', { name: 'Fortune Tiger' }) }));
    await waitFor(() => expect(platform.sent(gameCalls.removeFavourite)).toHaveLength(1));
    expect(platform.sent(gameCalls.removeFavourite)[0]!.body).toEqual({ nodeId: 'n1', vendor: 'JDB', gameType: 'RNG' });
    await waitFor(() => expect(screen.getByText(g('lobby.emptyFavourites'))).toBeInTheDocument());
  });

  it('[S2-2.19] puts the star back when the server refuses', async () => {
    signIn();
    const { user } = await openLobby(on(gameCalls.addFavourite, fail(500, 'boom', 'nope')));
    await user.click(screen.getByRole('button', { name: g('card.favAdd', { name: 'Fortune Tiger' }) }));
    await waitFor(() => expect(dialogs()[0]).toMatchObject({ message: 'nope' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: g('card.favAdd', { name: 'Fortune Tiger' }), hidden: true })).toHaveAttribute('aria-pressed', 'false'),
    );
  });
});

describe('gating (spec 2 §6)', { timeout: 30_000 }, () => {
  it('[S2-6.1] [S2-8.1] a guest asking for recent games or launching gets in_sorry_in and no launch', async () => {
    const { platform, router, user } = await openLobby();
    await user.click(screen.getByRole('tab', { name: new RegExp(g('lobby.recent')) }));
    expect(dialogs()[0]).toMatchObject({ key: 'in_sorry_in', message: errorText('in_sorry_in') });
    expect(router.state.location.search).toBe('');
    useDialogStore.getState().clearDialogs();
    await user.click(await screen.findByRole('button', { name: g('card.playGame', { name: 'Fortune Tiger' }) }));
    expect(dialogs()[0]).toMatchObject({ key: 'in_sorry_in' });
    expect(platform.sent(gameCalls.recent)).toEqual([]);
    expect(platform.sent(gameCalls.launch)).toEqual([]);
  });

  it('[S2-6.2] [S2-8.2] a type 4 account gets in_need_true_account and no launch', async () => {
    signIn('4');
    const { platform, user } = await openLobby();
    await user.click(screen.getByRole('button', { name: g('card.playGame', { name: 'Fortune Tiger' }) }));
    expect(dialogs()[0]).toMatchObject({ key: 'in_need_true_account', message: errorText('in_need_true_account') });
    expect(platform.sent(gameCalls.launch)).toEqual([]);
  });
});

describe('launching from the lobby (spec 2 §4)', { timeout: 30_000 }, () => {
  const windowGame = (patch: Partial<Game> = {}) => on(gameCalls.list, ok(listOf([fakeGame(1, { appNewWindow: true, ...patch })])));
  const playAddress = on(gameCalls.launch, (req) => ok({ content: { game_url: `/vendor/demo/play/${req.query.nodeId}` } }));

  it('[S2-4.1] [S2-8.5] a window vendor gets a blank window on click, closed when the launch fails with a translated message', async () => {
    signIn();
    const win = { closed: false, close: vi.fn(), location: { href: '' }, opener: {} };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { user } = await openLobby(windowGame(), on(gameCalls.launch, fail(400, 'launch_game_balance_not_enough')));
    await user.click(screen.getByRole('button', { name: g('card.playGame', { name: 'Game 1' }) }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(win.close).toHaveBeenCalled());
    expect(dialogs()[0]).toMatchObject({ key: 'launch_game_balance_not_enough', message: errorText('launch_game_balance_not_enough') });
  });

  it('[S2-4.1] a window vendor sends the blank window to the play address', async () => {
    signIn();
    const win = { closed: false, close: vi.fn(), location: { href: '' }, opener: {} };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { user } = await openLobby(windowGame(), playAddress);
    await user.click(screen.getByRole('button', { name: g('card.playGame', { name: 'Game 1' }) }));
    await waitFor(() => expect(win.location.href).toBe('/vendor/demo/play/n1'));
    expect(win.close).not.toHaveBeenCalled();
  });

  it('[S2-4.1] an alternate game window hands the start-game URL to its own storage and opens the player page', async () => {
    signIn();
    const storage = new Map<string, string>();
    const win = {
      closed: false,
      close: vi.fn(),
      location: { href: '' },
      opener: {},
      sessionStorage: { setItem: (k: string, v: string) => storage.set(k, v) },
    };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { user } = await openLobby(windowGame({ playerPage: true }), playAddress);
    await user.click(screen.getByRole('button', { name: g('card.playGame', { name: 'Game 1' }) }));
    await waitFor(() => expect(win.location.href).toBe('/player?gameType=RNG'));
    expect(JSON.parse(storage.get('games.play.player')!)).toMatchObject({ gameType: 'RNG', url: '/vendor/demo/play/n1', title: 'Game 1', returnTo: '/electron' });
    // the hand-over went to the new window's storage, not this tab's
    expect(sessionStorage.getItem('games.play.player')).toBeNull();
  });

  it('[S2-4.1] an alternate game window that refuses the hand-over still gets the play address', async () => {
    signIn();
    const win = {
      closed: false,
      close: vi.fn(),
      location: { href: '' },
      opener: {},
      get sessionStorage(): Storage {
        throw new DOMException('refused', 'SecurityError');
      },
    };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { user } = await openLobby(windowGame({ playerPage: true }), playAddress);
    await user.click(screen.getByRole('button', { name: g('card.playGame', { name: 'Game 1' }) }));
    await waitFor(() => expect(win.location.href).toBe('/vendor/demo/play/n1'));
  });

  it('[S2-8.4] a launch without a play address shows game_maintenance; vendor_under_maintenance is translated', async () => {
    signIn();
    const { platform, user } = await openLobby(on(gameCalls.launch, ok({ content: {} })));
    await user.click(screen.getByRole('button', { name: g('card.playGame', { name: 'Fortune Tiger' }) }));
    await waitFor(() => expect(dialogs()[0]).toMatchObject({ key: 'game_maintenance', message: errorText('game_maintenance') }));
    useDialogStore.getState().clearDialogs();
    platform.on(gameCalls.launch, fail(503, 'vendor_under_maintenance'));
    await user.click(await screen.findByRole('button', { name: g('card.playGame', { name: 'Fortune Tiger' }) }));
    await waitFor(() => expect(dialogs()[0]).toMatchObject({ key: 'vendor_under_maintenance', message: errorText('vendor_under_maintenance') }));
  });

  it('[S2-4.1] [S2-7.6] forces English for JDB when the site language is ID', async () => {
    signIn();
    await changeLanguage('ID');
    const { platform, user } = await openLobby(on(gameCalls.list, ok(listOf([fakeGame(1, { vassalage: 'JDB' })]))), playAddress);
    await user.click(screen.getByRole('button', { name: i18n.t('games:card.playGame', { name: 'Game 1' }) }));
    await waitFor(() => expect(platform.sent(gameCalls.launch)[0]?.query).toMatchObject({ language: 'EN' }));
    expect(platform.sent(gameCalls.launch)[0]!.headers).toMatchObject({ Language: 'EN' });
  });
});
