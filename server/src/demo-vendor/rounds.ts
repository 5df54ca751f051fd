import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { vendorLaunches, vendorRounds, type GameRow, type VendorLaunchRow, type VendorRoundRow } from '../db/schema/index.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { errors } from '../errors.js';
import { mainWalletOf, postLedgerEntry } from '../ledger/ledger.js';
import type { SportsOutcome, SportsPick } from './api-types.js';
import { cryptoRandomInt, slotWin, spinSlot, type RandomInt, type SlotOutcome } from './games.js';
import { demoKindOf, type ResolvedLaunch } from './launch.js';
import { samePick, settleSportsBet } from './sports-bets.js';
import { sportsNow } from './sports-clock.js';

/** Instant rounds: the slot and virtual sports play them; the crash game's rounds are live (live-crash.ts). */
export type RoundOutcome = SlotOutcome | SportsOutcome;

export interface RoundInput {
  roundId: string;
  betMinor: bigint;
  /** Sports only: the match and outcome the bet is on. */
  pick?: SportsPick;
}

/** What a round draws with: crypto.randomInt and the server clock in play; tests may script them. */
export interface RoundDraw {
  rand?: RandomInt;
  nowMs?: number;
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

export const insufficient = () => errors.launchGameBalanceNotEnough('Insufficient balance for this bet.');

// ── Shared by instant and live rounds ──────────────────────────────────────────────────────────

/** A launch that plays with the player's main wallet (not a trial's play money). */
export const realMoney = (launch: VendorLaunchRow): launch is VendorLaunchRow & { customerId: number } => !launch.trial && launch.customerId !== null;

/** Ledger idempotency keys of a round: `<key>:bet`, `<key>:payout`. */
export const roundKey = (launchId: number, roundId: string) => `vendor:${launchId}:${roundId}`;

/** The ledger reference of a round. */
export const roundReference = (kind: string, nodeId: string, roundId: string) => `demo ${kind} ${nodeId} round ${roundId}`;

export function assertBetInRange(game: Pick<GameRow, 'minBetMinor' | 'maxBetMinor'>, betMinor: bigint): void {
  if (betMinor < BigInt(game.minBetMinor) || betMinor > BigInt(game.maxBetMinor)) {
    throw errors.requestInvalid(`The bet must be between ${game.minBetMinor} and ${game.maxBetMinor} minor units.`);
  }
}

interface LedgerMove {
  walletId: number;
  amountMinor: bigint;
  reference: string;
  /** roundKey(...) of the round. */
  key: string;
}

/** Debits a bet on the main wallet (never below zero); answers the balance after. */
export async function debitBet(tx: Db, m: LedgerMove): Promise<bigint> {
  const debit = await postLedgerEntry(tx, { walletId: m.walletId, amountMinor: -m.amountMinor, kind: 'bet', reference: m.reference, idempotencyKey: `${m.key}:bet` });
  if (!debit) throw insufficient();
  return debit.balanceAfterMinor;
}

/** Credits a win on the main wallet; answers the balance after. */
export async function creditPayout(tx: Db, m: LedgerMove): Promise<bigint> {
  const credit = await postLedgerEntry(tx, { walletId: m.walletId, amountMinor: m.amountMinor, kind: 'payout', reference: m.reference, idempotencyKey: `${m.key}:payout` });
  // A credit only fails if the wallet is gone; the transaction must not commit the round then.
  if (!credit) throw new Error('payout refused');
  return credit.balanceAfterMinor;
}

/** Play money moves with one guarded update, never below zero; answers the new balance. */
export async function movePlayMoney(tx: Db, launchId: number, amountMinor: bigint): Promise<bigint> {
  const [updated] = await tx
    .update(vendorLaunches)
    .set({ playMoneyMinor: sql`${vendorLaunches.playMoneyMinor} + ${amountMinor.toString()}::bigint` })
    .where(sql`${vendorLaunches.id} = ${launchId} and ${vendorLaunches.playMoneyMinor} + ${amountMinor.toString()}::bigint >= 0`)
    .returning({ playMoneyMinor: vendorLaunches.playMoneyMinor });
  if (!updated) throw insufficient();
  return updated.playMoneyMinor;
}

export async function storedRound(db: Db, launchId: number, roundId: string): Promise<VendorRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(vendorRounds)
    .where(and(eq(vendorRounds.launchId, launchId), eq(vendorRounds.roundId, roundId)));
  return row;
}

/** The balance a launch plays with: play money for trials, else the player's main wallet. */
export async function launchBalance(db: Db, r: ResolvedLaunch): Promise<{ balanceMinor: bigint; currency: string }> {
  if (!realMoney(r.launch)) return { balanceMinor: r.launch.playMoneyMinor, currency: r.merchantCurrency };
  const wallet = await mainWallet(db, r.launch.customerId);
  return { balanceMinor: wallet.balanceMinor, currency: wallet.currency };
}

export async function mainWallet(db: Db, customerId: number) {
  const wallet = await mainWalletOf(db, customerId);
  if (!wallet) throw errors.resourceNotFound('The player has no main wallet.');
  return wallet;
}

// ── Instant rounds ─────────────────────────────────────────────────────────────────────────────

const fromRow = (row: VendorRoundRow, replay: boolean): RoundResult => ({
  roundId: row.roundId,
  betMinor: row.betMinor,
  winMinor: row.winMinor,
  balanceAfterMinor: row.balanceAfterMinor,
  outcome: row.outcome as unknown as RoundOutcome,
  replay,
});

function replayOf(row: VendorRoundRow, input: RoundInput): RoundResult {
  if (row.betMinor !== input.betMinor) throw errors.idempotencyConflict('This round id was already played with another bet.');
  if (row.outcome.kind === 'sports' && !samePick(row.outcome, input.pick)) throw errors.idempotencyConflict('This round id was already played with another pick.');
  return fromRow(row, true);
}

/** Draws an instant round of the game's kind: a slot spin, or a sports bet's match. */
function drawRound(r: ResolvedLaunch, input: RoundInput, draw: RoundDraw): { outcome: RoundOutcome; winMinor: bigint } {
  const kind = demoKindOf(r.game);
  const rand = draw.rand ?? cryptoRandomInt;
  if (kind === 'sports') return settleSportsBet(r, input.pick, input.betMinor, { rand, nowMs: draw.nowMs ?? sportsNow() });
  if (kind !== 'slot') throw errors.requestInvalid('This game plays live rounds only.');
  if (input.pick) throw errors.requestInvalid('A slot round takes no pick.');
  const outcome = spinSlot(rand);
  return { outcome, winMinor: slotWin(input.betMinor, outcome) };
}

/**
 * Plays one instant round (slot spin or sports bet): the outcome is drawn with crypto.randomInt,
 * then ONE transaction debits the bet, credits the win and writes the round. The same (launch, round
 * id) answers the stored result and moves no money again, also when two copies race (the unique
 * index decides, the loser re-reads), and also once a sports bet's matchday has closed.
 */
export async function playRound(db: Db, r: ResolvedLaunch, input: RoundInput, draw: RoundDraw = {}): Promise<RoundResult> {
  const { launch, game } = r;
  const kind = demoKindOf(game);
  if (kind === 'crash') throw errors.requestInvalid('This game plays live rounds only.');
  const existing = await storedRound(db, launch.id, input.roundId);
  if (existing) return replayOf(existing, input);
  assertBetInRange(game, input.betMinor);

  const { outcome, winMinor } = drawRound(r, input, draw);
  const walletId = realMoney(launch) ? (await mainWallet(db, launch.customerId)).id : null;
  const move = { reference: roundReference(kind, game.nodeId, input.roundId), key: roundKey(launch.id, input.roundId) };

  try {
    const row = await db.transaction(async (tx) => {
      let balanceAfterMinor: bigint;
      if (walletId !== null) {
        balanceAfterMinor = await debitBet(tx, { ...move, walletId, amountMinor: input.betMinor });
        if (winMinor > 0n) balanceAfterMinor = await creditPayout(tx, { ...move, walletId, amountMinor: winMinor });
      } else {
        balanceAfterMinor = await movePlayMoney(tx, launch.id, -input.betMinor);
        if (winMinor > 0n) balanceAfterMinor = await movePlayMoney(tx, launch.id, winMinor);
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
  // An open live round is not history yet (and its crash point is not to be shown).
  return db
    .select()
    .from(vendorRounds)
    .where(and(eq(vendorRounds.launchId, launchId), eq(vendorRounds.status, 'settled')))
    .orderBy(desc(vendorRounds.id))
    .limit(limit);
}
