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
}
