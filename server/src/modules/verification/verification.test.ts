import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { verificationCalls } from '@lotto/contract';
import { oneTimeCodes, outboxMessages } from '../../db/schema/index.js';
import { failure } from '../../test/accounts.js';
import { lastCodeFor, outboxFor, setFlags, solvedCaptcha, someIp } from '../../test/access.js';
import { describeEachDatabase, describeOnPglite, envelopeOf, valueOf, type TestApp } from '../../test/harness.js';
import { CODE_MAX_ATTEMPTS, consumeCode, consumeCodeDetailed, hashCode, issueCode, mobileTarget, smsAddress } from './codes.js';

/** Sends an SMS code request with a solved captcha. */
async function requestSms(
  t: TestApp,
  call: typeof verificationCalls.smsNoLogin,
  body: Record<string, unknown>,
  merchant = 'demo',
) {
  const ip = someIp();
  const { cookies, captcha } = await solvedCaptcha(t, merchant, ip);
  return t.call({ method: 'POST', url: call.path, merchant, cookies, payload: { ...body, captcha }, remoteAddress: ip });
}

// A number nobody else in these tests uses, so the per-target resend limits stay per test.
let n = 0;
const freshNumber = () => `139${String(Date.now() % 1e6).padStart(6, '0')}${String(n++).padStart(2, '0')}`;

// PostgreSQL too: issuing takes an advisory lock and spending a row lock, and codes race below.
describeEachDatabase('one-time codes', (t) => {
  it('issues six CSPRNG digits, stores only a hash bound to merchant and target, and spends a code once', async () => {
    const target = mobileTarget('86', freshNumber());
    const issued = await issueCode(t.db, { merchant: 'demo', purpose: 'login_sms', target, minutes: 5 });
    expect(issued.code).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, target));
    expect(row!.codeHash).toBe(hashCode('demo', target, issued.code));
    expect(JSON.stringify(row)).not.toContain(`"${issued.code}"`);
    expect(await consumeCode(t.db, 'demo', 'login_sms', target, issued.code)).toBe(true);
    expect(await consumeCode(t.db, 'demo', 'login_sms', target, issued.code)).toBe(false);
  });

  it('refuses a code for another target, purpose or merchant', async () => {
    const target = mobileTarget('86', freshNumber());
    const { code } = await issueCode(t.db, { merchant: 'demo', purpose: 'login_sms', target });
    expect(await consumeCode(t.db, 'demo', 'login_sms', mobileTarget('86', freshNumber()), code)).toBe(false);
    expect(await consumeCode(t.db, 'demo', 'reset_sms', target, code)).toBe(false);
    expect(await consumeCode(t.db, 'lucky', 'login_sms', target, code)).toBe(false);
    expect(await consumeCode(t.db, 'demo', 'login_sms', target, code)).toBe(true);
  });

  it('refuses an expired code', async () => {
    const target = mobileTarget('86', freshNumber());
    const { code } = await issueCode(t.db, { merchant: 'demo', purpose: 'register_sms', target });
    await t.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.target, target));
    expect(await consumeCodeDetailed(t.db, 'demo', 'register_sms', target, code)).toEqual({ ok: false, reason: 'expired' });
  });

  it('kills a code after five wrong attempts, even for the right code afterwards', async () => {
    const target = mobileTarget('86', freshNumber());
    const { code } = await issueCode(t.db, { merchant: 'demo', purpose: 'login_sms', target });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) expect(await consumeCode(t.db, 'demo', 'login_sms', target, wrong)).toBe(false);
    expect(await consumeCodeDetailed(t.db, 'demo', 'login_sms', target, code)).toEqual({ ok: false, reason: 'attempts' });
  });

  it('limits resending to one per 60 s and ten per hour per target', async () => {
    const target = mobileTarget('86', freshNumber());
    await issueCode(t.db, { merchant: 'demo', purpose: 'login_sms', target });
    await expect(issueCode(t.db, { merchant: 'demo', purpose: 'login_sms', target })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Age the rows past the 60 s interval: nine more fit in the hour, the eleventh does not.
    for (let i = 0; i < 9; i++) {
      await t.db.update(oneTimeCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(oneTimeCodes.target, target));
      await issueCode(t.db, { merchant: 'demo', purpose: 'login_sms', target });
    }
    await t.db.update(oneTimeCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(oneTimeCodes.target, target));
    await expect(issueCode(t.db, { merchant: 'demo', purpose: 'login_sms', target })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('applies the 60 s resend interval per purpose: a login code sent a moment ago does not block a reset code', async () => {
    const target = mobileTarget('86', freshNumber());
    await issueCode(t.db, { merchant: 'demo', purpose: 'login_sms', target });
    const reset = await issueCode(t.db, { merchant: 'demo', purpose: 'reset_sms', target });
    await expect(issueCode(t.db, { merchant: 'demo', purpose: 'reset_sms', target })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(issueCode(t.db, { merchant: 'demo', purpose: 'login_sms', target })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // both codes stay valid for their own purpose
    expect(await consumeCode(t.db, 'demo', 'reset_sms', target, reset.code)).toBe(true);
  });

  it('keeps the hourly cap of ten codes across purposes', async () => {
    const target = mobileTarget('86', freshNumber());
    const purposes = ['login_sms', 'reset_sms', 'register_sms'] as const;
    // ten codes within the hour, each purpose at most once per 60 s (rows aged between rounds)
    for (let i = 0; i < 10; i++) {
      if (i % purposes.length === 0) {
        await t.db.update(oneTimeCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(oneTimeCodes.target, target));
      }
      await issueCode(t.db, { merchant: 'demo', purpose: purposes[i % purposes.length]!, target });
    }
    await t.db.update(oneTimeCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(oneTimeCodes.target, target));
    for (const purpose of purposes) {
      await expect(issueCode(t.db, { merchant: 'demo', purpose, target })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    }
  });

  it('a new code replaces the previous unused one of the same purpose', async () => {
    const target = mobileTarget('86', freshNumber());
    const first = await issueCode(t.db, { merchant: 'demo', purpose: 'login_sms', target });
    await t.db.update(oneTimeCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(oneTimeCodes.target, target));
    const second = await issueCode(t.db, { merchant: 'demo', purpose: 'login_sms', target });
    if (first.code !== second.code) expect(await consumeCode(t.db, 'demo', 'login_sms', target, first.code)).toBe(false);
    expect(await consumeCode(t.db, 'demo', 'login_sms', target, second.code)).toBe(true);
  });

  it('spends a code once when the right code arrives several times at once', async () => {
    const target = mobileTarget('86', freshNumber());
    const { code } = await issueCode(t.db, { merchant: 'demo', purpose: 'login_sms', target });
    const spent = await Promise.all(Array.from({ length: 4 }, () => consumeCode(t.db, 'demo', 'login_sms', target, code)));
    expect(spent.filter(Boolean)).toHaveLength(1);
  });

  it('issues one code when several requests for one target arrive at once', async () => {
    const target = mobileTarget('86', freshNumber());
    const issued = await Promise.allSettled(Array.from({ length: 4 }, () => issueCode(t.db, { merchant: 'demo', purpose: 'login_sms', target })));
    expect(issued.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of issued) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, target))).toHaveLength(1);
  });
});

describeOnPglite('SMS code calls', (t) => {
  it('[S1-7.10] [S1-3.9] noLogin sends the code to the owner of the number through the dev outbox and answers expiredMinutes and expirationTime', async () => {
    const before = Date.now();
    const res = await requestSms(t, verificationCalls.smsNoLogin, { countryDialingCode: '86', mobileNum: '13800000002' });
    expect(res.statusCode).toBe(200);
    const v = valueOf(verificationCalls.smsNoLogin, res);
    expect(v.expiredMinutes).toBe(5);
    expect(v.expirationTime).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1000);
    const [msg] = await outboxFor(t, '+8613800000002');
    expect(msg).toMatchObject({ channel: 'sms', to: '+8613800000002', merchant: 'demo' });
    const code = await lastCodeFor(t, '+8613800000002');
    expect(await consumeCode(t.db, 'demo', 'login_sms', '8613800000002', code)).toBe(true);
  });

  it('noLogin answers the same for a number no account has, and sends nothing', async () => {
    const number = freshNumber();
    const res = await requestSms(t, verificationCalls.smsNoLogin, { countryDialingCode: '86', mobileNo: number });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(valueOf(verificationCalls.smsNoLogin, res)).sort()).toEqual(['expirationTime', 'expiredMinutes']);
    expect(await outboxFor(t, `+86${number}`)).toHaveLength(0);
  });

  it('[S1-8.31] a second request within 60 s is refused with TOO_MANY_REQUESTS', async () => {
    const number = freshNumber();
    expect((await requestSms(t, verificationCalls.smsRegister, { countryDialingCode: '86', mobileNum: number })).statusCode).toBe(200);
    const again = await requestSms(t, verificationCalls.smsRegister, { countryDialingCode: '86', mobileNum: number });
    expect(failure(again)).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUESTS' });
    expect(await outboxFor(t, `+86${number}`)).toHaveLength(1);
  });

  it('[S1-7.10] register sends a register code to a new number', async () => {
    const number = freshNumber();
    const res = await requestSms(t, verificationCalls.smsRegister, { countryDialingCode: '86', mobileNum: number });
    expect(valueOf(verificationCalls.smsRegister, res).expiredMinutes).toBe(5);
    const code = await lastCodeFor(t, `+86${number}`);
    expect(await consumeCode(t.db, 'demo', 'register_sms', `86${number}`, code)).toBe(true);
  });

  it('[S1-5.14] sends to + dialing code and number only when the dialing code is given; a national number never gets a bare +', async () => {
    const number = freshNumber();
    expect((await requestSms(t, verificationCalls.smsRegister, { mobileNum: number })).statusCode).toBe(200);
    const [national] = await outboxFor(t, number);
    // before: "+139…", which reads as a +1 number in another country
    expect(national).toMatchObject({ channel: 'sms', to: number });
    const code = await lastCodeFor(t, number);
    expect(await consumeCode(t.db, 'demo', 'register_sms', number, code)).toBe(true);

    const intl = freshNumber();
    // the dialing code as the selector gives it (+86) or as digits (86): the same international address
    expect((await requestSms(t, verificationCalls.smsRegister, { countryDialingCode: '+86', mobileNum: intl })).statusCode).toBe(200);
    expect((await outboxFor(t, `+86${intl}`))[0]).toMatchObject({ to: `+86${intl}` });
    const other = freshNumber();
    expect((await requestSms(t, verificationCalls.smsNoLogin, { countryDialingCode: '86', mobileNum: other, purpose: 'register' })).statusCode).toBe(200);
    expect((await outboxFor(t, `+86${other}`))[0]).toMatchObject({ to: `+86${other}` });
    expect(smsAddress(undefined, '13912345678')).toBe('13912345678');
    expect(smsAddress('+1', '4155550100')).toBe('+14155550100');
  });

  it('[S1-1.5] [S1-8.9] refuses an SMS request without a solved captcha when CAPTCHA3 is on', async () => {
    const number = freshNumber();
    const res = await t.call({
      method: 'POST',
      url: verificationCalls.smsRegister.path,
      payload: { countryDialingCode: '86', mobileNum: number, captcha: 'ABCD' },
      remoteAddress: someIp(),
    });
    expect(failure(res)).toMatchObject({ status: 400, errorCode: 'verify_first' });
    expect(await outboxFor(t, `+86${number}`)).toHaveLength(0);
  });

  it('refuses a malformed number and a missing one', async () => {
    const ip = someIp();
    const res = await t.call({ method: 'POST', url: verificationCalls.smsNoLogin.path, payload: { mobileNum: '12ab' }, remoteAddress: ip });
    expect(failure(res)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    const none = await t.call({ method: 'POST', url: verificationCalls.smsNoLogin.path, payload: {}, remoteAddress: ip });
    expect(failure(none)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
  });

  it('[S1-3.9] the two-factor purpose answers expirationTime and sends only to the phone of the named account', async () => {
    const res = await requestSms(t, verificationCalls.smsNoLogin, {
      countryDialingCode: '86',
      mobileNum: '13800000001',
      purpose: 'twoFactor',
      username: 'secure01',
    });
    const v = valueOf(verificationCalls.smsNoLogin, res);
    expect(v.expirationTime).toBeGreaterThan(Date.now());
    expect(v.expiredMinutes).toBeUndefined();
    const code = await lastCodeFor(t, '+8613800000001');
    const rows = await t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, 'two_factor_sms'), eq(oneTimeCodes.target, '8613800000001')));
    expect(rows.length).toBeGreaterThan(0);
    expect(await consumeCode(t.db, 'demo', 'two_factor_sms', '8613800000001', code)).toBe(true);
  });

  it('[S1-1.4] [S1-6.5] refuses the register SMS when REGMOBVERF3 is off (function.not.available)', async () => {
    await setFlags(t, 'demo', { REGMOBVERF3: false });
    try {
      const res = await requestSms(t, verificationCalls.smsRegister, { mobileNum: freshNumber() });
      expect(failure(res)).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    } finally {
      await setFlags(t, 'demo', { REGMOBVERF3: true });
    }
  });

  it('the merchant expiredMinutes setting is clamped to at most 10', async () => {
    const { merchants } = await import('../../db/schema/index.js');
    const { sql } = await import('drizzle-orm');
    await t.db
      .update(merchants)
      .set({ siteSettings: sql`${merchants.siteSettings} || '{"smsExpiredMinutes": 30}'::jsonb` })
      .where(eq(merchants.code, 'demo'));
    t.app.merchants.invalidate();
    try {
      const res = await requestSms(t, verificationCalls.smsRegister, { mobileNum: freshNumber() });
      expect(valueOf(verificationCalls.smsRegister, res).expiredMinutes).toBe(10);
    } finally {
      await t.db
        .update(merchants)
        .set({ siteSettings: sql`${merchants.siteSettings} - 'smsExpiredMinutes'` })
        .where(eq(merchants.code, 'demo'));
      t.app.merchants.invalidate();
    }
  });
});

describeOnPglite('dev outbox', (t) => {
  it('lists messages newest first, filters by recipient, and has a readable page', async () => {
    await t.db.insert(outboxMessages).values([
      { merchantCode: 'demo', channel: 'email', to: 'a@example.com', subject: 'One', body: 'first <b>', createdAt: new Date(Date.now() - 1000) },
      { merchantCode: 'demo', channel: 'email', to: 'a@example.com', subject: 'Two', body: 'second' },
      { merchantCode: 'demo', channel: 'sms', to: '+100', subject: null, body: 'other' },
    ]);
    const list = await outboxFor(t, 'a@example.com');
    expect(list.map((m) => m.subject)).toEqual(['Two', 'One']);
    const all = envelopeOf(await t.call({ method: 'GET', url: '/dev/outbox', merchant: null }));
    expect((all.value as unknown[]).length).toBeGreaterThanOrEqual(3);
    const page = await t.call({ method: 'GET', url: '/dev/outbox/page?to=a%40example.com', merchant: null });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('first &lt;b&gt;');
    expect(page.body).not.toContain('other');
  });
});

describeOnPglite(
  'dev outbox in production',
  (t) => {
    it('is not registered when NODE_ENV is production', async () => {
      const res = await t.call({ method: 'GET', url: '/dev/outbox', merchant: null });
      expect(res.statusCode).toBe(404);
      const page = await t.call({ method: 'GET', url: '/dev/identity/jwks', merchant: null });
      expect(page.statusCode).toBe(404);
    });
  },
  { env: { NODE_ENV: 'production' } },
);
