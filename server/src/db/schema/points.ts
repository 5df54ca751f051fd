/**
 * Points (spec 2 "Points"): a point account per member, one point transaction per change, the
 * merchant's point settings, the reward catalogue with its stock, redemptions and conversions.
 * Points are kept in hundredths ("centipoints", `*_cp`) so turnover at a percent rate earns
 * fractions exactly; money columns are minor units like the ledger's.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Language } from '@lotto/contract';
import { createdAt, updatedAt } from './columns.js';
import { customerIdRef } from './accounts.js';
import { merchantCodeRef } from './merchants.js';

/**
 * Per-merchant point settings (MCSFE_getPointConfig): the exchange rate in centipoints per one
 * major unit of currency, and the earning rates in basis points (1 bp = 0.01 %, spec 2 §3 "shown as
 * percent with 2 decimals") of turnover per product.
 */
export const pointSettings = pgTable('point_settings', {
  merchantCode: merchantCodeRef().primaryKey(),
  exchangeRateCp: bigint('exchange_rate_cp', { mode: 'bigint' }).notNull(),
  liveBetBp: integer('live_bet_bp').notNull().default(0),
  lottoBetBp: integer('lotto_bet_bp').notNull().default(0),
  pvpBetBp: integer('pvp_bet_bp').notNull().default(0),
  rngBetBp: integer('rng_bet_bp').notNull().default(0),
  sportBetBp: integer('sport_bet_bp').notNull().default(0),
  depositBp: integer('deposit_bp').notNull().default(0),
  updatedAt: updatedAt(),
});

/** A member's point balance; the database refuses a negative one. */
export const pointAccounts = pgTable(
  'point_accounts',
  {
    customerId: customerIdRef().primaryKey(),
    merchantCode: merchantCodeRef(),
    balanceCp: bigint('balance_cp', { mode: 'bigint' }).notNull().default(sql`0`),
    updatedAt: updatedAt(),
  },
  (t) => [check('point_accounts_balance_nonnegative', sql`${t.balanceCp} >= 0`)],
);

/**
 * Every change of a point balance (ODSFE2_MemTransDet accountTypeId 9 lists them). `source` names
 * what earned the points (a settled lottery bet, a demo-game round, a deposit entry): unique, so a
 * stake earns once however often the balance is refreshed.
 */
export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: customerIdRef(),
    /** Ours: 91xx credits, 92xx debits (points/point-tx-types.ts). */
    txTypeId: integer('tx_type_id').notNull(),
    amountCp: bigint('amount_cp', { mode: 'bigint' }).notNull(),
    balanceAfterCp: bigint('balance_after_cp', { mode: 'bigint' }).notNull(),
    source: varchar('source', { length: 96 }),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('point_transactions_source_uq').on(t.source),
    index('point_transactions_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/** Names of the merchant's reward types per language (MCSFE_getPointRewardConversionType). */
export const pointRewardTypes = pgTable(
  'point_reward_types',
  {
    merchantCode: merchantCodeRef(),
    type: integer('type').notNull(),
    names: jsonb('names').$type<Partial<Record<Language, string>>>().notNull(),
    /** Physical goods are shipped: the redemption waits (P) for the merchant; virtual ones are done at once (A). */
    physical: boolean('physical').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.type] })],
);

/**
 * A reward of the mall. `priceCp` is the pure point price (null: only points plus money); `inventory`
 * is the stock left, taken in the redemption's transaction and never below zero (check constraint).
 */
export const pointRewards = pgTable(
  'point_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    type: integer('type').notNull(),
    /** Stable seed key; also the seed of the reward's generated artwork. */
    code: varchar('code', { length: 48 }).notNull(),
    /** Names and descriptions per language (the merchant's languages). */
    names: jsonb('names').$type<Partial<Record<Language, string>>>().notNull(),
    descriptions: jsonb('descriptions').$type<Partial<Record<Language, string>>>().notNull(),
    /** Artwork motif (points/reward-art.ts). */
    motif: varchar('motif', { length: 24 }).notNull(),
    priceCp: bigint('price_cp', { mode: 'bigint' }),
    mpPointCp: bigint('mp_point_cp', { mode: 'bigint' }),
    mpMoneyMinor: bigint('mp_money_minor', { mode: 'bigint' }),
    inventory: integer('inventory').notNull(),
    /** How many were redeemed (the reply's adjustedCount). */
    redeemedCount: integer('redeemed_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('point_rewards_merchant_code_uq').on(t.merchantCode, t.code),
    check('point_rewards_inventory_nonnegative', sql`${t.inventory} >= 0`),
  ],
);

/** A redemption: P pending (physical goods to ship), A accepted, R rejected (spec 2 §4). */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    customerId: customerIdRef(),
    rewardId: bigint('reward_id', { mode: 'number' })
      .notNull()
      .references(() => pointRewards.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    redeemType: varchar('redeem_type', { length: 2 }).notNull(),
    requiredCp: bigint('required_cp', { mode: 'bigint' }).notNull(),
    requiredMoneyMinor: bigint('required_money_minor', { mode: 'bigint' }).notNull(),
    status: varchar('status', { length: 1 }).notNull(),
    province: text('province'),
    remarks: text('remarks').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 128 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('point_redemptions_idempotency_uq').on(t.customerId, t.idempotencyKey),
    index('point_redemptions_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/** A conversion of currency into points (passwordCheck/MCSFE_convertPoint), one per member key. */
export const pointConversions = pgTable(
  'point_conversions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: customerIdRef(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    pointsCp: bigint('points_cp', { mode: 'bigint' }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 128 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('point_conversions_idempotency_uq').on(t.customerId, t.idempotencyKey)],
);

export type PointSettingsRow = typeof pointSettings.$inferSelect;
export type PointAccountRow = typeof pointAccounts.$inferSelect;
export type PointTransactionRow = typeof pointTransactions.$inferSelect;
export type PointRewardRow = typeof pointRewards.$inferSelect;
export type PointRewardTypeRow = typeof pointRewardTypes.$inferSelect;
export type PointRedemptionRow = typeof pointRedemptions.$inferSelect;
export type PointConversionRow = typeof pointConversions.$inferSelect;
