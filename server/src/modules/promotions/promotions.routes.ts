import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { promotionCalls } from '@lotto/contract';
import { registerCall } from '../../http/register-call.js';
import { localFileStorage, type FileStorage } from '../../providers/storage/file-storage.js';
import { PROMOTION_ART_PATH, promotionArtSvg } from './promotion-art.js';
import { createPromotionsRepository } from './promotions.repository.js';
import { createPromotionsService, type Clock } from './promotions.service.js';
import { createRaffleService } from './raffle.service.js';
import { sendArt } from '../../http/generated-art.js';

export interface PromotionsRoutesOptions {
  /** Where claim images go; default a folder under DATA_DIR (uploads/promotion-claims/…). */
  storage?: FileStorage;
  clock?: Clock;
}

/**
 * Promotions, claims by application and raffles (issue 13; calls in packages/contract
 * promotions.ts, spec 2 §2–§5, §7, §9), and the promotions' generated artwork.
 */
export async function promotionsRoutes(app: FastifyInstance, opts: PromotionsRoutesOptions = {}) {
  const repo = createPromotionsRepository(app.db);
  const clock = opts.clock ?? Date.now;
  const storage = opts.storage ?? localFileStorage(path.join(app.config.DATA_DIR, 'uploads'));
  const service = createPromotionsService(repo, storage, clock);
  const raffles = createRaffleService(repo, clock);

  registerCall(app, promotionCalls.merchantAvailable, ({ merchant, language }) => service.merchantAvailable(merchant, language));
  registerCall(app, promotionCalls.available, ({ merchant, session }) => service.available(merchant, session));
  registerCall(app, promotionCalls.claimList, ({ merchant, session, language }) => service.claimList(merchant, session, language));
  // three 5 MB images as base64 data URLs (spec 2 §5): the body may reach ~21 MB
  registerCall(app, promotionCalls.signUpReward, ({ merchant, session, input }) => service.signUpReward(merchant, session, input), {
    route: { bodyLimit: 22 * 1024 * 1024 },
    rateLimit: { max: 20, timeWindow: 60_000 },
  });
  registerCall(app, promotionCalls.raffleStatus, ({ merchant, session, input }) =>
    raffles.status(merchant, session, Number(input.rafflePromotionId), Number(input.raffleScheduleId)),
  );
  registerCall(app, promotionCalls.claimRaffle, ({ merchant, session, input }) =>
    raffles.claim(merchant, session, Number(input.promotionId), Number(input.raffleScheduleId)),
  );

  // Static-like artwork, outside the envelope and its gates; the picture never changes for a name.
  app.withTypeProvider<ZodTypeProvider>().get(
    `${PROMOTION_ART_PATH}/:file`,
    { schema: { params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}\.svg$/) }) } },
    async (request, reply) => sendArt(request, reply, promotionArtSvg(request.params.file.slice(0, -'.svg'.length))),
  );
}
