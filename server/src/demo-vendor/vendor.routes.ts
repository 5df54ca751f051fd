import type { FastifyInstance } from 'fastify';
import { HTML_LANG, okEnvelope } from '@lotto/contract';
import { invalidRequest, toAppError } from '../errors.js';
import { assetUrl, escapeHtml, registerClientAssets, renderPageShell, sendPage } from './assets.js';
import {
  CRASH_MAX_TARGET_X100,
  CRASH_MIN_TARGET_X100,
  SLOT_LINES,
  SLOT_PAYS,
  SLOT_SYMBOLS,
  slotRtp,
} from './games.js';
import { PLAY_PATH, demoKindOf, resolveLaunch, type ResolvedLaunch } from './launch.js';
import { createLaunchPurge } from './launch-purge.js';
import { lobbyRoutes, type LobbyLauncher } from './lobby.routes.js';
import { liveCrashRound, openLiveRound, startLiveCrash } from './live-crash.js';
import { launchBalance, playRound, recentRounds } from './rounds.js';
import { currentMatchday } from './sports-bets.js';
import {
  LaunchTokenSchema,
  LiveRoundSchema,
  LiveStartSchema,
  RoundRequestSchema,
  StateQuerySchema,
  type HistoryItem,
  type RoundReply,
  type SportsOutcome,
  type StateReply,
} from './vendor.schemas.js';
import { sportsNow } from './sports-clock.js';

export const ASSET_PREFIX = '/vendor/demo/assets';
const ASSETS = {
  'demo.css': 'demo-vendor/client/demo.css',
  'slot.js': 'demo-vendor/client/slot.ts',
  'crash.js': 'demo-vendor/client/crash.ts',
  'sports.js': 'demo-vendor/client/sports.ts',
  'sports.css': 'demo-vendor/client/sports.css',
} as const;

/**
 * Rounds per minute and IP: far above a person spinning (about one a second), low enough to stop a
 * script. allowList false: the global limiter only counts /wps, /lgw and /dev.
 */
const ROUND_LIMITED = { config: { rateLimit: { max: 900, timeWindow: 60_000, allowList: () => false } } };

const gameName = (r: ResolvedLaunch) => r.game.names[r.launch.language] ?? r.game.names.EN ?? r.game.gameName;

const toNumber = (v: bigint) => Number(v);

/** What the history strip shows of a round: crash point, or the sports match, pick and score. */
function historyDetail(outcome: Record<string, unknown>): Pick<HistoryItem, 'crashX100' | 'sports'> {
  if (typeof outcome.crashX100 === 'number') return { crashX100: outcome.crashX100 };
  if (outcome.kind === 'sports') {
    const { home, away, pick, score, result } = outcome as unknown as SportsOutcome;
    return { sports: { home, away, pick, score, result } };
  }
  return {};
}

/** The kind's own part of the state: paytable, crash limits, or the current matchday. */
function gameInfo(r: ResolvedLaunch): Pick<StateReply, 'slot' | 'crash' | 'sports'> {
  const kind = demoKindOf(r.game);
  if (kind === 'slot') return { slot: { symbols: SLOT_SYMBOLS, pays: SLOT_PAYS, lines: SLOT_LINES, rtp: Math.round(slotRtp() * 1000) / 10 } };
  if (kind === 'sports') return { sports: currentMatchday(r, sportsNow()) };
  return { crash: { minTarget: CRASH_MIN_TARGET_X100, maxTarget: CRASH_MAX_TARGET_X100, rtp: 97 } };
}

async function stateOf(app: FastifyInstance, r: ResolvedLaunch): Promise<StateReply> {
  const kind = demoKindOf(r.game);
  const openRound = kind === 'crash' ? await openLiveRound(app.db, r) : null;
  const { balanceMinor, currency } = await launchBalance(app.db, r);
  const history = await recentRounds(app.db, r.launch.id);
  return {
    game: { name: gameName(r), kind, nodeId: r.game.nodeId },
    trial: r.launch.trial,
    language: r.launch.language,
    currency,
    balance: toNumber(balanceMinor),
    minBet: r.game.minBetMinor,
    maxBet: r.game.maxBetMinor,
    expiresAt: r.launch.expiresAt.toISOString(),
    history: history.map((h) => ({ roundId: h.roundId, bet: toNumber(h.betMinor), win: toNumber(h.winMinor), ...historyDetail(h.outcome) })),
    ...(openRound ? { openRound } : {}),
    ...gameInfo(r),
  };
}

export interface VendorRoutesOptions {
  /** The platform's game launch, for the provider lobby's play buttons. */
  launcher: LobbyLauncher;
}

/** The demo vendor: play pages, their assets, the page's state and round API, and provider lobbies. */
export async function vendorRoutes(app: FastifyInstance, opts: VendorRoutesOptions) {
  registerClientAssets(app, ASSET_PREFIX, ASSETS);

  // Expired launch tickets are swept while the server runs; preClose stops the sweep before the
  // database closes.
  const purge = createLaunchPurge({ db: app.db, log: app.log });
  app.addHook('onReady', () => purge.start());
  app.addHook('preClose', () => purge.stop());

  await lobbyRoutes(app, ASSET_PREFIX, ASSETS['demo.css'], opts.launcher);

  app.get<{ Params: { token: string } }>(`${PLAY_PATH}/:token`, async (request, reply) => {
    const css = await assetUrl(ASSET_PREFIX, 'demo.css', ASSETS['demo.css']);
    const token = LaunchTokenSchema.safeParse(request.params.token);
    let resolved: ResolvedLaunch | null = null;
    let problem = 'This game session is unknown. Launch the game again from the site.';
    if (token.success) {
      try {
        resolved = await resolveLaunch(app.db, token.data);
      } catch (e) {
        const known = toAppError(e);
        if (!known || known.statusCode >= 500) throw e;
        problem = known.message;
      }
    }
    if (!resolved) {
      const body = `<main class="expired"><div class="expired-card"><div class="expired-icon" aria-hidden="true">⏳</div><h1>Game session over</h1><p>${escapeHtml(problem)}</p></div></main>`;
      return sendPage(reply, renderPageShell({ lang: 'en', title: 'Game session over', styles: [css], scripts: [], body }), 401);
    }
    const kind = demoKindOf(resolved.game);
    const script = await assetUrl(ASSET_PREFIX, `${kind}.js`, ASSETS[`${kind}.js`]);
    const styles = kind === 'sports' ? [css, await assetUrl(ASSET_PREFIX, 'sports.css', ASSETS['sports.css'])] : [css];
    const name = gameName(resolved);
    const html = renderPageShell({
      lang: HTML_LANG[resolved.launch.language] ?? 'en',
      title: name,
      styles,
      scripts: [script],
      bodyClass: `game game-${kind}`,
      data: { kind, lang: resolved.launch.language },
      // The script builds the game; this is what shows until it runs (or without JavaScript).
      body: `<main id="app" class="app" aria-busy="true"><div class="boot"><div class="boot-logo" aria-hidden="true"></div><p class="boot-name">${escapeHtml(name)}</p></div><noscript><p class="noscript">JavaScript is required to play.</p></noscript></main>`,
    });
    return sendPage(reply, html);
  });

  app.get('/vendor/demo/api/state', ROUND_LIMITED, async (request, reply) => {
    const query = StateQuerySchema.safeParse(request.query);
    if (!query.success) throw invalidRequest(query.error.issues);
    const resolved = await resolveLaunch(app.db, query.data.token);
    return reply.header('cache-control', 'no-store').send(okEnvelope(await stateOf(app, resolved)));
  });

  app.post('/vendor/demo/api/round', ROUND_LIMITED, async (request, reply) => {
    const body = RoundRequestSchema.safeParse(request.body);
    if (!body.success) throw invalidRequest(body.error.issues);
    const resolved = await resolveLaunch(app.db, body.data.token);
    const { roundId, bet, pick } = body.data;
    const result = await playRound(app.db, resolved, { roundId, betMinor: BigInt(bet), ...(pick ? { pick } : {}) });
    const value: RoundReply = {
      roundId: result.roundId,
      bet: toNumber(result.betMinor),
      win: toNumber(result.winMinor),
      balance: toNumber(result.balanceAfterMinor),
      replay: result.replay,
      outcome: result.outcome as unknown as Record<string, unknown>,
    };
    return reply.header('cache-control', 'no-store').send(okEnvelope(value));
  });

  // Live crash: start (bet debited), look (settles an ended flight), cash out (win credited).
  app.post('/vendor/demo/api/crash/start', ROUND_LIMITED, async (request, reply) => {
    const body = LiveStartSchema.safeParse(request.body);
    if (!body.success) throw invalidRequest(body.error.issues);
    const resolved = await resolveLaunch(app.db, body.data.token);
    const value = await startLiveCrash(app.db, resolved, { roundId: body.data.roundId, betMinor: BigInt(body.data.bet), targetX100: body.data.target ?? null });
    return reply.header('cache-control', 'no-store').send(okEnvelope(value));
  });

  app.get('/vendor/demo/api/crash/round', ROUND_LIMITED, async (request, reply) => {
    const query = LiveRoundSchema.safeParse(request.query);
    if (!query.success) throw invalidRequest(query.error.issues);
    const resolved = await resolveLaunch(app.db, query.data.token);
    return reply.header('cache-control', 'no-store').send(okEnvelope(await liveCrashRound(app.db, resolved, query.data.roundId, false)));
  });

  app.post('/vendor/demo/api/crash/cashout', ROUND_LIMITED, async (request, reply) => {
    const body = LiveRoundSchema.safeParse(request.body);
    if (!body.success) throw invalidRequest(body.error.issues);
    const resolved = await resolveLaunch(app.db, body.data.token);
    return reply.header('cache-control', 'no-store').send(okEnvelope(await liveCrashRound(app.db, resolved, body.data.roundId, true)));
  });
}
