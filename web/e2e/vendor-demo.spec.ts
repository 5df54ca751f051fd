import type { APIRequestContext, Page } from '@playwright/test';
import { PLAYER2, headerBalance, useEnglish } from './support/accounts';
import { valueOf } from './support/envelope';
import { expect, test } from './support/fixtures';
import { money } from './support/money';

/**
 * The demo vendor's game pages in a real browser (strict CSP: external script and style only):
 * a free-trial slot and a free-trial crash game are launched through the platform API, played
 * once, and show the balance the server answered; a player enters SABA Sports from the site's
 * sports page and bets in the virtual sports game.
 */

const MERCHANT = { Merchant: 'demo' };

/** The play URL of the first game of a type that offers a free trial. */
async function trialUrl(request: APIRequestContext, gameType: string): Promise<string> {
  const list = await request.get(`/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageNo=1&pageSize=40`, { headers: MERCHANT });
  expect(list.ok()).toBe(true);
  const games = (await valueOf<{ games: { nodeId: string; supportPlay: number }[] }>(list)).games;
  for (const g of games.filter((x) => x.supportPlay === 0)) {
    const res = await request.get(`/wps/relay/GCS_gameTrialLaunch?nodeId=${g.nodeId}&platform=html5-desktop`, { headers: MERCHANT });
    if (res.ok()) return (await valueOf<{ content: { game_url: string } }>(res)).content.game_url;
  }
  throw new Error(`no ${gameType} game offers a free trial`);
}

const roundReply = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/vendor/demo/api/round') && r.request().method() === 'POST');

test.describe('demo vendor game pages', () => {
  test('a free-trial slot spins and shows the balance the server answered', { tag: '@phone' }, async ({ page, request, consoleErrors }) => {
    await page.goto(await trialUrl(request, 'RNG'));
    await expect(page.getByText('Fun play', { exact: true })).toBeVisible();
    await expect(page.locator('.balance-value')).toHaveText('2,000.00');
    const spin = page.getByRole('button', { name: 'Spin' });
    const reply = roundReply(page);
    await spin.click();
    const round = await valueOf<{ bet: number; win: number; balance: number }>(reply);
    expect(round.balance).toBe(200_000 - round.bet + round.win);
    await expect(page.locator('.balance-value')).toHaveText(money(round.balance / 100), { timeout: 10_000 });
    await expect(spin).toBeEnabled({ timeout: 10_000 });
    // The reels show five symbols in each of three rows.
    await expect(page.getByRole('img', { name: /^Reels: / })).toHaveAttribute('aria-label', /^Reels: ([a-z]+, ){4}[a-z]+; ([a-z]+, ){4}[a-z]+; ([a-z]+, ){4}[a-z]+$/);
    expect(consoleErrors).toEqual([]);
  });

  /** The first settled reply of a live crash round (from its look or its cash-out). */
  const settledReply = (page: Page) =>
    page
      .waitForResponse(async (r) => {
        if (!/\/vendor\/demo\/api\/crash\/(round\?|cashout$)/.test(r.url())) return false;
        return (await valueOf<{ status: string }>(r)).status === 'settled';
      }, { timeout: 45_000 })
      .then((r) => valueOf<LiveRound>(r));

  interface LiveRound {
    status: string;
    win: number;
    balance: number;
    crashX100: number;
    cashedOutX100: number | null;
  }
  const resultText = (r: LiveRound) =>
    r.cashedOutX100 === null ? `Crashed @ ${(r.crashX100 / 100).toFixed(2)}×` : `Cashed out @ ${(r.cashedOutX100 / 100).toFixed(2)}×`;

  test('a free-trial live crash round debits the bet at once and ends at the auto target or the crash', async ({ page, request, consoleErrors }) => {
    await page.goto(await trialUrl(request, 'PVP'));
    await expect(page.locator('.balance-value')).toHaveText('2,000.00');
    await page.getByRole('spinbutton', { name: 'Auto cash-out multiplier' }).fill('1.50');
    const started = page.waitForResponse((r) => r.url().endsWith('/vendor/demo/api/crash/start'));
    const settled = settledReply(page);
    await page.getByRole('button', { name: 'Place bet' }).click();
    const open = await valueOf<{ status: string; bet: number; balance: number }>(started);
    expect(open.status).toBe('open');
    expect(open.balance).toBe(200_000 - open.bet);
    const round = await settled;
    expect(round.cashedOutX100 === null ? round.crashX100 < 150 : round.cashedOutX100 === 150).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: resultText(round) })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.balance-value')).toHaveText(money(round.balance / 100));
    await expect(page.getByRole('button', { name: 'Place bet' })).toBeEnabled({ timeout: 15_000 });
    expect(consoleErrors).toEqual([]);
  });

  test('a live crash round stays open until the player cashes out', async ({ page, request, consoleErrors }) => {
    await page.goto(await trialUrl(request, 'PVP'));
    await page.getByRole('spinbutton', { name: 'Auto cash-out multiplier' }).fill('');
    const cashOut = page.getByRole('button', { name: 'Cash out' });
    await expect(cashOut).toBeDisabled();
    const settled = settledReply(page);
    await page.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    // Cash out as soon as the button offers it; a round that crashed first is settled as lost.
    await cashOut.click({ timeout: 10_000 }).catch(() => undefined);
    const round = await settled;
    await expect(page.getByRole('status').filter({ hasText: resultText(round) })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.balance-value')).toHaveText(money(round.balance / 100));
    await expect(cashOut).toBeDisabled();
    expect(consoleErrors).toEqual([]);
  });

  interface SportsRound {
    bet: number;
    win: number;
    balance: number;
    outcome: { home: string; away: string; score: [number, number]; result: string; won: boolean; oddsX100: number };
  }
  const OUTCOME_WORDS: Record<string, string> = { home: 'Home win', draw: 'Draw', away: 'Away win' };

  test('a player enters SABA Sports from the sports page: virtual football, a pick, a bet, its final score and the new balance', async ({ page, consoleErrors, signIn }) => {
    await useEnglish(page);
    await signIn(PLAYER2);
    // A new matchday replaces the list every 5 minutes and clears a pick: the flow starts one now
    // (the dev clock of the demo vendor's sports), so it has the whole matchday ahead.
    const started = await page.request.post('/dev/vendor/sports/next-matchday');
    expect(started.ok(), await started.text()).toBe(true);
    await page.goto('/sports');
    await expect(headerBalance(page)).toContainText(/\d/);
    await page.getByRole('button', { name: 'Enter SABA Sports' }).click();
    await expect(page).toHaveURL(/\/seamless\?gameType=SPORTS$/);
    const game = page.frameLocator('iframe');
    // The sports page, not the crash game: marked virtual and demo in its heading.
    await expect(game.getByRole('heading', { level: 1 })).toContainText('Virtual sports · demo', { timeout: 20_000 });
    await expect(game.getByRole('spinbutton', { name: 'Auto cash-out multiplier' })).toHaveCount(0);
    await expect(game.locator('.matchday-countdown')).toHaveText(/^[45]:\d\d$/);

    // Six matches, each a group of three prices; pick the home win of the first.
    const matches = game.getByRole('group');
    await expect(matches).toHaveCount(6);
    const first = matches.first();
    const homeWin = first.getByRole('button', { name: /^Home win, Odds \d+\.\d{2}$/ });
    await expect(first.getByRole('button')).toHaveCount(3);
    await homeWin.click();
    await expect(homeWin).toHaveAttribute('aria-pressed', 'true');
    await expect(first.getByRole('button', { name: /^Draw, / })).toHaveAttribute('aria-pressed', 'false');

    await game.getByRole('spinbutton', { name: 'Stake' }).fill('2.50');
    const reply = page.waitForResponse((r) => r.url().endsWith('/vendor/demo/api/round') && r.request().method() === 'POST');
    await game.getByRole('button', { name: 'Place bet' }).click();
    const round = await valueOf<SportsRound>(reply);
    expect(round.bet).toBe(250);
    expect(round.win).toBe(round.outcome.won ? Math.floor((250 * round.outcome.oddsX100) / 100) : 0);

    const { home, away, score, result, won } = round.outcome;
    const status = game.getByRole('status').filter({ hasText: 'Final score' });
    await expect(status).toContainText(`Final score: ${home} ${score[0]} – ${score[1]} ${away} · ${OUTCOME_WORDS[result]}`);
    await expect(status).toContainText(won ? `You won ${money(round.win / 100)}` : `Your pick lost · −${money(2.5)}`);
    await expect(game.locator('.balance-value')).toHaveText(money(round.balance / 100));
    await expect(game.getByRole('button', { name: 'Place bet' })).toBeEnabled();
    // The site's info bar follows the round.
    await expect(headerBalance(page)).toContainText(money(round.balance / 100), { timeout: 15_000 });
    expect(consoleErrors).toEqual([]);
  });

  test('a game in the site\'s frame stays clear of the phone dock and the desktop right bar', { tag: '@layout' }, async ({ page, consoleErrors, signIn }) => {
    await useEnglish(page);
    await signIn(PLAYER2);
    await page.goto('/sports');
    await page.getByRole('button', { name: 'Enter SABA Sports' }).click();
    await expect(page).toHaveURL(/\/seamless\?gameType=SPORTS$/);
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toContainText('Virtual sports · demo', { timeout: 20_000 });
    const bar = page.getByTestId('right-bar');
    await expect(bar).toBeVisible();
    const frame = page.locator('iframe');
    // wait on the layout settling (the bar publishes what it covers as it shows), then compare boxes
    await expect(async () => {
      const [f, b] = [await frame.boundingBox(), await bar.boundingBox()];
      if (!f || !b) throw new Error('not laid out yet');
      const phone = (page.viewportSize()?.width ?? 0) < 1024;
      if (phone) expect(f.y + f.height).toBeLessThanOrEqual(b.y + 0.5);
      else expect(f.x + f.width).toBeLessThanOrEqual(b.x + 0.5);
    }).toPass({ timeout: 5_000 });
    expect(consoleErrors).toEqual([]);
  });
});
