import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@lotto/contract';
import { errors } from '../../errors.js';
import { merchantStatePatchSchema, updateMerchantState } from './merchant-state.js';

/** Dev-only routes (never registered in production): switches for browser tests and developers. */
export async function devRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/dev/merchants/:code/state',
    {
      schema: {
        params: z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) }),
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

  // Draws an issue now through the engine's own draw and settlement (closing its sales first), so
  // a browser test or a developer sees a settlement without waiting for the schedule. Idempotent:
  // an issue drawn already answers its result (drawnNow false), so a test never races the schedule.
  r.post(
    '/dev/lottery/:merchant/draw',
    {
      schema: {
        params: z.object({ merchant: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) }),
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
