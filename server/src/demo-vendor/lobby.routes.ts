import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HTML_LANG, LANGUAGES, gamePlatformFor, glsLaunchRequestSchema, type GameLaunchReply, type Language } from '@lotto/contract';
import { and, eq } from 'drizzle-orm';
import { gameVendors, type VendorLobbyTicketRow } from '../db/schema/index.js';
import { toAppError } from '../errors.js';
import { assetUrl, escapeHtml, renderPageShell, sendPage } from './assets.js';
import { LOBBY_PATH, LOBBY_SESSION_TTL_MS, exchangeLobbyToken, lobbyGames, providerLobby, resolveLobbySession, type LobbyGame } from './lobby.js';
import { LaunchTokenSchema } from './vendor.schemas.js';
import { demoStringsFor, type DemoStrings } from './strings.js';

/**
 * A provider's game lobby served by the demo vendor (spec 2 §4): `GET /vendor/demo/lobby/:merchant/:provider`
 * with `?stoken=` signs the player in (single use) and answers a 303 to the same address without the
 * stoken, the lobby session in a cookie; so Back and reload show the lobby again while that session
 * lives. Without a session, a guest gets in when the merchant's GAME_LOBBY resource allows guests.
 * The page is plain HTML: each game is a form posting to `.../play`, which launches like the site
 * does and redirects to the play page.
 */

/**
 * The lobby session's cookie: HttpOnly, scoped to one lobby's path (its `/play` included), and
 * SameSite=Strict, so a form posted from another site carries no session (the play route is POST only).
 */
const LOBBY_COOKIE = 'lobby_session';
const ParamsSchema = z.object({ merchant: z.string().min(1).max(32), provider: z.string().min(1).max(32) });
const QuerySchema = z.object({ stoken: LaunchTokenSchema.optional(), lang: z.enum(LANGUAGES).optional() });
const PlaySchema = z.object({
  nodeId: z.string().min(1).max(64),
  mode: z.enum(['real', 'trial']),
  lang: z.enum(LANGUAGES).optional(),
});

/**
 * How the lobby opens a game: the platform's own launch (modules/games/game-launch.service.ts),
 * handed in by the app, so a launch from the lobby is checked exactly like one from the site.
 */
export interface LobbyLauncher {
  launchGame(args: {
    merchantCode: string;
    customerId: number;
    siteSessionId: number;
    input: z.output<typeof glsLaunchRequestSchema>;
    language: Language;
  }): Promise<GameLaunchReply>;
  launchTrial(args: { merchantCode: string; customerId: number | null; siteSessionId: number | null; nodeId: string; language: Language }): Promise<GameLaunchReply>;
}

interface LobbyView {
  merchant: string;
  provider: string;
  language: Language;
  /** The lobby session of a signed-in player; null for a guest. */
  session: VendorLobbyTicketRow | null;
  alert?: string;
}

/** The lobby's own address, which is also its cookie's path. */
const lobbyAddress = (merchant: string, provider: string) => `${LOBBY_PATH}/${encodeURIComponent(merchant)}/${encodeURIComponent(provider)}`;

export async function lobbyRoutes(app: FastifyInstance, assetPrefix: string, cssEntry: string, launcher: LobbyLauncher) {
  const css = () => assetUrl(assetPrefix, 'demo.css', cssEntry);

  const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, merchant: string, provider: string, token: string) =>
    reply.setCookie(LOBBY_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path: lobbyAddress(merchant, provider),
      maxAge: Math.floor(LOBBY_SESSION_TTL_MS / 1000),
    });
  const clearSessionCookie = (reply: FastifyReply, merchant: string, provider: string) =>
    reply.clearCookie(LOBBY_COOKIE, { path: lobbyAddress(merchant, provider) });

  /**
   * The lobby session the cookie carries: null without one, 'over' when it is malformed, expired or
   * its site session has ended. A database fault is not a refusal: it goes to the error handler.
   */
  const cookieSession = async (request: FastifyRequest, merchant: string, provider: string): Promise<VendorLobbyTicketRow | null | 'over'> => {
    const raw = (request.cookies as Record<string, string | undefined> | undefined)?.[LOBBY_COOKIE];
    if (!raw) return null;
    const token = LaunchTokenSchema.safeParse(raw);
    if (!token.success) return 'over';
    try {
      return await resolveLobbySession(app.db, { session: token.data, merchantCode: merchant, provider });
    } catch (e) {
      const known = toAppError(e);
      if (!known || known.statusCode >= 500) throw e;
      return 'over';
    }
  };

  const notice = async (reply: FastifyReply, language: Language, text: string, status: number) => {
    const body = `<main class="expired"><div class="expired-card"><div class="expired-icon" aria-hidden="true">🎲</div><h1>${escapeHtml(text)}</h1></div></main>`;
    return sendPage(reply, renderPageShell({ lang: HTML_LANG[language], title: demoStringsFor(language).lobbyTitle, styles: [await css()], scripts: [], body }), status);
  };

  const vendorName = async (merchant: string, provider: string) => {
    const [v] = await app.db
      .select({ name: gameVendors.displayName })
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantCode, merchant), eq(gameVendors.vassalage, provider)));
    return v?.name ?? provider;
  };

  const render = async (reply: FastifyReply, view: LobbyView, games: LobbyGame[], status = 200) => {
    const s: DemoStrings = demoStringsFor(view.language);
    const action = `${lobbyAddress(view.merchant, view.provider)}/play`;
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    const items = games
      .map((g) => {
        const buttons = [
          view.session ? `<button type="submit" name="mode" value="real" aria-label="${escapeHtml(`${s.lobbyPlay}: ${g.name}`)}">${escapeHtml(s.lobbyPlay)}</button>` : '',
          g.trial ? `<button type="submit" name="mode" value="trial" aria-label="${escapeHtml(`${s.lobbyFreePlay}: ${g.name}`)}">${escapeHtml(s.lobbyFreePlay)}</button>` : '',
        ].join('');
        if (!buttons) return '';
        // No session field: the cookie carries the lobby session, so the token is in no page either.
        const fields = [hidden('nodeId', g.nodeId), hidden('lang', view.language)].join('');
        // the catalogue's generated artwork of the game (same origin, decorative next to its name)
        const icon = `/res/game-icons/${encodeURIComponent(view.merchant)}/${encodeURIComponent(g.nodeId)}.svg`;
        return `<li class="lobby-game"><img class="lobby-game-icon" src="${escapeHtml(icon)}" alt="" width="48" height="48" loading="lazy"><span class="lobby-game-name">${escapeHtml(g.name)}</span><form method="post" action="${escapeHtml(action)}">${fields}${buttons}</form></li>`;
      })
      .join('');
    const title = `${await vendorName(view.merchant, view.provider)} · ${s.lobbyTitle}`;
    const body = [
      '<main class="lobby">',
      `<header class="lobby-head"><h1>${escapeHtml(title)}</h1><p class="lobby-note">${escapeHtml(view.session ? s.lobbySignedIn : s.lobbyGuest)}</p></header>`,
      view.alert ? `<p class="lobby-alert" role="alert">${escapeHtml(view.alert)}</p>` : '',
      `<ul class="lobby-games" aria-label="${escapeHtml(title)}">${items}</ul>`,
      '</main>',
    ].join('');
    return sendPage(reply, renderPageShell({ lang: HTML_LANG[view.language], title, styles: [await css()], scripts: [], bodyClass: 'lobby-page', body }), status);
  };

  app.get(`${LOBBY_PATH}/:merchant/:provider`, async (request, reply) => {
    const params = ParamsSchema.safeParse(request.params);
    const query = QuerySchema.safeParse(request.query);
    const language: Language = (query.success && query.data.lang) || 'EN';
    if (!params.success || !query.success) return notice(reply, language, demoStringsFor(language).lobbyOver, 400);
    const { merchant, provider } = params.data;
    const resource = await providerLobby(app.db, merchant, provider);
    if (!resource) return notice(reply, language, demoStringsFor(language).lobbyUnavailable, 404);
    if (query.data.stoken) {
      let exchanged: Awaited<ReturnType<typeof exchangeLobbyToken>>;
      try {
        exchanged = await exchangeLobbyToken(app.db, { stoken: query.data.stoken, merchantCode: merchant, provider });
      } catch (e) {
        const known = toAppError(e);
        if (!known || known.statusCode >= 500) throw e;
        return notice(reply, language, demoStringsFor(language).lobbyOver, 401);
      }
      // Drop the used stoken from the address (history, Back, reload); the cookie signs the lobby in from now on.
      const lang = query.data.lang ?? exchanged.ticket.language;
      setSessionCookie(request, reply, merchant, provider, exchanged.session);
      return reply.header('cache-control', 'no-store').redirect(`${lobbyAddress(merchant, provider)}?lang=${encodeURIComponent(lang)}`, 303);
    }
    let session = await cookieSession(request, merchant, provider);
    if (session === 'over') {
      // The lobby session ended (its site session too, perhaps): the page is what a visitor gets.
      clearSessionCookie(reply, merchant, provider);
      session = null;
    }
    if (!session && !resource.allowGuest) return notice(reply, language, demoStringsFor(language).lobbyLogin, 401);
    const lang = session?.language ?? language;
    return render(reply, { merchant, provider, language: lang, session }, await lobbyGames(app.db, merchant, provider, lang));
  });

  app.post(`${LOBBY_PATH}/:merchant/:provider/play`, async (request, reply) => {
    const params = ParamsSchema.safeParse(request.params);
    const body = PlaySchema.safeParse(request.body);
    const language: Language = (body.success && body.data.lang) || 'EN';
    if (!params.success || !body.success) return notice(reply, language, demoStringsFor(language).lobbyUnavailable, 400);
    const { merchant, provider } = params.data;
    const resource = await providerLobby(app.db, merchant, provider);
    if (!resource) return notice(reply, language, demoStringsFor(language).lobbyUnavailable, 404);
    const session = await cookieSession(request, merchant, provider);
    if (session === 'over') {
      clearSessionCookie(reply, merchant, provider);
      return notice(reply, language, demoStringsFor(language).lobbyOver, 401);
    }
    if (!session && (!resource.allowGuest || body.data.mode === 'real')) {
      return notice(reply, language, demoStringsFor(language).lobbyLogin, 401);
    }
    const lang = session?.language ?? language;
    const games = await lobbyGames(app.db, merchant, provider, lang);
    const game = games.find((g) => g.nodeId === body.data.nodeId);
    const s = demoStringsFor(lang);
    if (!game) return render(reply, { merchant, provider, language: lang, session, alert: s.lobbyUnavailable }, games, 404);
    try {
      const launched =
        body.data.mode === 'real' && session
          ? await launcher.launchGame({
              merchantCode: merchant,
              customerId: session.customerId,
              siteSessionId: session.siteSessionId,
              language: lang,
              input: glsLaunchRequestSchema.parse({
                launchMode: 'GLS',
                nodeId: game.nodeId,
                gameId: game.gameId,
                accountType: 1,
                confirmTrans: 0,
                vassalage: provider,
                platform: gamePlatformFor(provider, game.gameType),
                clientType: 3,
                language: lang,
              }),
            })
          : await launcher.launchTrial({
              merchantCode: merchant,
              customerId: session?.customerId ?? null,
              siteSessionId: session?.siteSessionId ?? null,
              nodeId: game.nodeId,
              language: lang,
            });
      const url = launched.content.game_url;
      if (!url) return render(reply, { merchant, provider, language: lang, session, alert: s.lobbyUnavailable }, games, 503);
      return reply.header('cache-control', 'no-store').redirect(url, 303);
    } catch (e) {
      const known = toAppError(e);
      if (!known || known.statusCode >= 500) throw e;
      const alert =
        known.code === 'game.round.unfinished' ? s.lobbyUnfinished : known.code === 'launch_game_balance_not_enough' ? s.insufficient : s.lobbyUnavailable;
      return render(reply, { merchant, provider, language: lang, session, alert }, games, known.statusCode);
    }
  });
}
