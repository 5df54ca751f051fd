import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, MERCHANT_CODE_PATTERN } from '@lotto/contract';
import { transferBetweenAgentAndDownline } from '../agent-transfer/agent-transfer.service.js';
import { createMemberMessages, memberByUsername, type Publish } from '../notifications/notifications.service.js';
import { createPaymentConfirmations } from '../payment-confirmation/payment-confirmation.service.js';

const merchantParam = z.object({ merchant: z.string().regex(MERCHANT_CODE_PATTERN) });
const username = z.string().trim().min(1).max(64);
const amount = z.number().positive().max(1_000_000);

/** Bodies of the operator actions (the operator script sends the same). */
export const devEventBodies = {
  inbox: z.object({ username, title: z.string().trim().min(1).max(200), body: z.string().trim().min(1).max(5000) }).strict(),
  onlineMessage: z.object({ username, title: z.string().trim().max(200).optional(), message: z.string().trim().min(1).max(500), popup: z.boolean().optional() }).strict(),
  paymentConfirmation: z.object({ username, sender: z.string().trim().min(1).max(64), amount, autoConfirmed: z.boolean().optional() }).strict(),
  agentTransfer: z
    .object({ agent: username, downline: username, amount, direction: z.enum(['AGENT_TO_DOWNLINE', 'DOWNLINE_TO_AGENT']).optional() })
    .strict(),
};

/**
 * Dev-only operator actions that have no screen in this product (never registered in production;
 * `npm run operator -w server -- inbox|online-message|payment-confirmation|agent-transfer ...`
 * does the same). Each publishes its live event on the member's topic, so a person can make every
 * notification appear on a running demo:
 *   POST /dev/events/:merchant/inbox                 { username, title, body }             -> INBOX
 *   POST /dev/events/:merchant/online-message        { username, title?, message, popup? } -> ONLINE_MSG
 *   POST /dev/events/:merchant/payment-confirmation  { username, sender, amount, autoConfirmed? } -> PAYMENT_CONFIRMATION
 *   POST /dev/events/:merchant/agent-transfer        { agent, downline, amount, direction? } -> AGENT_TRANSFER_*
 * (DEPOSIT and WITHDRAW come from /dev/payments/...; the promotion events from the promotion module.)
 */
export async function devEventRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publish: Publish = (topic, event) => app.liveEvents.publish(topic, event);
  const messages = createMemberMessages(app.db);
  const confirmations = createPaymentConfirmations(app.db);

  r.post('/dev/events/:merchant/inbox', { schema: { params: merchantParam, body: devEventBodies.inbox } }, async (request) => {
    const member = await memberByUsername(app.db, request.params.merchant, request.body.username);
    const sent = await messages.sendInbox(member, { title: request.body.title, content: request.body.body }, publish);
    return okEnvelope({ id: String(sent.id), customerId: String(member.id) });
  });

  r.post('/dev/events/:merchant/online-message', { schema: { params: merchantParam, body: devEventBodies.onlineMessage } }, async (request) => {
    const { username: name, title, message, popup } = request.body;
    const member = await memberByUsername(app.db, request.params.merchant, name);
    return okEnvelope(messages.onlineMessage(member, { title, text: message, popup }, publish));
  });

  r.post('/dev/events/:merchant/payment-confirmation', { schema: { params: merchantParam, body: devEventBodies.paymentConfirmation } }, async (request) => {
    const member = await memberByUsername(app.db, request.params.merchant, request.body.username);
    const item = await confirmations.create(member, { sender: request.body.sender, amount: request.body.amount, autoConfirmed: request.body.autoConfirmed ?? false }, publish);
    return okEnvelope(item);
  });

  r.post('/dev/events/:merchant/agent-transfer', { schema: { params: merchantParam, body: devEventBodies.agentTransfer } }, async (request) => {
    const agent = await memberByUsername(app.db, request.params.merchant, request.body.agent);
    const downline = await memberByUsername(app.db, request.params.merchant, request.body.downline);
    const result = await transferBetweenAgentAndDownline(
      app.db,
      { agent, downline, amount: request.body.amount, direction: request.body.direction ?? 'AGENT_TO_DOWNLINE' },
      publish,
    );
    return okEnvelope({ ...result, senderBalanceMinor: result.senderBalanceMinor.toString(), receiverBalanceMinor: result.receiverBalanceMinor.toString() });
  });
}
