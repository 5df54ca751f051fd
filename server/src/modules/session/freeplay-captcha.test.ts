import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { memberCalls, sessionCalls } from '@lotto/contract';
import { customers } from '../../db/schema/index.js';
import { setFlags, solvedCaptcha, someIp } from '../../test/access.js';
import { failure, withToken } from '../../test/accounts.js';
import { describeOnPglite, valueOf, type TestApp } from '../../test/harness.js';

const guests = async (t: TestApp) => (await t.db.select({ id: customers.id }).from(customers).where(eq(customers.isAgent, '4'))).length;

const freeplay = (t: TestApp, payload: Record<string, unknown>, opts: { cookies?: Record<string, string>; ip?: string } = {}) =>
  t.call({
    method: 'POST',
    url: sessionCalls.freeplay.path,
    payload,
    remoteAddress: opts.ip ?? someIp(),
    ...(opts.cookies ? { cookies: opts.cookies } : {}),
  });

// Issue 11: free play makes an account, so it asks the captcha registration asks (CAPTCHA3, on for demo).
describeOnPglite('free play behind the captcha', (t) => {
  it('[S1-8.9] refuses free play without the captcha or with a wrong one (verify_first, as registration) and makes no account', async () => {
    const before = await guests(t);
    expect(failure(await freeplay(t, {}))).toMatchObject({ status: 400, success: false, errorCode: 'verify_first' });

    const ip = someIp();
    const solved = await solvedCaptcha(t, 'demo', ip);
    const wrong = solved.captcha === 'AAAA' ? 'BBBB' : 'AAAA';
    expect(failure(await freeplay(t, { captcha: wrong }, { cookies: solved.cookies, ip }))).toMatchObject({ status: 400, errorCode: 'verify_first' });
    // the answer was spent by the wrong try: the right one no longer opens it
    expect(failure(await freeplay(t, { captcha: solved.captcha }, { cookies: solved.cookies, ip }))).toMatchObject({ errorCode: 'verify_first' });
    // an answer without the cookie that binds its image
    expect(failure(await freeplay(t, { captcha: solved.captcha }))).toMatchObject({ errorCode: 'verify_first' });
    expect(await guests(t)).toBe(before);
  });

  it('[S1-7.8] a right captcha makes the demo account and logs it in; the captcha is spent', async () => {
    const before = await guests(t);
    const ip = someIp();
    const solved = await solvedCaptcha(t, 'demo', ip);
    const res = await freeplay(t, { captcha: solved.captcha.toLowerCase(), loginDeviceId: crypto.randomUUID() }, { cookies: solved.cookies, ip });
    expect(res.statusCode).toBe(200);
    const v = valueOf(sessionCalls.freeplay, res);
    expect(v.userName).toMatch(/^guest[0-9a-f]{8}$/);
    expect(valueOf(memberCalls.info, await withToken(t, v.token, { method: 'GET', url: memberCalls.info.path }))).toMatchObject({ type: 4 });
    expect(await guests(t)).toBe(before + 1);
    // one image, one account
    expect(failure(await freeplay(t, { captcha: solved.captcha }, { cookies: solved.cookies, ip }))).toMatchObject({ errorCode: 'verify_first' });
    expect(await guests(t)).toBe(before + 1);
  });

  it('[S1-7.8] a merchant without the captcha rule (CAPTCHA3 off) needs none', async () => {
    await setFlags(t, 'demo', { CAPTCHA3: false });
    try {
      const before = await guests(t);
      const res = await freeplay(t, {});
      expect(res.statusCode).toBe(200);
      expect(valueOf(sessionCalls.freeplay, res).userName).toMatch(/^guest/);
      expect(await guests(t)).toBe(before + 1);
    } finally {
      await setFlags(t, 'demo', { CAPTCHA3: true });
    }
  });
});
