import fp from 'fastify-plugin';
import type { Db } from '../../db/connection.js';
import type { RankLevelRow } from '../../db/schema/index.js';
import { keptByGroup } from '../../lib/kept-loads.js';
import { readRankTable } from './rank.repository.js';

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
  const kept = keptByGroup<RankLevelRow[]>({ ttlMs: KEPT_RANK_TABLE_MS, max: 1024 });
  return {
    of: (merchantCode) => kept.get(merchantCode, 'levels', () => readRankTable(db, merchantCode)),
    forget: kept.forget,
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
