import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HTML_LANG, LOTTERY_MAX_BET, majorToMinor, minorToMajor, okEnvelope, placeLotteryBetRequestSchema } from '@lotto/contract';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, customers, merchants, wallets, type LotteryGameRow, type LotteryIssueRow } from '../../db/schema/index.js';
import { errors, invalidRequest } from '../../errors.js';
import { presentBet, remarkOf } from './lottery.presenter.js';
import { currentIssue, latestDraws } from './lottery.service.js';
import { assetUrl, registerClientAssets, renderPageShell, sendPage } from '../../demo-vendor/assets.js';
import { listBets, placeBet } from '../bets.js';
import { kindOf } from '../engine.js';
import { LOTTERY_PAGE_PATH } from '../launch.js';
import type { PageBetReply, PageBoot, PageGame, PageIssue, PageState } from '../page-types.js';
import { pageTheme, type PageTheme } from '../../lib/page-theme.js';
import { playsOf } from '../plays.js';
import { preselectedPicks } from '../preselect.js';
import { isOnSale } from '../schedule.js';
import { TICKET_KEY_PURPOSE, readTicket, type LotteryTicket } from '../ticket.js';

const ASSET_PREFIX = '/vendor/lottery/assets';
const THEME_PATH = '/vendor/lottery/theme.css';
const ASSETS = { 'lottery.css': 'lottery/client/lottery.css', 'lottery.js': 'lottery/client/lottery.ts' } as const;

// Per IP and minute: far above a person (a state poll every few seconds, a bet a second), low
// enough to stop a script. allowList false: the global limiter only counts /wps, /lgw and /dev.
const STATE_RATE = { max: 600, timeWindow: 60_000, allowList: () => false };
const BET_RATE = { max: 300, timeWindow: 60_000, allowList: () => false };

const ticketField = z.string().min(10).max(1024);
const StateQuery = z.object({ ticket: ticketField, gameCode: z.string().trim().max(32).optional() });
/** The page also takes the site's bet_param (picked numbers); a malformed one is dropped, not refused. */
const PageQuery = StateQuery.extend({ bet_param: z.string().max(64).optional().catch(undefined) });
/** The page's bet: the lottery.placeBet call's request, carried with the page's ticket instead of a session token. */
const BetBody = z.object({ ticket: ticketField, ...placeLotteryBetRequestSchema.shape });
const ThemeQuery = z.object({ m: z.string().trim().min(1).max(32), v: z.string().max(32).optional() });

const issueOut = (i: LotteryIssueRow, nowMs: number): PageIssue => ({
  numero: i.numero,
  opensAt: i.opensAt.getTime(),
  locksAt: i.locksAt.getTime(),
  drawAt: i.drawAt.getTime(),
  seedHash: i.seedHash,
  isSale: isOnSale(i, nowMs) && i.drawnAt === null,
});

/**
 * The demo lottery page (the LOTT/VN launch's gameUrl): lobby and betting views for a logged-in
 * player, who arrives with the launch's signed ticket. Its API answers the envelope like the demo
 * vendor's; bets go through the same placeBet as /lgw/bets.
 */
export async function lotteryPageRoutes(app: FastifyInstance) {
  registerClientAssets(app, ASSET_PREFIX, ASSETS);

  async function holder(token: string): Promise<{ ticket: LotteryTicket; currency: string }> {
    const ticket = await readTicket(app.db, app.encryption.derivedKey(TICKET_KEY_PURPOSE), token);
    if (!ticket) throw errors.customerNotLogin('This lottery session is over. Open the lottery again from the site.');
    const [c] = await app.db
      .select({ id: customers.id, currency: merchants.currency })
      .from(customers)
      .innerJoin(merchants, eq(merchants.code, customers.merchantCode))
      .where(and(eq(customers.id, ticket.c), eq(customers.merchantCode, ticket.m)));
    if (!c) throw errors.customerNotLogin();
    return { ticket, currency: c.currency };
  }

  /** The merchant's theme tokens for the page (the site's look; the product default when it has none). */
  async function themeOf(merchantCode: string): Promise<PageTheme> {
    const [m] = await app.db.select({ theme: merchants.theme }).from(merchants).where(eq(merchants.code, merchantCode));
    return pageTheme(m?.theme);
  }

  // The page takes the merchant's theme as a stylesheet of its own (the CSP has no inline style for
  // these pages); versioned by content, so a theme change reaches the next page load.
  app.get(THEME_PATH, async (request, reply) => {
    const q = ThemeQuery.safeParse(request.query);
    if (!q.success) throw invalidRequest(q.error.issues);
    const theme = await themeOf(q.data.m);
    return reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', q.data.v === theme.hash ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(theme.css);
  });

  const gamesFor = (t: LotteryTicket) => app.lotteryGames.of(t.m, t.a === 'VN' ? 'VN' : 'LOTT');

  /** The launch's play type, and the picked numbers when they fit the opened game (else none). */
  async function bootOf(ticket: LotteryTicket, queryGame: string | undefined, betParam: string | undefined): Promise<PageBoot> {
    const code = queryGame ?? ticket.g;
    const game = (await gamesFor(ticket)).find((g) => g.gameCode === code);
    const picks = game ? preselectedPicks(kindOf(game), betParam) : [];
    return { playType: ticket.p, game: picks.length > 0 && game ? game.gameCode : null, picks };
  }

  app.get(LOTTERY_PAGE_PATH, async (request, reply) => {
    const css = await assetUrl(ASSET_PREFIX, 'lottery.css', ASSETS['lottery.css']);
    const q = PageQuery.safeParse(request.query);
    const ticket = q.success ? await readTicket(app.db, app.encryption.derivedKey(TICKET_KEY_PURPOSE), q.data.ticket) : null;
    if (!ticket) {
      const body =
        '<main class="expired"><div class="card"><h1>Lottery session over</h1><p>Open the lottery again from the site.</p></div></main>';
      return sendPage(reply, renderPageShell({ lang: 'en', title: 'Lottery', styles: [css], scripts: [], body }), 401);
    }
    const script = await assetUrl(ASSET_PREFIX, 'lottery.js', ASSETS['lottery.js']);
    const boot = await bootOf(ticket, q.data?.gameCode, q.data?.bet_param);
    const theme = await themeOf(ticket.m);
    const themeHref = `${THEME_PATH}?${new URLSearchParams({ m: ticket.m, v: theme.hash }).toString()}`;
    const html = renderPageShell({
      lang: HTML_LANG[ticket.l],
      title: ticket.a === 'VN' ? 'Xổ số' : 'Lottery',
      // the merchant's tokens after the page's own sheet, which reads them
      styles: [css, themeHref],
      themeColor: theme.background,
      scripts: [script],
      bodyClass: 'lottery',
      data: { lang: ticket.l, boot: JSON.stringify(boot) },
      body: '<main id="app" class="app" aria-busy="true"><div class="boot" role="status">…</div><noscript><p>JavaScript is required to play.</p></noscript></main>',
    });
    return sendPage(reply, html);
  });

  app.get('/vendor/lottery/api/state', { config: { rateLimit: STATE_RATE } }, async (request, reply) => {
    const q = StateQuery.safeParse(request.query);
    if (!q.success) throw invalidRequest(q.error.issues);
    const { ticket, currency } = await holder(q.data.ticket);
    const now = app.lottery.clock.now();
    const games = await gamesFor(ticket);
    const lastDraws = await latestDraws(app.db, games, 1);
    const cards: PageGame[] = [];
    const currents = new Map<number, LotteryIssueRow | undefined>();
    for (const g of games) {
      const cur = await currentIssue(app.lottery, g, now);
      currents.set(g.id, cur);
      cards.push({
        gameCode: g.gameCode,
        name: remarkOf(g, ticket.l),
        groupCode: kindOf(g),
        icon: g.iconUrl,
        current: cur ? issueOut(cur, now) : null,
        lastWinNo: lastDraws.find((d) => d.game.id === g.id)?.issue.winNo ?? null,
      });
    }
    const selected: LotteryGameRow | undefined = q.data.gameCode ? games.find((g) => g.gameCode === q.data.gameCode) : undefined;
    let game: PageState['game'] = null;
    if (selected) {
      const issues = await app.lottery.ensureIssues(selected, now);
      const cur = currents.get(selected.id);
      const next = issues.find((i) => cur && i.drawAt.getTime() > cur.drawAt.getTime());
      const results = await latestDraws(app.db, [selected], 10);
      game = {
        ...cards.find((c) => c.gameCode === selected.gameCode)!,
        lockSeconds: app.lottery.timingOf(selected).lockSeconds,
        next: next ? issueOut(next, now) : null,
        plays: playsOf(kindOf(selected)).map((p) => ({ playCode: p.playCode, odds: p.oddsHundredths / 100, selections: [...p.selections] })),
        results: results.map(({ issue }) => ({
          numero: issue.numero,
          winNo: issue.winNo ?? '',
          seed: issue.seed,
          seedHash: issue.seedHash,
          drawTime: issue.drawAt.getTime(),
        })),
      };
    }
    const [wallet] = await app.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.customerId, ticket.c), eq(wallets.accountTypeId, MAIN_WALLET_ACCOUNT_TYPE_ID)));
    const bets = await listBets(app.db, ticket.m, ticket.c, { gameCode: selected?.gameCode, limit: 15 });
    const state: PageState = {
      serverTime: now,
      language: ticket.l,
      currency,
      balance: wallet ? minorToMajor(wallet.balanceMinor) : 0,
      area: ticket.a,
      games: cards,
      game,
      bets: bets.map(({ bet, issue, game: g }) => presentBet(bet, issue, g)),
      maxBet: LOTTERY_MAX_BET,
    };
    return reply.header('cache-control', 'no-store').send(okEnvelope(state));
  });

  app.post('/vendor/lottery/api/bet', { config: { rateLimit: BET_RATE } }, async (request, reply) => {
    const body = BetBody.safeParse(request.body);
    if (!body.success) throw invalidRequest(body.error.issues);
    const { ticket } = await holder(body.data.ticket);
    const games = await gamesFor(ticket);
    if (!games.some((g) => g.gameCode === body.data.gameCode)) throw errors.inStayTuned('This lottery is not offered here.');
    const placed = await placeBet(app.db, app.lottery, {
      merchantCode: ticket.m,
      customerId: ticket.c,
      gameCode: body.data.gameCode,
      numero: body.data.numero,
      playCode: body.data.playCode,
      selection: body.data.selection,
      amountMinor: majorToMinor(body.data.amount),
      idempotencyKey: body.data.idempotencyKey,
    });
    const [wallet] = await app.db.select().from(wallets).where(eq(wallets.id, placed.bet.walletId));
    const value: PageBetReply = {
      bet: presentBet(placed.bet, placed.issue, placed.game),
      balance: wallet ? minorToMajor(wallet.balanceMinor) : 0,
    };
    return reply.header('cache-control', 'no-store').send(okEnvelope(value));
  });
}
