import type { APIRequestContext } from '@playwright/test';
import {
  DEFAULT_DEVICE,
  GATEWAY_VERSION,
  HEADERS,
  captchaCalls,
  encryptPayload,
  importRsaPublicKey,
  registerCalls,
  systemCalls,
  verificationCalls,
  type RegisterRequest,
} from '@lotto/contract';
import { codeFromOutbox, freshMobile, newAccount, type NewAccountOptions, type RegisteredAccount } from './accounts';
import { valueOf } from './envelope';

/**
 * A fresh account of the demo merchant made through the platform's own calls, as the site makes
 * them (captcha, SMS code for the phone, the encrypted register call), without the form: for the
 * tests whose subject is what comes after registering (reset, SMS login, a second login). The form
 * itself is proven by register.spec.ts. `request` is the page's (`page.request`), so the captcha
 * cookie is the page's own. The account is not signed in.
 */
export async function registerThroughApi(request: APIRequestContext, opts: NewAccountOptions = {}): Promise<RegisteredAccount> {
  const account = newAccount(opts);
  const headers = {
    [HEADERS.merchant]: 'demo',
    [HEADERS.device]: DEFAULT_DEVICE,
    [HEADERS.language]: 'EN',
    [HEADERS.gatewayVersion]: GATEWAY_VERSION,
  };
  const captcha = async (): Promise<string> => {
    const image = await request.get(captchaCalls.image.path, { headers });
    if (!image.ok()) throw new Error(`GET ${captchaCalls.image.path} answered ${image.status()}`);
    const { answer } = await valueOf<{ answer: string | null }>(request.get('/dev/captcha/answer'));
    if (!answer) throw new Error('the dev endpoint knows no captcha answer for this browser');
    return answer;
  };

  const body: RegisterRequest = {
    username: account.username,
    password: account.password,
    confirmPassword: account.password,
    nickname: account.nickname,
    login: false,
  };
  if (opts.affiliateCode) body.affiliateCode = opts.affiliateCode;
  if (opts.email) {
    account.email = `${account.username}@example.com`;
    body.email = account.email;
  }
  if (opts.mobile) {
    account.mobile = freshMobile();
    // the merchant's first country, as the form's dialing-code select picks it
    const [first] = await valueOf<{ countryDialingCode: string }[]>(request.get(systemCalls.country.path, { headers }));
    const countryDialingCode = first ? `+${first.countryDialingCode.replace(/^\+/, '')}` : undefined;
    await valueOf(
      request.post(verificationCalls.smsRegister.path, {
        headers,
        data: { mobileNum: account.mobile, countryDialingCode, captcha: await captcha(), purpose: 'register' },
      }),
    );
    body.mobileNum = account.mobile;
    body.countryDialingCode = countryDialingCode;
    body.verificationCode = (await codeFromOutbox(request, account.mobile)).code;
  }
  body.captcha = await captcha();

  const { encryptionPublicKey } = await valueOf<{ encryptionPublicKey: string }>(request.get(systemCalls.settings.path, { headers }));
  const sealed = await encryptPayload(await importRsaPublicKey(encryptionPublicKey), body);
  await valueOf(request.post(registerCalls.register.path, { headers: { ...headers, [HEADERS.encryption]: sealed.header }, data: sealed.body }));
  return account;
}
