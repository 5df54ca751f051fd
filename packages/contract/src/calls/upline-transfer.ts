import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { idempotencyKeySchema, moneyAmountInputSchema, moneySchema } from '../common/money.js';
import { onFirstUse } from '../common/on-first-use.js';

/**
 * ours: the member menu's "transfer to upline" (spec 2 §2, §6; docs/decisions/0023-transfer-to-upline.md).
 * The spec names the entry and its rule (toUpline = 1, agent status not 2, the site flag) but not
 * its call, the status's codes or the flag, so all of them are ours:
 *   - the flag is UPLINETRANS3 (flags.ts), the call's module id: off answers function.not.available;
 *   - the agent status is member info's `uplineAgentStatus`, one of UPLINE_AGENT_STATUS, null when
 *     the member has no upline.
 * The money moves from the member's main wallet to the upline agent's main wallet in one ledger
 * transaction, with the agent transfer's entries and live event (AGENT_TRANSFER_DOWNLINE_TO_AGENT).
 */
export const uplineTransferRequestSchema = onFirstUse(() => z.object({
  amount: moneyAmountInputSchema,
  /** The payment password, as a withdrawal asks for it (spec 3 passwordCheck/). */
  paymentPassword: z.string().check(z.minLength(1, 'enter_money_password'), z.maxLength(128)),
  idempotencyKey: idempotencyKeySchema,
}));
export type UplineTransferRequest = z.input<typeof uplineTransferRequestSchema>;

/** The transfer made (or, for a key already used, the one it made then). */
export const uplineTransferReplySchema = onFirstUse(() => z.object({
  amount: moneySchema,
  /** The upline agent's account name. */
  upline: z.string(),
  /** The member's main-wallet balance right after the transfer. */
  balance: moneySchema,
  time: z.number().check(z.int()),
}));
export type UplineTransferReply = z.infer<typeof uplineTransferReplySchema>;

export const uplineTransferCalls = {
  /** Moves money from the member's main wallet to their upline agent's; refused unless the rule holds. */
  transfer: onFirstUse(() => defineCall({
    id: 'uplineTransfer.transfer',
    method: 'POST',
    path: '/wps/payments/passwordCheck/transferToUpline',
    pathNote: 'ours: spec 2 §2 names the transfer to upline page of the member menu without its call; passwordCheck/ marks the payment password (spec 3)',
    modId: 'UPLINETRANS3',
    token: true,
    encrypted: true,
    request: uplineTransferRequestSchema,
    reply: uplineTransferReplySchema,
  })),
};
