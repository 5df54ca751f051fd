import { and, eq, lte, notExists, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import { vendorLaunches, vendorLobbyTickets, vendorRounds } from '../db/schema/index.js';
import { createPeriodicJob } from '../lib/periodic-job.js';
import { settleEndedLiveRounds } from './live-crash.js';

/**
 * How often the vendor's sweep runs: it settles live crash rounds whose flight ended (the longest
 * flight lasts about 31 s, so a win nobody looks at is paid within a few seconds of that).
 */
export const LAUNCH_SWEEP_PERIOD_MS = 5_000;
/** How often expired launch tickets are deleted (they expire after 12 h; a few minutes late is fine). */
export const LAUNCH_PURGE_PERIOD_MS = 10 * 60 * 1000;

/**
 * Deletes expired launch tickets that hold nothing worth keeping: every expired trial launch (its
 * rounds are play money) and expired real launches without rounds. A real launch with rounds stays:
 * its rounds are the player's money history. A launch with a round still open stays until the
 * round is settled. Expired lobby sign-on tickets go too. Answers how many launch tickets were
 * deleted.
 */
export async function purgeExpiredLaunches(db: Db, now: Date = new Date()): Promise<number> {
  const roundsOf = (open: boolean) =>
    db
      .select({ one: sql`1` })
      .from(vendorRounds)
      .where(open ? and(eq(vendorRounds.launchId, vendorLaunches.id), eq(vendorRounds.status, 'open')) : eq(vendorRounds.launchId, vendorLaunches.id));
  const deleted = await db
    .delete(vendorLaunches)
    .where(and(lte(vendorLaunches.expiresAt, now), or(eq(vendorLaunches.trial, true), notExists(roundsOf(false))), notExists(roundsOf(true))))
    .returning({ id: vendorLaunches.id });
  await db.delete(vendorLobbyTickets).where(lte(vendorLobbyTickets.expiresAt, now));
  return deleted.length;
}

export interface SweepReport {
  /** Live rounds settled (flight over). */
  settled: number;
  /** Expired launch tickets deleted. */
  deleted: number;
}

export interface LaunchPurge {
  /** One sweep now (a sweep in progress is waited for, never run twice at once). */
  runOnce(now?: Date): Promise<SweepReport>;
  start(): void;
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
  readonly running: boolean;
}

/**
 * The vendor's periodic sweep. Every run settles the live rounds whose flight ended (so an auto
 * cash-out is paid although nobody looks at the round: the tab was closed, the game was launched
 * again, the launch expired), then, when purgePeriodMs has passed since its last purge (the first
 * run always), deletes expired launch tickets.
 */
export function createLaunchPurge(opts: { db: Db; periodMs?: number; purgePeriodMs?: number; log?: FastifyBaseLogger }): LaunchPurge {
  const purgePeriodMs = opts.purgePeriodMs ?? LAUNCH_PURGE_PERIOD_MS;
  let lastPurgeMs = Number.NEGATIVE_INFINITY;
  const sweep = async (now = new Date()): Promise<SweepReport> => {
    const settled = await settleEndedLiveRounds(opts.db, now.getTime(), opts.log);
    if (settled > 0) opts.log?.info({ settled }, 'vendor: ended live rounds settled');
    let deleted = 0;
    if (now.getTime() - lastPurgeMs >= purgePeriodMs) {
      lastPurgeMs = now.getTime();
      deleted = await purgeExpiredLaunches(opts.db, now);
      if (deleted > 0) opts.log?.info({ deleted }, 'vendor: expired launches purged');
    }
    return { settled, deleted };
  };
  return createPeriodicJob(sweep, opts.periodMs ?? LAUNCH_SWEEP_PERIOD_MS, (e) => opts.log?.error({ err: e }, 'vendor: launch sweep failed'));
}
