import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, trackingConfigSchema, MERCHANT_CODE_PATTERN } from '@lotto/contract';
import { startNextMatchday } from '../../demo-vendor/sports-clock.js';
import { errors } from '../../errors.js';
import { createTrackingService } from '../tracking/tracking.service.js';
import { merchantStatePatchSchema, updateMerchantState } from './merchant-state.js';

/** Dev-only routes (never registered in production): switches for browser tests and developers. */
export async function devRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tracking = createTrackingService(app.db);
  r.post(
    '/dev/merchants/:code/state',
    {
      schema: {
        params: z.object({ code: z.string().regex(MERCHANT_CODE_PATTERN) }),
        body: merchantStatePatchSchema,
      },
    },
    async (request) => {
      const state = await updateMerchantState(app.db, request.params.code, request.body);
      if (!state) throw errors.merchantNotFound(`Unknown merchant: ${request.params.code}`);
      app.merchants.invalidate();
      return okEnvelope(state);
    },
  );

  // Sets a merchant's whole list of tracking configs (spec 2 §3; docs/decisions/0029-tracking-config.md),
  // so tests and operators can show pixels and a domain's affiliate code; an empty list removes them.
  r.put(
    '/dev/merchants/:code/tracking',
    {
      schema: {
        params: z.object({ code: z.string().regex(MERCHANT_CODE_PATTERN) }),
        body: z.object({ configs: z.array(trackingConfigSchema).max(20) }).strict(),
      },
    },
    async (request) => {
      const merchant = await app.merchants.byCode(request.params.code);
      if (!merchant) throw errors.merchantNotFound(`Unknown merchant: ${request.params.code}`);
      const configs = await tracking.replace(merchant.code, request.body.configs);
      // the tracking call keeps a merchant's configs with its directory row: a fresh row reads them again
      app.merchants.invalidate();
      return okEnvelope(configs);
    },
  );

  // Starts a new matchday of the demo vendor's virtual sports now (demo-vendor/sports-clock.ts), so a
  // browser test bets with a whole matchday ahead instead of waiting for one on the real clock.
  r.post('/dev/vendor/sports/next-matchday', async () => okEnvelope(startNextMatchday()));

  // Draws an issue now through the engine's own draw and settlement (closing its sales first), so
  // a browser test or a developer sees a settlement without waiting for the schedule. Idempotent:
  // an issue drawn already answers its result (drawnNow false), so a test never races the schedule.
  r.post(
    '/dev/lottery/:merchant/draw',
    {
      schema: {
        params: z.object({ merchant: z.string().regex(MERCHANT_CODE_PATTERN) }),
        body: z.object({ gameCode: z.string().min(1).max(32), numero: z.string().regex(/^\d{8}-\d{4}$/) }).strict(),
      },
    },
    async (request) => {
      const result = await app.lottery.drawNow({ merchantCode: request.params.merchant, ...request.body });
      if (result.outcome === 'unknown-issue') throw errors.resourceNotFound(`No issue ${request.body.numero} of ${request.body.gameCode}`);
      if (result.outcome === 'not-open-yet') throw errors.lotterySaleClosed(`Issue ${request.body.numero} has not opened yet`);
      return okEnvelope({ numero: request.body.numero, winNo: result.winNo, drawnNow: result.outcome === 'drawn', settledBets: result.report.settledBets });
    },
  );
}
