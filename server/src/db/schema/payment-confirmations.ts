/**
 * Payments a member is asked to confirm (spec 2 §3 "Payment item", §4 payment confirmation modal):
 * an off-platform (C2C) payment made to the member, which they confirm received (Y), dispute with
 * a proof image (N) or, when the platform confirmed it already, acknowledge (A).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, customType, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { merchantCodeRef } from './merchants.js';
import { customerIdRef } from './accounts.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const PAYMENT_CONFIRMATION_STATUSES = ['PENDING', 'RECEIVED', 'NOT_RECEIVED', 'AUTO_CONFIRMED'] as const;
export type PaymentConfirmationStatus = (typeof PAYMENT_CONFIRMATION_STATUSES)[number];

export const paymentConfirmations = pgTable(
  'payment_confirmations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    /** The member who received the payment and confirms it. */
    customerId: customerIdRef(),
    /** Who paid, as the member knows them (an account name or a payer name). */
    senderName: varchar('sender_name', { length: 64 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** What is still to be confirmed: the amount while pending, 0 once answered. */
    remainingMinor: bigint('remaining_minor', { mode: 'bigint' }).notNull(),
    autoConfirmed: boolean('auto_confirmed').notNull().default(false),
    status: varchar('status', { length: 16 }).$type<PaymentConfirmationStatus>().notNull().default('PENDING'),
    /** The member's proof that the money did not arrive (image bytes, type checked by content). */
    proof: bytea('proof'),
    proofType: varchar('proof_type', { length: 16 }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_confirmations_customer_idx').on(t.customerId, t.status),
    check('payment_confirmations_amount_ck', sql`${t.amountMinor} > 0 and ${t.remainingMinor} >= 0 and ${t.remainingMinor} <= ${t.amountMinor}`),
  ],
);

export type PaymentConfirmationRow = typeof paymentConfirmations.$inferSelect;
