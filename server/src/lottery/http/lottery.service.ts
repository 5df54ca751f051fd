import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { lotteryBets, lotteryGames, lotteryIssues, type LotteryGameRow, type LotteryIssueRow } from '../../db/schema/index.js';
import { drawWinNo, hashSeed } from '../draw.js';
import { kindOf, type LotteryEngine } from '../engine.js';

/** The issue on sale or awaiting its draw now (opensAt <= now < drawAt), created on demand. */
export async function currentIssue(engine: LotteryEngine, game: LotteryGameRow, nowMs: number): Promise<LotteryIssueRow | undefined> {
  const issues = await engine.ensureIssues(game, nowMs);
  return issues.find((i) => i.opensAt.getTime() <= nowMs && nowMs < i.drawAt.getTime()) ?? issues.find((i) => i.drawAt.getTime() > nowMs);
}

/** The latest drawn issues of some games, newest first, `perGame` each. */
export async function latestDraws(db: Db, games: readonly LotteryGameRow[], perGame: number, page = 1) {
  if (games.length === 0) return [];
  const byId = new Map(games.map((g) => [g.id, g]));
  if (games.length === 1) {
    const rows = await db
      .select()
      .from(lotteryIssues)
      .where(and(eq(lotteryIssues.lotteryGameId, games[0]!.id), isNotNull(lotteryIssues.winNo)))
      .orderBy(desc(lotteryIssues.drawAt))
      .limit(perGame)
      .offset((page - 1) * perGame);
    return rows.map((issue) => ({ issue, game: games[0]! }));
  }
  // the last drawn issue of every game in one statement: per game one probe of the (game, draw
  // time) index, as the earlier query a game did, without a round trip each
  const last = db
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.lotteryGameId, lotteryGames.id), isNotNull(lotteryIssues.winNo)))
    .orderBy(desc(lotteryIssues.drawAt))
    .limit(1)
    .as('last_draw');
  const rows = await db
    .select()
    .from(lotteryGames)
    .innerJoinLateral(last, sql`true`)
    .where(inArray(lotteryGames.id, [...byId.keys()]));
  const out = rows.flatMap(({ last_draw: issue }) => {
    const game = byId.get(issue.lotteryGameId);
    return game ? [{ issue, game }] : [];
  });
  return out.sort((a, b) => b.issue.drawAt.getTime() - a.issue.drawAt.getTime());
}

/** The last issue whose draw time has passed (drawn or about to be). */
export async function lastIssue(db: Db, game: LotteryGameRow, nowMs: number): Promise<LotteryIssueRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.lotteryGameId, game.id), lte(lotteryIssues.drawAt, new Date(nowMs))))
    .orderBy(desc(lotteryIssues.drawAt))
    .limit(1);
  return row;
}

/** Games the player bet on, most recent first (the "recent" lottery menu). */
export async function recentGameIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ gameId: lotteryIssues.lotteryGameId, betId: lotteryBets.id })
    .from(lotteryBets)
    .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryBets.issueId))
    .where(eq(lotteryBets.customerId, customerId))
    .orderBy(desc(lotteryBets.id))
    .limit(200);
  return [...new Set(rows.map((r) => r.gameId))];
}

export const ALGORITHM =
  'winNo = numbers from HMAC-SHA256(key=seed bytes, msg="<gameCode>:<numero>:<counter>") byte stream, counter 0,1,..; ' +
  'uniform in [0,n) by rejection of bytes >= 256 - 256 % n, then byte % n; 11X5 draws without replacement; seedHash = SHA-256(seed bytes)';

/** The commitment, the revealed seed (only once drawn) and the recomputation of one issue. */
export async function verifyIssue(db: Db, merchantCode: string, gameCode: string, numero: string) {
  const [row] = await db
    .select({ issue: lotteryIssues, game: lotteryGames })
    .from(lotteryIssues)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryIssues.lotteryGameId))
    .where(and(eq(lotteryGames.merchantCode, merchantCode), eq(lotteryGames.gameCode, gameCode), eq(lotteryIssues.numero, numero)));
  if (!row) return null;
  const { issue, game } = row;
  const revealed = issue.winNo !== null;
  const recomputed = revealed ? drawWinNo(issue.seed, { gameCode: game.gameCode, kind: kindOf(game) }, issue.numero) : null;
  const hashMatches = revealed ? hashSeed(issue.seed) === issue.seedHash : null;
  return {
    gameCode: game.gameCode,
    numero: issue.numero,
    drawTime: issue.drawAt.getTime(),
    seedHash: issue.seedHash,
    seed: revealed ? issue.seed : null,
    winNo: issue.winNo,
    recomputedWinNo: recomputed,
    hashMatches,
    verified: revealed && hashMatches === true && recomputed === issue.winNo,
    algorithm: ALGORITHM,
  };
}

export async function gamesByIds(db: Db, merchantCode: string, ids: number[]): Promise<LotteryGameRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantCode, merchantCode), inArray(lotteryGames.id, ids), eq(lotteryGames.enabled, true)));
  return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is LotteryGameRow => r !== undefined);
}
