import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../errors.js';
import { GAME_ICONS_PATH } from '../../lib/game-icons.js';
import { gameIconSvg } from './game-icon-art.js';
import { createGamesRepository } from './games.repository.js';
import { artParams, sendArt } from '../../http/generated-art.js';

const paramsSchema = artParams(/^[A-Za-z0-9_-]{1,64}\.svg$/);

/**
 * `GET /res/game-icons/:merchant/:id.svg`: generated artwork of a game (by node id) or of a vendor
 * product card (by account type name). Static-like, so outside the API envelope and its gates.
 */
export async function gameIconRoutes(app: FastifyInstance) {
  const repo = createGamesRepository(app.db);
  app.withTypeProvider<ZodTypeProvider>().get(`${GAME_ICONS_PATH}/:merchant/:file`, { schema: { params: paramsSchema } }, async (request, reply) => {
    const { merchant, file } = request.params;
    const id = file.slice(0, -'.svg'.length);
    const game = await repo.byNode(merchant, id);
    let art: { label: string; gameType: string } | null = null;
    if (game) art = { label: game.game.names.EN ?? game.game.gameName, gameType: game.product.gameType };
    else {
      const product = await repo.productByName(merchant, id);
      if (product) art = { label: product.product.displayName, gameType: product.product.gameType };
    }
    if (!art) throw errors.resourceNotFound(`No game icon ${id}.`);
    const svg = gameIconSvg({ id: `${merchant}/${id}`, ...art });
    return sendArt(request, reply, svg);
  });
}
