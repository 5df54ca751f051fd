import type { BrowserContext, Page } from '@playwright/test';
import { closeAdPopupWhenInTheWay, expect, test } from './support/fixtures';
import { registerThroughApi } from './support/register-api';
import { accountMenu, headerLogin, loginDialog, signOut, submitLogin, useEnglish } from './support/accounts';

// Issue 11: "keep me signed in" across the tabs of one browser, and the merchant's own password rule.

/**
 * A second tab of the same browser (same local storage, its own session storage), on the help
 * centre: the home page's advertisement popup is not the subject here.
 */
async function newTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  await closeAdPopupWhenInTheWay(tab);
  await useEnglish(tab);
  await tab.goto('/help');
  return tab;
}

test.describe('keep me signed in', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('ticked, a second tab starts signed in, and signing out there signs the first tab out too', { tag: '@phone' }, async ({ page, context }) => {
    const account = await registerThroughApi(page.request);
    await page.goto('/');
    await headerLogin(page).click();
    const dialog = loginDialog(page);
    await dialog.getByRole('checkbox', { name: 'Keep me signed in' }).check();
    await submitLogin(dialog, account.username, account.password);
    await expect(accountMenu(page, account.nickname)).toBeVisible();

    const second = await newTab(context);
    await expect(accountMenu(second, account.nickname)).toBeVisible();

    await signOut(second, account.nickname);
    // the first tab hears it at once, without a reload
    await expect(headerLogin(page)).toBeVisible();
    await expect(accountMenu(page, account.nickname)).toHaveCount(0);
    const third = await newTab(context);
    await expect(headerLogin(third)).toBeVisible();
  });

  test('unticked, the session stays in its own tab', { tag: '@phone' }, async ({ page, context }) => {
    const account = await registerThroughApi(page.request);
    await page.goto('/');
    await headerLogin(page).click();
    const dialog = loginDialog(page);
    await expect(dialog.getByRole('checkbox', { name: 'Keep me signed in' })).not.toBeChecked();
    await submitLogin(dialog, account.username, account.password);
    await expect(accountMenu(page, account.nickname)).toBeVisible();

    const second = await newTab(context);
    await expect(headerLogin(second)).toBeVisible();
    // the first tab is still signed in
    await expect(accountMenu(page, account.nickname)).toBeVisible();
  });
});

test('a merchant requiring 10-64 characters: the register form says so and refuses a 9-character password', async ({ page, baseURL }) => {
  await useEnglish(page);
  // Chromium resolves *.localhost to this machine; the server picks the merchant (lucky) by host.
  const lucky = new URL('/register', baseURL ?? 'http://127.0.0.1:18080');
  lucky.hostname = 'lucky.localhost';
  await page.goto(lucky.href);
  const password = page.getByLabel(/^Password/).first();
  await expect(page.getByText('Password: 10-64 characters', { exact: true })).toBeVisible();
  await password.fill('nine4char');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText("The password must be 10–64 characters and follow this site's password rule.")).toBeVisible();
});
