import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoDialogOpen, settle, test } from './support/fixtures';
import { registerThroughApi } from './support/register-api';
import { clickToClose } from './support/windows';
import {
  DEMO,
  EN,
  SECURE,
  TRIAL,
  accountMenu,
  banner,
  codeFromOutbox,
  freshMobile,
  freshTotp,
  headerBalance,
  headerLogin,
  loginDialog,
  loginFromHeader,
  outbox,
  signOut,
  solveCaptcha,
  submitLogin,
  unique,
  useEnglish,
} from './support/accounts';

/** The auth copy of a language as the site ships it. */
interface AuthCopy {
  login: { title: string; username: string; password: string; submit: string };
  bar: { account: string; signOut: string; links: Record<string, string> };
}
const authCopy = (lang: string): AuthCopy =>
  JSON.parse(readFileSync(new URL(`../src/locales/${lang}/auth.json`, import.meta.url), 'utf8')) as AuthCopy;

/** Logged in with no forced change: a reset password is the player's own choice (spec 1 §4). */
async function expectPlainLogin(page: Page, nickname: string): Promise<void> {
  await expect(accountMenu(page, nickname)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Change your password' })).toHaveCount(0);
}

/** A failed call the test provokes on purpose is logged by Chromium as a failed resource load. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));

test.describe('account access: login and sign-out', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('[S1-2.6] [S1-4.2] [S1-4.4] [S1-1.6] [S1-4.12] [S1-2.15] [S1-7.3] a player logs in from the header popup, sees nickname and balance, and signs out through the confirmation', { tag: '@layout' }, async ({
    page,
    consoleErrors,
    apiCalls,
  }) => {
    await page.goto('/');
    // spaces around the username are trimmed (spec 1 §4 step 1)
    await loginFromHeader(page, `  ${DEMO.username} `, DEMO.password);
    await expect(loginDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    const menu = accountMenu(page, DEMO.nickname);
    await expect(menu).toBeVisible();
    await expect(headerBalance(page)).toHaveText(new RegExp(DEMO.balance.replace('.', '\\.')));
    await expect(headerLogin(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token')), 'the token is stored').toBeTruthy();
    // a real member's info bar loads the unread-message count (a trial account skips it)
    await expect.poll(() => apiCalls.some((c) => /unreadCount$/.test(c.path))).toBe(true);

    // the menu: nickname, level label, member-centre links and sign out
    await menu.click();
    const dropdown = page.getByRole('menu');
    await expect(dropdown).toContainText(DEMO.nickname);
    // the level label is the rank demo01 holds (MCSFE_getPlayerRankProgress): the entry level
    await expect(dropdown).toContainText('Bronze');
    for (const link of ['Security centre', 'Deposit', 'Withdraw', 'Inbox']) {
      await expect(dropdown.getByRole('menuitem', { name: link })).toBeVisible();
    }
    await page.keyboard.press('Escape');

    await signOut(page, DEMO.nickname);
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page).getByRole('button', { name: /^Account menu for / })).toHaveCount(0);
    // spec 1 §4 Sign-out: session storage keeps only the merchant code
    const kept = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    expect(kept).toEqual({ merchantCode: 'demo' });
    // the page ends its own copy first and sends the logout beside the navigation (use-sign-out.ts):
    // the call reaches the browser's network a moment after the page shows the guest header
    await expect
      .poll(() => apiCalls.some((c) => c.method === 'DELETE' && c.path === '/wps/session/logout'), { message: 'DELETE /wps/session/logout was sent' })
      .toBe(true);
    await settle(page);
    expect(consoleErrors).toEqual([]);
  });

  test('no floating shortcut covers the login card on /login; the page keeps its own customer-service link', { tag: '@layout' }, async ({ page, consoleErrors }) => {
    await page.goto('/login');
    const card = page.getByTestId('login-card');
    await expect(card.getByTestId('login-panel')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Help and tools' }).getByRole('button', { name: 'Customer service' })).toBeVisible();
    const box = (await card.boundingBox())!;
    const floating = page.getByTestId('right-bar').locator('a, button').filter({ visible: true });
    for (const control of await floating.all()) {
      const b = (await control.boundingBox())!;
      const overlaps = b.x < box.x + box.width && b.x + b.width > box.x && b.y < box.y + box.height && b.y + b.height > box.y;
      expect(overlaps, `${await control.getAttribute('aria-label')} at ${JSON.stringify(b)} overlaps the card ${JSON.stringify(box)}`).toBe(false);
    }
    await settle(page);
    expect(consoleErrors).toEqual([]);
  });

  test('[S1-2.4] [S1-2.7] the /login page shows its language switcher, customer service, speed test and app download links, and logs in', { tag: '@phone' }, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/login');
    const main = page.getByRole('main');
    await expect(page.getByTestId('language-switcher').first()).toBeVisible();
    const links = page.getByRole('navigation', { name: 'Help and tools' });
    await expect(links.getByRole('button', { name: 'Customer service' }).or(links.getByRole('link', { name: 'Customer service' }))).toBeVisible();
    await expect(links.getByRole('link', { name: 'Speed test' })).toHaveAttribute('href', '/speedTest');
    await expect(links.getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/download');

    await submitLogin(main.getByTestId('login-panel'), DEMO.username, DEMO.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page, DEMO.nickname)).toBeVisible();
    await expect(headerBalance(page)).toContainText(DEMO.balance);
    await settle(page);
    expect(consoleErrors).toEqual([]);
  });

  test('[S1-4.3] [S1-2.8] [S1-4.11] [S1-2.2] logging in with the well-known default password forces a password change, then lands on /index logged in', { tag: '@phone' }, async ({
    page,
    consoleErrors,
  }) => {
    // the seeded fresh01, made for this (the server refuses a123456 as a new password: it is on the
    // common-password list, issue 11); it changes its password once per server, and no other test uses it
    const account = { username: 'fresh01', nickname: 'Fresh' };
    await page.goto('/');

    await loginFromHeader(page, account.username, 'a123456');
    const dialog = page.getByRole('dialog', { name: 'Change your password' });
    await expect(dialog).toBeVisible();
    await expect(loginDialog(page)).toBeHidden();
    // login completion is held: no info bar behind the dialog
    await expect(accountMenu(page, account.nickname)).toHaveCount(0);
    await expect(dialog.getByLabel('Current password')).toHaveValue('a123456');

    const next = `nw${unique()}`.slice(0, 11) + '7';
    await dialog.getByLabel('New password', { exact: true }).fill(next);
    await dialog.getByLabel('Confirm new password').fill(next);
    // the member's session starts with the inbox check (1 s later); signing out while it is on the
    // wire would answer it 401, so the sign-out below waits for its reply
    const inboxChecked = page.waitForResponse((r) => r.url().includes('/wps/relay/CSP_getInbox?'));
    await dialog.getByRole('button', { name: 'Change password' }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/index$/);
    await expect(accountMenu(page, account.nickname)).toBeVisible();
    expect((await inboxChecked).status()).toBe(200);

    // the new password is the one that works now, without another change
    await signOut(page, account.nickname);
    await loginFromHeader(page, account.username, next);
    await expect(accountMenu(page, account.nickname)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Change your password' })).toHaveCount(0);
    await settle(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('account access: two-factor login', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('[S1-4.6] [S1-2.13] [S1-3.4] a two-factor account passes with a Google authenticator code and is logged in', async ({ page, consoleErrors }) => {
    // away from the home page: a member who never closed its advertisement popup gets it as the
    // login completes (the sign-in dialogs hold it back until then), over the info bar this test
    // looks for; the popup's own flow is home-content.spec's
    await page.goto('/help');
    await loginFromHeader(page, SECURE.username, SECURE.password);
    const modal = page.getByRole('dialog', { name: "Verify it's you" });
    await expect(modal).toBeVisible();
    const tabs = modal.getByRole('tablist', { name: 'Verification methods' });
    for (const name of ['Payee name', 'SMS', 'Authenticator', 'E-mail']) await expect(tabs.getByRole('tab', { name })).toBeVisible();

    await tabs.getByRole('tab', { name: 'Authenticator' }).click();
    await modal.getByLabel('Authenticator code').fill(await freshTotp());
    await modal.getByRole('button', { name: 'Verify' }).click();

    const passed = page.getByRole('dialog', { name: 'Success' }).filter({ hasText: 'Verification passed.' });
    await expect(passed).toBeVisible();
    await passed.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();
    await expectNoDialogOpen(page);
    await expect(accountMenu(page, 'Secure')).toBeVisible();
    await settle(page);
    // login_verify_required comes with an HTTP 403 (spec 3), which Chromium logs as a failed load
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test('[S1-4.6] [S1-5.19] a wrong authenticator code shows the server message in a warning dialog and clears the code', { tag: '@phone' }, async ({ page, consoleErrors }) => {
    await page.goto('/');
    await loginFromHeader(page, SECURE.username, SECURE.password);
    const modal = page.getByRole('dialog', { name: "Verify it's you" });
    await modal.getByRole('tab', { name: 'Authenticator' }).click();
    const code = modal.getByLabel('Authenticator code');
    await code.fill('000000');
    await modal.getByRole('button', { name: 'Verify' }).click();

    const warning = page.getByTestId('dialog').filter({ hasNotText: "Verify it's you" });
    await expect(warning).toBeVisible();
    await expect(warning).toHaveAttribute('data-tone', 'warning');
    await expect(warning).not.toContainText('Verification passed.');
    await warning.getByRole('button').first().click();
    await expect(warning).toBeHidden();
    // the modal stays for another try, with the code cleared; nobody is logged in
    await expect(modal).toBeVisible();
    await expect(code).toHaveValue('');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await settle(page);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test('[S1-3.4] [S1-4.6] a two-factor account asks for an e-mail code, sees where it went, and signs in with it', { tag: '@phone' }, async ({ page, consoleErrors }) => {
    // away from the home page, as the authenticator test above
    await page.goto('/help');
    await loginFromHeader(page, SECURE.username, SECURE.password);
    const modal = page.getByRole('dialog', { name: "Verify it's you" });
    await modal.getByRole('tab', { name: 'E-mail' }).click();
    await modal.getByLabel('E-mail address', { exact: true }).fill('secure01@example.com');
    const before = (await outbox(page, 'secure01@example.com')).length;
    await modal.getByRole('button', { name: 'Send code' }).click();
    // the platform answers the first step with verify_first and the code's expiry: a notice, no failure dialog
    await expect(modal.getByRole('status')).toContainText('A code was sent to secure01@example.com. It is valid until');
    await expect(page.getByTestId('dialog')).toHaveCount(0);
    const { code } = await codeFromOutbox(page, 'secure01@example.com', before);
    await modal.getByLabel('E-mail code', { exact: true }).fill(code);
    await modal.getByRole('button', { name: 'Verify' }).click();

    const passed = page.getByRole('dialog', { name: 'Success' }).filter({ hasText: 'Verification passed.' });
    await expect(passed).toBeVisible();
    await passed.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();
    await expectNoDialogOpen(page);
    await expect(accountMenu(page, 'Secure')).toBeVisible();
    await settle(page);
    expect(unexpected(consoleErrors)).toEqual([]);
  });
});

test.describe('account access: trial accounts', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('[S1-1.1] [S1-7.8] [S1-6.2] [S1-8.5] free play logs in a trial account that is refused from the member centre', async ({ page, consoleErrors, apiCalls }) => {
    await page.goto('/');
    await headerLogin(page).click();
    await loginDialog(page).getByRole('button', { name: 'Free play' }).click();
    // free play makes an account: the captcha first where registration needs one (CAPTCHA3 on for demo; issue 11)
    const step = loginDialog(page).getByRole('form', { name: 'Free play check' });
    await solveCaptcha(page, step);
    await step.getByRole('button', { name: 'Start free play' }).click();
    await expect(loginDialog(page)).toBeHidden();
    const menu = banner(page).getByRole('button', { name: /^Account menu for / });
    await expect(menu).toBeVisible();
    expect(apiCalls.some((c) => c.method === 'POST' && c.path === '/wps/session/login/freeplay')).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');

    await menu.click();
    await page.getByRole('menuitem', { name: 'Security centre' }).click();
    const refusal = page.getByTestId('dialog').filter({ hasText: EN.needTrueAccount });
    await expect(refusal).toBeVisible();
    await refusal.getByRole('button', { name: 'OK' }).click();
    await expect(refusal).toBeHidden();
    await settle(page);
    expect(consoleErrors).toEqual([]);
  });

  test('[S1-6.2] [S1-8.5] a trial account (trial01) is refused member pages and skips the unread-message load', async ({
    page,
    consoleErrors,
    apiCalls,
    signIn,
  }) => {
    await signIn(TRIAL);
    await page.goto('/');
    const menu = accountMenu(page, TRIAL.nickname);
    await expect(menu).toBeVisible();
    await settle(page);

    for (const link of ['Deposit', 'Inbox']) {
      await menu.click();
      await page.getByRole('menuitem', { name: link }).click();
      const refusal = page.getByTestId('dialog').filter({ hasText: EN.needTrueAccount });
      await expect(refusal).toBeVisible();
      await refusal.getByRole('button', { name: 'OK' }).click();
      await expect(refusal).toBeHidden();
    }
    // a real account loads its unread count (the header-popup login test proves it); type 4 does not
    expect(apiCalls.filter((c) => /unreadCount$/.test(c.path)).map((c) => c.path)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('account access: forgot password', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('[S1-1.2] [S1-2.9] [S1-7.7] [S1-3.12] [S1-1.5] a player resets a forgotten password by SMS code and logs in with the new one', { tag: '@phone' }, async ({ page, consoleErrors }) => {
    const account = await registerThroughApi(page.request, { mobile: true });

    // from the /login page this time (the e-mail test below uses the header popup)
    await page.goto('/login');
    const panel = page.getByTestId('login-panel');
    await panel.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(dialog).toBeVisible();
    for (const name of ['Phone SMS', 'E-mail', 'Online service']) await expect(dialog.getByRole('tab', { name })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Phone SMS' })).toHaveAttribute('aria-selected', 'true');

    await dialog.getByLabel('Username', { exact: true }).fill(account.username);
    await dialog.getByLabel('Mobile number', { exact: true }).fill(account.mobile!);
    const before = (await outbox(page, account.mobile!)).length;
    // the SMS request is captcha-protected (spec 1 §1, CAPTCHA3 on for demo); the captcha has its own label
    const answer = await solveCaptcha(page, dialog);
    await expect(dialog.getByRole('textbox', { name: 'Image code' })).toHaveValue(answer);
    // a register code went to this phone moments ago: the 60 s resend limit is per purpose
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    const { code } = await codeFromOutbox(page, account.mobile!, before);
    // the send spent the captcha: it is cleared for a new image
    await expect(dialog.getByRole('textbox', { name: 'Image code' })).toHaveValue('');
    await dialog.getByLabel('Verification code', { exact: true }).fill(code);
    const next = `rs${unique()}`.slice(0, 11) + '5';
    await dialog.getByLabel('New password', { exact: true }).fill(next);
    await dialog.getByLabel('Confirm new password').fill(next);
    await dialog.getByRole('button', { name: 'Reset password' }).click();

    const done = page.getByTestId('dialog').filter({ hasText: 'Your password has been reset. Please log in with the new password.' });
    await expect(done).toBeVisible();
    await done.getByRole('button').first().click();
    await expect(dialog).toBeHidden();

    await submitLogin(panel, account.username, next);
    await expectPlainLogin(page, account.nickname);
    await settle(page);
    expect(consoleErrors).toEqual([]);
  });

  test('[S1-2.6] [S1-4.9] a player logs in with an SMS code read from the dev outbox', { tag: '@phone' }, async ({ page, consoleErrors }) => {
    const account = await registerThroughApi(page.request, { mobile: true });

    await page.goto('/login');
    const panel = page.getByTestId('login-panel');
    await panel.getByRole('tab', { name: 'SMS code' }).click();
    await expect(panel.getByRole('tab', { name: 'SMS code' })).toHaveAttribute('aria-selected', 'true');
    await panel.getByLabel('Mobile number', { exact: true }).fill(account.mobile!);
    const before = (await outbox(page, account.mobile!)).length;
    // the login code send is captcha-protected (CAPTCHA3 on for demo); a register code went to this phone moments ago
    await solveCaptcha(page, panel);
    await panel.getByRole('button', { name: 'Get code' }).click();
    // login SMS: a fixed 120 s countdown (spec 1 §4)
    await expect(panel.getByRole('button', { name: /^Resend in 1(20|19|18) s$/ })).toBeDisabled();
    const { code } = await codeFromOutbox(page, account.mobile!, before);
    await panel.getByLabel('Verification code', { exact: true }).fill(code);
    await panel.getByRole('button', { name: EN.login, exact: true }).click();

    await expect(page).not.toHaveURL(/\/login/);
    await expect(accountMenu(page, account.nickname)).toBeVisible();
    await settle(page);
    expect(consoleErrors).toEqual([]);
  });

  test('[S1-1.2] [S1-2.9] [S1-7.6] [S1-3.12] a player resets a forgotten password by e-mail (code and link) and logs in with the new one', async ({ page, consoleErrors }) => {
    const account = await registerThroughApi(page.request, { email: true });
    await page.goto('/');
    await headerLogin(page).click();
    await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByRole('tab', { name: 'E-mail' }).click();
    await dialog.getByLabel('Username', { exact: true }).fill(account.username);
    await dialog.getByLabel('E-mail address').fill(account.email!);
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    const sent = page.getByTestId('dialog').filter({ hasText: 'If the details match, we have sent reset instructions to your e-mail.' });
    await expect(sent).toBeVisible();
    await sent.getByRole('button').first().click();

    const { code, text } = await codeFromOutbox(page, account.email!);
    const link = /https?:\/\/\S+/.exec(text)?.[0];
    expect(link, `a reset link in "${text}"`).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel('Code from the e-mail').fill(code);
    const next = `em${unique()}`.slice(0, 11) + '3';
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Repeat the new password').fill(next);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

    await page.goto('/');
    await loginFromHeader(page, account.username, next);
    await expectPlainLogin(page, account.nickname);
    await settle(page);
    // the server's own reset page (outside the site) names no icon, so Chromium asks /favicon.ico (404)
    expect(consoleErrors.filter((e) => !e.includes('/favicon.ico'))).toEqual([]);
  });

  test('[S1-4.3] an account registered with a chosen password is not forced to change it at its next login', async ({ page, consoleErrors }) => {
    const account = await registerThroughApi(page.request);
    await page.goto('/');
    await loginFromHeader(page, account.username, account.password);
    await expectPlainLogin(page, account.nickname);
    await settle(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('account access: social sign-in', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  /** Drives the Google button and the dev identity provider's popup for a person of this e-mail. */
  async function signInWithGoogle(page: Page, email: string) {
    const popupOpened = page.waitForEvent('popup');
    await loginDialog(page).getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await popup.getByLabel('Name').fill('Dev Player');
    await popup.getByLabel('E-mail').fill(email);
    // the page posts the token to its opener and closes itself at once
    await clickToClose(popup, popup.getByRole('button', { name: 'Sign in' }));
  }

  /** Google sign-in with a new identity, the bind choice "existing account", then demo01's password. */
  async function bindToDemo01(page: Page, email: string) {
    await page.goto('/');
    await headerLogin(page).click();
    await signInWithGoogle(page, email);

    const bind = page.getByRole('dialog', { name: 'Link your account' });
    await expect(bind).toBeVisible();
    await expect(bind).toContainText('This sign-in is not linked to an account yet.');
    await bind.getByRole('button', { name: 'Log in to my existing account' }).click();
    await expect(bind).toBeHidden();

    const dialog = loginDialog(page);
    await expect(dialog.getByRole('status')).toHaveText('Log in once with your password to link your social sign-in.');
    await submitLogin(dialog, DEMO.username, DEMO.password);
    await expect(accountMenu(page, DEMO.nickname)).toBeVisible();
  }

  test('[S1-1.1] [S1-4.7] [S1-2.12] a new social identity offers the bind choice; "log in to my existing account" logs in to demo01 with its password', async ({
    page,
    consoleErrors,
  }) => {
    await bindToDemo01(page, `bind${unique()}@example.com`);
    await settle(page);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test('[S1-4.7] the password login after "log in to my existing account" binds the identity: the next Google sign-in logs in to demo01 directly', { tag: '@phone' }, async ({
    page,
    consoleErrors,
  }) => {
    const email = `bind${unique()}@example.com`;
    await bindToDemo01(page, email);

    await signOut(page, DEMO.nickname);
    await headerLogin(page).click();
    await signInWithGoogle(page, email);
    await expect(accountMenu(page, DEMO.nickname)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Link your account' })).toHaveCount(0);
    await settle(page);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test('[S1-4.7] [S1-2.12] [S1-3.7] a new social identity registers a new account (auto-register) and is logged in', async ({ page, consoleErrors, apiCalls }) => {
    await page.goto('/');
    await headerLogin(page).click();
    await signInWithGoogle(page, `new${unique()}@example.com`);

    const bind = page.getByRole('dialog', { name: 'Link your account' });
    await bind.getByRole('button', { name: 'Create a new account' }).click();
    await expect(bind).toBeHidden();
    await expect(banner(page).getByRole('button', { name: /^Account menu for / })).toBeVisible();
    expect(apiCalls.some((c) => c.method === 'POST' && c.path === '/wps/member/register/autoUsername')).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    await settle(page);
    expect(unexpected(consoleErrors)).toEqual([]);
  });
});

test.describe('account access: phone sign-in', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('[S1-8.15] [S1-1.1] the phone sign-in: the provider texts a code, a wrong one shows its text, code and reason, the right one signs up a new account', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await headerLogin(page).click();
    const dialog = loginDialog(page);
    await dialog.getByRole('button', { name: 'Continue with phone number' }).click();
    const step = dialog.getByTestId('phone-sign-in');
    const mobile = freshMobile();
    await step.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await step.getByRole('button', { name: 'Get code' }).click();
    // the identity provider sends the code itself: it is in the dev outbox, never from the site's gateway
    const { code } = await codeFromOutbox(page, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const codeField = step.getByRole('textbox', { name: 'Verification code' });
    await codeField.fill(wrong);
    await step.getByRole('button', { name: 'Sign in', exact: true }).click();
    const refused = page.getByRole('dialog', { name: 'Error' });
    await expect(refused).toContainText('The verification code is incorrect. Please check it and try again.');
    await expect(refused).toContainText('Error code: auth/invalid-verification-code');
    await expect(refused).toContainText('Reason: The SMS verification code is not valid.');
    await refused.getByRole('button', { name: 'OK' }).click();

    await codeField.fill(code);
    await step.getByRole('button', { name: 'Sign in', exact: true }).click();
    const bind = page.getByRole('dialog', { name: 'Link your account' });
    await bind.getByRole('button', { name: 'Create a new account' }).click();
    await expect(bind).toBeHidden();
    await expect(banner(page).getByRole('button', { name: /^Account menu for / })).toBeVisible();
    await settle(page);
    expect(unexpected(consoleErrors)).toEqual([]);
  });
});

test('every login mode and the phone sign-in keep their fields inside the login card', { tag: '@layout' }, async ({ page, consoleErrors }) => {
  await useEnglish(page);
  await page.goto('/login');
  const panel = page.getByTestId('login-panel');
  /**
   * Controls whose right edge passes the room the card gives the panel or the window's edge (a field
   * too wide for a phone made the panel wider than its card, whose edge then cut the fields off).
   */
  const outside = () =>
    panel.evaluate((card) => {
      const edge = Math.min(card.parentElement!.getBoundingClientRect().right, document.documentElement.clientWidth) + 0.5;
      return [...card.querySelectorAll('input, select, button')]
        .filter((c) => c.getBoundingClientRect().width > 0 && c.getBoundingClientRect().right > edge)
        .map((c) => c.getAttribute('aria-label') ?? c.getAttribute('name') ?? c.textContent);
    });
  for (const mode of ['Username', 'SMS code', 'Mobile']) {
    await panel.getByRole('tab', { name: mode, exact: true }).click();
    await expect(panel.getByRole('tab', { name: mode, exact: true })).toHaveAttribute('aria-selected', 'true');
    expect(await outside(), `the ${mode} mode`).toEqual([]);
  }
  await panel.getByRole('button', { name: 'Continue with phone number' }).click();
  await expect(panel.getByTestId('phone-sign-in')).toBeVisible();
  expect(await outside(), 'the phone sign-in').toEqual([]);
  await settle(page);
  expect(unexpected(consoleErrors)).toEqual([]);
});

test.describe('account access: languages', () => {
  test('[S1-1.6] [S1-9.5] the same login in Chinese and in English shows the translated info bar and menu', { tag: '@phone' }, async ({ page, consoleErrors }) => {
    const cn = authCopy('CN');
    const en = authCopy('EN');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    await banner(page).getByRole('link', { name: '登录', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: cn.login.title });
    await dialog.getByLabel(cn.login.username, { exact: true }).fill(DEMO.username);
    await dialog.getByLabel(cn.login.password, { exact: true }).fill(DEMO.password);
    await dialog.getByRole('button', { name: cn.login.submit, exact: true }).click();

    const cnMenu = banner(page).getByRole('button', { name: cn.bar.account.replace('{{name}}', DEMO.nickname) });
    await expect(cnMenu).toBeVisible();
    await cnMenu.click();
    for (const page_ of ['securityCenter', 'depositv2', 'withdraw']) {
      await expect(page.getByRole('menuitem', { name: cn.bar.links[page_] })).toBeVisible();
    }
    await expect(page.getByRole('menuitem', { name: cn.bar.signOut })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByTestId('language-switcher').first().click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const enMenu = accountMenu(page, DEMO.nickname);
    await expect(enMenu).toBeVisible();
    await expect(headerBalance(page)).toContainText(DEMO.balance);
    await enMenu.click();
    for (const page_ of ['securityCenter', 'depositv2', 'withdraw']) {
      await expect(page.getByRole('menuitem', { name: en.bar.links[page_] })).toBeVisible();
    }
    await expect(page.getByRole('menuitem', { name: en.bar.signOut })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: cn.bar.links.securityCenter })).toHaveCount(0);
    await settle(page);
    expect(consoleErrors).toEqual([]);
  });
});
