import { vi } from 'vitest';
import { decryptPayload, type Balance, type MemberInfo } from '@lotto/contract';
import { DEMO_SETTINGS, OK_STATUS, installFakePlatform, type FakePlatform } from './fake-platform';
import { replyOf, rsaPair, type Answer } from './fake-replies';

/**
 * The sign-in calls on top of the fake platform (the test edge only): login (decrypting the
 * encrypted body with a real RSA key pair), verification, logout, member info, balance, unread
 * count, password change and reset. Accounts mirror the demo seed.
 */
export interface AuthPlatform extends FakePlatform {
  login: (body: Record<string, unknown>) => Answer;
  verification: (body: Record<string, unknown>) => Answer;
  changePassword: (body: Record<string, unknown>) => Answer;
  /** POST /wps/verification/sms/noLogin and /wps/member/password/sms (default: sent, 5 minutes). */
  smsCode: (body: Record<string, unknown>, path: string) => Answer;
  info: (token: string) => MemberInfo;
  balance: Balance;
  unread: number;
  /** Plain bodies by path (decrypted when encrypted; form and query data parsed). */
  bodies: Record<string, Record<string, unknown>[]>;
  headers: Record<string, Record<string, string>[]>;
}

const ok = (value: unknown = null): Answer => ({ value });
const session = (user: string, extra: Partial<{ firstTimeLogin: boolean; passwordExpired: boolean }> = {}): Answer =>
  ok({ token: `tok-${user}`, firstTimeLogin: false, passwordExpired: false, userName: user, ...extra });

/** The demo seed's accounts (brief): passwords, trial, expired, two-factor and default-password users. */
export const DEMO_ACCOUNTS: Record<string, { password: string; isAgent: MemberInfo['isAgent']; answer?: (b: Record<string, unknown>) => Answer }> = {
  demo01: { password: 'demo1234', isAgent: '0' },
  agent01: { password: 'agent1234', isAgent: '1' },
  trial01: { password: 'trial1234', isAgent: '4' },
  expired01: { password: 'expired1234', isAgent: '0', answer: () => session('expired01', { passwordExpired: true }) },
  secure01: {
    password: 'secure1234',
    isAgent: '0',
    answer: () => ({ status: 403, errorCode: 'login_verify_required', message: 'Verification required', value: { ga: true, email: true, sms: false, payeeName: false } }),
  },
  fresh01: { password: 'a123456', isAgent: '0' },
};

export function memberInfoFor(token: string): MemberInfo {
  const user = token.replace(/^tok-/, '');
  const acct = DEMO_ACCOUNTS[user];
  return {
    id: `c-${user}`,
    customerId: `c-${user}`,
    account: user,
    nickname: user === 'demo01' ? 'Lucky Demo' : null,
    lastLogin: null,
    regDate: 1_700_000_000_000,
    type: Number(acct?.isAgent ?? 0),
    isAgent: acct?.isAgent ?? '0',
    toUpline: 0,
    clubLabel: { labelName: 'Gold', color: '#f5b301', type: null, rankLevel: 3 },
    memberLabel: null,
    mobile: null,
    email: null,
    currency: 'CNY',
  };
}

export const DEMO_BALANCE: Balance = {
  sumBalance: 1234.5,
  currency: 'CNY',
  currencySymbol: '¥',
  balance: [
    { accountTypeId: 0, displayName: 'Main wallet', accountName: 'MAIN', availBalance: 1000 },
    { accountTypeId: 1, displayName: 'Lottery wallet', accountName: 'LOTT', availBalance: 234.5 },
  ],
};

function defaultLogin(b: Record<string, unknown>): Answer {
  const user = typeof b.username === 'string' ? b.username : '';
  const acct = DEMO_ACCOUNTS[user];
  if (!acct || acct.password !== b.password) {
    return { status: 400, errorCode: 'login.failed', message: 'Incorrect username or password.', value: { captcha: true } };
  }
  return acct.answer?.(b) ?? session(user);
}

export async function installAuthPlatform(
  opts: { whitelabel?: Record<string, boolean>; loginPop?: boolean; loginPopAfterFailure?: boolean } = {},
): Promise<AuthPlatform> {
  const base = installFakePlatform({
    settings: {
      ...DEMO_SETTINGS,
      whitelabel: opts.whitelabel ?? {},
      loginPop: opts.loginPop ?? false,
      ...(opts.loginPopAfterFailure === undefined ? {} : { loginPopAfterFailure: opts.loginPopAfterFailure }),
    },
    status: { ...OK_STATUS, info: { ...OK_STATUS.info, whitelabelVal: opts.whitelabel ?? {} } },
  });
  const shellFetch = globalThis.fetch;
  const { spki, privateKey } = await rsaPair();
  const p: AuthPlatform = Object.assign(base, {
    login: defaultLogin,
    verification: (b: Record<string, unknown>) =>
      b.authCode === '123456' ? session(String(b.username)) : { status: 400, errorCode: 'verification.code.invalid', message: 'The code is wrong.' },
    changePassword: () => ok(),
    smsCode: () => ok({ expiredMinutes: 5, expirationTime: Date.now() + 5 * 60_000 }),
    info: memberInfoFor,
    balance: DEMO_BALANCE,
    unread: 3,
    bodies: {},
    headers: {},
  });

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const record = async () => {
      let body: Record<string, unknown> = Object.fromEntries(url.searchParams);
      if (typeof init?.body === 'string' && init.body) {
        if (headers.Encryption) body = (await decryptPayload(privateKey, headers.Encryption, JSON.parse(init.body))) as Record<string, unknown>;
        else if (String(headers['Content-Type']).includes('urlencoded')) body = Object.fromEntries(new URLSearchParams(init.body));
        else body = JSON.parse(init.body) as Record<string, unknown>;
      }
      (p.bodies[url.pathname] ??= []).push(body);
      (p.headers[url.pathname] ??= []).push(headers);
      return body;
    };
    const token = headers.Authorization ?? '';
    switch (url.pathname) {
      case '/wps/session/key/rsa':
        p.calls.push(`${method} ${url.pathname}`);
        return replyOf(ok(spki));
      case '/wps/session/login':
      case '/wps/session/login/verification':
      case '/wps/session/logout':
      case '/wps/member/info':
      case '/wps/v2/wallets/balance':
      case '/wps/relay/CSP_unreadCount':
      case '/wps/member/password':
      case '/wps/member/password/email':
      case '/wps/member/password/sms':
      case '/wps/member/password/verification':
      case '/wps/member/firstLogin':
      case '/wps/member/language':
      case '/wps/session/login/freeplay':
      case '/wps/system/country':
      case '/wps/verification/sms/noLogin':
      case '/wps/captcha': {
        p.calls.push(`${method} ${url.pathname}${url.search}`);
        const body = await record();
        switch (url.pathname) {
          case '/wps/session/login':
            return replyOf(p.login(body));
          case '/wps/session/login/verification':
            return replyOf(p.verification(body));
          case '/wps/member/info':
            return replyOf(token ? ok(p.info(token)) : { status: 401, errorCode: 'login.not.session' });
          case '/wps/v2/wallets/balance':
            return replyOf(ok(p.balance));
          case '/wps/relay/CSP_unreadCount':
            return replyOf(ok({ unreadCount: p.unread }));
          case '/wps/member/password':
            return replyOf(p.changePassword(body));
          case '/wps/session/login/freeplay':
            return replyOf(session('trial01'));
          case '/wps/system/country':
            return replyOf(ok([{ countryCode: 'CN', countryDialingCode: '86', currency: 'CNY' }]));
          case '/wps/captcha':
            // a tiny PNG header: enough for the image captcha to show
            return replyOf(ok('iVBORw0KGgoAAAANSUhEUg=='));
          case '/wps/verification/sms/noLogin':
          case '/wps/member/password/sms':
            return replyOf(p.smsCode(body, url.pathname));
          default:
            return replyOf(ok());
        }
      }
      default:
        return shellFetch(input, init);
    }
  });
  vi.stubGlobal('fetch', fetchStub);
  return p;
}
