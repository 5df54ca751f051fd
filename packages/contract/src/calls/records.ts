import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { moneySchema } from '../common/money.js';
import { pageSchema } from '../common/paging.js';
import { qEpochMs, qInt } from '../common/query.js';
import { emptyRequestSchema } from '../common/shared.js';
import { END_OF_DAY_OFFSET_MS } from '../constants.js';
import { MAX_DATE_RANGE_MS } from '../constants.js';
import { onFirstUse } from '../common/on-first-use.js';

/**
 * The member centre's records (issue 14; spec 2 §2 member menu: betting record, account record,
 * personal loss) and the player-rank table. The spec names the pages but not their calls, so every
 * path here is ours. The rank progress itself is the spec's relay MCSFE_getPlayerRankProgress,
 * declared as `others.rankProgress` (reply: the VIP fields of spec 2 §3).
 *
 * Dates (spec 2 §5 "Date range", S2-5.3): the client sends the picked days as epoch ms, the start
 * day's local midnight as `startTime` and the end day's local midnight + 86,399,000 ms (23:59:59)
 * as `endTime`. The server enforces, in this order (see `dateRangeProblem`):
 *   - `date.range.reversed` (400): startTime after endTime;
 *   - `date.range.future` (400): a day after today (startTime after now, or the end day, i.e.
 *     endTime − 86,399,000, beginning after now);
 *   - `date.range.too.long` (400): more than 30 days from the start day to the end day
 *     (endTime − startTime > 30 days + 86,399,000 ms).
 * The end day counts whole: rows up to endTime's last second (endTime + 999 ms) are in.
 * Other bad input (not an integer, an unknown product type or kind, page < 1) is 400 `request.invalid`.
 *
 * Money is in major units (JSON numbers, 2 decimals); times are epoch ms.
 */

/** Product types of the records (spec 2 §9 product types, without DEPOSIT, which is no game). */
export const RECORD_PRODUCT_TYPES = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;
export const recordProductTypeSchema = onFirstUse(() => z.enum(RECORD_PRODUCT_TYPES));
export type RecordProductType = z.infer<typeof recordProductTypeSchema>;

/** ours: page size of the record lists when the client sends none, and the largest accepted. */
export const RECORDS_PAGE_SIZE = 10;
export const RECORDS_MAX_PAGE_SIZE = 100;

/** The date-range codes the server answers (400), in the order it checks them. */
export const DATE_RANGE_PROBLEMS = ['date.range.reversed', 'date.range.future', 'date.range.too.long'] as const;
export type DateRangeProblem = (typeof DATE_RANGE_PROBLEMS)[number];

/**
 * What is wrong with a picked range (spec 2 §5), or null when it is fine. `startTime` is the start
 * day's midnight, `endTime` the end day's midnight + END_OF_DAY_OFFSET_MS; `now` epoch ms.
 * The server answers the code; a date picker may use the same rule to refuse a pick.
 */
export function dateRangeProblem(startTime: number, endTime: number, now: number): DateRangeProblem | null {
  if (startTime > endTime) return 'date.range.reversed';
  if (startTime > now || endTime - END_OF_DAY_OFFSET_MS > now) return 'date.range.future';
  if (endTime - startTime > MAX_DATE_RANGE_MS) return 'date.range.too.long';
  return null;
}

/** The range and paging every record list takes. */
const rangeFields = {
  /** The start day's local midnight, epoch ms. */
  startTime: qEpochMs(),
  /** The end day's local midnight + 86,399,000 ms (spec 2 §5), epoch ms. */
  endTime: qEpochMs(),
};
const pagingFields = {
  /** 1-based page. */
  page: qInt(1),
  /** Rows per page; RECORDS_PAGE_SIZE when absent. */
  size: z.optional(qInt(1, RECORDS_MAX_PAGE_SIZE)),
};

/** Betting record request: a date range, optionally one product type, paged. */
export const betRecordsRequestSchema = onFirstUse(() => z.object({
  ...rangeFields,
  /** Absent: every product type. */
  productType: z.optional(recordProductTypeSchema),
  ...pagingFields,
}));
export type BetRecordsRequest = z.input<typeof betRecordsRequestSchema>;

/**
 * State of a bet: `open` until settled (a live round in play, a lottery issue not drawn yet);
 * `void` when refunded (a lottery issue cancelled); else by its profit: `won` (> 0), `lost` (< 0),
 * `tie` (0). The web shows a translated label per state.
 */
export const BET_STATES = ['open', 'won', 'lost', 'tie', 'void'] as const;
export const betStateSchema = onFirstUse(() => z.enum(BET_STATES));
export type BetState = z.infer<typeof betStateSchema>;

/** One row of the betting record: a demo-vendor game round or a lottery bet. */
export const betRecordSchema = onFirstUse(() => z.object({
  /** Stable row id: `R<n>` a game round, `L<n>` a lottery bet. */
  id: z.string(),
  productType: recordProductTypeSchema,
  /** Vendor code (vassalage, e.g. PT, JILI); `LOTTERY` for the platform's lottery. */
  vendor: z.string(),
  /** The game's name in the request's language (falls back to EN, then its code). */
  gameName: z.string(),
  /** When the bet was placed, epoch ms. */
  time: z.number().check(z.int()),
  stake: moneySchema,
  /** What came back (win, or the refund of a void bet); null while open. */
  payout: z.nullable(moneySchema),
  /** payout − stake; null while open. */
  profit: z.nullable(moneySchema),
  state: betStateSchema,
  /** Lottery only: the issue (numero); null for game rounds. */
  numero: z.nullable(z.string()),
  /** Lottery only: the bet as `play:selection` (e.g. `pos1:7`); null for game rounds. */
  selection: z.nullable(z.string()),
}));
export type BetRecord = z.infer<typeof betRecordSchema>;

/** Sums over every row the filter matches (all pages): stake, payout and profit; open rows add their stake only. */
export const betTotalsSchema = onFirstUse(() => z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  stake: moneySchema,
  payout: moneySchema,
  profit: moneySchema,
}));
export type BetTotals = z.infer<typeof betTotalsSchema>;

/** A page of the betting record, newest first, with the totals of the whole filter. */
export const betRecordsReplySchema = onFirstUse(() => z.extend(pageSchema(betRecordSchema), { totals: betTotalsSchema }));
export type BetRecordsReply = z.infer<typeof betRecordsReplySchema>;

/**
 * Every ledger kind the platform writes (the account record's `kind` codes): a stable code the
 * site translates, never text. The server's ledger column takes exactly these.
 */
export const LEDGER_KINDS = [
  'opening',
  'demo_credit',
  'bet',
  'payout',
  'lottery_bet',
  'lottery_payout',
  'lottery_refund',
  'adjustment',
  // member money: wallet transfers, approved deposits, withdrawals held, released and paid out
  'transfer',
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_paid',
  // an agent's credit transfer to a direct downline or back (AGENT_TRANSFER_* live events)
  'agent_transfer',
  // points: money paid for a points-plus-money reward, and currency converted into points
  'point_redemption',
  'point_conversion',
  // promotions: an approved claim's or a manual bonus, a raffle prize (issue 13)
  'promotion_bonus',
  'raffle_prize',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * ours: the ledger kinds that are bonuses (the member menu's bonus details, spec 2 §2): money the
 * platform gave, not money the member moved or won. Today an approved promotion claim or a manual
 * bonus (`promotion_bonus`) and a raffle prize (`raffle_prize`); a kind the platform adds for
 * rebates or rank rewards joins this list.
 */
export const BONUS_LEDGER_KINDS = ['promotion_bonus', 'raffle_prize'] as const satisfies readonly LedgerKind[];
export type BonusLedgerKind = (typeof BONUS_LEDGER_KINDS)[number];

/** Account record request: a date range, optionally one ledger kind, paged. */
export const accountRecordsRequestSchema = onFirstUse(() => z.object({
  ...rangeFields,
  /** A ledger kind from the reply's `kinds`; absent: every kind. An unknown kind is 400 request.invalid. */
  kind: z.optional(z.string().check(z.trim(), z.regex(/^[a-z][a-z0-9_]{0,31}$/))),
  ...pagingFields,
}));
export type AccountRecordsRequest = z.input<typeof accountRecordsRequestSchema>;

/**
 * One ledger entry of the member's wallets. `kind` is a stable code, never text: the web shows the
 * translation of `kind` (today: opening, demo_credit, bet, payout, lottery_bet, lottery_payout,
 * lottery_refund, adjustment; the money work adds its own, e.g. deposits and withdrawals) and a
 * generic label for a code it does not know.
 */
export const accountRecordSchema = onFirstUse(() => z.object({
  /** The ledger entry's id. */
  id: z.string(),
  kind: z.string(),
  /** Signed: credits positive, debits negative. */
  amount: moneySchema,
  /** The wallet's balance right after this entry. */
  balanceAfter: moneySchema,
  /** The wallet it moved (accountTypeId 9 is the main wallet) and that wallet's display name. */
  accountTypeId: z.number().check(z.int()),
  walletName: z.string(),
  time: z.number().check(z.int()),
}));
export type AccountRecord = z.infer<typeof accountRecordSchema>;

/** Sums over every entry the filter matches (all pages): credit (≥ 0) + debit (≤ 0) = net. */
export const accountTotalsSchema = onFirstUse(() => z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  credit: moneySchema,
  debit: moneySchema,
  net: moneySchema,
}));
export type AccountTotals = z.infer<typeof accountTotalsSchema>;

/** A page of the account record, newest first, with the totals and the kinds the filter offers. */
export const accountRecordsReplySchema = onFirstUse(() => z.extend(pageSchema(accountRecordSchema), {
  totals: accountTotalsSchema,
  /** Every ledger kind the server knows, for the kind filter. */
  kinds: z.array(z.string()),
}));
export type AccountRecordsReply = z.infer<typeof accountRecordsReplySchema>;

/** Personal loss request: a date range. */
export const profitLossRequestSchema = onFirstUse(() => z.object(rangeFields));
export type ProfitLossRequest = z.input<typeof profitLossRequestSchema>;

/** Profit and loss of one product type over the range (the same rows as the betting record). */
export const profitLossRowSchema = onFirstUse(() => z.extend(betTotalsSchema, { productType: recordProductTypeSchema }));
export type ProfitLossRow = z.infer<typeof profitLossRowSchema>;

/**
 * Personal loss: one row per product type, always all of RECORD_PRODUCT_TYPES in that order (zeros
 * where nothing was played), and their total. profit > 0 is the member's win, < 0 a loss.
 */
export const profitLossReplySchema = onFirstUse(() => z.object({
  startTime: z.number().check(z.int()),
  endTime: z.number().check(z.int()),
  rows: z.array(profitLossRowSchema),
  total: betTotalsSchema,
}));
export type ProfitLossReply = z.infer<typeof profitLossReplySchema>;

/** One level of the merchant's player-rank table: reaching it needs every condition above zero. */
export const rankLevelSchema = onFirstUse(() => z.object({
  /** 1 = the entry level, higher is better. */
  level: z.number().check(z.int(), z.minimum(1)),
  /** A stable code of the level (e.g. `gold`), the labelId of the VIP fields. */
  labelId: z.string(),
  /** The level's name in the request's language (EN fallback). */
  labelName: z.string(),
  /** Lifetime turnover needed (stakes of settled bets; open and void ones do not count); 0: no condition. */
  turnoverRequired: moneySchema,
  /** Lifetime deposits needed; 0: no condition. */
  depositRequired: moneySchema,
}));
export type RankLevel = z.infer<typeof rankLevelSchema>;

/** The rank table with the member's figures, so the playerRank page can show every condition. */
export const rankLevelsReplySchema = onFirstUse(() => z.object({
  levels: z.array(rankLevelSchema),
  /** The member's level (null when the merchant has no rank table). */
  currentLevel: z.nullable(z.number().check(z.int())),
  /** The member's lifetime turnover, counted as `turnoverRequired` counts it. */
  turnover: moneySchema,
  /** The member's lifetime deposits (credited deposit entries of the ledger). */
  deposits: moneySchema,
}));
export type RankLevelsReply = z.infer<typeof rankLevelsReplySchema>;

export const recordCalls = {
  /** The betting record: game rounds and lottery bets, newest first. */
  bets: onFirstUse(() => defineCall({
    id: 'records.bets',
    method: 'GET',
    path: '/wps/member/records/bets',
    pathNote: 'ours: spec 2 §2 names the betting record page of the member menu without its call',
    modId: 'COMM3',
    token: true,
    request: betRecordsRequestSchema,
    reply: betRecordsReplySchema,
  })),
  /** The account record: the member's ledger entries, newest first. */
  account: onFirstUse(() => defineCall({
    id: 'records.account',
    method: 'GET',
    path: '/wps/member/records/account',
    pathNote: 'ours: spec 2 §2 names the account record page of the member menu without its call',
    modId: 'COMM3',
    token: true,
    request: accountRecordsRequestSchema,
    reply: accountRecordsReplySchema,
  })),
  /**
   * Bonus details: the member's ledger entries of the BONUS_LEDGER_KINDS, newest first. The account
   * record's request (its `kind` one of the bonus kinds; another is 400 request.invalid) and reply
   * (`kinds` the bonus kinds, the totals over the bonus entries only).
   */
  bonuses: onFirstUse(() => defineCall({
    id: 'records.bonuses',
    method: 'GET',
    path: '/wps/member/records/bonuses',
    pathNote: 'ours: spec 2 §2 names the bonus details page of the member menu without its call',
    modId: 'COMM3',
    token: true,
    request: accountRecordsRequestSchema,
    reply: accountRecordsReplySchema,
  })),
  /** Personal loss: profit and loss per product type over the range. */
  profitLoss: onFirstUse(() => defineCall({
    id: 'records.profitLoss',
    method: 'GET',
    path: '/wps/member/records/profitLoss',
    pathNote: 'ours: spec 2 §2 names the personal loss page of the member menu without its call',
    modId: 'COMM3',
    token: true,
    request: profitLossRequestSchema,
    reply: profitLossReplySchema,
  })),
  /** The merchant's rank table and the member's turnover and deposits (the progress is others.rankProgress). */
  rankLevels: onFirstUse(() => defineCall({
    id: 'records.rankLevels',
    method: 'GET',
    path: '/wps/member/rank/levels',
    pathNote: 'ours: the playerRank page (spec 1 §2) shows the levels behind MCSFE_getPlayerRankProgress; the spec names no call',
    modId: 'COMM3',
    token: true,
    request: emptyRequestSchema,
    reply: rankLevelsReplySchema,
  })),
};
