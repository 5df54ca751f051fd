/** Lottery (server/src/lottery): games, issues with commit-reveal draws, bets. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, index, bigint, varchar } from 'drizzle-orm/pg-core';
import type { Language } from '@lotto/contract';
import { createdAt } from './columns.js';
import { merchantCodeRef } from './merchants.js';
import { customerIdRef } from './accounts.js';
import { wallets } from './wallet.js';

/** Lottery areas (spec 2 §4 "Lottery modes"): LOTT and ELOTT share games by play type; SEA and VN have their own. */
export const LOTTERY_AREAS = ['LOTT', 'ELOTT', 'SEA', 'VN'] as const;
export type LotteryArea = (typeof LOTTERY_AREAS)[number];

/** A lottery game of a merchant. `id` is the spec's numeric gameId. */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantCode: merchantCodeRef(),
    gameCode: varchar('game_code', { length: 32 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    names: jsonb('names').$type<Partial<Record<Language, string>>>().notNull().default({}),
    /** SSC, 11X5, THAI, VN (spec 2 §3 gameGroupCode). */
    groupCode: varchar('group_code', { length: 16 }).notNull(),
    /** 9, 10, 11 are the Thai group (spec 2 §9). */
    groupId: integer('group_id').notNull(),
    area: varchar('area', { length: 8 }).$type<LotteryArea>().notNull().default('LOTT'),
    defaultPlayType: integer('default_play_type').notNull().default(1),
    intervalSeconds: integer('interval_seconds').notNull(),
    /** Sales close this many seconds before the draw (the spec's lockTime). */
    lockSeconds: integer('lock_seconds').notNull(),
    quick: boolean('quick').notNull().default(false),
    popularRank: integer('popular_rank'),
    iconUrl: text('icon_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('lottery_games_merchant_code_uq').on(t.merchantCode, t.gameCode)],
);

/**
 * One issue (numero) of a lottery game. `seedHash` = SHA-256 of the seed, published from the
 * moment the issue exists; `seed` is revealed (served) only once `winNo` is drawn.
 */
export const lotteryIssues = pgTable(
  'lottery_issues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotteryGameId: integer('lottery_game_id')
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    numero: varchar('numero', { length: 32 }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    locksAt: timestamp('locks_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    seed: varchar('seed', { length: 64 }).notNull(),
    seedHash: varchar('seed_hash', { length: 64 }).notNull(),
    winNo: text('win_no'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_issues_game_numero_uq').on(t.lotteryGameId, t.numero),
    index('lottery_issues_game_draw_idx').on(t.lotteryGameId, t.drawAt),
    index('lottery_issues_unsettled_idx').on(t.settledAt, t.drawAt),
  ],
);

export const LOTTERY_BET_STATUSES = ['open', 'won', 'lost', 'void'] as const;
export type LotteryBetStatus = (typeof LOTTERY_BET_STATUSES)[number];

/** A bet on one issue, debited when placed and settled exactly once when the issue is drawn. */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssues.id, { onDelete: 'cascade' }),
    customerId: customerIdRef(),
    walletId: bigint('wallet_id', { mode: 'number' })
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    /** Bet kind of the demo lottery page, e.g. 'pos1' (digit at position 1) or 'any1' (number drawn). */
    playCode: varchar('play_code', { length: 32 }).notNull(),
    selection: text('selection').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** Payout multiplier in hundredths (e.g. 980 pays 9.8x). */
    oddsHundredths: integer('odds_hundredths').notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    status: varchar('status', { length: 8 }).$type<LotteryBetStatus>().notNull().default('open'),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_bets_idempotency_uq').on(t.customerId, t.idempotencyKey),
    index('lottery_bets_issue_idx').on(t.issueId, t.status),
    index('lottery_bets_customer_idx').on(t.customerId, t.createdAt),
    // the winner board's latest lottery wins: the newest won bets first, not every bet sorted
    index('lottery_bets_won_idx').on(t.settledAt, t.id).where(sql`status = 'won'`),
  ],
);

export type LotteryGameRow = typeof lotteryGames.$inferSelect;
export type LotteryIssueRow = typeof lotteryIssues.$inferSelect;
export type LotteryBetRow = typeof lotteryBets.$inferSelect;
