import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../errors.js';
import { LOTTERY_ICONS_PATH } from '../../lib/game-icons.js';
import { lotteryIconSvg } from '../icon-art.js';

/** The art of a game never changes, so browsers and CDNs keep it a week (as the game icons). */
const ICON_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

const paramsSchema = z.object({
  merchant: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  file: z.string().regex(/^[A-Za-z0-9_-]{1,32}\.svg$/),
});

/**
 * `GET /res/lottery-icons/:merchant/:gameCode.svg`: generated artwork of a merchant's lottery game
 * (icon-art.ts). Static-like, so outside the API envelope and its gates.
 */
export async function lotteryIconRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(`${LOTTERY_ICONS_PATH}/:merchant/:file`, { schema: { params: paramsSchema } }, async (request, reply) => {
    const { merchant, file } = request.params;
    const gameCode = file.slice(0, -'.svg'.length);
    const known = await app.merchants.byCode(merchant);
    const game = known && (await app.lotteryGames.of(known.code)).find((g) => g.gameCode === gameCode);
    if (!game) throw errors.resourceNotFound(`No lottery icon ${gameCode}.`);
    const svg = lotteryIconSvg(game);
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', ICON_CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}
