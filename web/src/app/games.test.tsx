import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gameCalls, lotteryCalls, memberCalls, systemCalls, type Game } from '@lotto/contract';
import { useAuthStore } from '../features/auth';
import { card, fakeGame, listOf, vendorsOf } from '../features/games/components/games-test-kit';
import { useDialogStore } from '../lib/dialogs';
import { i18n } from '../lib/i18n';
import { EMPTY_HOME, SHELL_SETTINGS, balance, fakePlatform, memberInfo, ok, on, type Replies } from '../test/fake-platform';
import { renderApp } from '../test/render-app';
import { resetSiteState, signIn } from '../test/site-state';

// The lobby's own behaviour (tabs, filters, stars, gating, window launches) is proven on the lobby
// alone (features/games/components/slot-lobby.test.tsx); here what needs the site: routes, frames, the shell.

const g = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'games', ...vars });
const dialogs = () => useDialogStore.getState().dialogs;
const cards = () => screen.queryAllByTestId('game-card');

const FORTUNE = fakeGame(1, { displayName: 'Fortune Tiger', gameName: 'Fortune Tiger' });
const CARDS = [card('PG', 'PG Slots'), card('JDB', 'JDB Slots'), card('EVO', 'Evolution Live', 'LIVE', { gameId: 'lobby', nodeId: 'evo-lobby' })];

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The site with the catalogue: the vendors above and a lobby of Fortune Tiger and Game 2 (a signed-in player's member calls answered). */
const sitePlatform = (...replies: Replies[]) =>
  fakePlatform({
    shell: true,
    replies,
    defaults: [
      on(gameCalls.vendors, ok(vendorsOf(CARDS))),
      // the home page's lottery lists, empty
      on(lotteryCalls.openedNumeros, ok({})),
      on(lotteryCalls.popular, ok([])),
      on(lotteryCalls.draws, ok([])),
      // the home page's content (banners, winners, jackpot), none
      ...EMPTY_HOME.filter((stated) => stated.call !== gameCalls.vendors),
      on(gameCalls.list, ok(listOf([FORTUNE, fakeGame(2)]))),
      on(gameCalls.favourites, ok({ content: [], pageNum: 1, pageSize: 40, totalPages: 0, total: 0 })),
      on(memberCalls.info, ok(memberInfo())),
      on(memberCalls.balance, ok(balance())),
    ],
  });

const findFrame = (title: string) =>
  waitFor(() => {
    const frame = document.querySelector(`iframe[title="${title}"]`);
    expect(frame).not.toBeNull();
    return frame!;
  });

async function openLobby(path = '/electron') {
  const view = renderApp(path);
  await screen.findByTestId('slot-lobby');
  await waitFor(() => expect(cards().length).toBeGreaterThan(0));
  return view;
}

describe('games in the site', { timeout: 30_000 }, () => {
  it('[S2-6.1] with loginPop on, a guest launching gets the login popup', async () => {
    sitePlatform(on(systemCalls.settings, ok({ ...SHELL_SETTINGS, loginPop: true })));
    const user = userEvent.setup();
    await openLobby();
    await waitFor(() => expect(useAuthStore.getState().config.loginPop).toBe(true));
    await user.click(screen.getByRole('button', { name: g('card.playGame', { name: 'Fortune Tiger' }) }));
    expect(useAuthStore.getState().loginOpen).toBe(true);
    expect(dialogs()).toHaveLength(0);
  });

  it('[S2-1.1] [S2-2.9] a guest may take a free trial: it opens in the trial frame', async () => {
    const p = sitePlatform(on(gameCalls.trialLaunch, ok({ content: { game_url: '/vendor/demo/trial/n1' } })));
    const user = userEvent.setup();
    const { router } = await openLobby();
    await user.click(screen.getByRole('button', { name: g('card.trialGame', { name: 'Fortune Tiger' }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trial'));
    expect(router.state.location.search).toBe('?gameType=RNG');
    const trialFrame = await findFrame('Fortune Tiger');
    // happy-dom's iframe src getter does not give the attribute back; the markup does
    expect(trialFrame.outerHTML).toContain('src="/vendor/demo/trial/n1"');
    expect(p.sent(gameCalls.trialLaunch)[0]!.query).toMatchObject({ nodeId: 'n1', gameId: 'g1', platform: 'html5-desktop' });
  });

  it('[S2-4.1] [S2-2.8] [S2-7.6] a frame vendor opens /seamless with the game; closing it goes back and refreshes the balance', async () => {
    signIn();
    const p = sitePlatform(on(gameCalls.launch, ok({ content: { game_url: '/vendor/demo/play/n1' } })));
    const user = userEvent.setup();
    const { router } = await openLobby();
    await user.click(screen.getByRole('button', { name: g('card.playGame', { name: 'Fortune Tiger' }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    const frame = await findFrame('Fortune Tiger');
    expect(frame.outerHTML).toContain('src="/vendor/demo/play/n1"');
    const launch = p.sent(gameCalls.launch)[0]!;
    expect(launch.query).toMatchObject({ launchMode: 'GLS', nodeId: 'n1', gameId: 'g1', accountType: '1', confirmTrans: '0', clientType: '3', platform: 'html5-desktop' });
    expect(launch.headers).toMatchObject({ Language: 'EN' });
    const balanceCalls = () => p.sent(memberCalls.balance).length;
    const before = balanceCalls();
    await user.click(screen.getByRole('button', { name: g('frame.close') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/electron'));
    await waitFor(() => expect(balanceCalls()).toBeGreaterThan(before), { timeout: 3000 });
  });
});

describe('game type pages, popup, menu and home entry', { timeout: 30_000 }, () => {
  it('[S2-2.18] [S2-2.13] /live?page= opens the vendor game popup, 10 per page', async () => {
    const live: Game[] = Array.from({ length: 10 }, (_, i) => fakeGame(i + 1, { gameType: 'LIVE', vassalage: 'EVO' }));
    const p = sitePlatform(on(gameCalls.list, ok(listOf(live, { pageSize: 10, totalPages: 2, total: 12 }))));
    renderApp('/live?page=Evolution%20Live');
    const popup = await screen.findByTestId('game-popup');
    await waitFor(() => expect(within(popup).getAllByRole('button', { name: /Play Game/ })).toHaveLength(10));
    expect(p.sent(gameCalls.list).at(-1)!.query).toMatchObject({ pageSize: '10', vassalage: 'EVO', gameType: 'LIVE' });
  });

  it('[S2-2.20] the home page shows six game blocks with at most 3 vendor entries (1 popular lottery) and a more button', async () => {
    const more = ['A', 'B', 'C'].map((v) => card(v, `${v} Slots`));
    sitePlatform(
      on(gameCalls.vendors, ok(vendorsOf([...CARDS, ...more]))),
      // the platform answers more than the block asks for: it still shows one
      on(lotteryCalls.popular, ok([1, 2, 3].map((i) => ({ gameId: i, gameCode: `hot${i}`, remark: `Hot Lottery ${i}`, defaultPlayType: 1, webIconUrl: null })))),
    );
    renderApp('/');
    const home = await screen.findByTestId('home-games');
    for (const block of ['sports', 'live', 'fish', 'pvp', 'rng', 'lottery']) expect(within(home).getByTestId(`home-block-${block}`)).toBeInTheDocument();
    const rng = within(home).getByTestId('home-block-rng');
    await waitFor(() => expect(within(rng).getAllByRole('listitem')).toHaveLength(3));
    expect(within(rng).getByRole('link', { name: g('home.moreOf', { type: g('home.blocks.rng') }) })).toHaveAttribute('href', '/electron');
    expect(within(rng).getByRole('link', { name: /PG Slots/ })).toHaveAttribute('href', '/electron?page=PG%20Slots');
    // the lottery block: 1 popular lottery (from the lottery feature) and the more button
    const lottery = within(home).getByTestId('home-block-lottery');
    expect(await within(lottery).findByRole('link', { name: 'Play Hot Lottery 1' })).toHaveAttribute('href', '/lottery?gameCode=hot1&playType=1');
    expect(within(lottery).getAllByRole('listitem')).toHaveLength(1);
    expect(within(lottery).queryByText('Hot Lottery 2')).toBeNull();
    expect(within(lottery).getByRole('link', { name: g('home.moreOf', { type: g('home.blocks.lottery') }) })).toHaveAttribute('href', '/lottery');
  });

  it('[S2-2.17] the header game menu lists vendor columns and the lottery submenu', async () => {
    sitePlatform(
      on(
        lotteryCalls.menus,
        ok([
          {
            labelName: 'SSC',
            displayName: 'Time-based',
            gameGroupCode: 'SSC',
            gameGroupId: 1,
            gameMenus: [{ code: 'cqssc', remark: 'Chongqing SSC', gameId: 11, defaultPlayType: 2 }],
          },
        ]),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByTestId('game-menu-trigger'));
    const menu = await screen.findByTestId('game-menu');
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Evolution Live' })).toHaveAttribute('href', '/live?page=Evolution%20Live'));
    expect(within(menu).getByRole('link', { name: 'JDB Slots' })).toHaveAttribute('href', '/electron?page=JDB%20Slots');
    const lottery = within(menu).getByRole('navigation', { name: g('menu.lottery') });
    expect(await within(lottery).findByRole('link', { name: 'All lotteries' }, { timeout: 5_000 })).toHaveAttribute('href', '/lottery');
    const game = await within(lottery).findByRole('link', { name: 'Chongqing SSC' });
    expect(game).toHaveAttribute('href', '/lottery?gameCode=cqssc&playType=2');
    await user.click(game);
    await waitFor(() => expect(router.state.location.search).toBe('?gameCode=cqssc&playType=2'));
    expect(router.state.location.pathname).toBe('/lottery');
    await waitFor(() => expect(screen.queryByTestId('game-menu')).toBeNull());
  });
});
