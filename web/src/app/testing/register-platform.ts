import { vi } from 'vitest';
import { decryptPayload, type Country, type FieldRule, type RegisterSetting } from '@lotto/contract';
import { DEMO_SETTINGS, installFakePlatform, type FakePlatform } from './fake-platform';
import { replyOf, rsaPair, type Answer } from './fake-replies';

/**
 * The registration calls on top of the fake platform (the test edge only): setting, captcha,
 * country, affiliate, SMS and the encrypted register calls, whose bodies it decrypts with a real
 * RSA key pair so tests can read what was sent.
 */
export interface RegisterPlatform extends FakePlatform {
  setting: RegisterSetting;
  countries: Country[];
  captchaImage: string;
  affiliate: (code: string) => Answer;
  register: (body: Record<string, unknown>) => Answer;
  sms: (body: Record<string, unknown>) => Answer;
  /** Plain bodies of POSTs by path (decrypted when encrypted). */
  bodies: Record<string, Record<string, unknown>[]>;
}

export const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  acceptedPattern: '*',
  minLength: 1,
  maxLength: 32,
  required: true,
  enabled: true,
  ...over,
});

export const DEMO_REGISTER_SETTING: RegisterSetting = {
  rules: {
    username: rule({ acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 12 }),
    password: rule({ acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 12 }),
    email: rule({ acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', minLength: 5, maxLength: 64, required: false }),
    qqNum: rule({ acceptedPattern: '^[0-9]+$', minLength: 5, maxLength: 12, required: false }),
    mobileNum: rule({ acceptedPattern: '^[0-9]+$', minLength: 11, maxLength: 11, required: false }),
    rebateId: rule({ required: false }),
    nickname: rule({ enabled: false }),
  },
  affiliate: 0,
  agreement: true,
  socialRegister: false,
};

export const PNG = 'iVBORw0KGgoAAAANSUhEUg==';

export async function installRegisterPlatform(
  opts: { whitelabel?: Record<string, boolean>; setting?: Partial<RegisterSetting>; templates?: FakePlatform['templates'] } = {},
): Promise<RegisterPlatform> {
  const base = installFakePlatform({
    settings: { ...DEMO_SETTINGS, whitelabel: opts.whitelabel ?? {} },
    ...(opts.templates ? { templates: opts.templates } : {}),
  });
  const shellFetch = globalThis.fetch;
  const { spki, privateKey } = await rsaPair();
  const p: RegisterPlatform = Object.assign(base, {
    setting: { ...DEMO_REGISTER_SETTING, ...opts.setting },
    countries: [
      { countryCode: 'CN', countryDialingCode: '86', currency: 'CNY' },
      { countryCode: 'TH', countryDialingCode: '66', currency: 'THB' },
    ],
    captchaImage: PNG,
    affiliate: (): Answer => ({ value: { affiliateCode: 'AFF1', valid: true } }),
    register: (): Answer => ({ value: { customerName: 'demo@newplayer1', profile: { mobileNo: null }, token: 'tok-123', userName: 'newplayer1' } }),
    sms: (): Answer => ({ value: { expiredMinutes: 2 } }),
    bodies: {},
  });

  const readBody = async (init: RequestInit | undefined): Promise<Record<string, unknown>> => {
    if (typeof init?.body !== 'string') return {};
    const body = JSON.parse(init.body) as Record<string, unknown>;
    const header = (init.headers as Record<string, string> | undefined)?.Encryption;
    return header ? ((await decryptPayload(privateKey, header, body)) as Record<string, unknown>) : body;
  };

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const record = async () => {
      p.calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      const body = await readBody(init);
      (p.bodies[url.pathname] ??= []).push(body);
      return body;
    };
    switch (url.pathname) {
      case '/wps/session/key/rsa':
        p.calls.push(`GET ${url.pathname}`);
        return replyOf({ value: spki });
      case '/wps/system/setting/register':
        p.calls.push(`GET ${url.pathname}`);
        return replyOf({ value: p.setting });
      case '/wps/system/country':
        p.calls.push(`GET ${url.pathname}`);
        return replyOf({ value: p.countries });
      case '/wps/captcha':
        p.calls.push(`GET ${url.pathname}`);
        return replyOf({ value: p.captchaImage });
      case '/wps/agent/affiliate':
        p.calls.push(`GET ${url.pathname}${url.search}`);
        return replyOf(p.affiliate(url.searchParams.get('code') ?? ''));
      case '/wps/verification/sms/register':
        return replyOf(p.sms(await record()));
      case '/wps/member/register':
      case '/wps/member/register/mobile':
      case '/wps/member/register/onlyMobile':
        return replyOf(p.register(await record()));
      default:
        return shellFetch(input, init);
    }
  });
  return p;
}
