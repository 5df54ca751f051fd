import type { FrameLocator, Locator, Page } from '@playwright/test';
import { BALANCE_REFRESH_DEBOUNCE_MS, BALANCE_REFRESH_DELAY_MS } from '@lotto/contract';
import { expect, test } from './support/fixtures';
import { clickToClose } from './support/windows';
import { PLAYER2, headerBalance, loginDialog, useEnglish } from './support/accounts';

/**
 * The slot lobby and a game round against the real server and its demo vendor: a guest is asked
 * to log in; a player filters, searches, favourites and launches a JDB slot (JDB opens in the
 * in-page frame), spins once in the vendor's page and sees the info bar show the balance the round left;
 * an AG slot plays the same way in an alternate game window (the site's player page).
 */

const cards = (page: Page): Locator => page.getByTestId('game-card');
const card = (page: Page, name: string): Locator => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
/**
 * Spins once in the demo vendor's slot page and answers the balance the round left, as the vendor
 * shows it: the info bar must come to show the same (a win equal to the stake leaves the balance
 * unchanged, so tests compare with the vendor rather than with the old value).
 */
async function spinOnce(frame: FrameLocator): Promise<string> {
  const spin = frame.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await spin.click();
  // the round settles in the vendor page (its button comes back) before the player leaves
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  const after = ((await frame.locator('output.balance-value').textContent()) ?? '').trim();
  expect(after).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  return after;
}

/** Opens `path` signed in as player02 and waits for the balance to show. */
async function openAsPlayer(page: Page, signIn: (a: typeof PLAYER2) => Promise<void>, path: string): Promise<void> {
  await signIn(PLAYER2);
  await page.goto(path);
  await expect(headerBalance(page)).toContainText(/\d/);
}

/** Clicks `target` and answers the window the click opens. */
async function clickForPopup(page: Page, target: Locator): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await target.click();
  return popup;
}

const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));

test.describe('games', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('[S2-6.1] [S2-4.1] a guest launching a slot is asked to log in (loginPop is on for demo)', { tag: '@phone' }, async ({ page, consoleErrors, apiCalls }) => {
    await page.goto('/electron');
    await expect(cards(page).first()).toBeVisible();
    await card(page, 'Lucky Seven').or(cards(page).first()).first().getByRole('button', { name: /^Play .* now$/ }).click();
    await expect(loginDialog(page)).toBeVisible();
    expect(apiCalls.some((c) => c.path === '/wps/game/launchGame')).toBe(false);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test('[S2-2.19] [S2-2.10] [S2-4.1] a player filters, searches, favourites and plays a slot, and the balance moves', { tag: '@layout' }, async ({ page, consoleErrors, signIn }) => {
    await openAsPlayer(page, signIn, '/electron');
    const strip = page.getByRole('tablist', { name: 'Game providers' });
    await strip.getByRole('tab', { name: 'JDB Slots' }).click();
    await expect(page).toHaveURL(/\/electron\?page=JDB_RNG$/);
    await expect(card(page, 'Lucky Seven')).toBeVisible();

    // category filter: video poker keeps the poker games only
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Video poker' }).click();
    await expect(card(page, 'Jacks or Better')).toBeVisible();
    await expect(card(page, 'Deuces Wild')).toBeVisible();
    await expect(card(page, 'Lucky Seven')).toHaveCount(0);
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'All', exact: true }).click();

    // name search
    await page.getByRole('searchbox', { name: 'Search games' }).fill('lucky seven');
    await expect(cards(page)).toHaveCount(1);
    const lucky = card(page, 'Lucky Seven');
    await expect(lucky).toBeVisible();

    // favourite (the other browser project may have starred it already on this shared server)
    const add = lucky.getByRole('button', { name: 'Add Lucky Seven to favourites' });
    if (await add.isVisible()) await add.click();
    await expect(lucky.getByRole('button', { name: 'Remove Lucky Seven from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('');
    await strip.getByRole('tab', { name: /Favourites/ }).click();
    await expect(page).toHaveURL(/page=favGameList/);
    await expect(card(page, 'Lucky Seven')).toBeVisible();

    // launch: JDB plays in the in-page frame
    await card(page, 'Lucky Seven').getByRole('button', { name: 'Play Lucky Seven now' }).click();
    await expect(page).toHaveURL(/\/seamless\?gameType=RNG$/);
    const after = await spinOnce(page.frameLocator('iframe[title="Lucky Seven"]'));

    await page.getByRole('button', { name: 'Close game' }).click();
    await expect(page).toHaveURL(/\/electron\?page=favGameList$/);
    await expect(headerBalance(page)).toContainText(after, { timeout: 15_000 });
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test('[S2-4.1] free trial by a signed-in player plays with play money: its rounds never ask the site to refetch the wallet', { tag: '@phone' }, async ({ page, consoleErrors, apiCalls, signIn }) => {
    // the page's clock runs as usual, and is driven past the refresh delay after the round
    await page.clock.install();
    await openAsPlayer(page, signIn, '/electron?page=JDB_RNG');
    const before = (await headerBalance(page).textContent()) ?? '';
    await cards(page).getByRole('button', { name: /^Free trial of / }).first().click();
    await expect(page).toHaveURL(/\/trial\?gameType=RNG$/);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByText('Fun play', { exact: true })).toBeVisible({ timeout: 15_000 });
    const balanceCalls = () => apiCalls.filter((c) => c.path === '/wps/v2/wallets/balance').length;
    const seen = balanceCalls();
    await spinOnce(frame);
    // A real round's report asks for the balance BALANCE_REFRESH_DELAY_MS after it arrives: the
    // clock is driven past that, then a request of the page's own is the barrier, so a balance
    // request the round had caused would have been sent before it.
    await page.clock.runFor(BALANCE_REFRESH_DELAY_MS + BALANCE_REFRESH_DEBOUNCE_MS);
    const barrier = page.waitForRequest((r) => r.url().endsWith('/e2e-barrier'));
    await page.evaluate(() => void fetch('/e2e-barrier').catch(() => undefined));
    await barrier;
    expect(balanceCalls()).toBe(seen);
    await expect(headerBalance(page)).toHaveText(before);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test('[S2-4.1] [S2-4.21] an AG slot opens in an alternate game window: the player page on the start-game URL, and the info bar follows its rounds', async ({ page, consoleErrors, signIn }) => {
    await openAsPlayer(page, signIn, '/electron?page=AG_RNG');
    const player = await clickForPopup(page, card(page, 'Fortune Gods').getByRole('button', { name: 'Play Fortune Gods now' }));
    // the site's player page, with the game's address in no URL
    await expect(player).toHaveURL(/\/player\?gameType=RNG$/);
    await expect(player.getByRole('heading', { name: 'Fortune Gods' })).toBeVisible();
    await expect(player.getByRole('button', { name: 'Reload game' })).toBeVisible();
    const after = await spinOnce(player.frameLocator('iframe[title="Fortune Gods"]'));
    // the site's tab shows the balance the round left while the game window is still open
    await expect(headerBalance(page)).toContainText(after, { timeout: 15_000 });

    await clickToClose(player, player.getByRole('button', { name: 'Close game window' }));
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test('[S2-4.1] a guest entering KY Cards gets its own lobby as a guest (allowGuest) and free play from it', { tag: '@phone' }, async ({ page, consoleErrors, apiCalls }) => {
    await page.goto('/pvp');
    const lobby = await clickForPopup(page, page.getByRole('button', { name: 'Enter KY Cards' }));
    await expect(lobby.getByRole('heading', { name: /Kaiyuan Cards · Game lobby/ })).toBeVisible();
    await expect(lobby).toHaveURL(/\/vendor\/demo\/lobby\/demo\/KY\?lang=EN$/);
    await expect(lobby.getByText(/visiting as a guest/)).toBeVisible();
    await expect(lobby.getByRole('button', { name: /^Play: / })).toHaveCount(0);
    expect(apiCalls.some((c) => c.path === '/wps/game/lobbyToken')).toBe(false);
    await lobby.getByRole('button', { name: "Free play: Texas Hold'em" }).click();
    await expect(lobby).toHaveURL(/\/vendor\/demo\/play\/[A-Za-z0-9_-]{43}$/);
    await expect(lobby.getByText('Fun play', { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test('[S2-4.1] a player entering KY Cards is signed into its lobby with a single-use stoken and plays for real', { tag: '@phone' }, async ({ page, consoleErrors, signIn }) => {
    await openAsPlayer(page, signIn, '/pvp');
    // The sign-on address is only seen in flight: the lobby answers it with a redirect.
    const signOns: string[] = [];
    page.context().on('request', (request) => {
      if (/[?&]stoken=/.test(request.url())) signOns.push(request.url());
    });
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Enter KY Cards' }).click();
    const lobby = await popup;
    await expect(lobby.getByText(/^Signed in/)).toBeVisible({ timeout: 15_000 });
    // The stoken is used up and gone from the address; a cookie carries the lobby session.
    await expect(lobby).toHaveURL(/\/vendor\/demo\/lobby\/demo\/KY\?lang=EN$/);
    expect(signOns).toHaveLength(1);
    const address = signOns[0]!;
    expect(address).toMatch(/\/vendor\/demo\/lobby\/demo\/KY\?lang=EN&stoken=[A-Za-z0-9_-]{43}$/);
    await lobby.getByRole('button', { name: "Play: Texas Hold'em", exact: true }).click();
    await expect(lobby).toHaveURL(/\/vendor\/demo\/play\/[A-Za-z0-9_-]{43}$/);
    await expect(lobby.getByRole('button', { name: 'Place bet' })).toBeVisible({ timeout: 15_000 });
    await expect(lobby.getByText('Fun play', { exact: true })).toHaveCount(0);
    // Back, and a reload, show the signed-in lobby again.
    await lobby.goBack();
    await expect(lobby).toHaveURL(/\/vendor\/demo\/lobby\/demo\/KY\?lang=EN$/);
    await expect(lobby.getByText(/^Signed in/)).toBeVisible();
    await lobby.reload();
    await expect(lobby.getByText(/^Signed in/)).toBeVisible();
    // The sign-on address does not sign in a second time.
    await lobby.goto(address);
    await expect(lobby.getByRole('heading', { name: /used or has expired/ })).toBeVisible();
    expect(unexpected(consoleErrors)).toEqual([]);
  });
});
