/**
 * Member money (issue 14): the merchant's payment settings and limits, wallet transfers and
 * deposit and withdrawal orders. Balances themselves move only through the ledger (wallet.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { customerIdRef } from './accounts.js';
import { merchantCodeRef } from './merchants.js';
import { wallets } from './wallet.js';

/**
 * The wallet holding a member's pending withdrawals (ours): the amount leaves the main wallet into
 * it when the withdrawal is made, and leaves it when an operator decides. Never shown as a balance.
 */
export const WITHDRAWAL_HOLD_ACCOUNT_TYPE_ID = 9990;

/** Per-merchant settings: single wallet (GCS_merchantWallet isSingle) and deposit and withdrawal limits. */
export const merchantPaymentSettings = pgTable('merchant_payment_settings', {
  merchantCode: merchantCodeRef().primaryKey(),
  singleWallet: boolean('single_wallet').notNull().default(false),
  depositMinMinor: bigint('deposit_min_minor', { mode: 'bigint' }).notNull(),
  depositMaxMinor: bigint('deposit_max_minor', { mode: 'bigint' }).notNull(),
  depositDailyCount: integer('deposit_daily_count').notNull(),
  withdrawMinMinor: bigint('withdraw_min_minor', { mode: 'bigint' }).notNull(),
  withdrawMaxMinor: bigint('withdraw_max_minor', { mode: 'bigint' }).notNull(),
  withdrawDailyCount: integer('withdraw_daily_count').notNull(),
  updatedAt: updatedAt(),
});

/** One transfer between two wallets of a member; the idempotency key is the member's own. */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: customerIdRef(),
    fromWalletId: bigint('from_wallet_id', { mode: 'number' })
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    toWalletId: bigint('to_wallet_id', { mode: 'number' })
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    fromAccountTypeId: integer('from_account_type_id').notNull(),
    toAccountTypeId: integer('to_account_type_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wallet_transfers_idempotency_uq').on(t.customerId, t.idempotencyKey)],
);

export const PAYMENT_ORDER_KINDS = ['DEPOSIT', 'WITHDRAW'] as const;
export type PaymentOrderKind = (typeof PAYMENT_ORDER_KINDS)[number];
export const PAYMENT_ORDER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/** A deposit or withdrawal: PENDING until an operator approves or rejects it (with remarks). */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    customerId: customerIdRef(),
    kind: varchar('kind', { length: 16 }).$type<PaymentOrderKind>().notNull(),
    providerCode: varchar('provider_code', { length: 32 }).notNull(),
    /** The provider's reference for the order. */
    reference: varchar('reference', { length: 64 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).$type<PaymentOrderStatus>().notNull().default(sql`'PENDING'`),
    remarks: text('remarks'),
    /** Who decided: `dev-endpoint` or `operator-script:<user>`. */
    decidedBy: varchar('decided_by', { length: 64 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_orders_idempotency_uq').on(t.customerId, t.idempotencyKey),
    index('payment_orders_customer_idx').on(t.customerId, t.createdAt),
    index('payment_orders_status_idx').on(t.status, t.createdAt),
  ],
);

export type MerchantPaymentSettingsRow = typeof merchantPaymentSettings.$inferSelect;
export type WalletTransferRow = typeof walletTransfers.$inferSelect;
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
