import { valueOf } from './support/envelope';
import { expect, test } from './support/fixtures';
import { AGENT, accountMenu, useEnglish } from './support/accounts';
import { waitForOpenSale } from './support/lottery';

/**
 * The demo lottery page a LOTT launch answers (server/src/lottery): a logged-in player opens it,
 * sees the current issue with its countdown and seed commitment, and bets on it from the wallet.
 * agent01 bets here, so the seeded player balances other specs check stay untouched.
 */

test.describe('demo lottery page', () => {
  test('[S2-7.2] [S2-3.7] a player opens the lottery from a LOTT launch and bets on the current issue', { tag: '@phone' }, async ({ page, consoleErrors, signIn }) => {
    await useEnglish(page);
    await signIn(AGENT);
    await page.goto('/');
    await expect(accountMenu(page, AGENT.nickname)).toBeVisible();
    const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
    expect(token).toBeTruthy();

    const res = await page.request.get('/wps/game/launchGame?launchMode=LOTT&lottoMode=Traditional&lottoGameCode=GD11X5&language=EN', {
      headers: { Merchant: 'demo', Authorization: token ?? '' },
    });
    expect(res.ok()).toBe(true);
    const { gameUrl } = await valueOf<{ gameUrl: string }>(res);
    expect(gameUrl).toMatch(/^\/vendor\/lottery\/play\?ticket=/);

    await page.goto(gameUrl);
    await expect(page.getByRole('heading', { name: 'Golden 11X5' })).toBeVisible();
    await expect(page.getByTestId('numero')).toHaveText(/^\d{8}-\d{4}$/);
    await expect(page.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/, { useInnerText: false });
    // an open sale with at least 6 s left, so the bet cannot race the lock
    await waitForOpenSale(page);

    await page.getByRole('group', { name: 'Your pick' }).getByRole('button', { name: '05', exact: true }).click();
    await page.getByRole('spinbutton', { name: 'Amount' }).fill('3');
    const reply = page.waitForResponse((r) => r.url().endsWith('/vendor/lottery/api/bet'));
    await page.getByRole('button', { name: 'Place bet' }).click();
    const bet = await valueOf<{ bet: { numero: string; status: string }; balance: number }>(reply);
    expect(bet.bet.status).toBe('open');
    await expect(page.getByRole('status').filter({ hasText: `Bet placed on issue ${bet.bet.numero}` })).toBeVisible();
    await expect(page.locator('.bet').filter({ hasText: `${bet.bet.numero} · Any one number 05` })).toContainText('Open');
    await expect(page.getByTestId('balance')).toContainText(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(bet.balance));
    expect(consoleErrors).toEqual([]);
  });
});
