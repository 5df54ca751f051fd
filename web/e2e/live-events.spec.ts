import type { Page, WebSocket } from '@playwright/test';
import { valueOf } from './support/envelope';
import { expect, test } from './support/fixtures';
import { AGENT, accountMenu, headerBalance, useEnglish } from './support/accounts';
import { drawNow, gameOnSale } from './support/lottery';
import { money } from './support/money';

/**
 * Live events end to end (spec 3 "Live events"): the logged-in site holds one WebSocket at
 * /wps/socket subscribed to the member's user topic (merchant and token) and the merchant's setting
 * topic; when the draw engine settles the member's bet, LOTTERY_SETTLED arrives on it and the info
 * bar's balance follows, with the member still on the home page (no game frame to report it).
 *
 * agent01 bets here: the seeded player balances other specs check stay untouched.
 */
/** Games the bet may go to (whichever has the longer sale left); no other desktop test draws them early. */
const GAMES = ['GD11X5', 'TJSSC'] as const;

interface PageIssue {
  numero: string;
  locksAt: number;
  isSale: boolean;
}
interface PageState {
  serverTime: number;
  balance: number;
  game: { current: PageIssue | null; next: PageIssue | null; plays: { playCode: string; selections: string[] }[] } | null;
}

/** Every JSON frame of the site's live socket, both ways, in order. */
function watchLiveSocket(page: Page) {
  const frames: { dir: 'sent' | 'received'; frame: Record<string, unknown>; at: number }[] = [];
  page.on('websocket', (ws: WebSocket) => {
    if (!new URL(ws.url()).pathname.endsWith('/wps/socket')) return;
    const keep = (dir: 'sent' | 'received') => (e: { payload: string | Buffer }) =>
      frames.push({ dir, frame: JSON.parse(String(e.payload)) as Record<string, unknown>, at: Date.now() });
    ws.on('framesent', keep('sent'));
    ws.on('framereceived', keep('received'));
  });
  return frames;
}

test.describe('live events', () => {
  test('[S1-7.28] [S2-7.12] the logged-in site subscribes with merchant and token; a settled bet arrives as LOTTERY_SETTLED and the info bar follows', async ({
    page,
    request,
    consoleErrors,
    signIn,
  }) => {
    const frames = watchLiveSocket(page);
    const balanceRequests: number[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/v2/wallets/balance') balanceRequests.push(Date.now());
    });
    await useEnglish(page);
    await signIn(AGENT);
    await page.goto('/');
    await expect(accountMenu(page, AGENT.nickname)).toBeVisible();
    const { token, customerId } = await page.evaluate(() => ({
      token: window.sessionStorage.getItem('token') ?? '',
      customerId: window.sessionStorage.getItem('customerId') ?? '',
    }));
    const me = `/topic/user/${customerId}`;

    // the site subscribed to both topics and the server granted them
    await expect
      .poll(() => frames.filter((f) => f.dir === 'received' && f.frame.kind === 'subscribed').map((f) => f.frame.topic))
      .toEqual(expect.arrayContaining([me, '/topic/setting/demo']));
    expect(frames.filter((f) => f.dir === 'sent' && f.frame.action === 'subscribe').map((f) => f.frame)).toEqual(
      expect.arrayContaining([
        { action: 'subscribe', topic: me, merchant: 'demo', token },
        { action: 'subscribe', topic: '/topic/setting/demo', merchant: 'demo' },
      ]),
    );

    // a bet through the lottery API (the page stays home), on an issue with time left before its lock
    const headers = { Merchant: 'demo', Authorization: token };
    const gameCode = await gameOnSale(request, GAMES);
    const launch = await page.request.get(`/wps/game/launchGame?launchMode=LOTT&lottoMode=Traditional&lottoGameCode=${gameCode}&language=EN`, { headers });
    const ticket = new URL((await valueOf<{ gameUrl: string }>(launch)).gameUrl, 'http://x').searchParams.get('ticket') ?? '';
    const state = async () =>
      valueOf<PageState>(page.request.get(`/vendor/lottery/api/state?ticket=${encodeURIComponent(ticket)}&gameCode=${gameCode}`));
    const found: { issue: PageIssue | null; plays: { playCode: string; selections: string[] }[] } = { issue: null, plays: [] };
    await expect
      .poll(
        async () => {
          const s = await state();
          found.issue = s.game?.current ?? null;
          found.plays = s.game?.plays ?? [];
          return found.issue !== null && found.issue.isSale && found.issue.locksAt - s.serverTime > 3_000;
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toBe(true);
    const numero = found.issue?.numero ?? '';
    const play = found.plays[0]!;
    const bet = await page.request.post('/vendor/lottery/api/bet', {
      data: { ticket, gameCode, numero, playCode: play.playCode, selection: play.selections[0], amount: 1, idempotencyKey: `live-${Date.now()}` },
    });
    await valueOf(bet);

    // the draw, now, settles it: the event reaches the page's socket...
    await drawNow(request, gameCode, numero);
    const settledFrame = () =>
      frames.find((f) => {
        const event = f.frame.event as { type?: string; data?: { numero?: string } } | undefined;
        return f.dir === 'received' && f.frame.topic === me && event?.type === 'LOTTERY_SETTLED' && event.data?.numero === numero;
      });
    await expect.poll(() => settledFrame() !== undefined, { intervals: [250] }).toBe(true);
    const arrived = settledFrame()!.at;
    // ...which asks for the balance (the debounced refresh) and the info bar shows the settled one
    await expect.poll(() => balanceRequests.some((at) => at >= arrived), { timeout: 10_000 }).toBe(true);
    await expect(headerBalance(page)).toContainText(money((await state()).balance));
    expect(consoleErrors).toEqual([]);
  });
});
