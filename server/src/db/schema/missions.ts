/**
 * Missions of a MISSION promotion (spec 2 §2 "mission activity", §9 MISSION -> missionLeaderboard):
 * each measures the member's own records in its period against a target and pays a bonus once per
 * member, mission and period; the unique index decides between parallel claims.
 */
import { bigint, bigserial, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Language, MissionMetric, MissionPeriod, RecordProductType } from '@lotto/contract';
import { createdAt } from './columns.js';
import { customerIdRef } from './accounts.js';
import { ledgerEntries } from './wallet.js';
import { promotions } from './promotions.js';

export const missions = pgTable(
  'missions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    metric: varchar('metric', { length: 16 }).$type<MissionMetric>().notNull(),
    /** Only bets of this product type count; null: every bet (unused for DEPOSIT). */
    productType: varchar('product_type', { length: 8 }).$type<RecordProductType>(),
    period: varchar('period', { length: 8 }).$type<MissionPeriod>().notNull(),
    /** STAKE and DEPOSIT: minor units; BET_COUNT: a number of bets. */
    target: bigint('target', { mode: 'bigint' }).notNull(),
    rewardMinor: bigint('reward_minor', { mode: 'bigint' }).notNull(),
    /** The mission's title per language. */
    titles: jsonb('titles').$type<Partial<Record<Language, string>>>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('missions_promotion_idx').on(t.promotionId, t.sortOrder)],
);

/** A paid mission reward: one per member, mission and period (the period's start, e.g. D2026-11-25). */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    missionId: bigint('mission_id', { mode: 'number' })
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    customerId: customerIdRef(),
    periodKey: varchar('period_key', { length: 16 }).notNull(),
    rewardMinor: bigint('reward_minor', { mode: 'bigint' }).notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mission_claims_once_per_period_uq').on(t.missionId, t.customerId, t.periodKey),
    index('mission_claims_customer_idx').on(t.customerId, t.periodKey),
  ],
);

export type MissionRow = typeof missions.$inferSelect;
export type NewMissionRow = typeof missions.$inferInsert;
export type MissionClaimRow = typeof missionClaims.$inferSelect;
