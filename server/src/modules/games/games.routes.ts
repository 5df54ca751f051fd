import type { FastifyInstance } from 'fastify';
import { LOBBY_PAGE_SIZE, gameCalls, majorToMinor, type GameVendorReply } from '@lotto/contract';
import { errors } from '../../errors.js';
import { registerCall } from '../../http/register-call.js';
import { launchLottery } from '../../lottery/launch.js';
import { TICKET_KEY_PURPOSE } from '../../lottery/ticket.js';
import { mintLobbyToken } from '../../demo-vendor/lobby.js';
import { requireRealAccount } from '../../plugins/session.js';
import { launchGame, launchTrial } from './game-launch.service.js';
import { createGamesRepository } from './games.repository.js';
import { presentCard, presentGame, presentRoom, presentVassGameType } from './games.presenter.js';
import { optionalSession } from './optional-session.js';

/** Lanes of the vendor reply, in the order the site's menus show game types (ours). */
const LANE_ORDER = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS'];
const laneRank = (gameType: string) => {
  const i = LANE_ORDER.indexOf(gameType);
  return i === -1 ? LANE_ORDER.length : i;
};
/** Hot and recent lists hold one lobby page (spec 2 §9: 40). */
const SHORT_LIST_LIMIT = LOBBY_PAGE_SIZE;

/** The game catalogue and launch calls (spec 2 §7 "Games", spec 3 Replies). */
export async function gamesRoutes(app: FastifyInstance) {
  const repo = createGamesRepository(app.db);
  const deps = { db: app.db, repo };

  registerCall(app, gameCalls.vendors, async ({ merchant }) => {
    const products = await repo.products(merchant.code);
    const withTrial = await repo.productsWithTrial(merchant.code);
    const lobbyGameIds = await repo.gameIdsByNode(merchant.code, products.flatMap((p) => (p.product.lobbyNodeId ? [p.product.lobbyNodeId] : [])));
    const lanes = new Map<string, GameVendorReply['data']['lanes'][number]>();
    for (const entry of products) {
      const type = entry.product.gameType;
      if (!lanes.has(type)) lanes.set(type, { title: type, gameClassify: null, cards: [] });
      lanes.get(type)!.cards.push(presentCard(entry, { freeplay: withTrial.has(entry.product.id), lobbyGameId: lobbyGameIds.get(entry.product.lobbyNodeId ?? '') ?? null }));
    }
    return { data: { lanes: [...lanes.values()].sort((a, b) => laneRank(a.title) - laneRank(b.title)) } };
  });

  registerCall(app, gameCalls.vassGameTypes, async ({ merchant, input }) =>
    (await repo.products(merchant.code, input)).map(presentVassGameType),
  );

  registerCall(app, gameCalls.rooms, async ({ merchant, input, language }) =>
    (await repo.rooms(merchant.code, input)).map((e) => presentRoom(e, language)),
  );

  registerCall(app, gameCalls.list, async ({ request, merchant, input, language }) => {
    const lang = input.language ?? language;
    const { rows, total } = await repo.listPage(
      merchant.code,
      {
        gameType: input.gameType,
        vassalage: input.vassalage,
        gameClassify: input.gameClassify,
        gameName: input.gameName,
        minBetMinor: input.minBet ? Number(majorToMinor(input.minBet)) : undefined,
        minLineNum: input.minLineNum,
      },
      input,
    );
    const session = await optionalSession(app, request, merchant);
    const favourites = session ? await repo.favouriteIds(session.customerId, rows.map((r) => r.game.id)) : null;
    return {
      games: rows.map((r) => presentGame(r, lang, favourites ? favourites.has(r.game.id) : undefined)),
      totalPages: Math.ceil(total / input.pageSize),
      pageSize: input.pageSize,
      pageNum: input.pageNo,
      total,
    };
  });

  registerCall(app, gameCalls.hot, async ({ request, merchant, input, language }) => {
    const rows = await repo.hot(merchant.code, input.gameType, SHORT_LIST_LIMIT);
    const session = await optionalSession(app, request, merchant);
    const favourites = session ? await repo.favouriteIds(session.customerId, rows.map((r) => r.game.id)) : null;
    return rows.map((r) => presentGame(r, input.language ?? language, favourites ? favourites.has(r.game.id) : undefined));
  });

  registerCall(app, gameCalls.recent, async ({ customerId, merchant, input, language }) => {
    const rows = await repo.recent(merchant.code, customerId, input.gameType, SHORT_LIST_LIMIT);
    const favourites = await repo.favouriteIds(customerId, rows.map((r) => r.game.id));
    return rows.map((r) => presentGame(r, input.language ?? language, favourites.has(r.game.id)));
  });

  registerCall(app, gameCalls.favourites, async ({ customerId, merchant, input, language }) => {
    const { rows, total } = await repo.favouritesPage(merchant.code, customerId, input);
    return {
      content: rows.map((r) => presentGame(r, language, true)),
      pageNum: input.pageNo,
      pageSize: input.pageSize,
      totalPages: Math.ceil(total / input.pageSize),
      total,
    };
  });

  const favouriteGame = async (merchantCode: string, input: { nodeId: string; vendor: string; gameType: string }) => {
    const entry = await repo.byNodeVendorType(merchantCode, input.nodeId, input.vendor, input.gameType);
    if (!entry) throw errors.resourceNotFound(`No game ${input.nodeId} of ${input.vendor} ${input.gameType}.`);
    return entry;
  };

  registerCall(app, gameCalls.addFavourite, async ({ customerId, merchant, input }) => {
    const entry = await favouriteGame(merchant.code, input);
    await repo.addFavourite(customerId, entry.game.id);
    return null;
  });

  registerCall(app, gameCalls.removeFavourite, async ({ customerId, merchant, input }) => {
    const entry = await favouriteGame(merchant.code, input);
    await repo.removeFavourite(customerId, entry.game.id);
    return null;
  });

  // spec 2 §4: a token and a real (not type 4) account for both launch modes.
  registerCall(app, gameCalls.launch, async ({ session, customerId, merchant, input, language }) => {
    requireRealAccount(session);
    if (input.launchMode === 'LOTT') {
      return launchLottery(app.db, { merchantCode: merchant.code, customerId, siteSessionId: session.sessionId, ticketKey: app.encryption.derivedKey(TICKET_KEY_PURPOSE), language: input.language ?? input.lang ?? language, request: input });
    }
    return launchGame(deps, { merchantCode: merchant.code, customerId, siteSessionId: session.sessionId, input, language });
  });

  // spec 2 §4: a provider's lobby address signs the player in with a single-use stoken (docs/decisions/0004).
  registerCall(app, gameCalls.lobbyToken, async ({ session, customerId, merchant, input, language }) => {
    requireRealAccount(session);
    return mintLobbyToken(app.db, {
      merchantCode: merchant.code,
      customerId,
      siteSessionId: session.sessionId,
      provider: input.provider,
      language: input.language ?? language,
    });
  });

  registerCall(app, gameCalls.trialLaunch, async ({ request, merchant, input, language }) => {
    const session = await optionalSession(app, request, merchant);
    return launchTrial(deps, {
      merchantCode: merchant.code,
      customerId: session?.customerId ?? null,
      siteSessionId: session?.sessionId ?? null,
      nodeId: input.nodeId,
      gameId: input.gameId,
      language: input.language ?? language,
    });
  });
}
