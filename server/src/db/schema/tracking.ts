/**
 * Tracking configs (spec 2 §3 "Tracking config"; docs/decisions/0029-tracking-config.md): one per
 * host a merchant serves, at most one the merchant's default. Its `domains` list (the pixel ids,
 * the app-attribution ids and the affiliate code) is kept as the contract's shape.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { TrackingDomain } from '@lotto/contract';
import { createdAt, updatedAt } from './columns.js';
import { merchantCodeRef } from './merchants.js';

export const trackingConfigs = pgTable(
  'tracking_configs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    trackId: varchar('track_id', { length: 64 }).notNull(),
    /** The host this config is for: lower case, no port. */
    domain: varchar('domain', { length: 253 }).notNull(),
    /** Used for the merchant's hosts that have no config of their own. */
    isDefault: boolean('is_default').notNull().default(false),
    domains: jsonb('domains').$type<TrackingDomain[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tracking_configs_domain_uq').on(t.merchantCode, t.domain),
    uniqueIndex('tracking_configs_track_id_uq').on(t.merchantCode, t.trackId),
    uniqueIndex('tracking_configs_one_default_uq').on(t.merchantCode).where(sql`${t.isDefault}`),
  ],
);

export type TrackingConfigRow = typeof trackingConfigs.$inferSelect;
export type NewTrackingConfigRow = typeof trackingConfigs.$inferInsert;
