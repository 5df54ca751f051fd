/**
 * Home content (spec 2 §2 "Banner carousel and notice list", "Advertisement popup"; §3 "Banner",
 * "Notice / promotion", "Announcement response"): announcements per merchant and language, and the
 * jackpot pool whose figure VIS_getJackpot answers (docs/decisions/0014-jackpot-from-the-server.md).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AnnouncementType, Language } from '@lotto/contract';
import { createdAt } from './columns.js';
import { merchantCodeRef } from './merchants.js';

export type AnnouncementImage = { url: string; imageId: string };

/** ours: a notice for agents, read in the agent centre only (docs/decisions/0020-agent-centre.md). */
export const AGENT_NOTICE_TYPE = 'AG' as const;

/**
 * One announcement: a banner (B, with its group and linkage), a player notice (PL), a popup (PU, with
 * its execution A or F and platform W) or a promotion entry (PR). `hot` puts a notice or promotion in
 * the answer's `hot` list too. Content is html, sanitised again on the way out.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    lang: varchar('lang', { length: 8 }).$type<Language>().notNull(),
    type: varchar('type', { length: 2 }).$type<AnnouncementType | typeof AGENT_NOTICE_TYPE>().notNull(),
    /** Banner group: w_home or w_promotion (spec 2 §9). */
    groupName: varchar('group_name', { length: 32 }),
    title: varchar('title', { length: 200 }).notNull().default(''),
    content: text('content').notNull().default(''),
    /** The banner's artwork. */
    imageUrl: text('image_url'),
    images: jsonb('images').$type<AnnouncementImage[]>().notNull().default(sql`'[]'::jsonb`),
    /** URL: the address; P: a promotion id; G: a game code (spec 2 §3). */
    linkage: text('linkage'),
    linkageType: varchar('linkage_type', { length: 3 }).$type<'URL' | 'P' | 'G'>(),
    roomId: varchar('room_id', { length: 32 }),
    nodeId: varchar('node_id', { length: 32 }),
    vendor: varchar('vendor', { length: 32 }),
    /** Popups: A (every time) or F (first time) (spec 2 §3). */
    execution: varchar('execution', { length: 1 }).$type<'A' | 'F'>(),
    platform: varchar('platform', { length: 1 }).$type<'W'>().notNull().default('W'),
    promotionType: varchar('promotion_type', { length: 32 }),
    remarkRequired: boolean('remark_required').notNull().default(false),
    imageRequired: boolean('image_required').notNull().default(false),
    linkedPromotionId: varchar('linked_promotion_id', { length: 32 }),
    hot: boolean('hot').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: no end. An ended announcement is kept but never answered. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_merchant_lang_type_idx').on(t.merchantCode, t.lang, t.type, t.sortOrder)],
);

/**
 * A jackpot pool per merchant and currency: the seed it started from and the share of every real
 * stake placed since `startedAt` that grows it (basis points). The figure is computed from the
 * ledger, so it is never invented on the client (spec 2 §9's random seed is deliberately not copied).
 */
export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    currency: varchar('currency', { length: 8 }).notNull(),
    seedMinor: bigint('seed_minor', { mode: 'bigint' }).notNull(),
    contributionBasisPoints: integer('contribution_basis_points').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('jackpot_pools_merchant_currency_uq').on(t.merchantCode, t.currency)],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncementRow = typeof announcements.$inferInsert;
export type JackpotPoolRow = typeof jackpotPools.$inferSelect;
