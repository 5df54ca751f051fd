import { expect, settle, test } from './support/fixtures';
import { registerThroughApi } from './support/register-api';
import { EN, TRIAL, accountMenu, loginFromHeader, signOut, unique, useEnglish } from './support/accounts';

/**
 * The member centre (issue 14) on the real server: opened from the info bar, its security page,
 * and the two refusals of spec 1 §6 (a visitor goes to /login, a trial account is refused).
 */
test.describe('member centre', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('[S2-2.26] [S1-5.17] a member opens the centre from the info bar and changes the password; the new one is the one that works', { tag: '@phone' }, async ({
    page,
    consoleErrors,
  }) => {
    // an account of our own: changing a password ends the account's other sessions
    const account = await registerThroughApi(page.request);
    await page.goto('/');
    await loginFromHeader(page, account.username, account.password);
    await accountMenu(page, account.nickname).click();
    await page.getByRole('menuitem', { name: 'Security centre' }).click();

    await expect(page).toHaveURL(/\/member\/securityCenter$/);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Member centre menu' }).getByRole('link', { name: 'My account' }).last()).toBeVisible();

    await main.getByRole('tab', { name: 'Passwords' }).click();
    await expect(page).toHaveURL(/\/member\/securityCenter\?tab=passwords$/);
    const form = main.getByRole('form', { name: 'Login password' });
    const next = `nw${unique()}`.slice(0, 11) + '7';
    await form.getByLabel('Current password').fill(account.password);
    await form.getByLabel('New password', { exact: true }).fill(next);
    await form.getByLabel('Confirm new password').fill(next);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. Your other devices were signed out.')).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveValue('');

    // a refresh keeps the page and its tab
    await page.reload();
    await expect(main.getByRole('tab', { name: 'Passwords', selected: true })).toBeVisible();

    await page.goto('/');
    await signOut(page, account.nickname);
    await loginFromHeader(page, account.username, next);
    await expect(accountMenu(page, account.nickname)).toBeVisible();
    await settle(page);
    expect(consoleErrors).toEqual([]);
  });

  test('[S1-6.1] [S1-2.4] [S2-4.20] a visitor opening a member page is sent to /login', async ({ page, consoleErrors }) => {
    await page.goto('/member/securityCenter');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('main').getByRole('heading', { name: 'Log in', exact: true }).first()).toBeVisible();
    await settle(page);
    expect(consoleErrors).toEqual([]);
  });

  test('[S1-6.2] a trial account (trial01) opening a member page is refused and stays out of the centre', { tag: '@phone' }, async ({ page, signIn, consoleErrors }) => {
    await signIn(TRIAL);
    await page.goto('/member/securityCenter');
    const refusal = page.getByTestId('dialog').filter({ hasText: EN.needTrueAccount });
    await expect(refusal).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('member-centre')).toHaveCount(0);
    await refusal.getByRole('button', { name: 'OK' }).click();
    await expect(refusal).toBeHidden();
    await settle(page);
    expect(consoleErrors).toEqual([]);
  });
});
