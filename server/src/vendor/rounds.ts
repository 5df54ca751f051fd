import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, vendorLaunches, vendorRounds, wallets, type VendorRoundRow } from '../db/schema.js';
import { appError, errors } from '../errors.js';
import { postLedgerEntry } from '../modules/wallet/wallet.repository.js';
import { crashWin, playCrash, slotWin, spinSlot, type CrashOutcome, type SlotOutcome } from './games.js';
import { demoKindOf, type ResolvedLaunch } from './launch.js';

export type RoundOutcome = SlotOutcome | CrashOutcome;

export interface RoundInput {
  roundId: string;
  betMinor: bigint;
  /** Crash: auto cash-out target in hundredths. */
  targetX100?: number;
}

export interface RoundResult {
  roundId: string;
  betMinor: bigint;
  winMinor: bigint;
  balanceAfterMinor: bigint;
  outcome: RoundOutcome;
  /** True when this round id was already played and the stored result is answered again. */
  replay: boolean;
}

const insufficient = () => appError('launch_game_balance_not_enough', 'Insufficient balance for this bet.');

/** The balance a launch plays with: play money for trials, else the player's main wallet. */
export async function launchBalance(db: Db, r: ResolvedLaunch): Promise<{ balanceMinor: bigint; currency: string }> {
  if (r.launch.trial || r.launch.customerId === null) return { balanceMinor: r.launch.playMoneyMinor, currency: r.merchantCurrency };
  const wallet = await mainWallet(db, r.launch.customerId);
  return { balanceMinor: wallet.balanceMinor, currency: wallet.currency };
}

async function mainWallet(db: Db, customerId: number) {
  const [wallet] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.customerId, customerId), eq(wallets.accountTypeId, MAIN_WALLET_ACCOUNT_TYPE_ID)));
  if (!wallet) throw errors.resourceNotFound('The player has no main wallet.');
  return wallet;
}

const fromRow = (row: VendorRoundRow, replay: boolean): RoundResult => ({
  roundId: row.roundId,
  betMinor: row.betMinor,
  winMinor: row.winMinor,
  balanceAfterMinor: row.balanceAfterMinor,
  outcome: row.outcome as unknown as RoundOutcome,
  replay,
});

async function storedRound(db: Db, launchId: number, roundId: string): Promise<VendorRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(vendorRounds)
    .where(and(eq(vendorRounds.launchId, launchId), eq(vendorRounds.roundId, roundId)));
  return row;
}

function replayOf(row: VendorRoundRow, input: RoundInput): RoundResult {
  if (row.betMinor !== input.betMinor) throw errors.idempotencyConflict('This round id was already played with another bet.');
  return fromRow(row, true);
}

const isUniqueViolation = (e: unknown): boolean => {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; depth++) {
    if ((cur as { code?: unknown }).code === '23505') return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * Plays one round: the outcome is drawn with crypto.randomInt, then ONE transaction debits the bet,
 * credits the win and writes the round. The same (launch, round id) answers the stored result and
 * moves no money again, also when two copies race (the unique index decides, the loser re-reads).
 */
export async function playRound(db: Db, r: ResolvedLaunch, input: RoundInput): Promise<RoundResult> {
  const { launch, game } = r;
  const existing = await storedRound(db, launch.id, input.roundId);
  if (existing) return replayOf(existing, input);

  if (input.betMinor < BigInt(game.minBetMinor) || input.betMinor > BigInt(game.maxBetMinor)) {
    throw errors.requestInvalid(`The bet must be between ${game.minBetMinor} and ${game.maxBetMinor} minor units.`);
  }
  const kind = demoKindOf(game);
  let outcome: RoundOutcome;
  let winMinor: bigint;
  if (kind === 'crash') {
    if (input.targetX100 === undefined) throw errors.requestInvalid('A cash-out target is required.');
    const crash = playCrash(input.targetX100);
    outcome = crash;
    winMinor = crashWin(input.betMinor, crash);
  } else {
    const slot = spinSlot();
    outcome = slot;
    winMinor = slotWin(input.betMinor, slot);
  }

  const realMoney = !launch.trial && launch.customerId !== null;
  const walletId = realMoney ? (await mainWallet(db, launch.customerId as number)).id : null;
  const keyBase = `vendor:${launch.id}:${input.roundId}`;
  const reference = `demo ${kind} ${game.nodeId} round ${input.roundId}`;

  try {
    const row = await db.transaction(async (tx) => {
      let balanceAfterMinor: bigint;
      if (walletId !== null) {
        const debit = await postLedgerEntry(tx, { walletId, amountMinor: -input.betMinor, kind: 'bet', reference, idempotencyKey: `${keyBase}:bet` });
        if (!debit) throw insufficient();
        balanceAfterMinor = debit.balanceAfterMinor;
        if (winMinor > 0n) {
          const credit = await postLedgerEntry(tx, { walletId, amountMinor: winMinor, kind: 'payout', reference, idempotencyKey: `${keyBase}:payout` });
          if (!credit) throw new Error('payout refused');
          balanceAfterMinor = credit.balanceAfterMinor;
        }
      } else {
        // Play money moves the same way: one guarded update, never below zero.
        const [updated] = await tx
          .update(vendorLaunches)
          .set({ playMoneyMinor: sql`${vendorLaunches.playMoneyMinor} - ${input.betMinor.toString()}::bigint + ${winMinor.toString()}::bigint` })
          .where(sql`${vendorLaunches.id} = ${launch.id} and ${vendorLaunches.playMoneyMinor} >= ${input.betMinor.toString()}::bigint`)
          .returning({ playMoneyMinor: vendorLaunches.playMoneyMinor });
        if (!updated) throw insufficient();
        balanceAfterMinor = updated.playMoneyMinor;
      }
      const [inserted] = await tx
        .insert(vendorRounds)
        .values({
          launchId: launch.id,
          roundId: input.roundId,
          betMinor: input.betMinor,
          winMinor,
          balanceAfterMinor,
          outcome: outcome as unknown as Record<string, unknown>,
        })
        .returning();
      return inserted as VendorRoundRow;
    });
    return fromRow(row, false);
  } catch (e) {
    if (isUniqueViolation(e)) {
      const raced = await storedRound(db, launch.id, input.roundId);
      if (raced) return replayOf(raced, input);
    }
    throw e;
  }
}

/** The launch's latest rounds, newest first (the page's history strip). */
export async function recentRounds(db: Db, launchId: number, limit = 12): Promise<VendorRoundRow[]> {
  return db.select().from(vendorRounds).where(eq(vendorRounds.launchId, launchId)).orderBy(desc(vendorRounds.id)).limit(limit);
}
