import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { games, vendorLaunches, vendorRounds, type VendorLaunchRow, type VendorRoundRow } from '../db/schema/index.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { errors } from '../errors.js';
import type { LiveRoundReply } from './api-types.js';
import { drawLiveCrash, judgeLiveCrash, type LiveCrashOutcome } from './games.js';
import { demoKindOf, type ResolvedLaunch } from './launch.js';
import {
  assertBetInRange,
  creditPayout,
  debitBet,
  mainWallet,
  movePlayMoney,
  realMoney,
  roundKey,
  roundReference,
  storedRound,
} from './rounds.js';

/**
 * Live crash rounds: the bet is debited when the round starts (one transaction) and the round stays
 * `open` until the player cashes out, the auto target is reached or the multiplier passes the crash
 * point; the settlement is a second transaction. The crash point is drawn with crypto.randomInt at
 * the start and stays on the server until the round is settled. Both steps are idempotent by the
 * page's round id; a launch has at most one open round (a partial unique index). Besides the page's
 * own looks, the vendor's periodic sweep (launch-purge.ts) settles every round whose flight ended,
 * so an abandoned or expired launch's auto target is still paid.
 */

export interface LiveStartInput {
  roundId: string;
  betMinor: bigint;
  targetX100: number | null;
}

const liveOutcome = (row: VendorRoundRow) => row.outcome as unknown as LiveCrashOutcome;
const isLive = (row: VendorRoundRow) => (row.outcome as { live?: unknown }).live === true;
/** What settling needs of a launch: the launch row and its game's node id (for the ledger reference). */
type LaunchOfRound = { launch: VendorLaunchRow; game: { nodeId: string } };
const moveOf = (r: LaunchOfRound, roundId: string) => ({ reference: roundReference('crash', r.game.nodeId, roundId), key: roundKey(r.launch.id, roundId) });

function replyOf(row: VendorRoundRow, replay: boolean, nowMs: number): LiveRoundReply {
  const o = liveOutcome(row);
  const settled = row.status === 'settled';
  return {
    roundId: row.roundId,
    status: row.status,
    bet: Number(row.betMinor),
    win: Number(row.winMinor),
    balance: Number(row.balanceAfterMinor),
    replay,
    elapsedMs: Math.max(0, nowMs - o.startedAtMs),
    targetX100: o.targetX100,
    ...(settled ? { crashX100: o.crashX100, cashedOutX100: o.cashedOut ? (o.cashedOutX100 ?? o.targetX100) : null } : {}),
  };
}

/** Starts a live crash round: one transaction debits the bet and stores the open round. */
export async function startLiveCrash(db: Db, r: ResolvedLaunch, input: LiveStartInput): Promise<LiveRoundReply> {
  const { launch, game } = r;
  if (demoKindOf(game) !== 'crash') throw errors.requestInvalid('Only the crash game has live rounds.');
  const existing = await storedRound(db, launch.id, input.roundId);
  if (existing) {
    if (existing.betMinor !== input.betMinor || !isLive(existing)) throw errors.idempotencyConflict('This round id was already played with another bet.');
    return replyOf(existing, true, Date.now());
  }
  assertBetInRange(game, input.betMinor);
  // A round whose flight is over but not yet settled must not block the next one.
  const open = await openRoundRow(db, launch.id);
  if (open) await settleLive(db, r, open, Date.now(), false);

  const walletId = realMoney(launch) ? (await mainWallet(db, launch.customerId)).id : null;
  const outcome = drawLiveCrash(input.targetX100, Date.now());
  try {
    const row = await db.transaction(async (tx) => {
      let balanceAfterMinor: bigint;
      if (walletId !== null) {
        balanceAfterMinor = await debitBet(tx, { ...moveOf(r, input.roundId), walletId, amountMinor: input.betMinor });
      } else {
        balanceAfterMinor = await movePlayMoney(tx, launch.id, -input.betMinor);
      }
      const [inserted] = await tx
        .insert(vendorRounds)
        .values({
          launchId: launch.id,
          roundId: input.roundId,
          betMinor: input.betMinor,
          winMinor: 0n,
          balanceAfterMinor,
          outcome: outcome as unknown as Record<string, unknown>,
          status: 'open',
        })
        .returning();
      return inserted as VendorRoundRow;
    });
    return replyOf(row, false, Date.now());
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const raced = await storedRound(db, launch.id, input.roundId);
    if (raced) return replyOf(raced, true, Date.now());
    // The other unique index: this launch already has a round in flight.
    throw errors.gameRoundUnfinished('A round is still in flight. Cash out or wait for it to end.');
  }
}

/**
 * Looks at a live round at `nowMs`: still flying answers it open; otherwise ONE transaction marks it
 * settled (only if it still is open, so two settlements never both pay) and credits the win.
 */
async function settleLive(db: Db, r: LaunchOfRound, row: VendorRoundRow, nowMs: number, cashOut: boolean): Promise<LiveRoundReply> {
  if (row.status === 'settled') return replyOf(row, true, nowMs);
  const o = liveOutcome(row);
  const verdict = judgeLiveCrash(o, nowMs, cashOut);
  if (verdict.open) return replyOf(row, false, nowMs);
  const cashed = verdict.cashedOutX100 !== null;
  const winMinor = cashed ? (row.betMinor * BigInt(verdict.cashedOutX100 as number)) / 100n : 0n;
  const settledOutcome: LiveCrashOutcome = { ...o, cashedOut: cashed, ...(cashed ? { cashedOutX100: verdict.cashedOutX100 as number } : {}) };
  const { launch } = r;
  const walletId = winMinor > 0n && realMoney(launch) ? (await mainWallet(db, launch.customerId)).id : null;
  const settled = await db
    .transaction(async (tx) => {
      // The guard comes first: a second settlement waits on this row and then finds it settled.
      const [claimed] = await tx
        .update(vendorRounds)
        .set({ status: 'settled', winMinor, outcome: settledOutcome as unknown as Record<string, unknown> })
        .where(and(eq(vendorRounds.id, row.id), eq(vendorRounds.status, 'open')))
        .returning({ id: vendorRounds.id });
      if (!claimed) throw new SettledElsewhere();
      let balanceAfterMinor = row.balanceAfterMinor;
      if (winMinor > 0n) {
        if (walletId !== null) {
          balanceAfterMinor = await creditPayout(tx, { ...moveOf(r, row.roundId), walletId, amountMinor: winMinor });
        } else {
          balanceAfterMinor = await movePlayMoney(tx, launch.id, winMinor);
        }
      }
      const [updated] = await tx.update(vendorRounds).set({ balanceAfterMinor }).where(eq(vendorRounds.id, row.id)).returning();
      return { row: updated as VendorRoundRow, replay: false };
    })
    .catch(async (e: unknown) => {
      if (!(e instanceof SettledElsewhere)) throw e;
      return { row: (await storedRound(db, launch.id, row.roundId)) as VendorRoundRow, replay: true };
    });
  return replyOf(settled.row, settled.replay, nowMs);
}

class SettledElsewhere extends Error {}

/** The live round of a launch by round id: cash out now (`cashOut`), or only look (settling an ended flight). */
export async function liveCrashRound(db: Db, r: ResolvedLaunch, roundId: string, cashOut: boolean): Promise<LiveRoundReply> {
  const row = await storedRound(db, r.launch.id, roundId);
  if (!row || !isLive(row)) throw errors.resourceNotFound('No such round.');
  return settleLive(db, r, row, Date.now(), cashOut);
}

async function openRoundRow(db: Db, launchId: number): Promise<VendorRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(vendorRounds)
    .where(and(eq(vendorRounds.launchId, launchId), eq(vendorRounds.status, 'open')));
  return row;
}

/** The launch's round in flight, if any (settling one whose flight ended), for the page's state. */
export async function openLiveRound(db: Db, r: ResolvedLaunch): Promise<LiveRoundReply | null> {
  const row = await openRoundRow(db, r.launch.id);
  if (!row) return null;
  const reply = await settleLive(db, r, row, Date.now(), false);
  return reply.status === 'open' ? reply : null;
}

/**
 * The name of another game in which the player has a real-money round in flight, or null (spec 3
 * "Replies": launching while a previous game is unfinished is refused). Rounds whose flight ended
 * are settled on the way, so only a round that can still be cashed out blocks.
 */
export async function unfinishedRealGame(db: Db, customerId: number, exceptGameRowId: number): Promise<string | null> {
  const rows = await db
    .select({ round: vendorRounds, launch: vendorLaunches, nodeId: games.nodeId, gameName: games.gameName, names: games.names })
    .from(vendorRounds)
    .innerJoin(vendorLaunches, eq(vendorLaunches.id, vendorRounds.launchId))
    .innerJoin(games, eq(games.id, vendorLaunches.gameRowId))
    .where(
      and(
        eq(vendorLaunches.customerId, customerId),
        eq(vendorLaunches.trial, false),
        ne(vendorLaunches.gameRowId, exceptGameRowId),
        eq(vendorRounds.status, 'open'),
      ),
    );
  for (const row of rows) {
    const reply = await settleLive(db, { launch: row.launch, game: { nodeId: row.nodeId } }, row.round, Date.now(), false);
    if (reply.status === 'open') return row.names.EN ?? row.gameName;
  }
  return null;
}

/**
 * Settles every open live round whose flight has ended by `nowMs` (crash point or auto target
 * reached), whatever its launch's expiry or game: the rounds nobody looks at any more. Each round is
 * settled in its own transaction by the same guarded update as a look, so a concurrent cash-out or
 * another process's sweep never pays twice. Answers how many rounds this call settled.
 */
export async function settleEndedLiveRounds(db: Db, nowMs: number = Date.now(), log?: { error: (o: object, m: string) => void }): Promise<number> {
  const rows = await db
    .select({ round: vendorRounds, launch: vendorLaunches, nodeId: games.nodeId })
    .from(vendorRounds)
    .innerJoin(vendorLaunches, eq(vendorLaunches.id, vendorRounds.launchId))
    .innerJoin(games, eq(games.id, vendorLaunches.gameRowId))
    .where(eq(vendorRounds.status, 'open'));
  let settled = 0;
  for (const row of rows) {
    if (!isLive(row.round) || judgeLiveCrash(liveOutcome(row.round), nowMs, false).open) continue;
    try {
      const reply = await settleLive(db, { launch: row.launch, game: { nodeId: row.nodeId } }, row.round, nowMs, false);
      if (reply.status === 'settled' && !reply.replay) settled++;
    } catch (e) {
      // One round's failure (say, a wallet gone) must not keep the others unpaid; the next sweep retries it.
      log?.error({ err: e, roundId: row.round.id }, 'vendor: settling an ended live round failed');
    }
  }
  return settled;
}
