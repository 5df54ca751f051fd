import type { FastifyInstance } from 'fastify';
import { LOBBY_PAGE_SIZE, gameCalls, majorToMinor, type Game, type GameListReply, type GameVendorReply, type Language } from '@lotto/contract';
import { errors } from '../../errors.js';
import { keepAnswer } from '../../http/kept-answer.js';
import { registerCall } from '../../http/register-call.js';
import { launchLottery } from '../../lottery/launch.js';
import { TICKET_KEY_PURPOSE } from '../../lottery/ticket.js';
import { mintLobbyToken } from '../../demo-vendor/lobby.js';
import { requireRealAccount } from '../../plugins/session.js';
import { launchGame, launchTrial } from './game-launch.service.js';
import { createGamesRepository } from './games.repository.js';
import { presentCard, presentGame, presentRoom, presentVassGameType } from './games.presenter.js';
import { createMemberMarks } from './member-marks.js';
import { optionalSession } from './optional-session.js';

/** Lanes of the vendor reply, in the order the site's menus show game types (ours). */
const LANE_ORDER = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS'];
const laneRank = (gameType: string) => {
  const i = LANE_ORDER.indexOf(gameType);
  return i === -1 ? LANE_ORDER.length : i;
};
/** Hot and recent lists hold one lobby page (spec 2 §9: 40). */
const SHORT_LIST_LIMIT = LOBBY_PAGE_SIZE;

/**
 * The guest answer of a cached catalogue page in one language, made and kept once (kept-answer.ts:
 * sent as the same bytes until the page leaves the cache).
 */
function guestAnswer<T extends object>(byLanguage: Map<Language, T>, language: Language, make: () => T): T {
  let answer = byLanguage.get(language);
  if (!answer) {
    answer = keepAnswer(make());
    byLanguage.set(language, answer);
  }
  return answer;
}

/**
 * Signed-in answers kept per cached page: one per language and set of favourites on the page. Few,
 * so the memory a page holds stays of the order of its guest answers (one per language).
 */
const MEMBER_ANSWERS_PER_PAGE = 8;

/**
 * A signed-in caller's answer of a cached page: it differs from the guest's only by the favourite
 * marks, so it is kept like the guest's, once per language and favourites on the page (every
 * player without one there shares the same), and dies with the page. Past the bound it is made
 * for the request. The favourites come from the member's own kept set (member-marks.ts).
 */
function memberAnswer<T extends object>(
  kept: Map<string, T>,
  language: Language,
  favouritesOnPage: readonly number[],
  make: (favourites: ReadonlySet<number>) => T,
): T {
  const key = `${language}:${favouritesOnPage.join(',')}`;
  const known = kept.get(key);
  if (known) return known;
  const answer = make(new Set(favouritesOnPage));
  if (kept.size < MEMBER_ANSWERS_PER_PAGE) kept.set(key, keepAnswer(answer));
  return answer;
}

/** The member's favourites among a page's games, in page order. */
const favouritesOn = (rows: readonly { game: { id: number } }[], favourites: ReadonlySet<number>): number[] =>
  rows.flatMap((r) => (favourites.has(r.game.id) ? [r.game.id] : []));

/** The game catalogue and launch calls (spec 2 §7 "Games", spec 3 Replies). */
export async function gamesRoutes(app: FastifyInstance) {
  const repo = createGamesRepository(app.db);
  const marks = createMemberMarks(app, (customerId) => repo.favouriteGameIds(customerId));
  app.addHook('onClose', async () => marks.close());
  const deps = { db: app.db, repo };
  // The lobby's lists are the platform's hottest calls: their pages are read once per merchant
  // and query for CATALOGUE_TTL_MS (catalogue-cache.ts), not once per request.
  const catalogue = app.gameCatalogue;
  const rowCount = (page: { rows: readonly unknown[] }) => page.rows.length;

  async function vendorLanes(merchantCode: string): Promise<GameVendorReply> {
    const products = await repo.products(merchantCode);
    const withTrial = await repo.productsWithTrial(merchantCode);
    const lobbyGameIds = await repo.gameIdsByNode(merchantCode, products.flatMap((p) => (p.product.lobbyNodeId ? [p.product.lobbyNodeId] : [])));
    const lanes = new Map<string, GameVendorReply['data']['lanes'][number]>();
    for (const entry of products) {
      const type = entry.product.gameType;
      if (!lanes.has(type)) lanes.set(type, { title: type, gameClassify: null, cards: [] });
      lanes.get(type)!.cards.push(presentCard(entry, { freeplay: withTrial.has(entry.product.id), lobbyGameId: lobbyGameIds.get(entry.product.lobbyNodeId ?? '') ?? null }));
    }
    return { data: { lanes: [...lanes.values()].sort((a, b) => laneRank(a.title) - laneRank(b.title)) } };
  }

  // The same for everyone of the merchant: one kept answer.
  registerCall(app, gameCalls.vendors, ({ merchant }) =>
    catalogue.get(
      merchant.code,
      'vendors',
      async () => keepAnswer(await vendorLanes(merchant.code)),
      (reply) => reply.data.lanes.reduce((n, lane) => n + lane.cards.length, 0),
    ),
  );

  registerCall(app, gameCalls.vassGameTypes, async ({ merchant, input }) =>
    (await repo.products(merchant.code, input)).map(presentVassGameType),
  );

  registerCall(app, gameCalls.rooms, async ({ merchant, input, language }) =>
    (await repo.rooms(merchant.code, input)).map((e) => presentRoom(e, language)),
  );

  registerCall(app, gameCalls.list, async ({ request, merchant, input, language }) => {
    const lang = input.language ?? language;
    const filter = {
      gameType: input.gameType,
      vassalage: input.vassalage,
      gameClassify: input.gameClassify,
      gameName: input.gameName,
      minBetMinor: input.minBet ? Number(majorToMinor(input.minBet)) : undefined,
      minLineNum: input.minLineNum,
    };
    const page = await catalogue.get(
      merchant.code,
      JSON.stringify(['list', filter, input.pageNo, input.pageSize]),
      async () => ({ ...(await repo.listPage(merchant.code, filter, input)), guest: new Map<Language, GameListReply>(), member: new Map<string, GameListReply>() }),
      rowCount,
    );
    const answer = (favourites?: ReadonlySet<number>): GameListReply => ({
      games: page.rows.map((r) => presentGame(r, lang, favourites ? favourites.has(r.game.id) : undefined)),
      totalPages: Math.ceil(page.total / input.pageSize),
      pageSize: input.pageSize,
      pageNum: input.pageNo,
      total: page.total,
    });
    const session = await marks.sessionOf(request, merchant);
    if (!session) return guestAnswer(page.guest, lang, () => answer());
    const favourites = await marks.favouritesOf(session.customerId);
    return memberAnswer(page.member, lang, favouritesOn(page.rows, favourites), answer);
  });

  registerCall(app, gameCalls.hot, async ({ request, merchant, input, language }) => {
    const lang = input.language ?? language;
    const page = await catalogue.get(
      merchant.code,
      JSON.stringify(['hot', input.gameType ?? null]),
      async () => ({ rows: await repo.hot(merchant.code, input.gameType, SHORT_LIST_LIMIT), guest: new Map<Language, Game[]>(), member: new Map<string, Game[]>() }),
      rowCount,
    );
    const answer = (favourites?: ReadonlySet<number>): Game[] =>
      page.rows.map((r) => presentGame(r, lang, favourites ? favourites.has(r.game.id) : undefined));
    const session = await marks.sessionOf(request, merchant);
    if (!session) return guestAnswer(page.guest, lang, () => answer());
    const favourites = await marks.favouritesOf(session.customerId);
    return memberAnswer(page.member, lang, favouritesOn(page.rows, favourites), answer);
  });

  registerCall(app, gameCalls.recent, async ({ customerId, merchant, input, language }) => {
    const rows = await repo.recent(merchant.code, customerId, input.gameType, SHORT_LIST_LIMIT);
    const favourites = await marks.favouritesOf(customerId);
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
    app.liveEvents.memberChanged(customerId);
    return null;
  });

  registerCall(app, gameCalls.removeFavourite, async ({ customerId, merchant, input }) => {
    const entry = await favouriteGame(merchant.code, input);
    await repo.removeFavourite(customerId, entry.game.id);
    app.liveEvents.memberChanged(customerId);
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
