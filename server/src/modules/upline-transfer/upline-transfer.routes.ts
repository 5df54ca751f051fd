import type { FastifyInstance } from 'fastify';
import { uplineTransferCalls } from '@lotto/contract';
import { registerCall } from '../../http/register-call.js';
import type { Publish } from '../notifications/notifications.service.js';
import { createPaymentPasswordCheck } from '../payments/payment-password.service.js';
import { createUplineTransferService, paymentSecretsOf } from './upline-transfer.service.js';

/** The member's transfer to their upline agent (spec 2 §2, §6; docs/decisions/0023-transfer-to-upline.md). */
export async function uplineTransferRoutes(app: FastifyInstance) {
  const paymentPassword = createPaymentPasswordCheck((customerId) => paymentSecretsOf(app.db, customerId), app.accountSessions);
  const publish: Publish = (topic, event) => app.liveEvents.publish(topic, event);
  const service = createUplineTransferService(app.db, paymentPassword, publish);
  // Wrong payment passwords are limited per account by the failure counter (payment-password.service.ts).
  registerCall(app, uplineTransferCalls.transfer, ({ session, input }) => service.transfer(session, input));
}
