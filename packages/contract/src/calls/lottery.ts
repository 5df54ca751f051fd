import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { qInt } from '../common/query.js';
import { emptyRequestSchema } from '../common/shared.js';
import { LOTTERY_MAX_BET, LOTTO_MODES } from '../constants.js';
import { moneyInputSchema, moneySchema } from '../common/money.js';
import { gameCalls } from './games.js';
import { onFirstUse } from '../common/on-first-use.js';

/** Lottery calls answer raw JSON, no envelope (spec 3 Replies); `envelope` is false for /lgw. */

const prizeMode = onFirstUse(() => z.string().check(z.trim(), z.maxLength(32)));
const playType = onFirstUse(() => z.pipe(z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')]), z.transform(Number)));
const gameGroupCode = onFirstUse(() => z.string()); // SSC, 11X5, ... (spec 2 §3)

/** A lottery game of the lists (spec 2 §3 "Quick lottery game", "Popular lottery"). */
export const lotteryGameSchema = onFirstUse(() => z.object({
  gameId: z.number().check(z.int()),
  gameCode: z.string(),
  code: z.string(),
  remark: z.string(), // display name (spec 3)
  gameGroupCode,
  gameGroupId: z.number().check(z.int()),
  defaultPlayType: z.number().check(z.int()),
  webIconUrl: z.nullable(z.string()),
}));
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

/** `/lgw/games`: games keyed by group code (spec 3 Replies: objects keyed by game or group). */
export const lotteryGamesReplySchema = onFirstUse(() => z.record(z.string(), z.array(lotteryGameSchema)));

/** Lottery menu entry (spec 2 §3). */
export const lotteryMenuEntrySchema = onFirstUse(() => z.object({
  labelName: z.string(),
  displayName: z.string(),
  gameGroupCode,
  gameGroupId: z.number().check(z.int()),
  gameMenus: z.array(
    z.object({ code: z.string(), remark: z.string(), gameId: z.number().check(z.int()), defaultPlayType: z.number().check(z.int()) }),
  ),
}));
export type LotteryMenuEntry = z.infer<typeof lotteryMenuEntrySchema>;

/** Popular lottery (spec 2 §3). */
export const popularLotterySchema = onFirstUse(() => z.object({
  gameId: z.number().check(z.int()),
  gameCode: z.string(),
  remark: z.string(),
  defaultPlayType: z.number().check(z.int()),
  webIconUrl: z.nullable(z.string()),
}));
export type PopularLottery = z.infer<typeof popularLotterySchema>;

/** A draw: winNo comma-separated or a digit string (spec 2 §3). */
export const lotteryDrawSchema = onFirstUse(() => z.object({
  gameCode: z.string(),
  gameId: z.number().check(z.int()),
  remark: z.string(),
  numero: z.string(),
  winNo: z.string(),
  drawTime: z.number().check(z.int()),
}));
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

/** An issue: remainTime ms, lockTime s; betting countdown = remainTime - lockTime * 1000 (spec 3). */
export const lotteryIssueSchema = onFirstUse(() => z.object({
  numero: z.string(),
  isSale: z.boolean(),
  remainTime: z.number().check(z.int()),
  lockTime: z.number().check(z.int()),
}));
export type LotteryIssue = z.infer<typeof lotteryIssueSchema>;

/** `/lgw/numeros/near` (spec 2 §3 "Lottery issue"; lastNumero and commitment are ours). */
export const nearNumerosReplySchema = onFirstUse(() => z.object({
  gameId: z.number().check(z.int()),
  gameCode: z.string(),
  currentNumero: z.nullable(lotteryIssueSchema),
  lastNumero: z.nullable(
    z.object({ numero: z.string(), winNo: z.nullable(z.string()), seedHash: z.string(), seed: z.nullable(z.string()) }),
  ),
  /** ours: hash of the seed of the current issue, published before sales close (ARCHITECTURE.md). */
  seedHash: z.nullable(z.string()),
}));

/** An opened issue keyed by game (spec 3 Replies "Opened issues"). */
export const openedIssueSchema = onFirstUse(() => z.object({
  gameCode: z.string(),
  gameId: z.number().check(z.int()),
  remark: z.string(),
  numero: z.string(),
  remainTime: z.number().check(z.int()),
  lockTime: z.number().check(z.int()),
  defaultPlayType: z.number().check(z.int()),
  gameGroupCode,
  webIconUrl: z.nullable(z.string()),
}));
export type OpenedIssue = z.infer<typeof openedIssueSchema>;
export const openedIssuesReplySchema = onFirstUse(() => z.record(z.string(), openedIssueSchema));

export const lottoModeSchema = onFirstUse(() => z.enum(LOTTO_MODES));

/** ours: a bet of the demo lottery page (kinds in server/src/lottery/plays.ts); odds are the payout multiplier. */
export const lotteryBetSchema = onFirstUse(() => z.object({
  betId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  playCode: z.string(),
  selection: z.string(),
  amount: moneySchema,
  odds: z.number(),
  status: z.enum(['open', 'won', 'lost', 'void']),
  payout: z.nullable(moneySchema),
  winNo: z.nullable(z.string()),
  createdAt: z.number().check(z.int()),
}));
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const placeLotteryBetRequestSchema = onFirstUse(() => z.object({
  gameCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  numero: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  playCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  selection: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  /** Major units, at most 2 decimals (spec 1 §9). */
  amount: moneyInputSchema.check(z.refine((n) => n <= LOTTERY_MAX_BET, { message: 'money_too_large' })),
  /** Requests that spend take an idempotency key (ARCHITECTURE.md). */
  idempotencyKey: z.string().check(z.trim(), z.minLength(8), z.maxLength(100)),
}));
export type PlaceLotteryBetRequest = z.input<typeof placeLotteryBetRequestSchema>;

/** ours: the revealed seed of a draw and the recomputation (README "Verifying a lottery draw"). */
export const drawVerificationSchema = onFirstUse(() => z.object({
  gameCode: z.string(),
  numero: z.string(),
  drawTime: z.number().check(z.int()),
  seedHash: z.string(),
  /** null until drawn: the seed is revealed with the result. */
  seed: z.nullable(z.string()),
  winNo: z.nullable(z.string()),
  recomputedWinNo: z.nullable(z.string()),
  hashMatches: z.nullable(z.boolean()),
  verified: z.boolean(),
  algorithm: z.string(),
}));
export type DrawVerification = z.infer<typeof drawVerificationSchema>;

export const lotteryCalls = {
  games: onFirstUse(() => defineCall({
    id: 'lottery.games',
    method: 'GET',
    path: '/lgw/games',
    modId: 'COMM3',
    request: z.object({ prizeMode: z.optional(prizeMode), playType: z.optional(playType) }),
    reply: lotteryGamesReplySchema,
  })),
  menus: onFirstUse(() => defineCall({
    id: 'lottery.menus',
    method: 'GET',
    path: '/lgw/games/game_menus',
    modId: 'COMM3',
    request: z.object({ prizeMode: z.optional(prizeMode) }),
    reply: z.array(lotteryMenuEntrySchema),
  })),
  popular: onFirstUse(() => defineCall({
    id: 'lottery.popular',
    method: 'GET',
    path: '/lgw/games/popular',
    modId: 'COMM3',
    request: z.object({ count: z.optional(qInt(1, 50)), prizeMode: z.optional(prizeMode), playType: z.optional(playType) }),
    reply: z.array(popularLotterySchema),
  })),
  draws: onFirstUse(() => defineCall({
    id: 'lottery.draws',
    method: 'GET',
    path: '/lgw/draw',
    modId: 'COMM3',
    request: z.object({ prizeMode: z.optional(prizeMode), size: z.optional(qInt(1, 100)) }),
    reply: z.array(lotteryDrawSchema), // latest draw per game
  })),
  drawsByCode: onFirstUse(() => defineCall({
    id: 'lottery.drawsByCode',
    method: 'GET',
    path: '/lgw/draw/code/{gameCode}',
    modId: 'COMM3',
    request: z.object({
      gameCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      size: z.optional(qInt(1, 100)),
      page: z.optional(qInt(1)),
    }),
    reply: z.array(lotteryDrawSchema),
  })),
  nearNumeros: onFirstUse(() => defineCall({
    id: 'lottery.nearNumeros',
    method: 'GET',
    path: '/lgw/numeros/near',
    modId: 'COMM3',
    request: z.object({ gameId: qInt(1) }),
    reply: nearNumerosReplySchema,
  })),
  openedNumeros: onFirstUse(() => defineCall({
    id: 'lottery.openedNumeros',
    method: 'GET',
    path: '/lgw/games/opened/numero',
    modId: 'COMM3',
    request: z.object({ prizeMode: z.optional(prizeMode) }),
    reply: openedIssuesReplySchema,
  })),
  recentMenus: onFirstUse(() => defineCall({
    id: 'lottery.recentMenus',
    method: 'GET',
    path: '/lgw/games/game_menus/recent',
    modId: 'COMM3',
    token: true,
    request: emptyRequestSchema,
    reply: z.array(lotteryMenuEntrySchema),
  })),
  vnOpened: onFirstUse(() => defineCall({
    id: 'lottery.vnOpened',
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    modId: 'COMM3',
    request: z.object({ lottoPrizeMode: z.optional(prizeMode), gameCode: z.optional(z.string().check(z.trim(), z.maxLength(64))) }),
    reply: openedIssuesReplySchema,
  })),
  vnMenu: onFirstUse(() => defineCall({
    id: 'lottery.vnMenu',
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    modId: 'COMM3',
    request: z.object({ lottoPrizeMode: z.optional(prizeMode) }),
    reply: z.array(lotteryMenuEntrySchema),
  })),
  /** ours: GET /lgw/draw/verify — seed, commitment and recomputed numbers of one issue. */
  verifyDraw: onFirstUse(() => defineCall({
    id: 'lottery.verifyDraw',
    method: 'GET',
    path: '/lgw/draw/verify',
    modId: 'COMM3',
    pathNote: 'ours: commit-reveal verification (ARCHITECTURE.md "Lottery draws")',
    request: z.object({
      gameCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      numero: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
    }),
    reply: drawVerificationSchema,
  })),
  /** ours: places a bet on an issue on sale, debited from the main wallet (demo lottery page, quick bet). */
  placeBet: onFirstUse(() => defineCall({
    id: 'lottery.placeBet',
    method: 'POST',
    path: '/lgw/bets',
    modId: 'COMM3',
    token: true,
    pathNote: 'ours: the platform lottery vendor takes bets in its own pages; the spec does not show it',
    request: placeLotteryBetRequestSchema,
    reply: z.object({ bet: lotteryBetSchema, balance: z.nullable(moneySchema) }),
  })),
  /** ours: the player's latest lottery bets, newest first. */
  myBets: onFirstUse(() => defineCall({
    id: 'lottery.myBets',
    method: 'GET',
    path: '/lgw/bets',
    modId: 'COMM3',
    token: true,
    pathNote: 'ours: bet history of the demo lottery page',
    request: z.object({ gameCode: z.optional(z.string().check(z.trim(), z.maxLength(64))), size: z.optional(qInt(1, 100)) }),
    reply: z.array(lotteryBetSchema),
  })),
  /** The same declaration as games.launch (one path, launchMode LOTT), listed here for lottery callers. */
  launch: gameCalls.launch,
};
