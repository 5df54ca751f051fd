import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { pageSchema } from '../common/paging.js';
import { qConst, qInt } from '../common/query.js';
import { idSchema, noValueSchema } from '../common/shared.js';
import { GAME_PLATFORMS, LANGUAGES, LOTTO_MODES, LOTTO_VIEWS, MAX_PAGE_SIZE } from '../constants.js';
import { onFirstUse } from '../common/on-first-use.js';

export const gamePlatformSchema = onFirstUse(() => z.enum(GAME_PLATFORMS));
const code = (max = 32) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const clientTypeSchema = onFirstUse(() => qConst(3)); // spec 2 §9: client type 3

/** Game card of a vendor lane (spec 2 §3 "Game card", spec 3 Replies "Game vendors"). */
export const gameCardSchema = onFirstUse(() => z.object({
  cardId: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  isGame: z.enum(['game', 'VASSALAGE']),
  vassalage: z.string(),
  accountTypeName: z.string(),
  accountTypeId: z.number().check(z.int()),
  gameId: z.nullable(z.string()),
  nodeId: z.nullable(z.string()),
  icon: z.nullable(z.string()),
  freeplay: z.boolean(),
  maintenance: z.optional(z.boolean()),
}));
export type GameCard = z.infer<typeof gameCardSchema>;

/** `value.data.lanes[]` (spec 3 Replies). */
export const gameVendorReplySchema = onFirstUse(() => z.object({
  data: z.object({
    lanes: z.array(z.object({ title: z.string(), gameClassify: z.nullable(z.string()), cards: z.array(gameCardSchema) })),
  }),
}));
export type GameVendorReply = z.infer<typeof gameVendorReplySchema>;

/** A game (spec 2 §3 "Game"). `supportPlay` 0 offers free trial (spec 2 §2). */
export const gameSchema = onFirstUse(() => z.object({
  gameId: z.string(),
  roomId: z.nullable(z.string()),
  nodeId: z.string(),
  vassalage: z.string(),
  accountTypeName: z.string(),
  gameType: z.string(),
  gameClassify: z.nullable(z.string()),
  platform: z.string(),
  appNewWindow: z.boolean(),
  /**
   * ours: an alternate game window (spec 2 §4): the new window shows the site's player page
   * (/player) on the start-game URL instead of the vendor's address itself. Implies appNewWindow.
   */
  playerPage: z.optional(z.boolean()),
  supportPlay: z.number().check(z.int()),
  freeplay: z.boolean(),
  isGame: z.enum(['game', 'VASSALAGE']),
  displayName: z.string(),
  gameName: z.string(),
  nodeName: z.string(),
  showIcon: z.nullable(z.string()),
  smallIcon: z.nullable(z.string()),
  favourite: z.optional(z.boolean()),
  /** ours: the vendor is under maintenance or has no lobby domain; launching it is refused. */
  maintenance: z.optional(z.boolean()),
}));
export type Game = z.infer<typeof gameSchema>;

/** Game list query (spec 2 §3). */
export const gameListRequestSchema = onFirstUse(() => z.object({
  clientType: z.optional(clientTypeSchema),
  platform: z.optional(gamePlatformSchema),
  merchant: z.optional(code(32)),
  gameType: z.optional(code()),
  vassalage: z.optional(code()),
  gameClassify: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  gameName: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  /** ours: games whose minimum bet is at least this (major units); 0 or absent: no filter. */
  minBet: z.optional(qInt(0)),
  /** ours: games with at least this many lines. */
  minLineNum: z.optional(qInt(0)),
  pageNo: qInt(1),
  pageSize: qInt(1, MAX_PAGE_SIZE),
  language: z.optional(z.enum(LANGUAGES)),
}));
export type GameListRequest = z.input<typeof gameListRequestSchema>;

/** Game list `value { games, totalPages, pageSize, pageNum }` (spec 2 §3, spec 3 Replies). */
export const gameListReplySchema = onFirstUse(() => z.object({
  games: z.array(gameSchema),
  totalPages: z.number().check(z.int(), z.minimum(0)),
  pageSize: z.number().check(z.int(), z.minimum(1)),
  pageNum: z.number().check(z.int(), z.minimum(1)),
  total: z.number().check(z.int(), z.minimum(0)),
}));
export type GameListReply = z.infer<typeof gameListReplySchema>;

export const favouriteRequestSchema = onFirstUse(() => z.object({ nodeId: idSchema, vendor: code(), gameType: code() }));
export type FavouriteRequest = z.input<typeof favouriteRequestSchema>;

/** Vassal game types of a vendor (GLS2_getVassGameType; fields not shown, ours). */
export const vassGameTypeSchema = onFirstUse(() => z.object({
  vassalage: z.string(),
  gameType: z.string(),
  displayName: z.string(),
  accountTypeId: z.number().check(z.int()),
}));

/** Rooms of a game (GLS2_roomList; fields not shown, ours). */
export const roomSchema = onFirstUse(() => z.object({
  roomId: z.string(),
  nodeId: z.string(),
  gameId: z.string(),
  roomName: z.string(),
  /** Table limits in major units, like balances. */
  minBet: z.nullable(z.number()),
  maxBet: z.nullable(z.number()),
}));

/** Launch answer: play URL in `content.game_url`, fallback `game_url2` (spec 3 Replies). */
export const gameLaunchReplySchema = onFirstUse(() => z.object({
  content: z.object({ game_url: z.optional(z.string()), game_url2: z.optional(z.string()) }),
}));
export type GameLaunchReply = z.infer<typeof gameLaunchReplySchema>;

/** Sign-on into a provider's lobby (ours, spec 2 §4): the provider is the vendor (vassalage) of a GAME_LOBBY resource. */
export const lobbyTokenRequestSchema = onFirstUse(() => z.object({ provider: code(), language: z.optional(z.enum(LANGUAGES)) }));
export type LobbyTokenRequest = z.input<typeof lobbyTokenRequestSchema>;

/** `stoken`: single use, valid for `expiresIn` seconds. */
export const lobbyTokenReplySchema = onFirstUse(() => z.object({ stoken: z.string(), expiresIn: z.number().check(z.int(), z.positive()) }));
export type LobbyTokenReply = z.infer<typeof lobbyTokenReplySchema>;

/** Real-game launch (spec 2 §3 "Game launch request", spec 3 Replies). */
export const glsLaunchRequestSchema = onFirstUse(() => z.object({
  launchMode: z.literal('GLS'),
  gameId: z.optional(idSchema),
  // Optional so a launch without an id is answered in_stay_tuned (spec 2 §4), not request.invalid.
  nodeId: z.optional(idSchema),
  roomId: z.optional(idSchema),
  accountType: z.pipe(z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]), z.transform(Number)),
  confirmTrans: qConst(0),
  vassalage: code(),
  platform: gamePlatformSchema,
  clientType: clientTypeSchema,
  language: z.optional(z.enum(LANGUAGES)),
  token: z.optional(z.string().check(z.maxLength(256))),
  merchantCode: z.optional(code(32)),
}));
export type GlsLaunchRequest = z.input<typeof glsLaunchRequestSchema>;

/**
 * Lottery launch (spec 2 §3 "Lottery launch request", spec 3 Replies): lottoMode per area and play
 * type; VN adds lottoArea, lottoPrizeMode, lottoView, device, hasLobby, labelName; SEA lobby sends
 * prizeMode SEA with lottoGameCode (spec 2 §7).
 */
export const lottLaunchRequestSchema = onFirstUse(() => z.object({
  launchMode: z.literal('LOTT'),
  lottoMode: z.optional(z.enum(LOTTO_MODES)),
  lottoGameCode: z.optional(code(64)),
  language: z.optional(z.enum(LANGUAGES)),
  lang: z.optional(z.enum(LANGUAGES)),
  prizeMode: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  lottoArea: z.optional(z.literal('VN')),
  lottoPrizeMode: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  lottoView: z.optional(z.enum(LOTTO_VIEWS)),
  device: z.optional(z.literal('WEB')),
  hasLobby: z.optional(z.union([z.boolean(), z.enum(['true', 'false'])])),
  labelName: z.optional(z.string().check(z.trim(), z.maxLength(64))),
}));
export type LottLaunchRequest = z.input<typeof lottLaunchRequestSchema>;

/** Lottery launch answers `value.gameUrl` (spec 2 §7). */
export const lottLaunchReplySchema = onFirstUse(() => z.object({ gameUrl: z.string() }));

/** GET /wps/game/launchGame serves both modes, told apart by launchMode (spec 3 Replies). */
export const launchGameRequestSchema = onFirstUse(() => z.discriminatedUnion('launchMode', [glsLaunchRequestSchema, lottLaunchRequestSchema]));
export type LaunchGameRequest = z.input<typeof launchGameRequestSchema>;
export const launchGameReplySchema = onFirstUse(() => z.union([gameLaunchReplySchema, lottLaunchReplySchema]));
export type LaunchGameReply = z.infer<typeof launchGameReplySchema>;

export const trialLaunchRequestSchema = onFirstUse(() => z.object({
  nodeId: idSchema,
  gameId: z.optional(idSchema),
  platform: gamePlatformSchema,
  language: z.optional(z.enum(LANGUAGES)),
}));

const listOptions = onFirstUse(() => z.object({
  clientType: z.optional(clientTypeSchema),
  platform: z.optional(gamePlatformSchema),
  gameType: z.optional(code()),
  language: z.optional(z.enum(LANGUAGES)),
}));

export const gameCalls = {
  vendors: onFirstUse(() => defineCall({
    id: 'games.vendors',
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameVendor',
    modId: 'GAMELO3',
    request: z.object({ merchantCode: code(32) }),
    reply: gameVendorReplySchema,
  })),
  vassGameTypes: onFirstUse(() => defineCall({
    id: 'games.vassGameTypes',
    method: 'GET',
    path: '/wps/relay/GLS2_getVassGameType',
    modId: 'GAMELO3',
    request: z.object({ vassalage: z.optional(code()), gameType: z.optional(code()) }),
    reply: z.array(vassGameTypeSchema),
  })),
  rooms: onFirstUse(() => defineCall({
    id: 'games.rooms',
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    modId: 'GAMELO3',
    request: z.object({ gameId: z.optional(idSchema), vassalage: z.optional(code()), gameType: z.optional(code()) }),
    reply: z.array(roomSchema),
  })),
  trialLaunch: onFirstUse(() => defineCall({
    id: 'games.trialLaunch',
    method: 'GET',
    path: '/wps/relay/GCS_gameTrialLaunch',
    modId: 'GAMELO3',
    request: trialLaunchRequestSchema,
    reply: gameLaunchReplySchema, // spec 3: trial launch answers the same way
  })),
  list: onFirstUse(() => defineCall({
    id: 'games.list',
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    modId: 'GAMELO3',
    request: gameListRequestSchema,
    reply: gameListReplySchema,
  })),
  recent: onFirstUse(() => defineCall({
    id: 'games.recent',
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    modId: 'GAMELOREC3',
    token: true,
    request: listOptions,
    reply: z.array(gameSchema),
  })),
  favourites: onFirstUse(() => defineCall({
    id: 'games.favourites',
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    modId: 'GAMELOFAV3',
    token: true,
    request: z.object({
      clientType: z.optional(clientTypeSchema),
      platform: z.optional(gamePlatformSchema),
      pageNo: qInt(1),
      pageSize: qInt(1, MAX_PAGE_SIZE),
      token: z.optional(z.string().check(z.maxLength(256))), // spec 2 §7 lists it; the header is what counts
    }),
    reply: pageSchema(gameSchema), // spec 3: { content, pageNum, totalPages }
  })),
  hot: onFirstUse(() => defineCall({
    id: 'games.hot',
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    modId: 'GAMELOHOT3',
    request: listOptions,
    reply: z.array(gameSchema),
  })),
  addFavourite: onFirstUse(() => defineCall({
    id: 'games.addFavourite',
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    modId: 'GAMELOFAV3',
    token: true,
    request: favouriteRequestSchema,
    reply: noValueSchema,
  })),
  removeFavourite: onFirstUse(() => defineCall({
    id: 'games.removeFavourite',
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    modId: 'GAMELOFAV3',
    token: true,
    request: favouriteRequestSchema, // JSON DELETE (spec 1 §7 kinds)
    reply: noValueSchema,
  })),
  /**
   * ours: mints the single-use sign-on token (stoken) a provider's lobby address carries (spec 2 §4;
   * docs/decisions/0004-provider-lobby-sign-on.md). POST: every call makes a new token.
   */
  lobbyToken: onFirstUse(() => defineCall({
    id: 'games.lobbyToken',
    method: 'POST',
    path: '/wps/game/lobbyToken',
    modId: 'GAMELO3',
    token: true,
    request: lobbyTokenRequestSchema,
    reply: lobbyTokenReplySchema,
  })),
  launch: onFirstUse(() => defineCall({
    id: 'games.launch',
    method: 'GET',
    path: '/wps/game/launchGame',
    modId: 'GAMELO3',
    token: true,
    request: launchGameRequestSchema,
    reply: launchGameReplySchema,
  })),
};
