import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../errors.js';
import { LOTTERY_ICONS_PATH } from '../../lib/game-icons.js';
import { lotteryIconSvg } from '../icon-art.js';
import { artParams, sendArt } from '../../http/generated-art.js';

const paramsSchema = artParams(/^[A-Za-z0-9_-]{1,32}\.svg$/);

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
    return sendArt(request, reply, lotteryIconSvg(game));
  });
}
