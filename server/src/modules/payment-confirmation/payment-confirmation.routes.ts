import type { FastifyInstance } from 'fastify';
import { otherCalls } from '@lotto/contract';
import { errors } from '../../errors.js';
import { registerCall } from '../../http/register-call.js';
import { requireRealAccount } from '../../plugins/session.js';
import { createPaymentConfirmations } from './payment-confirmation.service.js';

// spec 2 §6: the payment-confirmation list is for isAgent 0, 1 and 2 only
const CONFIRMING_TYPES: readonly string[] = ['0', '1', '2'];

/** MCSFE_getPaymentConfirmationList and MCSFE_processC2CTransaction (spec 2 §7) for the member of the session. */
export async function paymentConfirmationRoutes(app: FastifyInstance) {
  const confirmations = createPaymentConfirmations(app.db);
  const requireConfirmingMember = (isAgent: string) => {
    if (!CONFIRMING_TYPES.includes(isAgent)) throw errors.inNeedTrueAccount('Please register a real account to use this feature.');
  };

  registerCall(app, otherCalls.paymentConfirmationList, async ({ session, customerId }) => {
    requireRealAccount(session);
    requireConfirmingMember(session.isAgent);
    return confirmations.pendingOf(customerId);
  });

  registerCall(app, otherCalls.processPayment, async ({ session, customerId, input }) => {
    requireRealAccount(session);
    requireConfirmingMember(session.isAgent);
    await confirmations.answer(customerId, input);
    return null;
  });
}
