/** Player rank (MCSFE_getPlayerRankProgress, issue 14): each merchant's table of VIP levels. */
import { bigserial, integer, jsonb, pgTable, uniqueIndex, bigint, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Language } from '@lotto/contract';
import { createdAt } from './columns.js';
import { merchantCodeRef } from './merchants.js';
import { customerIdRef } from './accounts.js';

/**
 * One level of a merchant's rank table. A player holds the highest level whose conditions they
 * meet: lifetime turnover (stakes of settled bets) and lifetime deposits, each at least the level's
 * amount (0: no condition). Names are per language; the server falls back to EN, then `labelId`.
 */
export const rankLevels = pgTable(
  'rank_levels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    /** 1 = the entry level; higher is better. */
    level: integer('level').notNull(),
    /** Stable code of the level (e.g. `gold`), answered as the VIP labelId. */
    labelId: varchar('label_id', { length: 32 }).notNull(),
    names: jsonb('names').$type<Partial<Record<Language, string>>>().notNull().default({}),
    turnoverMinor: bigint('turnover_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rank_levels_merchant_level_uq').on(t.merchantCode, t.level)],
);

export type RankLevelRow = typeof rankLevels.$inferSelect;

/**
 * What ranks each member, kept as running totals: lifetime turnover (stakes of settled, not void
 * bets of real play: demo vendor rounds and lottery bets) and lifetime deposits (credits of the
 * `deposit` ledger kind), minor units. Reading them is one row, however long a player has played;
 * the database keeps them in the transaction of every write to the rows they sum (the triggers of
 * migration 0021, docs/decisions/0041). No row: nothing yet.
 */
export const rankFigures = pgTable('rank_figures', {
  customerId: customerIdRef().primaryKey(),
  turnoverMinor: bigint('turnover_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  depositsMinor: bigint('deposits_minor', { mode: 'bigint' }).notNull().default(sql`0`),
});
