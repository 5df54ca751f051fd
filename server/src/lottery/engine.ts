import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { keptByGroup } from '../lib/kept-loads.js';
import { createPeriodicJob } from '../lib/periodic-job.js';
import { lotteryBets, lotteryGames, lotteryIssues, type LotteryGameRow, type LotteryIssueRow } from '../db/schema/index.js';
import { postLedgerEntry } from '../ledger/ledger.js';
import { createSeed, drawWinNo, hashSeed, isDrawKind, parseWinNo, type DrawKind } from './draw.js';
import { findPlay, payoutOf } from './plays.js';
import { assertTiming, issueAt, type Timing } from './schedule.js';

/**
 * The lottery draw engine: one loop per process (setInterval, unref'd) that creates upcoming
 * issues, draws the due ones and settles their bets. Every state change is a conditional update
 * (`... WHERE drawn_at IS NULL`, `... WHERE status = 'open'`), so several processes on one
 * PostgreSQL database, or a process catching up after a restart, never draw or settle twice.
 */

export interface LotteryClock {
  now(): number;
}

export interface LotteryEngineOptions {
  db: Db;
  /** Server clock (ms); tests inject one. */
  clock?: LotteryClock;
  /** Overrides a game's timing (LOTTERY_FAST); default the game row's interval and lock. */
  timingOf?: (game: LotteryGameRow) => Timing;
  /** Loop period of start(). */
  periodMs?: number;
  log?: { error: (o: object, m: string) => void; info?: (o: object, m: string) => void };
  /**
   * Called after an issue's settlement pass, once per player with bets this process settled in it
   * (the plugin publishes the player's live event). Bets another process settled are its to report.
   */
  onSettled?: (batch: SettledBatch) => void;
}

/** One player's bets of one issue, settled in one pass. */
export interface SettledBatch {
  customerId: number;
  gameCode: string;
  numero: string;
  bets: number;
  /** Paid out (wins and refunds), minor units. */
  payoutMinor: bigint;
}

export interface TickReport {
  created: number;
  drawn: number;
  settledBets: number;
  settledIssues: number;
}

export interface LotteryEngine {
  readonly clock: LotteryClock;
  /** Replaces the clock (tests). */
  useClock(now: () => number): void;
  timingOf(game: LotteryGameRow): Timing;
  /** Makes sure the current and next issue of a game exist; answers them (current first). */
  ensureIssues(game: LotteryGameRow, nowMs?: number): Promise<LotteryIssueRow[]>;
  /** One pass: create upcoming issues, draw every due issue, settle every drawn issue's open bets. */
  tick(nowMs?: number): Promise<TickReport>;
  /**
   * Closes the sales of an issue that is on sale or locked and makes it due now, then runs one tick,
   * so it is drawn and settled by the same code as a scheduled draw (dev endpoint, browser tests).
   * An issue drawn already is left as drawn ('was-drawn'), its open bets settled by that tick.
   */
  drawNow(target: { merchantCode: string; gameCode: string; numero: string }, nowMs?: number): Promise<DrawNowResult>;
  /** Catch up at once, then tick every periodMs. */
  start(): void;
  stop(): Promise<void>;
  readonly running: boolean;
}

export type DrawNowResult =
  | { outcome: 'drawn' | 'was-drawn'; winNo: string; report: TickReport }
  | { outcome: 'unknown-issue' }
  | { outcome: 'not-open-yet' };

/** How long a process keeps the issues of a game's current slot at most (ensureIssues). */
const KEPT_SLOT_MS = 10_000;

export const kindOf = (game: Pick<LotteryGameRow, 'groupCode'>): DrawKind => {
  if (!isDrawKind(game.groupCode)) throw new Error(`unknown lottery group ${game.groupCode}`);
  return game.groupCode;
};

export const defaultTiming = (game: LotteryGameRow): Timing => ({ intervalSeconds: game.intervalSeconds, lockSeconds: game.lockSeconds });

/** LOTTERY_FAST: every game draws every 20 s and locks 5 s before (e2e and demos). */
export const FAST_TIMING: Timing = { intervalSeconds: 20, lockSeconds: 5 };

export function createLotteryEngine(opts: LotteryEngineOptions): LotteryEngine {
  const { db } = opts;
  let clock: LotteryClock = opts.clock ?? { now: () => Date.now() };
  const timingOf = (game: LotteryGameRow): Timing => {
    const t = (opts.timingOf ?? defaultTiming)(game);
    assertTiming(t);
    return t;
  };

  // The issues of a game's current slot (on sale, and the next), kept until the slot is over: every
  // lottery read asks for them (the home page's countdowns, every game's), and within its slot an
  // issue changes only by drawNow, which drops its game's. The key names the slot and the timing,
  // so a later slot, another timing or a clock set elsewhere (tests) never meets another's issues;
  // the time bounds what another process's drawNow (a dev endpoint) moved.
  const slots = keptByGroup<LotteryIssueRow[]>({ ttlMs: KEPT_SLOT_MS, max: 4096 });

  async function ensureIssues(game: LotteryGameRow, nowMs = clock.now()): Promise<LotteryIssueRow[]> {
    const t = timingOf(game);
    const slot = `${t.intervalSeconds}:${t.lockSeconds}:${issueAt(t, nowMs, 0).opensAt.getTime()}`;
    return slots.get(String(game.id), slot, async () => (await ensure(game, nowMs)).issues);
  }

  async function ensure(game: LotteryGameRow, nowMs: number): Promise<{ issues: LotteryIssueRow[]; created: number }> {
    const t = timingOf(game);
    const wanted = [issueAt(t, nowMs, 0), issueAt(t, nowMs, 1)];
    const existing = await db
      .select()
      .from(lotteryIssues)
      .where(and(eq(lotteryIssues.lotteryGameId, game.id), inArray(lotteryIssues.numero, wanted.map((w) => w.numero))));
    const missing = wanted.filter((w) => !existing.some((e) => e.numero === w.numero));
    if (missing.length > 0) {
      const inserted = await db
        .insert(lotteryIssues)
        .values(
          missing.map((w) => {
            const seed = createSeed();
            return { lotteryGameId: game.id, ...w, seed, seedHash: hashSeed(seed) };
          }),
        )
        // Another process may have created it first; its seed then stands.
        .onConflictDoNothing()
        .returning({ id: lotteryIssues.id });
      const issues = await db
        .select()
        .from(lotteryIssues)
        .where(and(eq(lotteryIssues.lotteryGameId, game.id), inArray(lotteryIssues.numero, wanted.map((w) => w.numero))))
        .orderBy(asc(lotteryIssues.drawAt));
      return { issues, created: inserted.length };
    }
    return { issues: existing.sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime()), created: 0 };
  }

  /** Draws one due issue unless another process or tick did; the result is a function of its seed. */
  async function drawIssue(issue: LotteryIssueRow, game: LotteryGameRow, nowMs: number): Promise<boolean> {
    const winNo = drawWinNo(issue.seed, { gameCode: game.gameCode, kind: kindOf(game) }, issue.numero);
    const done = await db
      .update(lotteryIssues)
      .set({ winNo, drawnAt: new Date(Math.max(nowMs, issue.drawAt.getTime())) })
      .where(and(eq(lotteryIssues.id, issue.id), isNull(lotteryIssues.drawnAt)))
      .returning({ id: lotteryIssues.id });
    return done.length > 0;
  }

  /** Settles each open bet of a drawn issue in its own transaction, guarded by status = 'open'. */
  async function settleIssue(issue: LotteryIssueRow, game: LotteryGameRow, nowMs: number): Promise<number> {
    if (issue.winNo === null) return 0;
    const kind = kindOf(game);
    const numbers = parseWinNo(kind, issue.winNo);
    const open = await db
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.issueId, issue.id), eq(lotteryBets.status, 'open')))
      .orderBy(asc(lotteryBets.id));
    let settled = 0;
    const batches = new Map<number, SettledBatch>();
    // finally: a pass that fails half-way still reports the bets it did settle
    try {
      for (const bet of open) {
        const play = findPlay(kind, bet.playCode);
        // A bet whose play no longer exists is voided and refunded rather than lost.
        const status = !play ? 'void' : play.wins(bet.selection, numbers) ? 'won' : 'lost';
        const payout = status === 'won' ? payoutOf(bet.amountMinor, bet.oddsHundredths) : status === 'void' ? bet.amountMinor : 0n;
        const changed = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(lotteryBets)
            .set({ status, payoutMinor: payout, settledAt: new Date(nowMs) })
            .where(and(eq(lotteryBets.id, bet.id), eq(lotteryBets.status, 'open')))
            .returning({ id: lotteryBets.id });
          if (!row) return false;
          if (payout > 0n) {
            await postLedgerEntry(
              tx,
              {
                walletId: bet.walletId,
                amountMinor: payout,
                kind: status === 'void' ? 'lottery_refund' : 'lottery_payout',
                reference: `lottery:${game.gameCode}:${issue.numero}:${bet.id}`,
                idempotencyKey: `lottery-payout:${bet.id}`,
              },
              { allowNegative: true },
            );
          }
          return true;
        });
        if (changed) {
          settled += 1;
          const b = batches.get(bet.customerId) ?? { customerId: bet.customerId, gameCode: game.gameCode, numero: issue.numero, bets: 0, payoutMinor: 0n };
          b.bets += 1;
          b.payoutMinor += payout;
          batches.set(bet.customerId, b);
        }
      }
    } finally {
      for (const batch of batches.values()) {
        try {
          opts.onSettled?.(batch);
        } catch (e) {
          opts.log?.error({ err: e, customerId: batch.customerId, numero: batch.numero }, 'lottery: reporting a settlement failed');
        }
      }
    }
    return settled;
  }

  async function runTick(nowMs: number): Promise<TickReport> {
    const report: TickReport = { created: 0, drawn: 0, settledBets: 0, settledIssues: 0 };
    const games = await db.select().from(lotteryGames).where(eq(lotteryGames.enabled, true));
    const byId = new Map(games.map((g) => [g.id, g]));
    for (const game of games) {
      try {
        report.created += (await ensure(game, nowMs)).created;
      } catch (e) {
        opts.log?.error({ err: e, gameCode: game.gameCode }, 'lottery: creating issues failed');
      }
    }
    // Catch-up included: every issue past its draw time and not drawn yet, oldest first.
    const due = await db
      .select()
      .from(lotteryIssues)
      .where(and(isNull(lotteryIssues.drawnAt), lte(lotteryIssues.drawAt, new Date(nowMs))))
      .orderBy(asc(lotteryIssues.drawAt))
      .limit(1000);
    for (const issue of due) {
      const game = byId.get(issue.lotteryGameId) ?? (await gameById(issue.lotteryGameId));
      if (game && (await drawIssue(issue, game, nowMs))) report.drawn += 1;
    }
    const unsettled = await db
      .select()
      .from(lotteryIssues)
      .where(and(isNotNull(lotteryIssues.drawnAt), isNull(lotteryIssues.settledAt)))
      .orderBy(asc(lotteryIssues.drawAt))
      .limit(1000);
    for (const issue of unsettled) {
      const game = byId.get(issue.lotteryGameId) ?? (await gameById(issue.lotteryGameId));
      if (!game) continue;
      try {
        report.settledBets += await settleIssue(issue, game, nowMs);
        const closed = await db
          .update(lotteryIssues)
          .set({ settledAt: new Date(nowMs) })
          .where(
            and(
              eq(lotteryIssues.id, issue.id),
              isNull(lotteryIssues.settledAt),
              sql`not exists (select 1 from ${lotteryBets} where ${lotteryBets.issueId} = ${issue.id} and ${lotteryBets.status} = 'open')`,
            ),
          )
          .returning({ id: lotteryIssues.id });
        report.settledIssues += closed.length;
      } catch (e) {
        opts.log?.error({ err: e, issueId: issue.id }, 'lottery: settling failed; retried next tick');
      }
    }
    return report;
  }

  async function gameById(id: number): Promise<LotteryGameRow | undefined> {
    const [g] = await db.select().from(lotteryGames).where(eq(lotteryGames.id, id));
    return g;
  }

  const loop = createPeriodicJob<number, TickReport>(
    (nowMs = clock.now()) => runTick(nowMs),
    opts.periodMs ?? 1000,
    (e) => opts.log?.error({ err: e }, 'lottery: tick failed'),
  );

  async function drawNow(target: { merchantCode: string; gameCode: string; numero: string }, nowMs = clock.now()): Promise<DrawNowResult> {
    const [row] = await db
      .select({ issue: lotteryIssues })
      .from(lotteryIssues)
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryIssues.lotteryGameId))
      .where(and(eq(lotteryGames.merchantCode, target.merchantCode), eq(lotteryGames.gameCode, target.gameCode), eq(lotteryIssues.numero, target.numero)));
    if (!row) return { outcome: 'unknown-issue' };
    // An issue that has not opened could never have taken a bet; drawing it early would skip its sale.
    if (row.issue.drawnAt === null && row.issue.opensAt.getTime() > nowMs) return { outcome: 'not-open-yet' };
    const earlier = (d: Date) => new Date(Math.min(d.getTime(), nowMs));
    const moved = await db
      .update(lotteryIssues)
      .set({ locksAt: earlier(row.issue.locksAt), drawAt: earlier(row.issue.drawAt) })
      .where(and(eq(lotteryIssues.id, row.issue.id), isNull(lotteryIssues.drawnAt)))
      .returning({ id: lotteryIssues.id });
    slots.forget(String(row.issue.lotteryGameId));
    // Drawn already (by the schedule, or an earlier call): the tick still settles what is open.
    const report = await loop.runOnce(nowMs);
    const [drawn] = await db.select({ winNo: lotteryIssues.winNo }).from(lotteryIssues).where(eq(lotteryIssues.id, row.issue.id));
    if (!drawn?.winNo) throw new Error(`lottery: issue ${target.numero} of ${target.gameCode} was not drawn`);
    return { outcome: moved.length > 0 ? 'drawn' : 'was-drawn', winNo: drawn.winNo, report };
  }

  const engine: LotteryEngine = {
    get clock() {
      return clock;
    },
    useClock(now) {
      clock = { now };
    },
    timingOf,
    ensureIssues,
    // One tick at a time per process: a slow tick is not overlapped by the next.
    tick: (nowMs) => loop.runOnce(nowMs),
    drawNow,
    // Catch up at once (a restart after draw times), then every periodMs.
    start: () => loop.start({ immediately: true }),
    stop: () => loop.stop(),
    get running() {
      return loop.running;
    },
  };
  return engine;
}
