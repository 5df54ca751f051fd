import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, MERCHANT_CODE_PATTERN } from '@lotto/contract';
import type { PaymentOrderRow } from '../../db/schema/index.js';
import { createPaymentDecisions, type Publish } from '../payments/payment-decisions.js';

/** What an operator's decision sends: remarks are required to reject (spec 2 §8: rejection with remarks). */
export const paymentDecisionBodySchema = z
  .object({ remarks: z.string().trim().max(500).optional() })
  .strict();

const orderView = (o: PaymentOrderRow) => ({
  orderId: String(o.id),
  merchant: o.merchantCode,
  customerId: String(o.customerId),
  kind: o.kind,
  status: o.status,
  amountMinor: o.amountMinor.toString(),
  remarks: o.remarks,
});

/**
 * Dev-only operator desk for the demo payment provider (never registered in production; the
 * operator script `npm run operator -w server` does the same straight on the database):
 *   GET  /dev/payments/pending?merchant=demo
 *   POST /dev/payments/:orderId/approve { remarks? }
 *   POST /dev/payments/:orderId/reject  { remarks }
 * A decision publishes the member's DEPOSIT or WITHDRAW live event; deciding twice changes nothing.
 */
export async function devPaymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const decisions = createPaymentDecisions(app.db);
  const publish: Publish = (topic, event) => app.liveEvents.publish(topic, event);

  r.get(
    '/dev/payments/pending',
    { schema: { querystring: z.object({ merchant: z.string().regex(MERCHANT_CODE_PATTERN).optional() }) } },
    async (request) => okEnvelope((await decisions.pending(request.query.merchant ?? null)).map(orderView)),
  );

  r.post(
    '/dev/payments/:orderId/:decision',
    {
      schema: {
        params: z.object({ orderId: z.string().regex(/^\d{1,15}$/).transform(Number), decision: z.enum(['approve', 'reject']) }),
        body: paymentDecisionBodySchema.optional(),
      },
    },
    async (request) => {
      const { orderId, decision } = request.params;
      const remarks = request.body?.remarks || null;
      const { order, changed } = await decisions.decide(orderId, decision, remarks, 'dev-endpoint', publish);
      return okEnvelope({ ...orderView(order), changed });
    },
  );
}
