import { vi } from 'vitest';
import type { Game, GameCard, LotteryMenuEntry, PopularLottery } from '@lotto/contract';
import { installAuthPlatform, type AuthPlatform } from './auth-platform';
import { replyOf, type Answer } from './fake-replies';

/**
 * The games calls on top of the auth platform (the test edge only): vendor lanes, game list with
 * vendor, category and name filters and paging, hot, recent, favourites (add, remove, list) and
 * launches. A test changes `launchAnswer` to make a launch fail.
 */
export interface GamesPlatform extends AuthPlatform {
  games: Game[];
  cards: GameCard[];
  favourites: Set<string>;
  launchAnswer: (query: Record<string, string>) => Answer;
  trialAnswer: (query: Record<string, string>) => Answer;
  /** /lgw/games/game_menus (raw JSON, no envelope): the header menu's lottery column. */
  lotteryMenus: LotteryMenuEntry[];
  /** /lgw/games/popular (raw JSON): the home lottery block and popular list. */
  popularLotteries: PopularLottery[];
}

export function fakeGame(i: number, patch: Partial<Game> = {}): Game {
  const classify = ['VIDEO_POKER', 'TABLE', 'SCRATCH', 'ARCADE', 'JACKPOT', null][i % 6] ?? null;
  return {
    gameId: `g${i}`,
    roomId: null,
    nodeId: `n${i}`,
    vassalage: i % 2 === 0 ? 'PG' : 'JDB',
    accountTypeName: i % 2 === 0 ? 'PG Slots' : 'JDB Slots',
    gameType: 'RNG',
    gameClassify: classify,
    platform: 'html5-desktop',
    appNewWindow: false,
    supportPlay: i % 3 === 0 ? 1 : 0,
    freeplay: true,
    isGame: 'game',
    displayName: `Game ${i}`,
    gameName: `Game ${i}`,
    nodeName: i % 2 === 0 ? 'PG Soft' : 'JDB',
    showIcon: null,
    smallIcon: null,
    ...patch,
  };
}

const card = (vassalage: string, name: string, gameType = 'RNG'): GameCard => ({
  cardId: `${vassalage}-${gameType}`,
  displayName: name,
  gameType,
  isGame: 'VASSALAGE',
  vassalage,
  accountTypeName: name,
  accountTypeId: vassalage.length,
  gameId: null,
  nodeId: null,
  icon: null,
  freeplay: true,
});

export async function installGamesPlatform(opts: { loginPop?: boolean; games?: Game[] } = {}): Promise<GamesPlatform> {
  const base = await installAuthPlatform({ loginPop: opts.loginPop });
  const authFetch = globalThis.fetch;
  const p: GamesPlatform = Object.assign(base, {
    games: opts.games ?? Array.from({ length: 50 }, (_, i) => fakeGame(i + 1, i === 0 ? { displayName: 'Fortune Tiger', gameName: 'Fortune Tiger' } : {})),
    cards: [card('PG', 'PG Slots'), card('JDB', 'JDB Slots'), { ...card('EVO', 'Evolution Live', 'LIVE'), gameId: 'lobby', nodeId: 'evo-lobby' }],
    favourites: new Set<string>(),
    launchAnswer: (q: Record<string, string>) => ({ value: { content: { game_url: `/vendor/demo/play/${q.nodeId}` } } }),
    trialAnswer: (q: Record<string, string>) => ({ value: { content: { game_url: `/vendor/demo/trial/${q.nodeId}` } } }),
    lotteryMenus: [],
    popularLotteries: [],
  });
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    const q = Object.fromEntries(url.searchParams);
    const body: Record<string, string> = { ...q, ...(typeof init?.body === 'string' && init.body ? (JSON.parse(init.body) as Record<string, string>) : {}) };
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const signedIn = !!headers.Authorization;
    const withFav = (g: Game) => (signedIn ? { ...g, favourite: p.favourites.has(g.nodeId) } : g);
    const page = (list: Game[], pageNo: number, pageSize: number) => ({
      games: list.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(withFav),
      totalPages: Math.ceil(list.length / pageSize),
      pageSize,
      pageNum: pageNo,
      total: list.length,
    });
    const log = () => {
      p.calls.push(`${method} ${url.pathname}${url.search}`);
      (p.bodies[url.pathname] ??= []).push(method === 'GET' ? q : body);
      (p.headers[url.pathname] ??= []).push(headers);
    };
    const failure = p.failures[url.pathname];
    if (failure && url.pathname.startsWith('/wps/relay/')) {
      log();
      return replyOf(failure);
    }
    const needToken = (): Answer | null => (signedIn ? null : { status: 401, errorCode: 'in_sorry_in', message: 'Please log in first.' });
    switch (url.pathname) {
      case '/wps/relay/GCSGAME_gameVendor': {
        log();
        const types = [...new Set(p.cards.map((c) => c.gameType))];
        return replyOf({ value: { data: { lanes: types.map((t) => ({ title: t, gameClassify: null, cards: p.cards.filter((c) => c.gameType === t) })) } } });
      }
      case '/wps/relay/GCSGAME_gameList': {
        log();
        const name = (q.gameName ?? '').toLowerCase();
        const list = p.games.filter(
          (g) =>
            (!q.gameType || g.gameType === q.gameType) &&
            (!q.vassalage || g.vassalage === q.vassalage) &&
            (!q.gameClassify || g.gameClassify === q.gameClassify) &&
            (!name || g.displayName.toLowerCase().includes(name)),
        );
        return replyOf({ value: page(list, Number(q.pageNo ?? 1), Number(q.pageSize ?? 40)) });
      }
      case '/wps/relay/GCSGAME_hotGamesV2':
        log();
        return replyOf({ value: p.games.slice(0, 5).map(withFav) });
      case '/wps/relay/GCS_recentGame':
        log();
        return replyOf(needToken() ?? { value: p.games.slice(10, 12).map(withFav) });
      case '/wps/relay/MCSFE_getFavoriteGamesList': {
        log();
        const denied = needToken();
        if (denied) return replyOf(denied);
        const favs = p.games.filter((g) => p.favourites.has(g.nodeId)).map(withFav);
        return replyOf({ value: { content: favs, pageNum: 1, pageSize: 40, totalPages: favs.length ? 1 : 0, total: favs.length } });
      }
      case '/wps/relay/MCSFE_addFavoriteGameV2':
      case '/wps/relay/MCSFE_removeFavoriteGameV2': {
        log();
        const denied = needToken();
        if (denied) return replyOf(denied);
        if (url.pathname.includes('add')) p.favourites.add(body.nodeId!);
        else p.favourites.delete(body.nodeId!);
        return replyOf({ value: null });
      }
      case '/wps/game/launchGame':
        log();
        return replyOf(needToken() ?? p.launchAnswer(q));
      case '/wps/relay/GCS_gameTrialLaunch':
        log();
        return replyOf(p.trialAnswer(q));
      case '/lgw/games/game_menus':
        log();
        return new Response(JSON.stringify(p.lotteryMenus), { status: 200, headers: { 'Content-Type': 'application/json' } });
      case '/lgw/games/popular':
        log();
        return new Response(JSON.stringify(p.popularLotteries.slice(0, Number(q.count ?? p.popularLotteries.length))), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      default:
        return authFetch(input, init);
    }
  });
  vi.stubGlobal('fetch', stub);
  return p;
}
