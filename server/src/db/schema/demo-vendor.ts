/** Demo game vendor (server/src/demo-vendor): launch tickets, rounds, lobby tickets. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, jsonb, pgTable, timestamp, uniqueIndex, index, bigint, varchar } from 'drizzle-orm/pg-core';
import type { Language } from '@lotto/contract';
import { createdAt } from './columns.js';
import { merchantCodeRef } from './merchants.js';
import { customers, sessions, customerIdRef } from './accounts.js';
import { games } from './games.js';

/**
 * A launch of a demo game. The play URL carries the ticket token; only its SHA-256 is stored.
 * Real play (customerId set, trial false) moves the main wallet; trial play moves `playMoneyMinor`.
 * A customer's launch names the site session that made it and plays only while that session lives
 * (no session: a guest's free trial).
 */
export const vendorLaunches = pgTable(
  'vendor_launches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    merchantCode: merchantCodeRef(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, { onDelete: 'cascade' }),
    /** The site session that launched; set null (the launch dead) if that row ever goes, never deleting rounds. */
    siteSessionId: bigint('site_session_id', { mode: 'number' }).references(() => sessions.id, { onDelete: 'set null' }),
    gameRowId: bigint('game_row_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    trial: boolean('trial').notNull(),
    playMoneyMinor: bigint('play_money_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    language: varchar('language', { length: 8 }).$type<Language>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendor_launches_token_uq').on(t.tokenHash), index('vendor_launches_customer_idx').on(t.customerId)],
);

/** `open`: a live crash round whose bet is debited and whose win is not decided yet; else `settled`. */
export const VENDOR_ROUND_STATUSES = ['open', 'settled'] as const;
export type VendorRoundStatus = (typeof VENDOR_ROUND_STATUSES)[number];

/**
 * One round of a demo game, idempotent by the client's round id. Most rounds settle at once (bet and
 * win in one transaction); a live crash round is `open` from its bet until the cash-out or the crash
 * (one transaction each), and a launch has at most one open round.
 */
export const vendorRounds = pgTable(
  'vendor_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    launchId: bigint('launch_id', { mode: 'number' })
      .notNull()
      .references(() => vendorLaunches.id, { onDelete: 'cascade' }),
    roundId: varchar('round_id', { length: 64 }).notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 8 }).$type<VendorRoundStatus>().notNull().default('settled'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_rounds_launch_round_uq').on(t.launchId, t.roundId),
    uniqueIndex('vendor_rounds_one_open_uq')
      .on(t.launchId)
      .where(sql`status = 'open'`),
    // the winner board's latest wins of a merchant: the newest rounds first, not every round sorted
    index('vendor_rounds_created_idx').on(t.createdAt, t.id),
  ],
);

/** `stoken`: the single-use sign-on token of a lobby address; `lobby`: the lobby session it became. */
export const VENDOR_LOBBY_TICKET_KINDS = ['stoken', 'lobby'] as const;
export type VendorLobbyTicketKind = (typeof VENDOR_LOBBY_TICKET_KINDS)[number];

/**
 * Single sign-on into a provider's game lobby (docs/decisions/0004-provider-lobby-sign-on.md). A
 * ticket is minted as a short-lived `stoken`; the lobby page exchanges it once, which turns the same
 * row into a `lobby` session under a new token. Only SHA-256 hashes of the tokens are stored. The
 * ticket names the site session that minted it: it lives only while that session does.
 */
export const vendorLobbyTickets = pgTable(
  'vendor_lobby_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<VendorLobbyTicketKind>().notNull(),
    merchantCode: merchantCodeRef(),
    customerId: customerIdRef(),
    /** The site session that minted the stoken; the ticket goes with it. */
    siteSessionId: bigint('site_session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 32 }).notNull(),
    language: varchar('language', { length: 8 }).$type<Language>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendor_lobby_tickets_token_uq').on(t.tokenHash), index('vendor_lobby_tickets_expires_idx').on(t.expiresAt)],
);

export type VendorLaunchRow = typeof vendorLaunches.$inferSelect;
export type VendorRoundRow = typeof vendorRounds.$inferSelect;
export type VendorLobbyTicketRow = typeof vendorLobbyTickets.$inferSelect;
