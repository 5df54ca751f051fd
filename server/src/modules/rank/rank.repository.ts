import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/connection.js';
import { rankFigures, rankLevels, type RankLevelRow } from '../../db/schema/index.js';
import { keptLoads } from '../../lib/kept-loads.js';

/** What ranks a player: lifetime valid turnover and deposits, minor units. */
export interface RankFigures {
  turnoverMinor: bigint;
  depositsMinor: bigint;
}

/** A member's figures: one row the database keeps current (rank_figures), zeros before any. */
export async function rankFiguresOf(db: Db, customerId: number): Promise<RankFigures> {
  const [row] = await db
    .select({ turnoverMinor: rankFigures.turnoverMinor, depositsMinor: rankFigures.depositsMinor })
    .from(rankFigures)
    .where(eq(rankFigures.customerId, customerId));
  return row ?? { turnoverMinor: 0n, depositsMinor: 0n };
}

/** A merchant's rank table, lowest level first (empty when the merchant has none). */
const readRankTable = (db: Db, merchantCode: string): Promise<RankLevelRow[]> =>
  db.select().from(rankLevels).where(eq(rankLevels.merchantCode, merchantCode)).orderBy(asc(rankLevels.level));

/**
 * How long a process keeps a merchant's rank table. The table is written by the seed and by
 * operators' tools straight into the database, so a change shows within this, as the game
 * catalogue's and the lottery games' do; a write through this process calls `forget`.
 */
export const KEPT_RANK_TABLE_MS = 5_000;

export interface KeptRankTables {
  /** A merchant's rank table, lowest level first (empty when the merchant has none). */
  of(merchantCode: string): Promise<readonly RankLevelRow[]>;
  /** Drops a merchant's kept table (every merchant's without one): call after writing rank_levels. */
  forget(merchantCode?: string): void;
}

export function keptRankTables(db: Db): KeptRankTables {
  const kept = keptLoads<string, RankLevelRow[]>({ ttlMs: KEPT_RANK_TABLE_MS, max: 1024 });
  return {
    of: (merchantCode) => kept.get(merchantCode, () => readRankTable(db, merchantCode)),
    forget: (merchantCode) => kept.drop(merchantCode === undefined ? undefined : (key) => key === merchantCode),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The merchants' rank tables, kept per process: every member info reads one. */
    rankTables: KeptRankTables;
  }
}

/** `app.rankTables`, for the rank's calls and the member info. */
export const rankTablesPlugin = fp(
  async (app) => {
    app.decorate('rankTables', keptRankTables(app.db));
  },
  { name: 'rank-tables', dependencies: ['database'] },
);
