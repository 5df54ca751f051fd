import { randomUUID } from 'node:crypto';
import { majorToMinor, minorToMajor, userTopic, type LiveEvent } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import type { CustomerRow } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import { mainWalletOf, postLedgerEntry } from '../../ledger/ledger.js';
import type { Publish } from '../notifications/notifications.service.js';

export type AgentTransferDirection = 'AGENT_TO_DOWNLINE' | 'DOWNLINE_TO_AGENT';

// isAgent 1 and 2 are real agents (spec 2 §6); a transfer runs only between one and a direct downline
const AGENT_TYPES: readonly string[] = ['1', '2'];
export const AGENT_TRANSFER_MAX_MINOR = 1_000_000_00n;

export interface AgentTransferResult {
  amount: number;
  time: number;
  sender: string;
  receiver: string;
  direction: AgentTransferDirection;
  senderBalanceMinor: bigint;
  receiverBalanceMinor: bigint;
}

const nameOf = (c: Pick<CustomerRow, 'username' | 'id'>) => c.username ?? String(c.id);

/**
 * An agent's credit transfer to one of their direct downlines, or a downline's back to the agent
 * (spec 2 §3 AGENT_TRANSFER_* events; the agent centre that starts them is an external script in
 * the original, so here the dev endpoint and the operator script start them). The relation is the
 * account's `upline_id` (set at registration by the agent's affiliate code). Both main-wallet
 * entries land in one transaction, locked in wallet-id order; after the commit the event goes to
 * both parties' topics.
 */
export async function transferBetweenAgentAndDownline(
  db: Db,
  input: { agent: CustomerRow; downline: CustomerRow; direction: AgentTransferDirection; amount: number; idempotencyKey?: string },
  publish: Publish,
): Promise<AgentTransferResult> {
  const { agent, downline, direction } = input;
  if (!AGENT_TYPES.includes(agent.isAgent)) throw errors.requestInvalid(`${nameOf(agent)} is not an agent.`);
  if (downline.uplineId !== agent.id || downline.merchantCode !== agent.merchantCode) {
    throw errors.requestInvalid(`${nameOf(downline)} is not a direct downline of ${nameOf(agent)}.`);
  }
  if (!Number.isFinite(input.amount) || input.amount <= 0) throw errors.requestInvalid('The amount must be positive.');
  const amountMinor = majorToMinor(input.amount);
  if (amountMinor <= 0n || amountMinor > AGENT_TRANSFER_MAX_MINOR) throw errors.requestInvalid('The amount is out of range.');
  const [from, to] = direction === 'AGENT_TO_DOWNLINE' ? [agent, downline] : [downline, agent];
  const key = input.idempotencyKey ?? randomUUID();
  const reference = `agent-transfer:${key}`;

  const balances = await db.transaction(async (tx) => {
    const fromWallet = await mainWalletOf(tx, from.id);
    const toWallet = await mainWalletOf(tx, to.id);
    if (!fromWallet || !toWallet) throw errors.requestInvalid('Both accounts need a main wallet.');
    if (fromWallet.currency !== toWallet.currency) throw errors.requestInvalid('The wallets hold different currencies.');
    const debit = () => postLedgerEntry(tx, { walletId: fromWallet.id, amountMinor: -amountMinor, kind: 'agent_transfer', reference, idempotencyKey: `${reference}:out` });
    const credit = () => postLedgerEntry(tx, { walletId: toWallet.id, amountMinor, kind: 'agent_transfer', reference, idempotencyKey: `${reference}:in` });
    // one lock order for every transaction touching two members' wallets: lower wallet id first
    let out, into;
    if (fromWallet.id < toWallet.id) {
      out = await debit();
      if (!out) throw errors.walletBalanceInsufficient(`${nameOf(from)} has not enough balance.`);
      into = await credit();
    } else {
      into = await credit();
      out = await debit();
      if (!out) throw errors.walletBalanceInsufficient(`${nameOf(from)} has not enough balance.`);
    }
    if (!into) throw errors.internalError();
    return { senderBalanceMinor: out.balanceAfterMinor, receiverBalanceMinor: into.balanceAfterMinor };
  });

  const data = { amount: minorToMajor(amountMinor), time: Date.now(), sender: nameOf(from), receiver: nameOf(to) };
  const event: LiveEvent =
    direction === 'AGENT_TO_DOWNLINE'
      ? { type: 'AGENT_TRANSFER_AGENT_TO_DOWNLINE', popup: true, data }
      : { type: 'AGENT_TRANSFER_DOWNLINE_TO_AGENT', popup: true, data };
  publish(userTopic(String(from.id)), event);
  publish(userTopic(String(to.id)), event);
  return { ...data, direction, ...balances };
}
