import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { rankLevels, type RankLevelRow } from '../../db/schema/index.js';

/** A merchant's rank table, lowest level first (empty when the merchant has none). */
export const rankTableOf = (db: Db, merchantCode: string): Promise<RankLevelRow[]> =>
  db.select().from(rankLevels).where(eq(rankLevels.merchantCode, merchantCode)).orderBy(asc(rankLevels.level));
