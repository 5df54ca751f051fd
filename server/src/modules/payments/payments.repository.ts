import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import {
  MAIN_WALLET_ACCOUNT_TYPE_ID,
  WITHDRAWAL_HOLD_ACCOUNT_TYPE_ID,
  customers,
  merchantPaymentSettings,
  wallets,
  paymentOrders,
  type MerchantPaymentSettingsRow,
  type PaymentOrderKind,
  type PaymentOrderRow,
  type PaymentOrderStatus,
  type WalletRow,
} from '../../db/schema/index.js';

export type NewPaymentOrder = Pick<
  PaymentOrderRow,
  'merchantCode' | 'customerId' | 'kind' | 'providerCode' | 'reference' | 'amountMinor' | 'currency' | 'idempotencyKey'
>;

/** The start of the current day, UTC: daily counts reset then. */
export const utcDayStart = (now = Date.now()): Date => new Date(Math.floor(now / 86_400_000) * 86_400_000);

export const createPaymentsRepository = (db: Db) => ({
  settingsOf: async (merchantCode: string): Promise<MerchantPaymentSettingsRow | null> =>
    (await db.select().from(merchantPaymentSettings).where(eq(merchantPaymentSettings.merchantCode, merchantCode)))[0] ?? null,

  /** The login and payment password hashes of a customer, or null when there is no such customer. */
  secretsOf: async (customerId: number) =>
    (
      await db
        .select({ passwordHash: customers.passwordHash, paymentPasswordHash: customers.paymentPasswordHash })
        .from(customers)
        .where(eq(customers.id, customerId))
    )[0] ?? null,

  /** Sets the payment password hash; `onlyWhenUnset` makes a first set lose a race instead of overwriting. */
  setPaymentPasswordHash: async (customerId: number, hash: string, onlyWhenUnset: boolean): Promise<boolean> => {
    const rows = await db
      .update(customers)
      .set({ paymentPasswordHash: hash, updatedAt: sql`now()` })
      .where(and(eq(customers.id, customerId), onlyWhenUnset ? sql`${customers.paymentPasswordHash} is null` : undefined))
      .returning({ id: customers.id });
    return rows.length > 0;
  },

  /**
   * The customer's main wallet, locked until the transaction ends: a member's orders are created one
   * at a time, so a daily count or an idempotency key read after it cannot be stale.
   */
  lockMainWallet: async (tx: Db, customerId: number): Promise<WalletRow | null> =>
    (
      await tx
        .select()
        .from(wallets)
        .where(and(eq(wallets.customerId, customerId), eq(wallets.accountTypeId, MAIN_WALLET_ACCOUNT_TYPE_ID)))
        .for('update')
    )[0] ?? null,

  /** The customer's wallet of an account type (main, hold), or null. */
  walletOf: async (tx: Db, customerId: number, accountTypeId: number): Promise<WalletRow | null> =>
    (await tx.select().from(wallets).where(and(eq(wallets.customerId, customerId), eq(wallets.accountTypeId, accountTypeId))))[0] ?? null,

  holdWalletSpec: { accountTypeId: WITHDRAWAL_HOLD_ACCOUNT_TYPE_ID, displayName: 'Withdrawals on hold', accountName: 'WITHDRAWAL_HOLD' },

  orderByKey: async (tx: Db, customerId: number, idempotencyKey: string): Promise<PaymentOrderRow | null> =>
    (
      await tx
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.customerId, customerId), eq(paymentOrders.idempotencyKey, idempotencyKey)))
    )[0] ?? null,

  orderById: async (tx: Db, id: number): Promise<PaymentOrderRow | null> =>
    (await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0] ?? null,

  /** Orders of one kind the customer made since the start of today (UTC), whatever their outcome. */
  countToday: async (tx: Db, customerId: number, kind: PaymentOrderKind, now = Date.now()): Promise<number> => {
    const [row] = await tx
      .select({ n: count() })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.customerId, customerId), eq(paymentOrders.kind, kind), gte(paymentOrders.createdAt, utcDayStart(now))));
    return row?.n ?? 0;
  },

  insertOrder: async (tx: Db, order: NewPaymentOrder): Promise<PaymentOrderRow> => {
    const [row] = await tx.insert(paymentOrders).values(order).returning();
    if (!row) throw new Error('payment order insert returned nothing');
    return row;
  },

  /** PENDING → the decision; null when the order is not pending (decided already, or unknown). */
  decide: async (tx: Db, id: number, status: Exclude<PaymentOrderStatus, 'PENDING'>, remarks: string | null, decidedBy: string) =>
    (
      await tx
        .update(paymentOrders)
        .set({ status, remarks, decidedBy, decidedAt: sql`now()` })
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'PENDING')))
        .returning()
    )[0] ?? null,

  /** A page of the customer's orders, newest first, and how many there are. */
  page: async (customerId: number, kind: PaymentOrderKind | undefined, page: number, size: number) => {
    const where = and(eq(paymentOrders.customerId, customerId), kind ? eq(paymentOrders.kind, kind) : undefined);
    const [total] = await db.select({ n: count() }).from(paymentOrders).where(where);
    const rows = await db
      .select()
      .from(paymentOrders)
      .where(where)
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(size)
      .offset((page - 1) * size);
    return { rows, total: total?.n ?? 0 };
  },

  /** Pending orders of a merchant (all merchants when null), oldest first: the operator's queue. */
  pending: (merchantCode: string | null, limit = 100) =>
    db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.status, 'PENDING'), merchantCode ? eq(paymentOrders.merchantCode, merchantCode) : undefined))
      .orderBy(paymentOrders.createdAt, paymentOrders.id)
      .limit(limit),
});

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
