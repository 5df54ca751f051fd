import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { minorToMajor, type RafflePrize, type RaffleStatus } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import { pointAccounts, pointTransactions, type RafflePrizeRow } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import { entryByKey, mainWalletOf, postLedgerEntry } from '../../ledger/ledger.js';
import type { Merchant } from '../../plugins/merchant.js';
import type { Session } from '../../plugins/session.js';
import { dateTimeStr } from './promotions.presenter.js';
import type { PromotionsRepository } from './promotions.repository.js';
import { mayClaim, type Clock } from './promotions.service.js';

/** Points are kept in hundredths (db/schema/points.ts); 9104 is the points module's "Bonus points" type. */
const CENTIPOINTS = 100n;
const BONUS_POINTS_TX_TYPE = 9104;

/** One prize by weight, drawn with node:crypto (no modulo bias; ARCHITECTURE "real crypto"). */
export function drawPrize(prizes: readonly RafflePrizeRow[]): RafflePrizeRow {
  const total = prizes.reduce((sum, p) => sum + Math.max(0, p.weight), 0);
  if (total <= 0) throw errors.internalError();
  let roll = randomInt(total);
  for (const prize of prizes) {
    roll -= Math.max(0, prize.weight);
    if (roll < 0) return prize;
  }
  return prizes[prizes.length - 1]!;
}

/**
 * Raffles (spec 2 §3 "Raffle", §4 "Raffle tip"): a promotion of type RAFFLE with claim windows
 * (schedules); a member claims once per window, and the prize is drawn at claim time and credited
 * in the claim's own transaction: BONUS and TICKET money to the main wallet through the ledger,
 * POINT to the member's point account with its point transaction.
 */
export function createRaffleService(repo: PromotionsRepository, clock: Clock) {
  async function windowOf(merchant: Merchant, session: Session, promotionId: number, scheduleId: number) {
    const promotion = await repo.byId(repo.db, merchant.code, promotionId);
    if (!promotion || promotion.promotionType !== 'RAFFLE' || !mayClaim(merchant, session, promotion, clock())) {
      throw errors.promotionUnavailable('This raffle cannot be claimed by you.');
    }
    const schedule = await repo.schedule(repo.db, promotionId, scheduleId);
    if (!schedule) throw errors.resourceNotFound('No such raffle schedule.');
    return { promotion, schedule };
  }

  async function credit(tx: Db, merchant: Merchant, session: Session, prize: RafflePrizeRow, claimId: number) {
    const key = `raffle:${claimId}`;
    if (prize.prizeType === 'POINT') {
      const cp = BigInt(prize.points ?? 0) * CENTIPOINTS;
      const [account] = await tx
        .insert(pointAccounts)
        .values({ customerId: session.customerId, merchantCode: merchant.code, balanceCp: cp })
        .onConflictDoUpdate({ target: pointAccounts.customerId, set: { balanceCp: sql`${pointAccounts.balanceCp} + ${cp.toString()}::bigint`, updatedAt: sql`now()` } })
        .returning({ balanceCp: pointAccounts.balanceCp });
      await tx.insert(pointTransactions).values({
        customerId: session.customerId,
        txTypeId: BONUS_POINTS_TX_TYPE,
        amountCp: cp,
        balanceAfterCp: account!.balanceCp,
        source: key,
        reference: `raffle prize ${prize.id}`,
      });
      return null;
    }
    const wallet = await mainWalletOf(tx, session.customerId);
    if (!wallet) throw errors.internalError();
    const posted = await postLedgerEntry(tx, {
      walletId: wallet.id,
      amountMinor: prize.amountMinor ?? 0n,
      kind: 'raffle_prize',
      reference: `raffle:${prize.promotionId}:${claimId}`,
      idempotencyKey: key,
    });
    if (!posted) throw errors.internalError();
    return (await entryByKey(tx, key))?.id ?? null;
  }

  return {
    /** MCSFE_getRafflePromotionStatus: flags Y/N; `time` seconds until the window opens, `due` seconds until it closes (spec 3 Replies). */
    async status(merchant: Merchant, session: Session, promotionId: number, scheduleId: number): Promise<RaffleStatus> {
      const { schedule } = await windowOf(merchant, session, promotionId, scheduleId);
      const now = clock();
      const claimed = await repo.raffleClaimOf(repo.db, schedule.id, session.customerId);
      const toSeconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
      return {
        isClaimed: claimed ? 'Y' : 'N',
        hasStarted: schedule.startsAt.getTime() <= now ? 'Y' : 'N',
        hasEnded: schedule.dueAt.getTime() <= now ? 'Y' : 'N',
        time: toSeconds(schedule.startsAt.getTime() - now),
        due: toSeconds(schedule.dueAt.getTime() - now),
      };
    },

    /**
     * MCSFE_claimRafflePromotion: inside the window, once per member and schedule (the unique index
     * decides between parallel claims: the loser's transaction, credit included, rolls back).
     */
    async claim(merchant: Merchant, session: Session, promotionId: number, scheduleId: number): Promise<RafflePrize> {
      const { schedule } = await windowOf(merchant, session, promotionId, scheduleId);
      const now = clock();
      if (schedule.startsAt.getTime() > now) throw errors.raffleNotStarted('The raffle has not started yet.');
      if (schedule.dueAt.getTime() <= now) throw errors.raffleEnded('The raffle has ended.');
      return repo.db.transaction(async (tx) => {
        const prize = drawPrize(await repo.prizes(tx, promotionId));
        const ticketCode = prize.prizeType === 'TICKET' ? randomBytes(6).toString('hex').toUpperCase() : null;
        const claim = await repo.insertRaffleClaim(tx, { scheduleId: schedule.id, customerId: session.customerId, prizeId: prize.id, ticketCode });
        if (!claim) throw errors.raffleClaimed('This raffle is claimed already.');
        const entryId = await credit(tx, merchant, session, prize, claim.id);
        if (entryId !== null) await repo.setRaffleLedgerEntry(tx, claim.id, entryId);
        const validUntil = new Date(claim.createdAt.getTime() + (prize.ticketValidDays ?? 7) * 86_400_000);
        return {
          type: prize.prizeType,
          value: prize.presentation,
          amount: prize.prizeType === 'POINT' ? null : minorToMajor(prize.amountMinor ?? 0n),
          points: prize.prizeType === 'POINT' ? (prize.points ?? 0) : null,
          ticket:
            prize.prizeType === 'TICKET'
              ? {
                  id: String(claim.id),
                  ticketId: ticketCode ?? '',
                  transactionId: String(entryId ?? ''),
                  startDateStr: dateTimeStr(claim.createdAt),
                  endDateStr: dateTimeStr(validUntil),
                }
              : null,
        };
      });
    },
  };
}
