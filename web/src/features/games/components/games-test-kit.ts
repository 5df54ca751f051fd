import type { Game, GameCard, GameListReply, GameVendorReply } from '@lotto/contract';

/** Test edge only: games fixtures (neutral names); the network is web/src/test/fake-platform. */

/** A game of the lists; odd numbers are JDB games, even ones PG. */
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

/** One page of the game list as the platform answers it (one page of 40 unless told). */
export const listOf = (games: Game[], page: Partial<GameListReply> = {}): GameListReply => ({
  games,
  totalPages: games.length ? 1 : 0,
  pageSize: 40,
  pageNum: 1,
  total: games.length,
  ...page,
});

/** A vendor card of the vendor lanes. */
export const card = (vassalage: string, name: string, gameType = 'RNG', patch: Partial<GameCard> = {}): GameCard => ({
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
  ...patch,
});

/** The vendor lanes reply: one lane per game type, in the order the cards come. */
export function vendorsOf(cards: GameCard[]): GameVendorReply {
  const types = [...new Set(cards.map((c) => c.gameType))];
  return { data: { lanes: types.map((t) => ({ title: t, gameClassify: null, cards: cards.filter((c) => c.gameType === t) })) } };
}
