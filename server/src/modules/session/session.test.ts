import { and, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { HEADERS, memberCalls, sessionCalls } from '@lotto/contract';
import { customers, ledgerEntries, loginFailures, merchants, oneTimeCodes, sessions, socialIdentities, wallets, type OneTimeCodePurpose } from '../../db/schema/index.js';
import { DEV_IDENTITY_AUDIENCE, signDevIdToken } from '../../providers/identity/dev.js';
import { failure, login, sendEncrypted, tokenFor, withToken } from '../../test/accounts.js';
import { describeOnPglite, snapshotDatabase, valueOf, type TestApp } from '../../test/harness.js';
import { tokenHash } from '../../security/tokens.js';
import { storeCaptcha } from '../captcha/verify.js';
import { checkTotp } from './session.service.js';
import { hashCode } from '../verification/codes.js';
import { seedDatabase } from '../../db/seeds/index.js';

const info = (t: TestApp, token: string, merchant = 'demo') =>
  withToken(t, token, { method: 'GET', url: memberCalls.info.path, merchant });

/** A one-time code as the verification module stores it (hash only), without its resend limits. */
async function plantCode(t: TestApp, purpose: OneTimeCodePurpose, target: string, code: string) {
  await t.db.insert(oneTimeCodes).values({
    merchantCode: 'demo',
    purpose,
    target,
    codeHash: hashCode('demo', target, code),
    expiresAt: new Date(Date.now() + 300_000),
  });
}

async function setFlag(t: TestApp, merchant: string, flag: string, on: boolean) {
  await t.db
    .update(merchants)
    .set({ flags: sql`${merchants.flags} || ${JSON.stringify({ [flag]: on })}::jsonb` })
    .where(eq(merchants.code, merchant));
  t.app.merchants.invalidate();
}

const sessionCount = async (t: TestApp) => (await t.db.select({ id: sessions.id }).from(sessions)).length;

it('accepts a TOTP code of the current step or one step either side, and no other', () => {
  const secret = 'JBSWY3DPEHPK3PXP';
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const now = 1_800_000_015_000; // 15 s into a step
  const step = Math.floor(now / 30_000);
  expect(checkTotp(secret, totp.generate({ timestamp: now }), now)).toBe(step);
  expect(checkTotp(secret, totp.generate({ timestamp: now - 30_000 }), now)).toBe(step - 1);
  expect(checkTotp(secret, totp.generate({ timestamp: now + 30_000 }), now)).toBe(step + 1);
  expect(checkTotp(secret, totp.generate({ timestamp: now - 60_000 }), now)).toBeNull();
  expect(checkTotp(secret, '12345', now)).toBeNull();
  expect(checkTotp(null, totp.generate({ timestamp: now }), now)).toBeNull();
});

describeOnPglite('session calls', (t) => {
  it('[S1-7.1] [S1-3.3] logs demo01 in through an encrypted round trip and stores only the token hash', async () => {
    const res = await login(t, { username: 'demo01', password: 'demo1234', type: 'username', loginDeviceId: crypto.randomUUID() });
    expect(res.statusCode).toBe(200);
    const v = valueOf(sessionCalls.login, res);
    expect({ ...v, token: 'x' }).toEqual({ token: 'x', firstTimeLogin: false, passwordExpired: false, userName: 'demo01' });
    // 32 random bytes, base64url
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash(v.token)));
    expect(rows).toHaveLength(1);
    const all = JSON.stringify(await t.db.select().from(sessions));
    expect(all).not.toContain(v.token);
    expect(rows[0]!.absoluteExpiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeGreaterThan(23 * 3_600_000);
  });

  it('[S1-4.2] trims the username and matches it without regard to case', async () => {
    const res = await login(t, { username: '  DEMO01 ', password: 'demo1234' });
    expect(valueOf(sessionCalls.login, res).userName).toBe('demo01');
  });

  it('issues a new token on every login', async () => {
    const a = await tokenFor(t, 'demo01', 'demo1234');
    const b = await tokenFor(t, 'demo01', 'demo1234');
    expect(a).not.toBe(b);
    expect((await info(t, a)).statusCode).toBe(200);
    expect((await info(t, b)).statusCode).toBe(200);
  });

  it('answers an unknown account and a wrong password identically', async () => {
    const unknown = failure(await login(t, { username: 'nobody77', password: 'whatever1' }));
    const wrong = failure(await login(t, { username: 'agent01', password: 'wrongpass1' }));
    expect(unknown).toEqual(wrong);
    expect(wrong).toEqual({
      status: 400,
      success: false,
      errorCode: 'in_incorrect_password',
      message: 'Incorrect account or password.',
      value: { captcha: false },
    });
  });

  it('[S1-4.5] [S1-8.9] asks for the captcha after 3 failures and then requires a right one', async () => {
    for (let i = 1; i <= 3; i++) {
      const f = failure(await login(t, { username: 'expired01', password: `nope${i}xyz` }));
      expect(f.errorCode).toBe('in_incorrect_password');
      expect(f.value).toEqual({ captcha: i >= 3 });
    }
    // Now even the right password needs the captcha.
    const missing = failure(await login(t, { username: 'expired01', password: 'expired1234' }));
    expect(missing).toMatchObject({ status: 400, errorCode: 'verify_first', value: { captcha: true } });

    const wrongCaptcha = await storeCaptcha(t.db, 'demo', 'ABCD');
    const bad = failure(
      await login(t, { username: 'expired01', password: 'expired1234', captcha: 'WXYZ' }, { cookies: { lotto_captcha: wrongCaptcha.id } }),
    );
    expect(bad).toMatchObject({ errorCode: 'verify_first', value: { captcha: true } });

    const good = await storeCaptcha(t.db, 'demo', 'ABCD');
    const ok = await login(t, { username: 'expired01', password: 'expired1234', captcha: 'abcd' }, { cookies: { lotto_captcha: good.id } });
    expect(ok.statusCode).toBe(200);
    // A success clears the account's failures: no captcha next time.
    const next = failure(await login(t, { username: 'expired01', password: 'bad-again1' }));
    expect(next.value).toEqual({ captcha: false });
  });

  it('after 100 failures of an account in an hour asks for the captcha before checking the password, rather than refusing the owner (decision 0013)', async () => {
    await t.db.insert(loginFailures).values({ merchantCode: 'demo', scope: 'account', key: 'u:trial01', windowStart: new Date(), count: 100 });
    const f = failure(await login(t, { username: 'trial01', password: 'trial1234' }));
    expect(f).toMatchObject({ status: 400, errorCode: 'verify_first', value: { captcha: true } });
    // Other accounts are not affected.
    expect((await login(t, { username: 'agent01', password: 'agent1234' })).statusCode).toBe(200);
    await t.db.delete(loginFailures).where(eq(loginFailures.key, 'u:trial01'));
    expect((await login(t, { username: 'trial01', password: 'trial1234' })).statusCode).toBe(200);
  });

  it('[S1-8.31] refuses every login from an IP with too many failures in an hour', async () => {
    await t.db.insert(loginFailures).values({ merchantCode: 'demo', scope: 'ip', key: '127.0.0.1', windowStart: new Date(), count: 500 });
    expect(failure(await login(t, { username: 'demo01', password: 'demo1234' }))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUESTS' });
    await t.db.delete(loginFailures).where(and(eq(loginFailures.scope, 'ip'), eq(loginFailures.key, '127.0.0.1')));
  });

  it('[S1-4.3] reports an expired password and a first login with a default password (PWDEXPFORCECHANGE3 on)', async () => {
    const expired = valueOf(sessionCalls.login, await login(t, { username: 'expired01', password: 'expired1234' }));
    expect(expired).toMatchObject({ passwordExpired: true, firstTimeLogin: false });
    const fresh = valueOf(sessionCalls.login, await login(t, { username: 'fresh01', password: 'a123456' }));
    expect(fresh).toMatchObject({ passwordExpired: true, firstTimeLogin: true, userName: 'fresh01' });
  });

  it('[S1-6.5] reports passwordExpired false when PWDEXPFORCECHANGE3 is off', async () => {
    await setFlag(t, 'demo', 'PWDEXPFORCECHANGE3', false);
    try {
      const v = valueOf(sessionCalls.login, await login(t, { username: 'expired01', password: 'expired1234' }));
      expect(v.passwordExpired).toBe(false);
    } finally {
      await setFlag(t, 'demo', 'PWDEXPFORCECHANGE3', true);
    }
  });

  it('[S1-4.6] [S1-8.17] [S1-3.4] answers login_verify_required with the methods and no token for a two-factor account', async () => {
    const before = await sessionCount(t);
    const f = failure(await login(t, { username: 'secure01', password: 'secure1234' }));
    expect(f).toMatchObject({ status: 403, errorCode: 'login_verify_required', value: { payeeName: true, sms: true, ga: true, email: true } });
    expect(await sessionCount(t)).toBe(before);
    // A wrong password still answers the plain failure: the methods are never shown to a guesser.
    expect(failure(await login(t, { username: 'secure01', password: 'secure9999' })).errorCode).toBe('in_incorrect_password');
  });

  it('[S1-7.2] [S1-3.4] verifies a Google authenticator code computed from the secret (±1 step), each code once', async () => {
    const totp = new TOTP({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXP'), algorithm: 'SHA1', digits: 6, period: 30 });
    const verifyWith = (authCode: string) =>
      sendEncrypted(t, sessionCalls.loginVerification, { username: 'secure01', password: 'secure1234', method: 'G', authCode });
    const far = totp.generate({ timestamp: Date.now() - 300_000 });
    const wrong = failure(await verifyWith(far));
    expect(wrong).toMatchObject({ status: 400, errorCode: 'in_incorrect_password', message: 'Verification failed. Please check and try again.' });

    const current = totp.generate();
    const res = await verifyWith(current);
    expect(res.statusCode).toBe(200);
    const v = valueOf(sessionCalls.loginVerification, res);
    expect(v.userName).toBe('secure01');
    expect((await info(t, v.token)).statusCode).toBe(200);
    // The same code again is a replay.
    expect(failure(await verifyWith(current)).errorCode).toBe('in_incorrect_password');
  });

  it('[S1-3.4] verifies by SMS code and e-mail code; a code works once', async () => {
    const base = { username: 'secure01', password: 'secure1234' };
    await plantCode(t, 'two_factor_sms', '8613800000001', '482913');
    const sms = { ...base, method: 'S', countryDialingCode: '86', mobileNum: '13800000001', verificationCode: '482913' };
    expect((await sendEncrypted(t, sessionCalls.loginVerification, sms)).statusCode).toBe(200);
    expect((await sendEncrypted(t, sessionCalls.loginVerification, sms)).statusCode).toBe(400);

    await plantCode(t, 'two_factor_email', 'secure01@example.com', '100200');
    const email = { ...base, method: 'E', email: 'Secure01@example.com', verificationCode: '100200' };
    // The right code with the wrong password is refused and does not spend the code.
    expect((await sendEncrypted(t, sessionCalls.loginVerification, { ...email, password: 'secure0000' })).statusCode).toBe(400);
    expect((await sendEncrypted(t, sessionCalls.loginVerification, email)).statusCode).toBe(200);
  });

  it('refuses a two-factor verification for a method the account does not have', async () => {
    const f = failure(await sendEncrypted(t, sessionCalls.loginVerification, { username: 'demo01', password: 'demo1234', method: 'P', payeeName: 'x' }));
    expect(f.errorCode).toBe('in_incorrect_password');
  });

  it('[S1-1.1] [S1-5.16] [S1-8.10] logs in by mobile number with an SMS code (login_sms) and by mobile number with a password', async () => {
    await plantCode(t, 'login_sms', '8613800000002', '777111');
    const wrong = failure(await login(t, { type: 'sms', countryDialingCode: '86', username: '13800000002', password: '000000' }));
    expect(wrong.errorCode).toBe('in_incorrect_password');
    const ok = await login(t, { type: 'sms', countryDialingCode: '86', username: '13800000002', password: '777111' });
    expect(valueOf(sessionCalls.login, ok).userName).toBe('demo01');
    const byPassword = await login(t, { type: 'mobileNum', countryDialingCode: '86', username: '13800000002', password: 'demo1234' });
    expect(valueOf(sessionCalls.login, byPassword).userName).toBe('demo01');
    const letters = failure(await login(t, { type: 'mobileNum', username: '138abc00002', password: 'demo1234' }));
    expect(letters).toMatchObject({ status: 400, errorCode: 'br_enright_cphone' });
    // refused before anything is counted: no failure under that number, none more for the address
    const failuresNow = () => t.db.select({ key: loginFailures.key, count: loginFailures.count }).from(loginFailures).orderBy(loginFailures.key);
    const before = await failuresNow();
    expect(before.some((f) => f.key.includes('abc'))).toBe(false);
    failure(await login(t, { type: 'mobileNum', username: '139abc00003', password: 'demo1234' }));
    expect(await failuresNow()).toEqual(before);
  });

  it('[S1-4.7] [S1-8.16] [S1-8.13] asks to bind an unknown social identity, binds it on the next password login, then signs in with it', async () => {
    const idToken = await signDevIdToken({ subject: `g-${t.kind}-1`, provider: 'google', email: 'p@example.com' }, DEV_IDENTITY_AUDIENCE);
    const social = { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: idToken };
    const unbound = failure(await login(t, social));
    expect(unbound).toMatchObject({ status: 409, errorCode: 'bind_customer_required' });

    const bind = await login(t, { ...social, username: 'agent01', password: 'agent1234' });
    expect(valueOf(sessionCalls.login, bind).userName).toBe('agent01');
    const rows = await t.db.select().from(socialIdentities).where(eq(socialIdentities.subject, `g-${t.kind}-1`));
    expect(rows).toMatchObject([{ provider: 'google', merchantCode: 'demo' }]);

    const again = await login(t, social);
    expect(valueOf(sessionCalls.login, again).userName).toBe('agent01');

    const forged = failure(await login(t, { ...social, firebaseIdToken: `${idToken.slice(0, -4)}AAAA` }));
    expect(forged).toMatchObject({ status: 504, errorCode: 'timeout_retry_please' });
  });

  it('[S1-4.7] a username login carrying the kept social args binds them; a stale kept token does not block the login', async () => {
    const idToken = await signDevIdToken({ subject: `g-${t.kind}-kept`, provider: 'google', email: 'k@example.com' }, DEV_IDENTITY_AUDIENCE);
    const kept = { firebaseChannel: 'google', firebaseIdToken: idToken };
    const bind = await login(t, { type: 'username', username: 'agent01', password: 'agent1234', ...kept });
    expect(valueOf(sessionCalls.login, bind).userName).toBe('agent01');
    const again = await login(t, { type: 'firebase', ...kept });
    expect(valueOf(sessionCalls.login, again).userName).toBe('agent01');
    const stale = await login(t, { type: 'username', username: 'demo01', password: 'demo1234', firebaseIdToken: `${idToken.slice(0, -4)}AAAA` });
    expect(valueOf(sessionCalls.login, stale).userName).toBe('demo01');
  });

  it('[S1-7.3] [S1-8.30] logout ends the session: the token then answers login.not.session', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const out = await withToken(t, token, { method: 'DELETE', url: sessionCalls.logout.path });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, value: null });
    expect(failure(await info(t, token))).toMatchObject({ status: 401, errorCode: 'login.not.session' });
    const row = (await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash(token))))[0];
    expect(row?.endReason).toBe('logout');
  });

  it('[S1-8.6] [S1-8.30] answers no token with in_sorry_in and an unknown token with user.or.token.invalid', async () => {
    expect(failure(await t.call({ method: 'GET', url: memberCalls.info.path }))).toMatchObject({ status: 401, errorCode: 'in_sorry_in' });
    expect(failure(await info(t, 'not-a-real-token'))).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
    // A token of one merchant is unknown to another.
    const token = await tokenFor(t, 'demo01', 'demo1234');
    expect(failure(await info(t, token, 'lucky'))).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
  });

  it('ends a session after its idle expiry and after its absolute expiry; use slides the idle expiry', async () => {
    const idle = await tokenFor(t, 'demo01', 'demo1234');
    await t.db.update(sessions).set({ idleExpiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, tokenHash(idle)));
    expect(failure(await info(t, idle))).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });

    const absolute = await tokenFor(t, 'demo01', 'demo1234');
    await t.db.update(sessions).set({ absoluteExpiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, tokenHash(absolute)));
    expect(failure(await info(t, absolute))).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });

    const sliding = await tokenFor(t, 'demo01', 'demo1234');
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 60_000), idleExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.tokenHash, tokenHash(sliding)));
    expect((await info(t, sliding)).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash(sliding)));
    expect(row!.idleExpiresAt.getTime()).toBeGreaterThan(Date.now() + 100 * 60_000);
  });

  it('[S1-5.16] [S1-8.11] refuses bad login input with a 4xx envelope and leaves the database unchanged', async () => {
    const before = await snapshotDatabase(t.db);
    const empty = failure(await login(t, { username: 'demo01', password: '' }));
    expect(empty).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(empty.message).toContain('in_incorrect_password');
    const plain = await t.call({ method: 'POST', url: sessionCalls.login.path, payload: { username: 'demo01', password: 'demo1234' } });
    expect(failure(plain)).toMatchObject({ status: 400, errorCode: 'request.decrypt.failed' });
    const garbage = await t.call({
      method: 'POST',
      url: sessionCalls.login.path,
      headers: { [HEADERS.encryption]: 'AAAA' },
      payload: { value: 'bm90IGVuY3J5cHRlZA==' },
    });
    expect(failure(garbage)).toMatchObject({ status: 400, errorCode: 'request.decrypt.failed' });
    const badType = failure(await login(t, { username: 'demo01', password: 'demo1234', type: 'email' }));
    expect(badType.status).toBe(400);
    expect(await snapshotDatabase(t.db)).toBe(before);
  });

  it('[S1-7.8] [S1-3.5] free play creates a type-4 account with a demo balance and logs it in', async () => {
    // demo has CAPTCHA3 on: free play answers the captcha (freeplay-captcha.test.ts)
    const captcha = await storeCaptcha(t.db, 'demo', 'ABCD');
    const res = await t.call({ method: 'POST', url: sessionCalls.freeplay.path, payload: { captcha: 'ABCD' }, cookies: { lotto_captcha: captcha.id } });
    expect(res.statusCode).toBe(200);
    const v = valueOf(sessionCalls.freeplay, res);
    expect(v).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    expect(v.userName).toMatch(/^guest[0-9a-f]{8}$/);
    const member = valueOf(memberCalls.info, await info(t, v.token));
    expect(member).toMatchObject({ type: 4, isAgent: '4', account: v.userName });
    const balance = valueOf(memberCalls.balance, await withToken(t, v.token, { method: 'GET', url: `${memberCalls.balance.path}?typeId=0` }));
    expect(balance.sumBalance).toBe(2000);
    const [c] = await t.db.select().from(customers).where(eq(customers.username, v.userName));
    const [w] = await t.db.select().from(wallets).where(eq(wallets.customerId, c!.id));
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.walletId, w!.id));
    expect(entries.map((e) => [e.kind, e.amountMinor, e.balanceAfterMinor])).toEqual([['demo_credit', 200_000n, 200_000n]]);
    expect(c!.passwordHash).toBeNull();
  });

  it('[S1-6.5] refuses free play where FREEPLAY3 is off (lucky)', async () => {
    const res = await t.call({ method: 'POST', url: sessionCalls.freeplay.path, payload: {}, merchant: 'lucky' });
    expect(failure(res)).toMatchObject({ status: 403, errorCode: 'function.not.available' });
  });

  it('logs lucky01 in at merchant lucky and not at demo', async () => {
    expect((await login(t, { username: 'lucky01', password: 'lucky1234' }, { merchant: 'lucky' })).statusCode).toBe(200);
    expect(failure(await login(t, { username: 'lucky01', password: 'lucky1234' })).errorCode).toBe('in_incorrect_password');
  });

  it('seeds the demo accounts once: a second seed run adds nothing', async () => {
    const count = async () => (await t.db.select({ id: customers.id }).from(customers)).length;
    const before = await count();
    await seedDatabase(t.db);
    expect(await count()).toBe(before);
  });

  it('stores argon2id hashes with m=19456, t=2, p=1', async () => {
    const [c] = await t.db.select().from(customers).where(eq(customers.username, 'demo01'));
    expect(c!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
}, { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
