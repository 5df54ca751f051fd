import {
  majorToMinor,
  minorToMajor,
  type PaymentKind,
  type PaymentOptions,
} from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import type { MerchantPaymentSettingsRow, PaymentOrderRow } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, openWallets, postLedgerEntry } from '../../ledger/ledger.js';
import type { Merchant } from '../../plugins/merchant.js';
import { requireRealAccount, type Session } from '../../plugins/session.js';
import type { PaymentProvider, PaymentProviders } from '../../providers/payments/index.js';
import type { PaymentPasswordService } from './payment-password.service.js';
import type { PaymentsRepository } from './payments.repository.js';

/** Limits of a merchant without a settings row (the seed gives the demo merchants theirs). */
const DEFAULT_SETTINGS: Omit<MerchantPaymentSettingsRow, 'merchantCode' | 'updatedAt'> = {
  singleWallet: false,
  depositMinMinor: 10_00n,
  depositMaxMinor: 50_000_00n,
  depositDailyCount: 10,
  withdrawMinMinor: 100_00n,
  withdrawMaxMinor: 20_000_00n,
  withdrawDailyCount: 5,
};

interface OrderInput {
  providerCode: string;
  /** Major units, as validated by the contract. */
  amount: number;
  idempotencyKey: string;
}

interface Limits {
  minMinor: bigint;
  maxMinor: bigint;
  dailyCount: number;
}

const limitsOf = (s: typeof DEFAULT_SETTINGS, kind: PaymentKind): Limits =>
  kind === 'DEPOSIT'
    ? { minMinor: s.depositMinMinor, maxMinor: s.depositMaxMinor, dailyCount: s.depositDailyCount }
    : { minMinor: s.withdrawMinMinor, maxMinor: s.withdrawMaxMinor, dailyCount: s.withdrawDailyCount };

/** The order a key created, when it is this same request; another request under the key is a conflict. */
function replayOf(previous: PaymentOrderRow, kind: PaymentKind, providerCode: string, amountMinor: bigint): PaymentOrderRow {
  if (previous.kind !== kind || previous.providerCode !== providerCode || previous.amountMinor !== amountMinor) {
    throw errors.idempotencyConflict('This idempotency key was used for another request.');
  }
  return previous;
}

/**
 * Deposits and withdrawals (issue 14) through a payment provider. A deposit is created PENDING and
 * credits the main wallet when approved. A withdrawal checks the payment password and moves its
 * amount at once from the main wallet into the member's hold wallet (refused beyond the balance);
 * approval pays it out of the hold, rejection returns it. Every money change is one transaction of
 * ledger entries whose keys derive from the order. Operators decide orders in payment-decisions.ts.
 */
export function createPaymentsService(db: Db, repo: PaymentsRepository, providers: PaymentProviders, paymentPassword: PaymentPasswordService) {
  const settingsOf = async (merchantCode: string) => (await repo.settingsOf(merchantCode)) ?? DEFAULT_SETTINGS;

  function providerFor(code: string, kind: PaymentKind): PaymentProvider {
    const p = providers.get(code);
    if (!p || !(kind === 'DEPOSIT' ? p.supportsDeposit : p.supportsWithdraw)) {
      throw errors.paymentProviderUnknown('This payment method is not available.');
    }
    return p;
  }

  function checkAmount(amountMinor: bigint, limits: Limits) {
    if (amountMinor < limits.minMinor) {
      throw errors.paymentAmountBelowMinimum('The amount is below the minimum.', { minAmount: minorToMajor(limits.minMinor) });
    }
    if (amountMinor > limits.maxMinor) {
      throw errors.paymentAmountAboveMaximum('The amount is above the maximum.', { maxAmount: minorToMajor(limits.maxMinor) });
    }
  }

  /** Creates an order of either kind (a withdrawal with its hold, in the same transaction); `beforeCreate` runs after the limits. */
  async function createOrder(
    session: Session,
    merchant: Merchant,
    kind: PaymentKind,
    input: OrderInput,
    beforeCreate: () => Promise<void>,
  ): Promise<{ order: PaymentOrderRow; replayed: boolean }> {
    requireRealAccount(session);
    const provider = providerFor(input.providerCode, kind);
    const amountMinor = majorToMinor(input.amount);
    const previous = await repo.orderByKey(db, session.customerId, input.idempotencyKey);
    if (previous) return { order: replayOf(previous, kind, provider.code, amountMinor), replayed: true };
    const limits = limitsOf(await settingsOf(merchant.code), kind);
    checkAmount(amountMinor, limits);
    await beforeCreate();

    const main = await repo.walletOf(db, session.customerId, MAIN_WALLET_ACCOUNT_TYPE_ID);
    const currency = main?.currency ?? merchant.currency;
    const request = { merchantCode: merchant.code, customerId: session.customerId, amountMinor, currency };
    const { reference } = kind === 'DEPOSIT' ? await provider.createDeposit(request) : await provider.createWithdrawal(request);

    return db.transaction(async (tx) => {
      const wallet = await repo.lockMainWallet(tx, session.customerId);
      if (!wallet) throw errors.walletBalanceInsufficient('This account has no main wallet.');
      // A parallel retry with the same key got here first: answer its order.
      const raced = await repo.orderByKey(tx, session.customerId, input.idempotencyKey);
      if (raced) return { order: replayOf(raced, kind, provider.code, amountMinor), replayed: true };
      if ((await repo.countToday(tx, session.customerId, kind)) >= limits.dailyCount) {
        throw errors.paymentDailyLimitReached("Today's limit is reached.", { dailyCount: limits.dailyCount });
      }
      const order = await repo.insertOrder(tx, {
        merchantCode: merchant.code,
        customerId: session.customerId,
        kind,
        providerCode: provider.code,
        reference,
        amountMinor,
        currency: wallet.currency,
        idempotencyKey: input.idempotencyKey,
      });
      if (kind === 'WITHDRAW') {
        const debit = await postLedgerEntry(tx, {
          walletId: wallet.id,
          amountMinor: -amountMinor,
          kind: 'withdrawal_hold',
          reference: `withdraw:${order.id}`,
          idempotencyKey: `withdraw:${order.id}:hold`,
        });
        // Throwing rolls the order back with the transaction: nothing was held.
        if (!debit) throw errors.walletBalanceInsufficient('Your balance is not enough for this withdrawal.');
        await openWallets(tx, session.customerId, wallet.currency, [repo.holdWalletSpec]);
        const hold = await repo.walletOf(tx, session.customerId, repo.holdWalletSpec.accountTypeId);
        if (!hold) throw errors.internalError();
        await postLedgerEntry(tx, {
          walletId: hold.id,
          amountMinor,
          kind: 'withdrawal_hold',
          reference: `withdraw:${order.id}`,
          idempotencyKey: `withdraw:${order.id}:held`,
        });
      }
      return { order, replayed: false };
    });
  }

  return {
    async options(session: Session, merchant: Merchant): Promise<PaymentOptions> {
      requireRealAccount(session);
      const settings = await settingsOf(merchant.code);
      const depositsToday = await repo.countToday(db, session.customerId, 'DEPOSIT');
      const withdrawalsToday = await repo.countToday(db, session.customerId, 'WITHDRAW');
      const main = await repo.walletOf(db, session.customerId, MAIN_WALLET_ACCOUNT_TYPE_ID);
      const secrets = await repo.secretsOf(session.customerId);
      const limits = (kind: PaymentKind, usedToday: number) => {
        const l = limitsOf(settings, kind);
        return { minAmount: minorToMajor(l.minMinor), maxAmount: minorToMajor(l.maxMinor), dailyCount: l.dailyCount, usedToday };
      };
      return {
        currency: main?.currency ?? merchant.currency,
        providers: providers.list().map((p) => ({
          code: p.code,
          name: p.name,
          isDemo: p.isDemo,
          deposit: p.supportsDeposit,
          withdraw: p.supportsWithdraw,
        })),
        deposit: limits('DEPOSIT', depositsToday),
        withdraw: limits('WITHDRAW', withdrawalsToday),
        hasPaymentPassword: Boolean(secrets?.paymentPasswordHash),
      };
    },

    deposit: (session: Session, merchant: Merchant, input: OrderInput) =>
      createOrder(session, merchant, 'DEPOSIT', input, () => Promise.resolve()),

    withdraw: (session: Session, merchant: Merchant, input: OrderInput & { paymentPassword: string }) =>
      createOrder(session, merchant, 'WITHDRAW', input, () => paymentPassword.require(session, input.paymentPassword)),

    page: (session: Session, kind: PaymentKind | undefined, page: number, size: number) => {
      requireRealAccount(session);
      return repo.page(session.customerId, kind, page, size);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
