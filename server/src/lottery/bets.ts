import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import {
  MAIN_WALLET_ACCOUNT_TYPE_ID,
  lotteryBets,
  lotteryGames,
  lotteryIssues,
  wallets,
  type LotteryBetRow,
  type LotteryGameRow,
  type LotteryIssueRow,
} from '../db/schema/index.js';
import { errors } from '../errors.js';
import { postLedgerEntry } from '../ledger/ledger.js';
import { kindOf, type LotteryEngine } from './engine.js';
import { findPlay } from './plays.js';
import { isOnSale } from './schedule.js';

const SALE_CLOSED = 'Betting for this draw has closed. Please bet on the next draw.';
const NO_BALANCE = 'Your balance is not enough for this bet.';

export interface PlaceBetArgs {
  merchantCode: string;
  customerId: number;
  gameCode: string;
  numero: string;
  playCode: string;
  selection: string;
  amountMinor: bigint;
  idempotencyKey: string;
}

export interface PlacedBet {
  bet: LotteryBetRow;
  issue: LotteryIssueRow;
  game: LotteryGameRow;
  /** True when the idempotency key had already placed this bet (nothing was debited again). */
  replayed: boolean;
  balanceAfterMinor: bigint | null;
}

export async function findGame(db: Db, merchantCode: string, gameCode: string): Promise<LotteryGameRow | undefined> {
  const [g] = await db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantCode, merchantCode), eq(lotteryGames.gameCode, gameCode), eq(lotteryGames.enabled, true)));
  return g;
}

const sameBet = (b: LotteryBetRow, issueId: number, a: PlaceBetArgs) =>
  b.issueId === issueId && b.playCode === a.playCode && b.selection === a.selection && b.amountMinor === a.amountMinor;

/**
 * Places a bet on an issue on sale: refused after lock time by the server clock
 * (`lottery.sale.closed`), refused beyond the balance (`lottery.balance.insufficient`); the bet
 * row and the debit land in one transaction. A retry with the same idempotency key answers the
 * first bet without debiting again; the same key with another bet is `idempotency.conflict`.
 */
export async function placeBet(db: Db, engine: LotteryEngine, a: PlaceBetArgs, nowMs = engine.clock.now()): Promise<PlacedBet> {
  const game = await findGame(db, a.merchantCode, a.gameCode);
  if (!game) throw errors.inStayTuned('This lottery is not offered.');
  const play = findPlay(kindOf(game), a.playCode);
  if (!play || !play.selections.includes(a.selection)) throw errors.requestInvalid('Unknown play or selection for this lottery.');
  if (a.amountMinor <= 0n) throw errors.requestInvalid('The amount must be positive.');

  // The current issues exist even when no engine loop runs in this process.
  await engine.ensureIssues(game, nowMs);
  const [issue] = await db
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.lotteryGameId, game.id), eq(lotteryIssues.numero, a.numero)));

  const [previous] = await db
    .select()
    .from(lotteryBets)
    .where(and(eq(lotteryBets.customerId, a.customerId), eq(lotteryBets.idempotencyKey, a.idempotencyKey)));
  if (previous) return replay(db, previous, a, game);

  if (!issue) throw errors.lotterySaleClosed(SALE_CLOSED);
  if (!isOnSale(issue, nowMs) || issue.drawnAt !== null) throw errors.lotterySaleClosed(SALE_CLOSED);

  const [wallet] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.customerId, a.customerId), eq(wallets.accountTypeId, MAIN_WALLET_ACCOUNT_TYPE_ID)));
  if (!wallet) throw errors.lotteryBalanceInsufficient(NO_BALANCE);

  const placed = await db.transaction(async (tx) => {
    const [bet] = await tx
      .insert(lotteryBets)
      .values({
        issueId: issue.id,
        customerId: a.customerId,
        walletId: wallet.id,
        playCode: play.playCode,
        selection: a.selection,
        amountMinor: a.amountMinor,
        oddsHundredths: play.oddsHundredths,
        idempotencyKey: a.idempotencyKey,
      })
      // A concurrent retry with the same key won the race: answer its bet below.
      .onConflictDoNothing()
      .returning();
    if (!bet) return null;
    const debit = await postLedgerEntry(tx, {
      walletId: wallet.id,
      amountMinor: -a.amountMinor,
      kind: 'lottery_bet',
      reference: `lottery:${game.gameCode}:${issue.numero}:${bet.id}`,
      idempotencyKey: `lottery-bet:${bet.id}`,
    });
    // Throwing rolls the bet row back with the transaction.
    if (!debit) throw errors.lotteryBalanceInsufficient(NO_BALANCE);
    return { bet, balanceAfterMinor: debit.balanceAfterMinor };
  });
  if (!placed) {
    const [won] = await db
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.customerId, a.customerId), eq(lotteryBets.idempotencyKey, a.idempotencyKey)));
    if (!won) throw errors.internalError();
    return replay(db, won, a, game);
  }
  return { ...placed, issue, game, replayed: false };
}

async function replay(db: Db, previous: LotteryBetRow, a: PlaceBetArgs, game: LotteryGameRow): Promise<PlacedBet> {
  const [issue] = await db.select().from(lotteryIssues).where(eq(lotteryIssues.id, previous.issueId));
  if (!issue || issue.lotteryGameId !== game.id || issue.numero !== a.numero || !sameBet(previous, issue.id, a)) {
    throw errors.idempotencyConflict();
  }
  return { bet: previous, issue, game, replayed: true, balanceAfterMinor: null };
}

/** A player's latest bets with their issue and game, newest first. */
export async function listBets(db: Db, merchantCode: string, customerId: number, opts: { gameCode?: string; limit?: number } = {}) {
  return db
    .select({ bet: lotteryBets, issue: lotteryIssues, game: lotteryGames })
    .from(lotteryBets)
    .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryBets.issueId))
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryIssues.lotteryGameId))
    .where(
      and(
        eq(lotteryBets.customerId, customerId),
        eq(lotteryGames.merchantCode, merchantCode),
        opts.gameCode ? eq(lotteryGames.gameCode, opts.gameCode) : undefined,
      ),
    )
    .orderBy(desc(lotteryBets.id))
    .limit(opts.limit ?? 20);
}
