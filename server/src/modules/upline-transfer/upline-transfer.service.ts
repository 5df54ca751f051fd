import { and, eq } from 'drizzle-orm';
import { UPLINE_AGENT_STATUS, majorToMinor, minorToMajor, type UplineTransferReply } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import { customers, type CustomerRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { errors } from '../../errors.js';
import { entryByKey } from '../../ledger/ledger.js';
import { requireRealAccount, type Session } from '../../plugins/session.js';
import { transferBetweenAgentAndDownline } from '../agent-transfer/agent-transfer.service.js';
import type { Publish } from '../notifications/notifications.service.js';

/**
 * The member's transfer to their upline agent (spec 2 §2, §6; docs/decisions/0023-transfer-to-upline.md):
 * the agent transfer's DOWNLINE_TO_AGENT movement (one ledger transaction, both main wallets, the
 * live event to both), allowed when toUpline = 1 and the upline's agent status is not 2; the site
 * flag UPLINETRANS3 is the call's module id. The member's idempotency key is scoped to the member
 * and kept on the ledger entries: a key applies once, a retry answers the first transfer.
 */

const AGENT_TYPES: readonly string[] = ['1', '2'];

/** The upline of an account (same merchant), or null. */
export async function uplineOf(db: Db, member: Pick<CustomerRow, 'uplineId' | 'merchantCode'>): Promise<CustomerRow | null> {
  if (member.uplineId === null) return null;
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, member.uplineId), eq(customers.merchantCode, member.merchantCode)));
  return row ?? null;
}

/** The payment password hash the check reads (payments' createPaymentPasswordCheck). */
export async function paymentSecretsOf(db: Db, customerId: number): Promise<{ paymentPasswordHash: string | null } | null> {
  const [row] = await db.select({ paymentPasswordHash: customers.paymentPasswordHash }).from(customers).where(eq(customers.id, customerId));
  return row ?? null;
}

/** The agent status of an upline (UPLINE_AGENT_STATUS): active only for an agent whose account is active. */
export function uplineAgentStatus(upline: Pick<CustomerRow, 'isAgent' | 'status'> | null): number | null {
  if (!upline) return null;
  return AGENT_TYPES.includes(upline.isAgent) && upline.status === 'active' ? UPLINE_AGENT_STATUS.active : UPLINE_AGENT_STATUS.suspended;
}

export interface UplineTransferInput {
  amount: number;
  paymentPassword: string;
  idempotencyKey: string;
}

export interface PaymentPasswordRequirement {
  require(session: Session, password: string): Promise<void>;
}

const nameOf = (c: Pick<CustomerRow, 'username' | 'id'>) => c.username ?? String(c.id);

export function createUplineTransferService(db: Db, paymentPassword: PaymentPasswordRequirement, publish: Publish) {
  /** The ledger key of the member's debit for their idempotency key (agent-transfer.service.ts names it). */
  const scopedKey = (memberId: number, key: string) => `upline:${memberId}:${key}`;

  async function replay(memberId: number, key: string, amountMinor: bigint, upline: CustomerRow): Promise<UplineTransferReply | null> {
    const out = await entryByKey(db, `agent-transfer:${scopedKey(memberId, key)}:out`);
    if (!out) return null;
    if (out.amountMinor !== -amountMinor) throw errors.idempotencyConflict('This idempotency key was used for another transfer.');
    return { amount: minorToMajor(amountMinor), upline: nameOf(upline), balance: minorToMajor(out.balanceAfterMinor), time: out.createdAt.getTime() };
  }

  return {
    async transfer(session: Session, input: UplineTransferInput): Promise<UplineTransferReply> {
      requireRealAccount(session);
      const [member] = await db.select().from(customers).where(eq(customers.id, session.customerId));
      if (!member) throw errors.userOrTokenInvalid('Your session has expired. Please log in again.');
      const upline = await uplineOf(db, member);
      // spec 2 §6: toUpline = 1 and an agent status other than 2 (the flag is the call's module id)
      if (member.toUpline !== 1 || !upline || uplineAgentStatus(upline) !== UPLINE_AGENT_STATUS.active) {
        throw errors.functionNotAvailable('Transfers to your upline are not available for this account.');
      }
      const amountMinor = majorToMinor(input.amount);
      await paymentPassword.require(session, input.paymentPassword);
      const previous = await replay(member.id, input.idempotencyKey, amountMinor, upline);
      if (previous) return previous;
      try {
        const r = await transferBetweenAgentAndDownline(
          db,
          { agent: upline, downline: member, direction: 'DOWNLINE_TO_AGENT', amount: input.amount, idempotencyKey: scopedKey(member.id, input.idempotencyKey) },
          publish,
        );
        return { amount: r.amount, upline: r.receiver, balance: minorToMajor(r.senderBalanceMinor), time: r.time };
      } catch (e) {
        // a parallel request with the same key won the race: answer its transfer
        if (!isUniqueViolation(e)) throw e;
        const won = await replay(member.id, input.idempotencyKey, amountMinor, upline);
        if (!won) throw e;
        return won;
      }
    },
  };
}
