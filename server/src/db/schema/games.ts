/** Games catalogue (spec 2 §3 "Game", "Game card", "Favourite"; relay calls of spec 2 §7). */
import { bigserial, boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, index, bigint, varchar } from 'drizzle-orm/pg-core';
import type { Language } from '@lotto/contract';
import { createdAt } from './columns.js';
import { merchantCodeRef } from './merchants.js';
import { customerIdRef } from './accounts.js';

/**
 * How a vendor's games open (spec 2 §4 "Game launch"): a new window on the vendor's address, the
 * in-page frame, its lobby page, or an alternate game window (`player`: a new window showing the
 * site's player page on the start-game URL).
 */
export const GAME_OPEN_MODES = ['window', 'frame', 'lobby', 'player'] as const;
export type GameOpenMode = (typeof GAME_OPEN_MODES)[number];

/** A third-party game vendor of a merchant; `vassalage` is the vendor code the spec uses (PT, DG, JDB, ...). */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    vassalage: varchar('vassalage', { length: 32 }).notNull(),
    displayName: text('display_name').notNull(),
    openMode: varchar('open_mode', { length: 8 }).$type<GameOpenMode>().notNull().default('window'),
    /** Host the vendor's games are served from; null answers game_maintenance (spec 2 §4). */
    lobbyDomain: text('lobby_domain'),
    maintenance: boolean('maintenance').notNull().default(false),
    /** The announced maintenance window the vendor_under_maintenance dialog shows (spec 1 §8); null when unknown. */
    maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('game_vendors_merchant_vassalage_uq').on(t.merchantCode, t.vassalage)],
);

/**
 * One vendor product: a vendor in one game type (PT live, PT slots, ...). It is the "account type"
 * the spec routes by (`?page={accountTypeName}`) and the VASSALAGE card of the vendor lanes.
 */
export const gameProducts = pgTable(
  'game_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    vendorId: bigint('vendor_id', { mode: 'number' })
      .notNull()
      .references(() => gameVendors.id, { onDelete: 'cascade' }),
    /** Product type (spec 2 §9): LIVE, RNG, SPORTS, LOTT, FISH, ELOTT, PVP, ... */
    gameType: varchar('game_type', { length: 16 }).notNull(),
    accountTypeId: integer('account_type_id').notNull(),
    accountTypeName: varchar('account_type_name', { length: 32 }).notNull(),
    displayName: text('display_name').notNull(),
    /** The node a VASSALAGE card launches (the vendor's own lobby); null when only single games launch. */
    lobbyNodeId: varchar('lobby_node_id', { length: 64 }),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('game_products_merchant_account_type_uq').on(t.merchantCode, t.accountTypeId),
    uniqueIndex('game_products_merchant_name_uq').on(t.merchantCode, t.accountTypeName),
    index('game_products_vendor_idx').on(t.vendorId),
  ],
);

/**
 * Playable kinds of the built-in demo vendor (server/src/demo-vendor); null for catalogue-only games.
 * Stored in a varchar column: a new kind needs no migration.
 */
export const DEMO_GAME_KINDS = ['slot', 'crash', 'sports'] as const;
export type DemoGameKind = (typeof DEMO_GAME_KINDS)[number];

/** A game of a vendor product. Names are per language; the list falls back to EN, then the code. */
export const games = pgTable(
  'games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => gameProducts.id, { onDelete: 'cascade' }),
    gameId: varchar('game_id', { length: 64 }).notNull(),
    nodeId: varchar('node_id', { length: 64 }).notNull(),
    roomId: varchar('room_id', { length: 64 }),
    gameName: varchar('game_name', { length: 128 }).notNull(),
    names: jsonb('names').$type<Partial<Record<Language, string>>>().notNull().default({}),
    nodeName: text('node_name').notNull().default(''),
    /** Category filter of the slot lobby (spec 2 §2): VIDEO_POKER, TABLE, SCRATCH, ARCADE, JACKPOT or null. */
    gameClassify: varchar('game_classify', { length: 32 }),
    platform: varchar('platform', { length: 32 }).notNull().default('html5-desktop'),
    appNewWindow: boolean('app_new_window').notNull().default(false),
    /** 0 offers free trial (spec 2 §2). */
    supportPlay: integer('support_play').notNull().default(0),
    freeplay: boolean('freeplay').notNull().default(true),
    iconUrl: text('icon_url'),
    /** Position in the hot list; null when not hot. */
    hotRank: integer('hot_rank'),
    minBetMinor: bigint('min_bet_minor', { mode: 'number' }).notNull().default(100),
    maxBetMinor: bigint('max_bet_minor', { mode: 'number' }).notNull().default(1_000_000),
    lineNum: integer('line_num').notNull().default(0),
    demoKind: varchar('demo_kind', { length: 16 }).$type<DemoGameKind>(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('games_merchant_node_uq').on(t.merchantCode, t.nodeId),
    index('games_product_idx').on(t.productId, t.sortOrder),
    index('games_merchant_hot_idx').on(t.merchantCode, t.hotRank),
  ],
);

/** A player's favourite games (MCSFE_addFavoriteGameV2 / removeFavoriteGameV2). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    customerId: customerIdRef(),
    gameRowId: bigint('game_row_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favourite_games_uq').on(t.customerId, t.gameRowId), index('favourite_games_customer_idx').on(t.customerId, t.createdAt)],
);

/** Games a player launched, most recent first (GCS_recentGame). */
export const recentGames = pgTable(
  'recent_games',
  {
    customerId: customerIdRef(),
    gameRowId: bigint('game_row_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recent_games_uq').on(t.customerId, t.gameRowId), index('recent_games_customer_idx').on(t.customerId, t.lastPlayedAt)],
);

export type GameVendorRow = typeof gameVendors.$inferSelect;
export type GameProductRow = typeof gameProducts.$inferSelect;
export type GameRow = typeof games.$inferSelect;
