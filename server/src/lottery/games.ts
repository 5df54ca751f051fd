import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import { THAI_LOTTERY_GROUP_IDS } from '@lotto/contract';
import type { Db } from '../db/connection.js';
import { lotteryGames, type LotteryGameRow } from '../db/schema/index.js';
import { keptByGroup } from '../lib/kept-loads.js';

/**
 * A merchant's lottery games, as every lottery read starts from them. `area` picks the VN games
 * (the /lgw/vn calls, prizeMode VN), the SEA games (prizeMode SEA: the Thai group, group ids 9, 10,
 * 11, spec 2 §9, or games of area SEA), or all the others (LOTT/ELOTT lists, which include the Thai
 * group).
 */
export type AreaFilter = 'VN' | 'LOTT' | 'SEA';

export const areaOfPrizeMode = (prizeMode: string | undefined): AreaFilter => {
  const p = (prizeMode ?? '').toUpperCase();
  return p === 'VN' ? 'VN' : p.startsWith('SEA') ? 'SEA' : 'LOTT';
};

async function readGames(db: Db, merchantCode: string, area?: AreaFilter): Promise<LotteryGameRow[]> {
  return db
    .select()
    .from(lotteryGames)
    .where(
      and(
        eq(lotteryGames.merchantCode, merchantCode),
        eq(lotteryGames.enabled, true),
        area === undefined
          ? undefined
          : area === 'VN'
            ? eq(lotteryGames.area, 'VN')
            : area === 'SEA'
              ? or(eq(lotteryGames.area, 'SEA'), inArray(lotteryGames.groupId, [...THAI_LOTTERY_GROUP_IDS]))
              : ne(lotteryGames.area, 'VN'),
      ),
    )
    .orderBy(asc(lotteryGames.sortOrder), asc(lotteryGames.id));
}

/**
 * How long a process keeps a merchant's lottery games (the rows every lottery read starts from).
 * They are written by the seed and by operators' tools straight into the database, so a change
 * shows within this, as the game catalogue's does (modules/games/catalogue-cache.ts); a write
 * through this process calls `forget`.
 */
export const KEPT_GAMES_MS = 5_000;

export interface KeptLotteryGames {
  /** The merchant's enabled games of an area (all areas without one), kept per merchant and area. */
  of(merchantCode: string, area?: AreaFilter): Promise<LotteryGameRow[]>;
  /** Drops a merchant's kept games (every merchant's without one): call after writing lottery_games. */
  forget(merchantCode?: string): void;
}

export function keptLotteryGames(db: Db): KeptLotteryGames {
  const kept = keptByGroup<LotteryGameRow[]>({ ttlMs: KEPT_GAMES_MS, max: 1024 });
  return {
    of: (merchantCode, area) => kept.get(merchantCode, area ?? '', () => readGames(db, merchantCode, area)),
    forget: kept.forget,
  };
}
