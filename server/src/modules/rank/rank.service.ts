import type { Language } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import type { RankLevelRow } from '../../db/schema/index.js';
import type { KeptRankTables } from './kept-rank-tables.js';
import { rankFiguresOf, type RankFigures } from './rank.repository.js';

/** The conditions of a level: the amounts it asks for (0 is no condition) against the player's. */
function conditionsOf(level: RankLevelRow, f: RankFigures): { required: bigint; reached: bigint }[] {
  return [
    { required: level.turnoverMinor, reached: f.turnoverMinor },
    { required: level.depositMinor, reached: f.depositsMinor },
  ].filter((c) => c.required > 0n);
}

const meets = (level: RankLevelRow, f: RankFigures) => conditionsOf(level, f).every((c) => c.reached >= c.required);

export interface RankPosition {
  /** The highest level whose every condition is met; null when none is (or there is no table). */
  current: RankLevelRow | null;
  /** The level above it; null at the top. */
  next: RankLevelRow | null;
  /** Conditions of the next level met, and how many it has (the top level's own at the top). */
  completed: number;
  total: number;
  /** Share of the next level's conditions reached, 0–100 with 2 decimals (each capped at its amount, averaged). */
  progress: number;
}

/** Where the figures put a player in a rank table (levels sorted, lowest first). */
export function rankPosition(levels: readonly RankLevelRow[], f: RankFigures): RankPosition {
  const current = levels.filter((l) => meets(l, f)).at(-1) ?? null;
  const next = levels.find((l) => l.level > (current?.level ?? Number.NEGATIVE_INFINITY)) ?? null;
  const target = next ?? current;
  const conditions = target ? conditionsOf(target, f) : [];
  const completed = conditions.filter((c) => c.reached >= c.required).length;
  if (!next || conditions.length === 0) return { current, next, completed, total: conditions.length, progress: 100 };
  // basis points per condition, in integers, so no float drift decides a level edge
  const bps = conditions.map((c) => (c.reached >= c.required ? 10_000n : (c.reached * 10_000n) / c.required));
  const mean = bps.reduce((a, b) => a + b, 0n) / BigInt(bps.length);
  return { current, next, completed, total: conditions.length, progress: Number(mean) / 100 };
}

export const levelName = (level: RankLevelRow, language: Language): string => level.names[language] ?? level.names.EN ?? level.labelId;

/** What ranks a player: the app's database and its kept rank tables. */
export type RankReads = { db: Db; rankTables: KeptRankTables };

export async function playerRank({ db, rankTables }: RankReads, merchantCode: string, customerId: number) {
  const [levels, figures] = await Promise.all([rankTables.of(merchantCode), rankFiguresOf(db, customerId)]);
  return { levels, figures, position: rankPosition(levels, figures) };
}
