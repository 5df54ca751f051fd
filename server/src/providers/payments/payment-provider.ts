/**
 * A payment provider (issue 14): where deposits are paid in and withdrawals paid out. The platform
 * keeps the order and moves the money through the ledger; the provider only answers its own
 * reference for an order. A real adapter would also report outcomes (a callback or a poll) that
 * end in the same decision an operator takes today.
 */
export interface PaymentOrderRequest {
  merchantCode: string;
  customerId: number;
  amountMinor: bigint;
  currency: string;
}

export interface PaymentProvider {
  /** Stable code stored on each order, e.g. `DEMO`. */
  readonly code: string;
  /** Shown to members as is. */
  readonly name: string;
  /** True for a provider that moves no real money; its name says so too. */
  readonly isDemo: boolean;
  readonly supportsDeposit: boolean;
  readonly supportsWithdraw: boolean;
  /** Registers a deposit with the provider; answers the provider's reference for it. */
  createDeposit(order: PaymentOrderRequest): Promise<{ reference: string }>;
  /** Registers a withdrawal with the provider; answers the provider's reference for it. */
  createWithdrawal(order: PaymentOrderRequest): Promise<{ reference: string }>;
}
