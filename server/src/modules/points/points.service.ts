import { majorToMinor, type convertPointRequestSchema, type redeemRequestSchema } from '@lotto/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import type { PointConversionRow, PointRedemptionRow, PointSettingsRow } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import { mainWalletOf, postLedgerEntry } from '../../ledger/ledger.js';
import type { Merchant } from '../../plugins/merchant.js';
import { requireRealAccount, type Session } from '../../plugins/session.js';
import type { PaymentPasswordCheck } from '../payments/payment-password.service.js';
import { POINT_TX } from './point-tx-types.js';
import type { Earning, PointsRepository } from './points.repository.js';

type RedeemInput = z.output<typeof redeemRequestSchema>;
type ConvertInput = z.output<typeof convertPointRequestSchema>;

/** Settings of a merchant without a row (the seed gives the demo merchants theirs): 10 points a unit, 1 % of lottery turnover. */
export const DEFAULT_POINT_SETTINGS: Omit<PointSettingsRow, 'merchantCode' | 'updatedAt'> = {
  exchangeRateCp: 1000n,
  liveBetBp: 50,
  lottoBetBp: 100,
  pvpBetBp: 50,
  rngBetBp: 80,
  sportBetBp: 60,
  depositBp: 20,
};

const rateBp = (s: typeof DEFAULT_POINT_SETTINGS, rate: Earning['rate']): number =>
  ({ lotto: s.lottoBetBp, live: s.liveBetBp, rng: s.rngBetBp, pvp: s.pvpBetBp, sport: s.sportBetBp, deposit: s.depositBp })[rate];

/**
 * Points a stake earns: its share at the product's rate (basis points) is worth that much
 * currency, and each unit of currency is `exchangeRateCp` centipoints (spec 2 §9 "1 unit of
 * currency gives pointExchangeRate points"). Rounded down to a centipoint.
 */
export const earnedCp = (amountMinor: bigint, bp: number, exchangeRateCp: bigint): bigint =>
  (amountMinor * BigInt(bp) * exchangeRateCp) / 1_000_000n;

/** Centipoints a conversion of `amountMinor` buys. */
export const convertedCp = (amountMinor: bigint, exchangeRateCp: bigint): bigint => (amountMinor * exchangeRateCp) / 100n;

const EARN_TYPE: Record<Earning['rate'], number> = {
  lotto: POINT_TX.lotteryTurnover.id,
  live: POINT_TX.gameTurnover.id,
  rng: POINT_TX.gameTurnover.id,
  pvp: POINT_TX.gameTurnover.id,
  sport: POINT_TX.gameTurnover.id,
  deposit: POINT_TX.deposit.id,
};

/**
 * Points (spec 2 "Points"): earning from real turnover, redemption of rewards with the payment
 * password, conversion of currency into points. Every change of points, stock and money for one
 * request is one database transaction; idempotency keys make retries answer the first outcome.
 */
export function createPointsService(db: Db, repo: PointsRepository, paymentPassword: PaymentPasswordCheck) {
  const settingsOf = async (merchantCode: string) => (await repo.settingsOf(merchantCode)) ?? DEFAULT_POINT_SETTINGS;

  /** Turns the member's settled stakes and deposits not counted yet into points (one transaction each refresh). */
  async function accrue(session: Session): Promise<bigint> {
    const settings = await settingsOf(session.merchantCode);
    const pending = await repo.pendingEarnings(session.customerId);
    if (pending.length === 0) return repo.balanceOf(session.customerId);
    const changes = pending.map((e) => ({
      txTypeId: EARN_TYPE[e.rate],
      amountCp: earnedCp(e.amountMinor, rateBp(settings, e.rate), settings.exchangeRateCp),
      source: e.source,
      reference: e.reference,
    }));
    const done = await db.transaction((tx) => repo.postPoints(tx, session.customerId, session.merchantCode, changes));
    return done?.balanceCp ?? repo.balanceOf(session.customerId);
  }

  function redemptionReplay(previous: PointRedemptionRow, input: RedeemInput): PointRedemptionRow {
    if (previous.rewardId !== Number(input.rewardId) || previous.quantity !== input.quantity || previous.redeemType !== input.redeemType) {
      throw errors.idempotencyConflict('This idempotency key was used for another redemption.');
    }
    return previous;
  }

  function conversionReplay(previous: PointConversionRow, amountMinor: bigint): PointConversionRow {
    if (previous.amountMinor !== amountMinor) throw errors.idempotencyConflict('This idempotency key was used for another conversion.');
    return previous;
  }

  return {
    settingsOf,

    balance(session: Session): Promise<bigint> {
      requireRealAccount(session);
      return repo.balanceOf(session.customerId);
    },

    refresh(session: Session): Promise<bigint> {
      requireRealAccount(session);
      return accrue(session);
    },

    async redeem(session: Session, merchant: Merchant, input: RedeemInput): Promise<{ redemption: PointRedemptionRow; balanceCp: bigint }> {
      requireRealAccount(session);
      if (!/^\d{1,15}$/.test(input.rewardId)) throw errors.resourceNotFound('No such reward.');
      const key = input.idempotencyKey ?? null;
      if (key) {
        const previous = await repo.redemptionByKey(session.customerId, key);
        if (previous) return { redemption: redemptionReplay(previous, input), balanceCp: await repo.balanceOf(session.customerId) };
      }
      const reward = await repo.reward(merchant.code, Number(input.rewardId));
      if (!reward) throw errors.resourceNotFound('No such reward.');
      const byPoints = input.redeemType === 'P';
      // spec 2 §3: PM (points plus money) is for rewards without a pure point price
      if (byPoints ? reward.priceCp === null : reward.mpPointCp === null || reward.mpMoneyMinor === null) {
        throw errors.rewardRedeemTypeInvalid('This reward cannot be redeemed that way.');
      }
      const qty = BigInt(input.quantity);
      const requiredCp = (byPoints ? reward.priceCp! : reward.mpPointCp!) * qty;
      const requiredMoneyMinor = byPoints ? 0n : reward.mpMoneyMinor! * qty;
      if (input.quantity > reward.inventory) throw errors.rewardStockInsufficient('Not enough of this reward is left.');
      // the password is checked before anything moves: a wrong one changes nothing
      await paymentPassword.require(session, input.password);
      const physical = (await repo.rewardType(merchant.code, reward.type))?.physical ?? true;

      const made = await db.transaction(async (tx) => {
        const redemption = await repo.insertRedemption(tx, {
          merchantCode: merchant.code,
          customerId: session.customerId,
          rewardId: reward.id,
          quantity: input.quantity,
          redeemType: input.redeemType,
          requiredCp,
          requiredMoneyMinor,
          // spec 2 §4: physical goods wait for the merchant to ship them; virtual ones are done at once
          status: physical ? 'P' : 'A',
          province: input.province || null,
          remarks: input.remarks,
          idempotencyKey: key,
        });
        if (!redemption) return null;
        // Throwing rolls back the redemption, the stock and any points with the transaction.
        if (!(await repo.takeStock(tx, reward.id, input.quantity))) throw errors.rewardStockInsufficient('Not enough of this reward is left.');
        const points = await repo.postPoints(tx, session.customerId, merchant.code, [
          { txTypeId: POINT_TX.redemption.id, amountCp: -requiredCp, source: `redemption:${redemption.id}`, reference: `reward ${reward.code} x${input.quantity}` },
        ]);
        if (!points) throw errors.pointBalanceInsufficient('You do not have enough points.');
        if (requiredMoneyMinor > 0n) {
          const wallet = await mainWalletOf(tx, session.customerId);
          const paid = wallet
            ? await postLedgerEntry(tx, {
                walletId: wallet.id,
                amountMinor: -requiredMoneyMinor,
                kind: 'point_redemption',
                reference: `point-redemption:${redemption.id}`,
                idempotencyKey: `point-redemption:${redemption.id}`,
              })
            : null;
          if (!paid) throw errors.walletBalanceInsufficient('Your balance is not enough for this reward.');
        }
        return { redemption, balanceCp: points.balanceCp };
      });
      if (made) return made;
      // A parallel retry with the same key won the race: answer its redemption.
      const won = key ? await repo.redemptionByKey(session.customerId, key) : null;
      if (!won) throw errors.internalError();
      return { redemption: redemptionReplay(won, input), balanceCp: await repo.balanceOf(session.customerId) };
    },

    async convert(session: Session, merchant: Merchant, input: ConvertInput): Promise<{ conversion: PointConversionRow; balanceCp: bigint }> {
      requireRealAccount(session);
      const amountMinor = majorToMinor(input.amount);
      const key = input.idempotencyKey ?? null;
      if (key) {
        const previous = await repo.conversionByKey(session.customerId, key);
        if (previous) return { conversion: conversionReplay(previous, amountMinor), balanceCp: await repo.balanceOf(session.customerId) };
      }
      await paymentPassword.require(session, input.password);
      const settings = await settingsOf(merchant.code);
      const pointsCp = convertedCp(amountMinor, settings.exchangeRateCp);

      const made = await db.transaction(async (tx) => {
        const conversion = await repo.insertConversion(tx, { customerId: session.customerId, amountMinor, pointsCp, idempotencyKey: key });
        if (!conversion) return null;
        // points first, then the wallet: the lock order of every points transaction (redeem too)
        const points = await repo.postPoints(tx, session.customerId, merchant.code, [
          { txTypeId: POINT_TX.conversion.id, amountCp: pointsCp, source: `conversion:${conversion.id}`, reference: `converted ${amountMinor} minor` },
        ]);
        if (!points) throw errors.internalError();
        const wallet = await mainWalletOf(tx, session.customerId);
        const paid = wallet
          ? await postLedgerEntry(tx, {
              walletId: wallet.id,
              amountMinor: -amountMinor,
              kind: 'point_conversion',
              reference: `point-conversion:${conversion.id}`,
              idempotencyKey: `point-conversion:${conversion.id}`,
            })
          : null;
        if (!paid) throw errors.walletBalanceInsufficient('Your balance is not enough for this conversion.');
        return { conversion, balanceCp: points.balanceCp };
      });
      if (made) return made;
      const won = key ? await repo.conversionByKey(session.customerId, key) : null;
      if (!won) throw errors.internalError();
      return { conversion: conversionReplay(won, amountMinor), balanceCp: await repo.balanceOf(session.customerId) };
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
