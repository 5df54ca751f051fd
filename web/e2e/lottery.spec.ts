import type { Page, Route } from '@playwright/test';
import { valueOf } from './support/envelope';
import { AD_POPUP, expect, test } from './support/fixtures';
import { PLAYER2, accountMenu, headerBalance, useEnglish } from './support/accounts';
import { drawNow, gameOnSale, waitForOpenSale } from './support/lottery';
import { money } from './support/money';

/**
 * The lottery front end end to end: the home lottery widgets lead into /lottery, which launches
 * LOTT (GET /wps/game/launchGame) and frames the demo lottery page; a bet on the current issue is
 * drawn and settled by the server's engine (server/src/lottery), asked to draw at once.
 *
 * player02 bets here: demo01's seeded balance is asserted by auth.spec.ts, and agent01 bets in
 * lottery-page.spec.ts and live-events.spec.ts. games.spec.ts plays as player02 too, with rounds
 * settled on the spot, and a project runs one test at a time.
 */
const PLAYER = PLAYER2;
const GAME = { code: 'CQSSC', name: 'Lucky 5D' } as const;
/** Games no test here draws early (TJSSC: 90 s issues, sales close 15 s before the draw; GD11X5: 60 s, 10 s). */
const OTHER_GAMES = ['TJSSC', 'GD11X5'] as const;

interface PlacedBet {
  bet: { betId: string; numero: string; status: string; amount: number };
  balance: number;
}
interface MyBet {
  betId: string;
  numero: string;
  status: 'open' | 'won' | 'lost' | 'void';
  payout: number | null;
  winNo: string | null;
}

/** 4xx resource loads are expected answers (e.g. a refused call), not page errors. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));

async function token(page: Page): Promise<string> {
  const t = await page.evaluate(() => window.sessionStorage.getItem('token'));
  expect(t).toBeTruthy();
  return t!;
}

test.describe('lottery', () => {
  test('[S2-4.4] the quick-bet countdown keeps its place when its issue closes: clock, "Drawing", clock again', { tag: '@phone' }, async ({ page, consoleErrors }) => {
    await useEnglish(page);
    // the page's clock is the test's: it runs on its own and jumps to the close of sales below
    await page.clock.install();
    // the advertisement popup comes over a guest's home page once its answer is in, and hides the page
    // from the accessibility tree while it is open: closed here before the box is read and measured
    await page.removeLocatorHandler(AD_POPUP(page));
    await page.goto('/');
    await AD_POPUP(page).getByTestId('ad-popup-close').click();
    await expect(AD_POPUP(page)).toHaveCount(0);
    const box = page.getByTestId('quick-bet');
    const timer = box.getByRole('timer');
    // between the close of sales and the next issue the box says "Drawing": wait for a countdown
    await expect(timer).toHaveText(/^\d\d:\d\d$/, { timeout: 30_000 });
    const place = async () => {
      const [t, b] = await Promise.all([timer.boundingBox(), box.boundingBox()]);
      return { x: t!.x - b!.x, y: t!.y - b!.y, width: t!.width, height: t!.height };
    };
    const counting = await place();
    const [minutes, seconds] = (await timer.textContent())!.split(':').map(Number);

    // at zero the box asks for the next issue; held here, "Drawing" stays on screen until let go
    let holding = true;
    const held: Route[] = [];
    await page.route(/\/lgw\/(numeros\/near|games\/opened\/numero)/, (route) => (holding ? void held.push(route) : route.continue()));
    await page.clock.fastForward((minutes! * 60 + seconds! + 1) * 1000);
    await expect(timer).toHaveText('Drawing');
    expect(await place()).toEqual(counting);

    await expect.poll(() => held.length).toBeGreaterThan(0);
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await expect(timer).toHaveText(/^\d\d:\d\d$/, { timeout: 30_000 });
    expect(await place()).toEqual(counting);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test('[S2-2.23] [S2-2.5] [S2-7.2] a player opens a lottery from the home countdown list, bets on the current issue and sees the draw and the settlement', { tag: '@phone' }, async ({
    page,
    request,
    consoleErrors,
    apiCalls,
    signIn,
  }) => {
    await useEnglish(page);
    await signIn(PLAYER);
    await page.goto('/');
    await expect(accountMenu(page, PLAYER.nickname)).toBeVisible();

    // home: the countdown list shows the game with its issue and a ticking countdown
    const countdowns = page.getByTestId('lottery-countdowns');
    const row = countdowns.getByRole('listitem').filter({ hasText: GAME.name });
    await expect(row).toContainText(/Issue \d{8}-\d{4}/);
    await expect(row.getByRole('timer')).toHaveText(/\d\d:\d\d|Drawing/);
    await row.getByRole('link', { name: `Bet on ${GAME.name}` }).click();

    // /lottery launches LOTT for the game and frames value.gameUrl
    await expect(page).toHaveURL(new RegExp(`/lottery\\?gameCode=${GAME.code}&playType=1$`));
    const frameEl = page.getByTestId('lottery-frame');
    await expect(frameEl).toHaveAttribute('src', /^\/vendor\/lottery\/play\?ticket=/);
    const launch = apiCalls.find((c) => c.path === '/wps/game/launchGame');
    expect(Object.fromEntries(launch!.url.searchParams)).toMatchObject({ launchMode: 'LOTT', lottoMode: 'Traditional', lottoGameCode: GAME.code, language: 'EN' });

    const game = page.frameLocator('[data-testid="lottery-frame"]');
    await expect(game.getByRole('heading', { name: GAME.name })).toBeVisible();
    await expect(game.getByTestId('numero')).toHaveText(/^\d{8}-\d{4}$/);
    // so the bet cannot race the lock
    await waitForOpenSale(game);

    await game.getByRole('group', { name: 'Your pick' }).getByRole('button').first().click();
    await game.getByRole('spinbutton', { name: 'Amount' }).fill('2');
    const reply = page.waitForResponse((r) => r.url().endsWith('/vendor/lottery/api/bet'));
    await game.getByRole('button', { name: 'Place bet' }).click();
    const placed = await valueOf<PlacedBet>(reply);
    expect(placed.bet.status).toBe('open');
    const numero = placed.bet.numero;
    await expect(game.getByRole('status').filter({ hasText: `Bet placed on issue ${numero}` })).toBeVisible();
    const betRow = game.locator('.bet').filter({ hasText: numero });
    await expect(betRow).toContainText('Open');
    await expect(game.getByTestId('balance')).toContainText(money(placed.balance));
    // [S2-4.21] the page tells the site about the bet: the info bar follows without leaving the game
    await expect(headerBalance(page)).toContainText(money(placed.balance), { timeout: 15_000 });

    // the draw, now: the page's bet row turns Won or Lost once it sees the settled issue
    const { winNo } = await drawNow(request, GAME.code, numero);
    // the player is told at once (the toast lasts 4.5 s): the game and the issue, and what it paid
    const told = page.getByRole('status').filter({ hasText: `${GAME.name}, issue ${numero}` });
    await expect(told).toContainText(/You won [\d,]+\.\d\d!|No win this time/);
    await expect(betRow.locator('.status')).toHaveText(/^(Won \+.+|Lost)$/);

    // the settlement as the platform reports it: the bet has the draw's numbers and the wallet follows
    const auth = { Merchant: 'demo', Authorization: await token(page) };
    const mine = (await (await page.request.get(`/lgw/bets?gameCode=${GAME.code}&size=20`, { headers: auth })).json()) as MyBet[];
    const settled = mine.find((b) => b.betId === placed.bet.betId);
    expect(settled?.status).toMatch(/^(won|lost)$/);
    expect(settled?.winNo).toBe(winNo);
    const draws = (await (await page.request.get(`/lgw/draw/code/${GAME.code}?size=10`, { headers: auth })).json()) as { numero: string; winNo: string }[];
    expect(draws.find((d) => d.numero === numero)?.winNo).toBe(settled?.winNo);
    const expected = placed.balance + (settled?.status === 'won' ? (settled.payout ?? 0) : 0);
    await expect(game.getByTestId('balance')).toContainText(money(expected));
    // and the settlement the page notices reaches the info bar too
    await expect(headerBalance(page)).toContainText(money(expected), { timeout: 15_000 });
    // the draw result is listed in the page's results with the same numbers
    await expect(game.getByRole('heading', { name: 'Latest results' })).toBeVisible();

    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test('[S2-2.21] [S2-4.4] [S2-2.5] the home quick-bet box counts down and goes to /lottery, whose game opens with the five picked numbers selected', async ({
    page,
    consoleErrors,
    signIn,
  }) => {
    await useEnglish(page);
    await signIn(PLAYER);
    await page.goto('/');
    const box = page.getByTestId('quick-bet');
    await expect(box.getByTestId('quick-bet-game')).not.toBeEmpty();
    const balls = box.getByRole('list', { name: 'Your numbers' }).getByRole('listitem');
    await expect(balls).toHaveCount(5);
    const timer = box.getByRole('timer');
    // between the close of sales and the next issue the box says "Drawing": wait for a countdown
    await expect(timer).toHaveText(/\d\d:\d\d/, { timeout: 30_000 });
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '', { timeout: 3_000 });
    const numbers = (await balls.allTextContents()).map((s) => s.trim());
    await box.getByRole('link', { name: 'Bet now' }).click();
    await expect(page).toHaveURL(/\/lottery\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('gameCode')).toMatch(/^[A-Za-z0-9_]+$/);
    expect(url.searchParams.get('playType')).toMatch(/^[12]$/);
    expect(url.searchParams.get('bet_param')).toBe(numbers.join(','));
    await expect(page.getByTestId('lottery-frame')).toHaveAttribute('src', /bet_param=/);

    // the lottery page opens that game with the numbers in its bet slip (SSC: one digit per
    // position, the first position shown; 11X5: five "any one number" picks) and the play type
    const game = page.frameLocator('[data-testid="lottery-frame"]');
    const slip = game.getByRole('list', { name: 'Your numbers' }).getByRole('listitem');
    await expect(slip).toHaveText(numbers.map((n) => new RegExp(` ${n}$`)));
    await expect(game.getByRole('group', { name: 'Your pick' }).getByRole('button', { name: numbers[0], exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(game.getByTestId('play-type')).toHaveText(url.searchParams.get('playType') === '2' ? 'Entertainment' : 'Traditional');
    await expect(game.getByRole('button', { name: 'Place bet' })).toBeVisible();
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test('the lottery frame is as tall as its page (no scroll inside) and "Place bet" stays in view on a phone as the page scrolls', { tag: '@phone' }, async ({
    page,
    consoleErrors,
    signIn,
  }) => {
    await useEnglish(page);
    await signIn(PLAYER);
    // any game with a sale open (not GAME: the first test draws its current issue early, which
    // leaves that game with no issue on sale until the issue's own draw time)
    const code = await gameOnSale(page.request, OTHER_GAMES);
    await page.goto(`/lottery?gameCode=${code}&playType=1`);
    const frameEl = page.getByTestId('lottery-frame');
    const game = page.frameLocator('[data-testid="lottery-frame"]');
    await expect(game.getByTestId('numero')).toHaveText(/^\d{8}-\d{4}$/);
    // the page reported its height and the site sized the frame to it (docs/decisions/0015)
    await expect(frameEl).toHaveAttribute('data-fit', 'content');
    const overflow = () => frameEl.evaluate((f: HTMLIFrameElement) => f.contentDocument!.documentElement.scrollHeight - f.clientHeight);
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    expect(await frameEl.evaluate((f: HTMLIFrameElement) => f.clientHeight)).toBeGreaterThan(page.viewportSize()!.height);

    await waitForOpenSale(game);
    await game.getByRole('group', { name: 'Your pick' }).getByRole('button').first().click();
    await expect(game.getByRole('button', { name: 'Place bet' })).toBeEnabled();
    // the button is on screen and nothing lies over it: the site's window shows the frame there,
    // and the frame shows the button there
    const placeBetReachable = () =>
      frameEl.evaluate((f: HTMLIFrameElement) => {
        const button = [...f.contentDocument!.querySelectorAll('button')].find((b) => b.textContent === 'Place bet');
        if (!button) return 'no button';
        const b = button.getBoundingClientRect();
        const fr = f.getBoundingClientRect();
        const x = b.left + b.width / 2;
        const y = b.top + b.height / 2;
        if (fr.top + y < 0 || fr.top + y > window.innerHeight) return `off screen at ${Math.round(fr.top + y)}`;
        if (document.elementFromPoint(fr.left + x, fr.top + y) !== f) return 'covered by the site';
        return f.contentDocument!.elementFromPoint(x, y) === button ? 'reachable' : 'covered in the frame';
      });
    await expect.poll(placeBetReachable).toBe('reachable');
    // scrolled on to the player's bets, the bet bar follows the visible part of the frame
    await page.evaluate(() => window.scrollTo(0, 420));
    await expect(game.getByRole('heading', { name: 'My bets' })).toBeVisible();
    await expect.poll(placeBetReachable).toBe('reachable');
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test('[S2-6.1] a guest opening /lottery gets the sign-in panel and nothing is launched', { tag: '@phone' }, async ({ page, consoleErrors, apiCalls }) => {
    await useEnglish(page);
    await page.goto('/lottery?gameCode=CQSSC&playType=1');
    const locked = page.getByTestId('lottery-locked');
    await expect(locked).toContainText('Log in to play');
    await locked.getByRole('button', { name: 'Log in' }).click();
    // in_sorry_in, or the login popup when the merchant's loginPop is on
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(apiCalls.filter((c) => c.path === '/wps/game/launchGame')).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
  });
});
