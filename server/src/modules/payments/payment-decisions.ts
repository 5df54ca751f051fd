import { minorToMajor, userTopic, type LiveEvent } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import type { PaymentOrderRow } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, postLedgerEntry } from '../../ledger/ledger.js';
import { createPaymentsRepository } from './payments.repository.js';

export type PaymentDecision = 'approve' | 'reject';
export type Publish = (topic: string, event: LiveEvent) => void;

/** The live event of a decision, on the member's own topic (spec 2 §3: amount, time, success, remarks). */
export function decisionEvent(order: PaymentOrderRow): { topic: string; event: LiveEvent } {
  const data = {
    amount: minorToMajor(order.amountMinor),
    time: (order.decidedAt ?? new Date()).getTime(),
    success: order.status === 'APPROVED',
    remarks: order.remarks,
    status: order.status === 'APPROVED' ? ('APPROVED' as const) : ('REJECTED' as const),
  };
  return { topic: userTopic(String(order.customerId)), event: order.kind === 'DEPOSIT' ? { type: 'DEPOSIT', data } : { type: 'WITHDRAW', data } };
}

/**
 * An operator's decisions on deposits and withdrawals (issue 14), used by the dev endpoint
 * (modules/dev/payments.routes.ts) and the operator script (scripts/operator.ts). Approving a
 * deposit credits the main wallet; approving a withdrawal pays its amount out of the hold wallet;
 * rejecting one returns it to the main wallet. The ledger keys derive from the order, so no
 * decision's money can be applied twice.
 */
export function createPaymentDecisions(db: Db) {
  const repo = createPaymentsRepository(db);

  /** The ledger entries of a decision, in its transaction. */
  async function settle(tx: Db, order: PaymentOrderRow): Promise<void> {
    const ref = `${order.kind === 'DEPOSIT' ? 'deposit' : 'withdraw'}:${order.id}`;
    const walletOf = async (accountTypeId: number) => {
      const w = await repo.walletOf(tx, order.customerId, accountTypeId);
      if (!w) throw errors.internalError();
      return w;
    };
    const post = async (walletId: number, amountMinor: bigint, kind: 'deposit' | 'withdrawal_paid' | 'withdrawal_release', key: string) => {
      // a hold never runs short (it holds exactly its pending orders): failing here rolls back the decision
      if (!(await postLedgerEntry(tx, { walletId, amountMinor, kind, reference: ref, idempotencyKey: `${ref}:${key}` }))) {
        throw errors.internalError();
      }
    };
    if (order.kind === 'DEPOSIT') {
      if (order.status === 'APPROVED') await post((await walletOf(MAIN_WALLET_ACCOUNT_TYPE_ID)).id, order.amountMinor, 'deposit', 'credit');
      return;
    }
    const hold = await walletOf(repo.holdWalletSpec.accountTypeId);
    if (order.status === 'APPROVED') {
      await post(hold.id, -order.amountMinor, 'withdrawal_paid', 'paid');
    } else {
      // main wallet first, like a withdrawal's hold: every transaction locks a member's wallets in one order
      await post((await walletOf(MAIN_WALLET_ACCOUNT_TYPE_ID)).id, order.amountMinor, 'withdrawal_release', 'release');
      await post(hold.id, -order.amountMinor, 'withdrawal_release', 'unhold');
    }
  }

  return {
    /** Pending orders of a merchant (all when null), oldest first. */
    pending: (merchantCode: string | null) => repo.pending(merchantCode),

    /**
     * Decides a PENDING order (a rejection needs remarks): its money in one transaction, its live event after the commit. The
     * same decision again changes nothing (`changed: false`, no event); the other decision on a
     * decided order is payment.order.decided.
     */
    async decide(
      orderId: number,
      decision: PaymentDecision,
      remarks: string | null,
      decidedBy: string,
      publish: Publish,
    ): Promise<{ order: PaymentOrderRow; changed: boolean }> {
      // spec 2 §8: a rejection reaches the member with its remarks
      if (decision === 'reject' && !remarks?.trim()) throw errors.requestInvalid('Remarks are required to reject an order.');
      if (remarks && remarks.length > 500) throw errors.requestInvalid('Remarks are at most 500 characters.');
      const status = decision === 'approve' ? 'APPROVED' : 'REJECTED';
      const result = await db.transaction(async (tx) => {
        const decided = await repo.decide(tx, orderId, status, remarks, decidedBy);
        if (decided) {
          await settle(tx, decided);
          return { order: decided, changed: true };
        }
        const existing = await repo.orderById(tx, orderId);
        if (!existing) throw errors.resourceNotFound(`No payment order ${orderId}.`);
        if (existing.status !== status) {
          throw errors.paymentOrderDecided(`Order ${orderId} is ${existing.status} already.`, { status: existing.status });
        }
        return { order: existing, changed: false };
      });
      if (result.changed) {
        const { topic, event } = decisionEvent(result.order);
        publish(topic, event);
      }
      return result;
    },
  };
}

export type PaymentDecisions = ReturnType<typeof createPaymentDecisions>;
