/**
 * Promotions and raffles (spec 2 §2 "Promotions list", "Apply-reward modal", §3 "Notice /
 * promotion", "Raffle", "Promotion claim request", §4, §9): promotions per merchant with texts per
 * language, claims by application (one PENDING claim per player and promotion, by a partial unique
 * index), raffle schedules with a prize table, and raffle claims (one per player and schedule).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { IsAgent, Language } from '@lotto/contract';
import { createdAt } from './columns.js';
import { customerIdRef } from './accounts.js';
import { merchantCodeRef } from './merchants.js';

export type PromotionImage = { url: string; imageId: string };

export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    /** A spec 2 §9 type: MANUAL, RAFFLE, TICKET, REGISTER, LOGIN, SAVIOR, MISSION_MANUAL, DEPOSIT_…, MISSION, REFERRAL, UPGRADE_BONUS… */
    promotionType: varchar('promotion_type', { length: 32 }).notNull(),
    /** Claimed by application (MCSFE_signUpRequestReward) and decided by an operator. */
    applyByRequest: boolean('apply_by_request').notNull().default(false),
    remarkRequired: boolean('remark_required').notNull().default(false),
    imageRequired: boolean('image_required').notNull().default(false),
    /** isAgent values that may claim (spec 2 §6: claims for 0, 1, 2 only). */
    allowedAgentTypes: jsonb('allowed_agent_types').$type<IsAgent[]>().notNull().default(sql`'["0","1","2"]'::jsonb`),
    /** The bonus an approved claim credits, minor units; null: decided without money. */
    bonusMinor: bigint('bonus_minor', { mode: 'bigint' }),
    images: jsonb('images').$type<PromotionImage[]>().notNull().default(sql`'[]'::jsonb`),
    sortOrder: integer('sort_order').notNull().default(0),
    display: boolean('display').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: no end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('promotions_merchant_idx').on(t.merchantCode, t.sortOrder)],
);

/** A promotion's title and rich-text content in one language (sanitised on the way out). */
export const promotionTexts = pgTable(
  'promotion_texts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 8 }).$type<Language>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
  },
  (t) => [uniqueIndex('promotion_texts_promotion_lang_uq').on(t.promotionId, t.lang)],
);

export const PROMOTION_CLAIM_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type PromotionClaimStatus = (typeof PROMOTION_CLAIM_STATUSES)[number];

/** A claim by application: remarks and stored images; at most one PENDING per player and promotion. */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    customerId: customerIdRef(),
    status: varchar('status', { length: 10 }).$type<PromotionClaimStatus>().notNull().default('PENDING'),
    remarks: varchar('remarks', { length: 140 }),
    /** Keys of the claim's images in the claim-image storage (DATA_DIR). */
    imageKeys: jsonb('image_keys').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The operator's remarks (a rejection's reason, spec 2 §8). */
    decisionRemarks: varchar('decision_remarks', { length: 500 }),
    bonusMinor: bigint('bonus_minor', { mode: 'bigint' }),
    decidedBy: varchar('decided_by', { length: 64 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotion_claims_one_pending_uq').on(t.promotionId, t.customerId).where(sql`${t.status} = 'PENDING'`),
    index('promotion_claims_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/** A manual bonus an operator granted (MANUAL_PROMO): its money moved through the ledger. */
export const manualBonuses = pgTable(
  'manual_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: customerIdRef(),
    promotionId: bigint('promotion_id', { mode: 'number' }).references(() => promotions.id, { onDelete: 'set null' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    grantedBy: varchar('granted_by', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('manual_bonuses_customer_idx').on(t.customerId)],
);

/** A raffle's claim window: claimable from startsAt until dueAt (spec 2 §4 "Raffle tip"). */
export const raffleSchedules = pgTable(
  'raffle_schedules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('raffle_schedules_promotion_idx').on(t.promotionId, t.startsAt)],
);

export const RAFFLE_PRIZE_KINDS = ['TICKET', 'POINT', 'BONUS'] as const;
export type RafflePrizeKind = (typeof RAFFLE_PRIZE_KINDS)[number];

/** A raffle's prize table: one prize is drawn by weight with node:crypto at claim time. */
export const rafflePrizes = pgTable(
  'raffle_prizes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    prizeType: varchar('prize_type', { length: 8 }).$type<RafflePrizeKind>().notNull(),
    /** The presentation: GOLDEN_EGG, PRIZE_WHEEL or another (spec 2 §3). */
    presentation: varchar('presentation', { length: 32 }).notNull(),
    /** BONUS and TICKET: money credited, minor units. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    /** POINT: points credited. */
    points: integer('points'),
    /** TICKET: days the ticket stays valid. */
    ticketValidDays: integer('ticket_valid_days'),
    weight: integer('weight').notNull(),
  },
  (t) => [index('raffle_prizes_promotion_idx').on(t.promotionId)],
);

/** A player's raffle claim with the prize drawn; one per player and schedule. */
export const raffleClaims = pgTable(
  'raffle_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scheduleId: bigint('schedule_id', { mode: 'number' })
      .notNull()
      .references(() => raffleSchedules.id, { onDelete: 'cascade' }),
    customerId: customerIdRef(),
    prizeId: bigint('prize_id', { mode: 'number' })
      .notNull()
      .references(() => rafflePrizes.id, { onDelete: 'cascade' }),
    /** TICKET prizes: the ticket's code and the ledger entry that credited it. */
    ticketCode: varchar('ticket_code', { length: 32 }),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('raffle_claims_schedule_customer_uq').on(t.scheduleId, t.customerId)],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;
export type PromotionTextRow = typeof promotionTexts.$inferSelect;
export type PromotionClaimRow = typeof promotionClaims.$inferSelect;
export type RaffleScheduleRow = typeof raffleSchedules.$inferSelect;
export type RafflePrizeRow = typeof rafflePrizes.$inferSelect;
export type RaffleClaimRow = typeof raffleClaims.$inferSelect;
