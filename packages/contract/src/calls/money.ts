import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { idempotencyKeySchema, moneyAmountInputSchema, moneySchema } from '../common/money.js';
import { pageSchema } from '../common/paging.js';
import { qInt } from '../common/query.js';
import { emptyRequestSchema, noValueSchema } from '../common/shared.js';
import { balanceSchema, walletSchema } from './member.js';
import { onFirstUse } from '../common/on-first-use.js';

/**
 * The member centre's money (issue 14): payment password, wallet transfers, deposits and
 * withdrawals through a payment provider. The spec names the pages (transferFund, depositv2,
 * withdraw; spec 1 §2, spec 2 §2) and the live events (DEPOSIT, WITHDRAW; spec 2 §3) but not
 * these calls, so every path here is ours. The merchant's single-wallet switch is the spec's
 * relay GCS_merchantWallet (`others.merchantWallet`); the security config's `hasPaymentPassword`
 * (`member.securityConfig`) says whether a payment password is set.
 */

/** ours: a payment password is 6 to 16 characters, like a login password (spec 1 §9). */
export const PAYMENT_PASSWORD_LENGTH = { min: 6, max: 16 } as const;

export const paymentPasswordSchema = onFirstUse(() => z
  .string()
  .check(
    z.minLength(PAYMENT_PASSWORD_LENGTH.min, 'in_password_incorrect'),
    z.maxLength(PAYMENT_PASSWORD_LENGTH.max, 'in_password_incorrect'),
  ));

/** Sets the first payment password; the login password proves the account holder. */
export const setPaymentPasswordRequestSchema = onFirstUse(() => z
  .object({
    loginPassword: z.string().check(z.minLength(1, 'in_password_incorrect'), z.maxLength(128)),
    paymentPassword: paymentPasswordSchema,
    confirmPaymentPassword: z.string().check(z.maxLength(128)),
  })
  .check(
    z.refine((v) => v.paymentPassword === v.confirmPaymentPassword, {
      message: 'in_confirmation_correct',
      path: ['confirmPaymentPassword'],
    }),
  ));
export type SetPaymentPasswordRequest = z.input<typeof setPaymentPasswordRequestSchema>;

/** Changes the payment password; the current payment password is required. */
export const changePaymentPasswordRequestSchema = onFirstUse(() => z
  .object({
    oldPaymentPassword: z.string().check(z.minLength(1, 'in_password_incorrect'), z.maxLength(128)),
    newPaymentPassword: paymentPasswordSchema,
    confirmNewPaymentPassword: z.string().check(z.maxLength(128)),
  })
  .check(
    z.refine((v) => v.newPaymentPassword === v.confirmNewPaymentPassword, {
      message: 'in_confirmation_correct',
      path: ['confirmNewPaymentPassword'],
    }),
  ));
export type ChangePaymentPasswordRequest = z.input<typeof changePaymentPasswordRequestSchema>;

/**
 * A transfer between the main wallet (accountTypeId 9) and one vendor wallet, either direction
 * (the wallets are the `balance` list of GET /wps/v2/wallets/balance).
 */
export const walletTransferRequestSchema = onFirstUse(() => z
  .object({
    fromAccountTypeId: z.number().check(z.int(), z.nonnegative()),
    toAccountTypeId: z.number().check(z.int(), z.nonnegative()),
    amount: moneyAmountInputSchema,
    idempotencyKey: idempotencyKeySchema,
  })
  .check(z.refine((v) => v.fromAccountTypeId !== v.toAccountTypeId, { message: 'wallet.transfer.invalid', path: ['toAccountTypeId'] })));
export type WalletTransferRequest = z.input<typeof walletTransferRequestSchema>;

/** The transfer and every wallet after it; `replayed` when the key had already been applied. */
export const walletTransferReplySchema = onFirstUse(() => z.object({
  transferId: z.string(),
  fromAccountTypeId: z.number().check(z.int()),
  toAccountTypeId: z.number().check(z.int()),
  amount: moneySchema,
  replayed: z.boolean(),
  balance: balanceSchema,
}));
export type WalletTransferReply = z.infer<typeof walletTransferReplySchema>;

/** One wallet's balance, read again (the wallet page's refresh button). */
export const walletRefreshRequestSchema = onFirstUse(() => z.object({ accountTypeId: qInt(0, 1_000_000) }));

export const PAYMENT_KINDS = ['DEPOSIT', 'WITHDRAW'] as const;
export const paymentKindSchema = onFirstUse(() => z.enum(PAYMENT_KINDS));
export type PaymentKind = z.infer<typeof paymentKindSchema>;

/** PENDING until an operator decides; APPROVED or REJECTED (with remarks) after. */
export const PAYMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const paymentStatusSchema = onFirstUse(() => z.enum(PAYMENT_STATUSES));
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** A merchant's limits for one kind, with how many the member made today (server day, UTC). */
export const paymentLimitsSchema = onFirstUse(() => z.object({
  minAmount: moneySchema,
  maxAmount: moneySchema,
  dailyCount: z.number().check(z.int(), z.nonnegative()),
  usedToday: z.number().check(z.int(), z.nonnegative()),
}));
export type PaymentLimits = z.infer<typeof paymentLimitsSchema>;

/**
 * A payment provider the merchant offers. `isDemo` is true for the reference server's demo
 * provider, whose `name` also says "demo": no real money moves; an operator decides its orders.
 */
export const paymentProviderSchema = onFirstUse(() => z.object({
  code: z.string(),
  name: z.string(),
  isDemo: z.boolean(),
  deposit: z.boolean(),
  withdraw: z.boolean(),
}));
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/** What the deposit and withdrawal pages need before the form: providers, limits, currency, password state. */
export const paymentOptionsSchema = onFirstUse(() => z.object({
  currency: z.string(),
  providers: z.array(paymentProviderSchema),
  deposit: paymentLimitsSchema,
  withdraw: paymentLimitsSchema,
  /** A withdrawal needs a payment password; the page offers to set one first when false. */
  hasPaymentPassword: z.boolean(),
}));
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

export const depositRequestSchema = onFirstUse(() => z.object({
  providerCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  amount: moneyAmountInputSchema,
  idempotencyKey: idempotencyKeySchema,
}));
export type DepositRequest = z.input<typeof depositRequestSchema>;

export const withdrawRequestSchema = onFirstUse(() => z.object({
  providerCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  amount: moneyAmountInputSchema,
  paymentPassword: z.string().check(z.minLength(1, 'enter_money_password'), z.maxLength(128)),
  idempotencyKey: idempotencyKeySchema,
}));
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;

/** A deposit or withdrawal order (newest first in the list). Times are epoch ms. */
export const paymentOrderSchema = onFirstUse(() => z.object({
  orderId: z.string(),
  kind: paymentKindSchema,
  providerCode: z.string(),
  providerName: z.string(),
  isDemo: z.boolean(),
  /** The provider's reference for the order (the demo provider's start with DEMO-). */
  reference: z.string(),
  amount: moneySchema,
  currency: z.string(),
  status: paymentStatusSchema,
  /** The operator's remarks on a decision (a rejection's reason); null when none. */
  remarks: z.nullable(z.string()),
  createdAt: z.number().check(z.int()),
  decidedAt: z.nullable(z.number().check(z.int())),
  /** True when the idempotency key had already created this order (only in create replies). */
  replayed: z.optional(z.boolean()),
}));
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

export const paymentOrdersRequestSchema = onFirstUse(() => z.object({
  page: qInt(1),
  size: qInt(1, 100),
  /** Absent: deposits and withdrawals together. */
  kind: z.optional(paymentKindSchema),
}));
export type PaymentOrdersRequest = z.input<typeof paymentOrdersRequestSchema>;

export const moneyCalls = {
  /** Sets the payment password when none is set (409 payment.password.already.set otherwise). */
  setPaymentPassword: onFirstUse(() => defineCall({
    id: 'money.setPaymentPassword',
    method: 'POST',
    path: '/wps/member/paymentPassword',
    pathNote: 'ours: spec 1 §3 and spec 2 §5 use a payment password without naming a call that sets it',
    modId: 'COMM3',
    token: true,
    encrypted: true,
    request: setPaymentPasswordRequestSchema,
    reply: noValueSchema,
  })),
  /** Changes the payment password (409 payment.password.not.set when none is set yet). */
  changePaymentPassword: onFirstUse(() => defineCall({
    id: 'money.changePaymentPassword',
    method: 'PUT',
    path: '/wps/member/paymentPassword',
    pathNote: 'ours: spec 1 §3 and spec 2 §5 use a payment password without naming a call that changes it',
    modId: 'COMM3',
    token: true,
    encrypted: true,
    request: changePaymentPasswordRequestSchema,
    reply: noValueSchema,
  })),
  /** Moves money between the main wallet and a vendor wallet; refused on a single-wallet merchant. */
  transfer: onFirstUse(() => defineCall({
    id: 'money.transfer',
    method: 'POST',
    path: '/wps/v2/wallets/transfer',
    pathNote: 'ours: spec 1 §2 names the transferFund page without its transfer call',
    modId: 'COMM3',
    token: true,
    request: walletTransferRequestSchema,
    reply: walletTransferReplySchema,
  })),
  /** One wallet's balance (404 resource.not.found when the member has no such wallet). */
  walletRefresh: onFirstUse(() => defineCall({
    id: 'money.walletRefresh',
    method: 'GET',
    path: '/wps/v2/wallets/refresh',
    pathNote: 'ours: issue 14 asks for a refresh per wallet; the spec names none',
    modId: 'COMM3',
    token: true,
    request: walletRefreshRequestSchema,
    reply: walletSchema,
  })),
  /** Providers and the merchant's limits for the deposit and withdrawal pages. */
  paymentOptions: onFirstUse(() => defineCall({
    id: 'money.paymentOptions',
    method: 'GET',
    path: '/wps/payments/options',
    pathNote: 'ours: spec 1 §2 names the depositv2 and withdraw pages without their calls',
    modId: 'COMM3',
    token: true,
    request: emptyRequestSchema,
    reply: paymentOptionsSchema,
  })),
  /** Creates a PENDING deposit; the wallet is credited when an operator approves it. */
  deposit: onFirstUse(() => defineCall({
    id: 'money.deposit',
    method: 'POST',
    path: '/wps/payments/deposit',
    pathNote: 'ours: spec 1 §2 names the depositv2 page without its call',
    modId: 'DEPOSIT',
    token: true,
    request: depositRequestSchema,
    reply: paymentOrderSchema,
  })),
  /** Creates a PENDING withdrawal and holds its amount from the main wallet at once. */
  withdraw: onFirstUse(() => defineCall({
    id: 'money.withdraw',
    method: 'POST',
    path: '/wps/payments/passwordCheck/withdraw',
    pathNote: 'ours: spec 1 §2 names the withdraw page without its call; passwordCheck/ marks the payment password (spec 3)',
    modId: 'WITHDRAW',
    token: true,
    encrypted: true, // spec 3: passwordCheck/ bodies carry the payment password
    request: withdrawRequestSchema,
    reply: paymentOrderSchema,
  })),
  /** The member's deposits and withdrawals, newest first, paged. */
  orders: onFirstUse(() => defineCall({
    id: 'money.orders',
    method: 'GET',
    path: '/wps/payments/orders',
    pathNote: 'ours: the deposit and withdrawal pages list the member\'s orders; the spec names no call',
    modId: 'COMM3',
    token: true,
    request: paymentOrdersRequestSchema,
    reply: pageSchema(paymentOrderSchema),
  })),
};
