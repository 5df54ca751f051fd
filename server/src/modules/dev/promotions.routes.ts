import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, MERCHANT_CODE_PATTERN } from '@lotto/contract';
import { PROMOTION_CLAIM_STATUSES, type PromotionClaimRow } from '../../db/schema/index.js';
import { createPromotionDecisions, type Publish } from '../promotions/promotion-decisions.js';

const merchantCode = z.string().regex(MERCHANT_CODE_PATTERN);

const claimView = (c: PromotionClaimRow, extra: Record<string, unknown> = {}) => ({
  claimId: String(c.id),
  promotionId: String(c.promotionId),
  customerId: String(c.customerId),
  status: c.status,
  remarks: c.remarks,
  images: c.imageKeys.length,
  decisionRemarks: c.decisionRemarks,
  bonusMinor: c.bonusMinor?.toString() ?? null,
  ...extra,
});

/**
 * Dev-only operator desk for promotions (never registered in production; the operator script
 * `npm run operator -w server -- promotions …` does the same):
 *   GET  /dev/promotions/claims?merchant=demo&status=PENDING
 *   POST /dev/promotions/claims/:claimId/approve { remarks? }
 *   POST /dev/promotions/claims/:claimId/reject  { remarks }
 *   POST /dev/promotions/grant { merchant, username, amount, promotionName? }
 * A decision publishes the member's PROMOTION_CLAIM live event, a grant MANUAL_PROMO.
 */
export async function devPromotionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const decisions = createPromotionDecisions(app.db);
  const publish: Publish = (topic, event) => app.liveEvents.publish(topic, event);

  r.get(
    '/dev/promotions/claims',
    { schema: { querystring: z.object({ merchant: merchantCode.optional(), status: z.enum(PROMOTION_CLAIM_STATUSES).optional() }) } },
    async (request) => {
      const rows = await decisions.claims(request.query.merchant ?? null, request.query.status ?? null);
      return okEnvelope(rows.map((row) => claimView(row.claim, { merchant: row.promotion.merchantCode, promotionType: row.promotion.promotionType, username: row.username })));
    },
  );

  r.post(
    '/dev/promotions/claims/:claimId/:decision',
    {
      schema: {
        params: z.object({ claimId: z.string().regex(/^\d{1,15}$/).transform(Number), decision: z.enum(['approve', 'reject']) }),
        body: z.object({ remarks: z.string().trim().max(500).optional() }).strict().optional(),
      },
    },
    async (request) => {
      const { claimId, decision } = request.params;
      const { claim, changed } = await decisions.decide(claimId, decision, request.body?.remarks || null, 'dev-endpoint', publish);
      return okEnvelope(claimView(claim, { changed }));
    },
  );

  r.post(
    '/dev/promotions/grant',
    {
      schema: {
        body: z
          .object({
            merchant: merchantCode,
            username: z.string().trim().min(1).max(64),
            amount: z.number().positive(),
            promotionName: z.string().trim().max(100).optional(),
          })
          .strict(),
      },
    },
    async (request) => {
      const { merchant, username, amount, promotionName } = request.body;
      const grant = await decisions.grant(merchant, username, amount, 'dev-endpoint', publish, promotionName ?? null);
      return okEnvelope({ grantId: String(grant.grantId), customerId: String(grant.customerId), amountMinor: grant.amountMinor.toString() });
    },
  );
}
