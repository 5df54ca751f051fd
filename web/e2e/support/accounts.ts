import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { e2eScratch } from '../../../scripts/e2e-scratch.mjs';

/**
 * Helpers of the account-access specs (auth.spec.ts, register.spec.ts): the site in English, the
 * login popup, the dev captcha answer and the dev outbox, and fresh accounts of our own so no spec
 * changes a seeded account another spec (or the other project, on the same server) relies on.
 */

/** Seeded demo accounts (server/src/db/seeds/accounts.ts, README "Demo merchants and accounts"). */
export const DEMO = { username: 'demo01', password: 'demo1234', nickname: 'Lucky Dragon', balance: '10,000.00' } as const;
/** Plays the demo games in the browser tests, so demo01's balance stays as seeded for the login tests. */
export const PLAYER2 = { username: 'player02', password: 'player1234', nickname: 'Golden Tiger' } as const;
/** Bets in the live-event and lottery-page specs, so no seeded player balance another spec checks moves. */
/** Sends money to its upline agent02 in member-upline-transfer.spec.ts (toUpline 1, payment password pay123456). */
export const FAMILY = { username: 'family01', password: 'family1234', nickname: 'Jade Family' } as const;
export const AGENT = { username: 'agent01', password: 'agent1234', nickname: 'Demo Agent' } as const;
export const SECURE = { username: 'secure01', password: 'secure1234', totpSecret: 'JBSWY3DPEHPK3PXP' } as const;
export const TRIAL = { username: 'trial01', password: 'trial1234', nickname: 'Trial' } as const;

/** English names of the controls, as web/src/locales/EN ships them. */
export const EN = {
  login: 'Log in',
  username: 'Username',
  password: 'Password',
  signOut: 'Log out',
  stay: 'Stay',
  account: (name: string) => `Account menu for ${name}`,
  needTrueAccount: 'This feature needs a real account.',
} as const;

let seq = 0;
/** A unique suffix: time and a counter, letters and digits only (username rule 6-13 alnum). */
export function unique(): string {
  seq += 1;
  return `${Date.now().toString(36).slice(-6)}${seq.toString(36)}${Math.floor(Math.random() * 36).toString(36)}`;
}

/** A fresh username: 'e' + 9-10 letters/digits. */
export const freshUsername = (prefix = 'e'): string => `${prefix}${unique()}`.slice(0, 13).toLowerCase();

/** A fresh 11-digit mobile number (the configured register form wants exactly 11 digits). */
export function freshMobile(): string {
  const tail = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return `139${tail.padStart(8, '0')}`;
}

/** Sets English before any script of the page runs (the site default is CN). */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', 'EN');
  });
}

export const banner = (page: Page): Locator => page.getByRole('banner');

/** The guest header's "Log in" control. */
export const headerLogin = (page: Page): Locator => banner(page).getByRole('link', { name: EN.login, exact: true });

/** The login popup (the dialog titled "Welcome back"). */
export const loginDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Welcome back' });

/** Fills username and password in a login panel (popup or /login) and submits it. */
export async function submitLogin(scope: Locator, username: string, password: string): Promise<void> {
  await scope.getByLabel(EN.username, { exact: true }).fill(username);
  await scope.getByLabel(EN.password, { exact: true }).fill(password);
  await scope.getByRole('button', { name: EN.login, exact: true }).click();
}

/** Opens the header popup and logs in. */
export async function loginFromHeader(page: Page, username: string, password: string): Promise<void> {
  await headerLogin(page).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await submitLogin(dialog, username, password);
}

/** The info bar's account menu button of a member (its name carries the nickname or account). */
export const accountMenu = (page: Page, name: string): Locator => banner(page).getByRole('button', { name: EN.account(name) });

/** The balance shown in the header's info bar (the one visible at this viewport). */
export const headerBalance = (page: Page): Locator => banner(page).getByTestId('balance').filter({ visible: true });

/** Signs out through the account menu and the confirmation. */
export async function signOut(page: Page, name: string): Promise<void> {
  await accountMenu(page, name).click();
  await page.getByRole('menuitem', { name: EN.signOut }).click();
  const confirm = page.getByRole('dialog', { name: EN.signOut });
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await confirm.getByRole('button', { name: EN.signOut, exact: true }).click();
  await expect(headerLogin(page)).toBeVisible();
}

/**
 * The answer of the image captcha the browser holds now: GET /dev/captcha/answer asked by the page
 * itself, so with its own host and cookies (another merchant's domain keeps its own captcha cookie).
 * `previous`: wait for a new image after a reset (its cookie replaces the old one).
 */
export async function captchaAnswer(page: Page, previous?: string): Promise<string> {
  let answer: string | null = null;
  await expect
    .poll(
      async () => {
        const body = (await page.evaluate(() => fetch('/dev/captcha/answer').then((r) => r.json()))) as { value?: { answer?: string | null } };
        answer = body.value?.answer ?? null;
        return answer !== null && answer !== previous;
      },
      { message: 'the dev endpoint knows the answer of the captcha on the page', timeout: 10_000 },
    )
    .toBe(true);
  return answer!;
}

/** Types the captcha answer once its image is on the page. */
export async function solveCaptcha(page: Page, scope: Locator, previous?: string): Promise<string> {
  const box = scope.getByTestId('captcha-box');
  await expect(box.getByRole('img', { name: 'Verification image' })).toBeVisible();
  const answer = await captchaAnswer(page, previous);
  await box.getByRole('textbox').fill(answer);
  return answer;
}

interface OutboxMessage {
  to: string;
  channel?: string;
  subject?: string | null;
  text?: string;
  body?: string;
  createdAt?: string;
  [key: string]: unknown;
}

/**
 * Messages the dev SMS / e-mail providers kept for `to`, newest first. An SMS is kept as
 * +<dialing code><number>, so a number matches with any dialing code in front of it.
 */
export async function outbox(from: Page | APIRequestContext, to: string, merchant = 'demo'): Promise<OutboxMessage[]> {
  const request = 'request' in from ? from.request : from;
  const res = await request.get(`/dev/outbox?merchant=${merchant}&limit=100`);
  expect(res.ok(), `GET /dev/outbox answered ${res.status()}`).toBe(true);
  const body = (await res.json()) as { value: OutboxMessage[] };
  const want = to.toLowerCase();
  return body.value.filter((m) => {
    const got = String(m.to).toLowerCase();
    return want.includes('@') ? got === want : got.replace(/^\+/, '').endsWith(want.replace(/^\+/, ''));
  });
}

const textOf = (m: OutboxMessage): string => String(m.text ?? m.body ?? JSON.stringify(m));

/** Waits for a message to `to` (newer than `after` messages) of a merchant and returns the digit code in it. */
export async function codeFromOutbox(from: Page | APIRequestContext, to: string, after = 0, merchant = 'demo'): Promise<{ code: string; text: string }> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const list = await outbox(from, to, merchant);
        found = list.length > after ? list[0] : undefined;
        return Boolean(found);
      },
      { message: `a message to ${to} in the dev outbox`, timeout: 10_000 },
    )
    .toBe(true);
  const text = textOf(found!);
  const code = (/code\D{0,20}(\d{4,8})\b/i.exec(text) ?? /\b(\d{4,8})\b/.exec(text.replace(/\d{10,}/g, '')))?.[1];
  expect(code, `a code in "${text}"`).toBeTruthy();
  return { code: code!, text };
}

export interface RegisteredAccount {
  username: string;
  password: string;
  nickname: string;
  mobile?: string;
  email?: string;
}

export interface NewAccountOptions {
  password?: string;
  mobile?: boolean;
  email?: boolean;
  /** An agent's affiliate code: the account becomes that agent's direct downline (registerThroughApi). */
  affiliateCode?: string;
}

/** A fresh username, password and nickname within the demo merchant's register rules. */
export function newAccount(opts: NewAccountOptions): RegisteredAccount {
  return {
    username: freshUsername('e'),
    password: opts.password ?? `pw${unique()}`.slice(0, 12) + '9',
    nickname: `N${unique()}`.slice(0, 12),
  };
}

/**
 * Registers a fresh account through /register (username tab) and stays logged in (auto-login).
 * With `mobile`, the SMS code is requested (REGMOBVERF3) and read from the dev outbox.
 */
export async function registerByUsername(page: Page, opts: NewAccountOptions = {}, registerPath = '/register'): Promise<RegisteredAccount> {
  const account = newAccount(opts);
  // registerPath: an invite link (`/register?referralCode=…`) opens the same form
  await page.goto(registerPath);
  const form = page.getByRole('form', { name: 'Username' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: /^Username/ }).fill(account.username);
  await form.getByLabel(/^Password/).fill(account.password);
  await form.getByLabel(/^Confirm password/).fill(account.password);
  await form.getByRole('textbox', { name: /^Nickname/ }).fill(account.nickname);
  if (opts.email) {
    account.email = `${account.username}@example.com`;
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(account.email);
  }
  let answer: string | undefined;
  if (opts.mobile) {
    account.mobile = freshMobile();
    await form.getByRole('textbox', { name: /^Mobile number/ }).fill(account.mobile);
    // the SMS send is guarded by the captcha and spends it (a new image follows)
    answer = await solveCaptcha(page, form);
    await form.getByRole('button', { name: 'Get code' }).click();
    await expect(form.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    const { code } = await codeFromOutbox(page, account.mobile);
    await form.getByRole('textbox', { name: /^SMS code/ }).fill(code);
  }
  await solveCaptcha(page, form, answer);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page, account.nickname)).toBeVisible();
  return account;
}

/**
 * A Google-authenticator code for secure01 that the server has not seen yet. The server accepts a
 * time step once and never an older one (replay protection, one step either side), and its
 * tests may sign in more than once a step, so the last step spent on this server is noted in a
 * scratch file that lives as long as the server's data.
 */
export async function freshTotp(secret: string = SECURE.totpSecret): Promise<string> {
  const period = 30;
  // beside the server's scratch data (scripts/e2e-server.mjs), which empties it at each start
  const notes = join(e2eScratch(process.env.E2E_PORT ?? '18080'), 'tests');
  mkdirSync(notes, { recursive: true });
  const marker = join(notes, `totp-${secret}`);
  const last = existsSync(marker) ? Number(readFileSync(marker, 'utf8')) || 0 : 0;
  let step = Math.floor(Date.now() / 1000 / period);
  // the server takes the next step too (window 1); beyond that, wait for the clock
  while (last + 1 > step + 1) {
    await new Promise((r) => setTimeout(r, 1000));
    step = Math.floor(Date.now() / 1000 / period);
  }
  const use = Math.max(step, last + 1);
  writeFileSync(marker, String(use));
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period });
  return totp.generate({ timestamp: use * period * 1000 });
}
