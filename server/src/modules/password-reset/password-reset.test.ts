import { and, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gameCalls, memberCalls, sessionCalls, verificationCalls } from '@lotto/contract';
import { customers, oneTimeCodes, sessions } from '../../db/schema/index.js';
import { hashPassword } from '../../security/password.js';
import { failure, login, tokenFor, withToken } from '../../test/accounts.js';
import { lastCodeFor, outboxFor, sendSealed, solvedCaptcha, someIp } from '../../test/access.js';
import { describeOnPglite, envelopeOf, valueOf, type TestApp } from '../../test/harness.js';
import { RNG_PAGE, send } from '../games/games-test-kit.js';

/** A fresh account with a phone and an e-mail, so tests do not share resend limits or passwords. */
let n = 0;
async function account(t: TestApp) {
  const i = `${Date.now() % 1e6}${n++}`.padStart(8, '0');
  const username = `reset${i}`.slice(0, 13);
  const number = `136${i.padStart(8, '0')}`.slice(0, 11);
  const email = `${username}@example.com`;
  const [c] = await t.db
    .insert(customers)
    .values({
      merchantCode: 'demo',
      username,
      mobile: `86${number}`,
      mobileDialingCode: '86',
      email,
      passwordHash: await hashPassword('old12345'),
    })
    .returning();
  return { id: c!.id, username, number, email };
}

async function requestSmsReset(t: TestApp, body: Record<string, unknown>) {
  const ip = someIp();
  const { cookies, captcha } = await solvedCaptcha(t, 'demo', ip);
  return t.call({ method: 'POST', url: memberCalls.passwordSms.path, cookies, payload: { ...body, captcha }, remoteAddress: ip });
}

const emailReset = (t: TestApp, body: Record<string, string>, method: 'PUT' | 'POST' = 'PUT', headers: Record<string, string> = {}) =>
  t.call({
    method,
    url: memberCalls.passwordEmail.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(body).toString(),
    remoteAddress: someIp(),
  });

describeOnPglite('password reset', (t) => {
  it('[S1-7.7] [S1-3.12] by SMS: the owner gets a code, sets a new password with it, and every session ends', async () => {
    const a = await account(t);
    const token = await tokenFor(t, a.username, 'old12345');
    // a lobby page marks the caller's favourites while the session lives (the process keeps the session: games/member-marks.ts)
    const lobby = async () => valueOf(gameCalls.list, await send(t, gameCalls.list, RNG_PAGE, { token })).games;
    expect((await lobby()).every((g) => g.favourite === false)).toBe(true);
    const res = await requestSmsReset(t, { username: a.username, countryDialingCode: '86', mobileNumber: a.number });
    expect(valueOf(memberCalls.passwordSms, res)).toEqual({ expiredMinutes: 5 });
    const code = await lastCodeFor(t, `+86${a.number}`);

    const done = await sendSealed(t, memberCalls.passwordVerification, {
      username: a.username,
      countryDialingCode: '86',
      mobileNumber: a.number,
      verificationCode: code,
      newPassword: 'new12345',
      confirmNewPassword: 'new12345',
    });
    expect(done.statusCode).toBe(200);
    expect(envelopeOf(done)).toMatchObject({ success: true, value: null });
    const live = await t.db.select().from(sessions).where(and(eq(sessions.customerId, a.id), isNull(sessions.endedAt)));
    expect(live).toHaveLength(0);
    const [ended] = await t.db.select().from(sessions).where(eq(sessions.customerId, a.id));
    expect(ended!.endReason).toBe('password_reset');
    expect((await withToken(t, token, { method: 'GET', url: memberCalls.info.path })).statusCode).toBe(401);
    // and the lobby answers the ended session as a guest at once, not once the kept session expires
    expect((await lobby()).some((g) => 'favourite' in g)).toBe(false);
    expect(valueOf(sessionCalls.login, await login(t, { username: a.username, password: 'new12345' })).userName).toBe(a.username);
    expect((await login(t, { username: a.username, password: 'old12345' })).statusCode).toBe(400);

    // single use: the same code again fails
    const again = await sendSealed(t, memberCalls.passwordVerification, {
      username: a.username,
      countryDialingCode: '86',
      mobileNumber: a.number,
      verificationCode: code,
      newPassword: 'other123',
      confirmNewPassword: 'other123',
    });
    expect(failure(again)).toMatchObject({ status: 400, errorCode: 'verification.code.invalid' });
  });

  it('[S1-7.7] by SMS answers the same for an unknown user or a number that is not the account’s, sending nothing', async () => {
    const a = await account(t);
    const stem = `135${String(Date.now() % 1e7).padStart(7, '0')}`;
    const other = `${stem}1`;
    const wrongNumber = await requestSmsReset(t, { username: a.username, countryDialingCode: '86', mobileNumber: other });
    const unknown = await requestSmsReset(t, { username: 'nobody9999', countryDialingCode: '86', mobileNumber: `${stem}2` });
    const real = await requestSmsReset(t, { username: a.username, countryDialingCode: '86', mobileNumber: a.number });
    for (const r of [wrongNumber, unknown, real]) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    }
    expect(await outboxFor(t, `+86${other}`)).toHaveLength(0);
    expect(await outboxFor(t, `+86${a.number}`)).toHaveLength(1);
    // a guessed code for the unknown pair never resets anything
    const guess = await sendSealed(t, memberCalls.passwordVerification, {
      username: 'nobody9999',
      countryDialingCode: '86',
      mobileNumber: `${stem}2`,
      verificationCode: '123456',
      newPassword: 'new12345',
      confirmNewPassword: 'new12345',
    });
    expect(failure(guess)).toMatchObject({ status: 400, errorCode: 'verification.code.invalid' });
  });

  it('by SMS sends the reset code even when a login code went to the same phone a moment ago', async () => {
    const a = await account(t);
    const ip = someIp();
    const first = await solvedCaptcha(t, 'demo', ip);
    const loginCode = await t.call({
      method: 'POST',
      url: verificationCalls.smsNoLogin.path,
      cookies: first.cookies,
      payload: { countryDialingCode: '86', mobileNum: a.number, captcha: first.captcha },
      remoteAddress: ip,
    });
    expect(loginCode.statusCode).toBe(200);
    expect(await outboxFor(t, `+86${a.number}`)).toHaveLength(1);
    const res = await requestSmsReset(t, { username: a.username, countryDialingCode: '86', mobileNumber: a.number });
    expect(res.statusCode).toBe(200);
    expect(await outboxFor(t, `+86${a.number}`)).toHaveLength(2);
    // a second reset code within 60 s is still refused
    const again = await requestSmsReset(t, { username: a.username, countryDialingCode: '86', mobileNumber: a.number });
    expect(failure(again)).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUESTS' });
  });

  it('attempts naming another username neither spend nor burn the account\'s code, by SMS or by e-mail', async () => {
    const a = await account(t);
    const b = await account(t);
    await requestSmsReset(t, { username: a.username, countryDialingCode: '86', mobileNumber: a.number });
    await emailReset(t, { username: a.username, email: a.email });
    const smsCode = await lastCodeFor(t, `+86${a.number}`);
    const mailCode = (await outboxFor(t, a.email))[0]!.body.match(/\b(\d{6})\b/)![1]!;
    // past the 60 s resend interval, so the other username's requests are issued too
    await t.db.update(oneTimeCodes).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(oneTimeCodes.customerId, a.id));

    // someone names b with a's number and a's address: the same answers, nothing sent, a's codes untouched
    const other = await requestSmsReset(t, { username: b.username, countryDialingCode: '86', mobileNumber: a.number });
    expect(other.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect((await emailReset(t, { username: b.username, email: a.email })).json()).toEqual({ success: true, value: null });
    expect(await outboxFor(t, `+86${a.number}`)).toHaveLength(1);
    expect(await outboxFor(t, a.email)).toHaveLength(1);
    const attempt = (username: string, verificationCode: string, newPassword = 'evil1234') =>
      sendSealed(t, memberCalls.passwordVerification, {
        username,
        countryDialingCode: '86',
        mobileNumber: a.number,
        verificationCode,
        newPassword,
        confirmNewPassword: newPassword,
      });
    for (let i = 0; i < 6; i++) expect(failure(await attempt(b.username, String(100000 + i)))).toMatchObject({ errorCode: 'verification.code.invalid' });
    // even the right code under another username is refused and not spent
    expect(failure(await attempt(b.username, smsCode))).toMatchObject({ errorCode: 'verification.code.invalid' });

    expect((await attempt(a.username, smsCode, 'new12345')).statusCode).toBe(200);
    expect((await login(t, { username: a.username, password: 'new12345' })).statusCode).toBe(200);
    const form = await t.call({
      method: 'POST',
      url: '/wps/member/password/email/reset',
      merchant: null,
      remoteAddress: someIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ merchant: 'demo', email: a.email, code: mailCode, newPassword: 'mail1234', confirmNewPassword: 'mail1234' }).toString(),
    });
    expect(form.statusCode, form.body).toBe(200);
  });

  it('refuses a new password that breaks the merchant rule, and a mismatched confirmation', async () => {
    const a = await account(t);
    const base = { username: a.username, countryDialingCode: '86', mobileNumber: a.number, verificationCode: '123456' };
    const weak = await sendSealed(t, memberCalls.passwordVerification, { ...base, newPassword: 'abc', confirmNewPassword: 'abc' });
    expect(failure(weak)).toMatchObject({ status: 400, errorCode: 'password.rule.invalid' });
    const mismatch = await sendSealed(t, memberCalls.passwordVerification, { ...base, newPassword: 'new12345', confirmNewPassword: 'new12346' });
    expect(failure(mismatch)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
  });

  it('[S1-7.6] [S1-3.12] by e-mail (PUT or POST, form encoded): the same answer always; only the owner gets the code and link', async () => {
    const a = await account(t);
    const real = await emailReset(t, { username: a.username, email: a.email.toUpperCase() });
    const wrong = await emailReset(t, { username: a.username, email: 'someone@example.com' }, 'POST');
    const unknown = await emailReset(t, { username: 'nobody9999', email: 'nobody@example.com' });
    for (const r of [real, wrong, unknown]) expect(r.json()).toEqual({ success: true, value: null });
    expect(await outboxFor(t, 'someone@example.com')).toHaveLength(0);
    expect(await outboxFor(t, 'nobody@example.com')).toHaveLength(0);
    const [mail] = await outboxFor(t, a.email);
    expect(mail).toMatchObject({ channel: 'email' });
    expect(mail!.subject).toContain('Password reset');
    expect(mail!.body).toContain('/wps/member/password/email/reset?merchant=demo&email=');
    const code = mail!.body.match(/\b(\d{6})\b/)![1]!;

    // the link's page is a form; GET spends nothing
    const page = await t.call({ method: 'GET', url: `/wps/member/password/email/reset?merchant=demo&email=${encodeURIComponent(a.email)}`, merchant: null });
    expect(page.body).toContain('<form method="post"');
    const token = await tokenFor(t, a.username, 'old12345');
    const form = (c: string) =>
      t.call({
        method: 'POST',
        url: '/wps/member/password/email/reset',
        merchant: null,
        remoteAddress: someIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ merchant: 'demo', email: a.email, code: c, newPassword: 'mail1234', confirmNewPassword: 'mail1234' }).toString(),
      });
    const bad = await form(code === '000000' ? '111111' : '000000');
    expect(bad.statusCode).toBe(400);
    const ok = await form(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('Password changed');
    expect((await withToken(t, token, { method: 'GET', url: memberCalls.info.path })).statusCode).toBe(401);
    expect((await login(t, { username: a.username, password: 'mail1234' })).statusCode).toBe(200);
    expect((await form(code)).statusCode).toBe(400);
  });

  it('[S1-5.18] refuses a bad e-mail and a missing username', async () => {
    expect(failure(await emailReset(t, { username: 'demo01', email: 'not-mail' }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(failure(await emailReset(t, { username: '', email: 'a@example.com' }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
  });

  it('an e-mail reset code is stored hashed and bound to the address', async () => {
    const a = await account(t);
    await emailReset(t, { username: a.username, email: a.email });
    const [row] = await t.db.select().from(oneTimeCodes).where(and(eq(oneTimeCodes.purpose, 'reset_email'), eq(oneTimeCodes.target, a.email)));
    expect(row).toMatchObject({ customerId: a.id });
    const code = await lastCodeFor(t, a.email);
    expect(row!.codeHash).not.toContain(code);
  });

  it('builds the link from the merchant\'s configured domain, whatever Host and forwarding headers the request carries', async () => {
    const a = await account(t);
    await emailReset(t, { username: a.username, email: a.email }, 'PUT', { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    const [mail] = await outboxFor(t, a.email);
    expect(mail!.body).not.toContain('evil.example');
    // demo's primary domain, on this server's port outside production
    expect(mail!.body).toContain(`http://localhost:${t.app.config.PORT}/wps/member/password/email/reset?merchant=demo&email=`);
  });
});
