import * as OTPAuth from 'otpauth';
import { accountSecurityCalls, moneyCalls } from '@lotto/contract';
import { expect, settle, test } from './support/fixtures';
import { registerThroughApi } from './support/register-api';
import { accountMenu, headerBalance, headerLogin, loginFromHeader, signOut, useEnglish } from './support/accounts';
import { money } from './support/money';

/**
 * The member centre's flows on the real server that its pages' Vitest tests prove only in parts
 * (issue 14): enrolling an authenticator and signing in with it, signing another device out, and a
 * demo deposit an operator approves. Each uses an account of its own, registered through the API.
 */
test.describe('member centre flows', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('[S1-4.6] [S1-3.4] a member enrols an authenticator from the security page and signs in with its code', { tag: '@phone' }, async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    const account = await registerThroughApi(page.request);
    await signIn(account);
    await page.goto('/member/securityCenter?tab=twoFactor');
    const ga = page.getByTestId('ga');
    await ga.getByRole('button', { name: 'Set up authenticator' }).click();
    await ga.getByLabel('Current login password').fill(account.password);
    const enrolled = page.waitForResponse((r) => r.url().endsWith(accountSecurityCalls.enrolAuthenticator.path) && r.request().method() === 'POST');
    await ga.getByRole('button', { name: 'Continue' }).click();
    const { value } = (await (await enrolled).json()) as { value: { otpauthUri: string; secret: string } };
    await expect(ga.getByTestId('ga-secret')).toHaveText(value.secret);

    // the code the app would show, computed from the otpauth URI the QR code carries
    const totp = OTPAuth.URI.parse(value.otpauthUri);
    expect(totp).toBeInstanceOf(OTPAuth.TOTP);
    const period = (totp as OTPAuth.TOTP).period * 1000;
    const now = Date.now();
    await ga.getByLabel('Code from the app').fill(totp.generate({ timestamp: now }));
    await ga.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText('The authenticator is on.')).toBeVisible();

    // signing in again asks for it; the confirming code's time step is spent, so the app's next code
    await signOut(page, account.nickname);
    // away from the home page, whose promotion popup would stand in the way of the dialogs
    await page.goto('/help');
    await loginFromHeader(page, account.username, account.password);
    const modal = page.getByRole('dialog', { name: "Verify it's you" });
    await expect(modal).toBeVisible();
    await modal.getByRole('tab', { name: 'Authenticator' }).click();
    await modal.getByLabel('Authenticator code').fill(totp.generate({ timestamp: now + period }));
    await modal.getByRole('button', { name: 'Verify' }).click();
    const passed = page.getByRole('dialog', { name: 'Success' }).filter({ hasText: 'Verification passed.' });
    await passed.getByRole('button', { name: 'OK' }).click();
    await expect(accountMenu(page, account.nickname)).toBeVisible();
    await settle(page);
    // login_verify_required comes with an HTTP 403 (spec 3), which Chromium logs as a failed load
    expect(consoleErrors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  });

  test('a member signs another device out from the security page; that device is signed out', { tag: '@phone' }, async ({
    page,
    signIn,
    browser,
    consoleErrors,
  }, testInfo) => {
    const account = await registerThroughApi(page.request);
    await signIn(account);
    // a second device: a browser context of its own, signed in through the header
    const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
    const device = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, locale: 'en-US', userAgent: 'E2E second device' });
    try {
      const other = await device.newPage();
      await useEnglish(other);
      await other.goto('/help');
      await loginFromHeader(other, account.username, account.password);
      await expect(accountMenu(other, account.nickname)).toBeVisible();

      await page.goto('/member/securityCenter?tab=activity');
      const sessions = page.getByTestId('active-sessions');
      const second = sessions.getByTestId('session-row').filter({ hasText: 'E2E second device' });
      await expect(sessions.getByTestId('session-row')).toHaveCount(2);
      const ended = page.waitForResponse((r) => r.url().includes('/wps/member/security/sessions/') && r.request().method() === 'DELETE');
      await second.getByRole('button', { name: /^Sign out / }).click();
      expect((await ended).ok()).toBe(true);
      await expect(page.getByText('That device was signed out.')).toBeVisible();
      await expect(sessions.getByTestId('session-row')).toHaveCount(1);

      // the other device's session is gone: its next call is refused and it is signed out
      await other.reload();
      const ended401 = other.getByTestId('dialog');
      await ended401.getByRole('button', { name: 'OK' }).click();
      await expect(headerLogin(other)).toBeVisible();
    } finally {
      await device.close();
    }
    await expect(accountMenu(page, account.nickname)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('[S2-2.36] a demo deposit an operator approves arrives in the balance', { tag: '@phone' }, async ({ page, signIn, consoleErrors }) => {
    const account = await registerThroughApi(page.request);
    await signIn(account);
    await page.goto('/member/depositv2');
    await expect(headerBalance(page)).toContainText(money(0));

    // the deposit topic of the help centre, alone in its popup (spec 2 §2)
    await page.getByRole('button', { name: 'How to deposit' }).click();
    const help = page.getByRole('dialog', { name: 'Deposit help' });
    await expect(help.getByTestId('help-topic-panel')).toContainText('Demo Pay');
    await help.getByRole('button', { name: 'Close deposit help' }).click();

    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByLabel('Amount (CNY)').fill('250');
    const created = page.waitForResponse((r) => r.url().endsWith(moneyCalls.deposit.path) && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Deposit', exact: true }).click();
    const { value: order } = (await (await created).json()) as { value: { orderId: string; reference: string } };
    await expect(form.getByRole('status')).toContainText(order.reference);
    const row = page.getByTestId('order').filter({ hasText: order.reference });
    await expect(row).toContainText('Pending');

    // the operator approves it (the dev endpoint of the operator desk); the DEPOSIT event brings it in
    const decided = await page.request.post(`/dev/payments/${order.orderId}/approve`, { data: { remarks: 'e2e' } });
    expect(decided.ok(), await decided.text()).toBe(true);
    await expect(row).toContainText('Approved');
    await expect(headerBalance(page)).toContainText(money(250));
    expect(consoleErrors).toEqual([]);
  });
});
