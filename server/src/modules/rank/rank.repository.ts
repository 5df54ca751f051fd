import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { rankFigures, rankLevels, type RankLevelRow } from '../../db/schema/index.js';

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
export const readRankTable = (db: Db, merchantCode: string): Promise<RankLevelRow[]> =>
  db.select().from(rankLevels).where(eq(rankLevels.merchantCode, merchantCode)).orderBy(asc(rankLevels.level));
