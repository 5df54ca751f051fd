import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { announcementCalls, otherCalls, type Winner } from '@lotto/contract';
import { errors } from '../../errors.js';
import { keepAnswer } from '../../http/kept-answer.js';
import { registerCall } from '../../http/register-call.js';
import { ANNOUNCEMENT_ART_PATH, announcementArtSvg } from './announcement-art.js';
import { createAnnouncementsRepository } from './announcements.repository.js';
import { createAnnouncementsService, winnerBoardOf } from './announcements.service.js';
import { createPromotionNotices } from '../promotions/promotion-notices.js';
import { plainText } from '../../lib/rich-text.js';
import { artParams, sendArt } from '../../http/generated-art.js';

/** An announcement's art changes only with its title: a day in caches, then revalidated by ETag. */
const ART_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=86400';

const paramsSchema = artParams(/^\d{1,18}\.svg$/);

/** Boards kept with a category's wins: a language and length each (the site asks one length). */
const BOARDS_PER_CATEGORY = 24;

/**
 * Home content (spec 2 §2, §3, §7): announcements (banners, notices, popups, promotions, hot), the
 * winner board and the jackpot figure, and the generated artwork the announcements point at.
 */
export async function announcementsRoutes(app: FastifyInstance) {
  const repo = createAnnouncementsRepository(app.db);
  const service = createAnnouncementsService(repo, createPromotionNotices(app.db));

  // The same for every visitor of a merchant and language: kept a few seconds per merchant
  // (kept-home-content.ts), one answer object, so its JSON and compressed forms are made once
  // (keepAnswer). The promotions (PR) are the promotions module's and are read each time.
  registerCall(app, announcementCalls.list, ({ merchant, language, input }) => {
    const query = { types: input.types, groupName: input.groupName, execution: input.execution, platform: input.platform };
    const read = () => service.list(merchant, language, query);
    if (input.types.includes('PR')) return read();
    const key = JSON.stringify([language, [...input.types].sort(), query.groupName ?? null, query.execution ?? null, query.platform ?? null]);
    return app.announcementLists.get(merchant.code, key, async () => keepAnswer(await read()));
  });

  // The Language header (or the language query) names the board's game names; CustomerId is sent by
  // the site (spec 2 §7) and not needed for a public board, which each process keeps a few seconds
  // per merchant (kept-home-content.ts).
  // One read of a category's latest wins serves every language and length; the boards made of it
  // are kept with it (at most BOARDS_PER_CATEGORY; past that one is made for the request).
  registerCall(app, otherCalls.winnerBoard, async ({ merchant, language, input }) => {
    const board = winnerBoardOf(input.language ?? language, input.gameCategory, input.limitNum);
    const kept = await app.winnerBoards.get(merchant.code, board.category, async () => ({
      wins: await service.latestWins(merchant, board.category),
      boards: new Map<string, Winner[]>(),
    }));
    const key = `${board.lang}:${board.limit}`;
    const known = kept.boards.get(key);
    if (known) return known;
    const made = service.winnerBoard(kept.wins, board);
    if (kept.boards.size < BOARDS_PER_CATEGORY) kept.boards.set(key, keepAnswer(made));
    return made;
  });

  // The same for every visitor of a merchant: kept a few seconds per merchant and currency. The
  // key names the merchant_code asked for too, so a request naming another merchant never shares
  // a load with a good one; its refusal, like a currency without a pool (null), is never kept.
  registerCall(app, otherCalls.jackpot, ({ merchant, input }) =>
    app.jackpots.get(merchant.code, `${input.merchant_code}\u0000${input.currency}`, async () => {
      const jackpot = await service.jackpot(merchant, input.merchant_code, input.currency);
      return jackpot && keepAnswer(jackpot);
    }),
  );

  app.withTypeProvider<ZodTypeProvider>().get(`${ANNOUNCEMENT_ART_PATH}/:merchant/:file`, { schema: { params: paramsSchema } }, async (request, reply) => {
    const { merchant, file } = request.params;
    const row = await repo.byId(merchant, Number(file.slice(0, -'.svg'.length)));
    if (!row) throw errors.resourceNotFound('No such announcement art.');
    const subtitle = row.type === 'B' ? plainText(row.content).trim() : undefined;
    const svg = announcementArtSvg({ key: `${merchant}/${row.id}/${row.type}`, title: plainText(row.title), subtitle });
    return sendArt(request, reply, svg, ART_CACHE_CONTROL);
  });
}
