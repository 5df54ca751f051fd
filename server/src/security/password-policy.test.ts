import { describe, expect, it } from 'vitest';
import { memberCalls, registerCalls, systemCalls, verificationCalls } from '@lotto/contract';
import { customers } from '../db/schema/index.js';
import { failure, login, sendEncrypted, tokenFor } from '../test/accounts.js';
import { lastCodeFor, sendSealed, solvedCaptcha, someIp } from '../test/access.js';
import { describeOnPglite, valueOf, type TestApp } from '../test/harness.js';
import { hashPassword } from './password.js';
import { isCommonPassword, policyRule } from './password-policy.js';

let n = 0;
const uniq = () => `${Date.now().toString(36).slice(-5)}${n++}`;
const freshUser = () => `p${uniq()}`.slice(0, 13);
const freshNumber = () => `135${String(Date.now() % 1e6).padStart(6, '0')}${String(n++ % 100).padStart(2, '0')}`;

/** 64 characters of every kind: the longest password the lucky merchant takes. */
const LONGEST = 'Tr0ub4dor & 3 horses, galloping over the hill at dawn! ~{ok}#x64'.slice(0, 64);
const GOOD = 'violet-Harbor 42 lamps';

describe('the password policy of a merchant', () => {
  it('clamps lengths to 6..64 and 16..64, the maximum never below the minimum', () => {
    expect(policyRule({ minLength: 10, maxLength: 64, anyCharacters: true })).toMatchObject({ minLength: 10, maxLength: 64, acceptedPattern: '*' });
    expect(policyRule({ minLength: 2, maxLength: 8, anyCharacters: false })).toMatchObject({ minLength: 6, maxLength: 16, acceptedPattern: '^[A-Za-z0-9]+$' });
    expect(policyRule({ minLength: 80, maxLength: 200, anyCharacters: true })).toMatchObject({ minLength: 64, maxLength: 64 });
    expect(policyRule({ minLength: 30, maxLength: 20, anyCharacters: true })).toMatchObject({ minLength: 30, maxLength: 30 });
    expect(policyRule(undefined)).toBeNull();
  });

  it('knows the common breached passwords in any letter case, and not a good one', () => {
    for (const p of ['123456', 'password', 'Password1', 'QWERTY123', 'iloveyou', 'abc12345', 'password1234']) expect(isCommonPassword(p), p).toBe(true);
    expect(isCommonPassword(GOOD)).toBe(false);
    expect(isCommonPassword(LONGEST)).toBe(false);
  });
});

async function register(t: TestApp, body: Record<string, unknown>, merchant: string) {
  const ip = someIp();
  const { cookies, captcha } = await solvedCaptcha(t, merchant, ip);
  return sendSealed(t, registerCalls.register, { captcha, ...body }, { merchant, cookies, ip });
}

/** A register SMS code for a number of the lucky merchant (its rules require a verified mobile). */
async function luckyRegistration(t: TestApp) {
  const number = freshNumber();
  const ip = someIp();
  const { cookies, captcha } = await solvedCaptcha(t, 'lucky', ip);
  const res = await t.call({
    method: 'POST',
    url: verificationCalls.smsRegister.path,
    merchant: 'lucky',
    cookies,
    payload: { countryDialingCode: '86', mobileNum: number, captcha },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  const code = await lastCodeFor(t, `+86${number}`);
  return (password: string) =>
    register(t, { username: freshUser(), password, countryDialingCode: '86', mobileNum: number, verificationCode: code }, 'lucky');
}

/** A fresh account of a merchant, with a phone, signed in. */
async function member(t: TestApp, merchant: string, password: string, extra: Partial<typeof customers.$inferInsert> = {}) {
  const username = freshUser();
  const number = freshNumber();
  await t.db
    .insert(customers)
    .values({ merchantCode: merchant, username, mobile: `86${number}`, mobileDialingCode: '86', passwordHash: await hashPassword(password), ...extra });
  return { username, number, token: await tokenFor(t, username, password, merchant) };
}

describeOnPglite('new passwords follow the merchant rule and avoid common passwords (issue 11)', (t) => {
  it('serves the lucky merchant its 10-64 any-character rule as the password field rule; demo keeps its own', async () => {
    const status = valueOf(systemCalls.status, await t.call({ method: 'GET', url: systemCalls.status.path, merchant: 'lucky' }));
    expect(status.info.register.password).toMatchObject({ minLength: 10, maxLength: 64, acceptedPattern: '*', enabled: true });
    expect(status.info.register.verifyPwd).toMatchObject({ minLength: 10, maxLength: 64 });
    const setting = valueOf(registerCalls.setting, await t.call({ method: 'GET', url: registerCalls.setting.path, merchant: 'lucky' }));
    expect(setting.rules.password).toMatchObject({ minLength: 10, maxLength: 64, acceptedPattern: '*' });
    const demo = valueOf(registerCalls.setting, await t.call({ method: 'GET', url: registerCalls.setting.path }));
    expect(demo.rules.password).toMatchObject({ minLength: 6, maxLength: 16, message: 'password_rule' });
  });

  it('registration refuses a short, a too long and a common password, and takes a good one', async () => {
    const send = await luckyRegistration(t);
    expect(failure(await send('short12ab'))).toMatchObject({
      status: 400,
      errorCode: 'password.rule.invalid',
      value: { fields: ['password'], minLength: 10, maxLength: 64 },
    });
    expect(failure(await send(`${LONGEST}z`)).errorCode).toBe('password.rule.invalid');
    expect(failure(await send('password1234'))).toMatchObject({ status: 400, errorCode: 'password.common' });
    expect((await send(LONGEST)).statusCode).toBe(200);

    // demo: letters and digits 6-16, and the same list
    expect(failure(await register(t, { username: freshUser(), password: 'Abc12345' }, 'demo')).errorCode).toBe('password.common');
    expect(failure(await register(t, { username: freshUser(), password: 'abc 12345' }, 'demo')).errorCode).toBe('password.rule.invalid');
    expect((await register(t, { username: freshUser(), password: 'violet42lamps' }, 'demo')).statusCode).toBe(200);
  });

  it('a password change refuses a short, a too long and a common password, and takes a good one; old passwords still log in', async () => {
    // lucky01's seeded password (9 characters, and a common one) still logs in: only new passwords are checked
    expect((await login(t, { username: 'lucky01', password: 'lucky1234', type: 'username' }, { merchant: 'lucky' })).statusCode).toBe(200);
    const m = await member(t, 'lucky', 'lucky1234');
    const change = (newPassword: string) =>
      sendEncrypted(t, memberCalls.changePassword, { oldPassword: 'lucky1234', newPassword, confirmNewPassword: newPassword }, { merchant: 'lucky', token: m.token });
    expect(failure(await change('nine4char'))).toMatchObject({ errorCode: 'password.rule.invalid', value: { fields: ['newPassword'], minLength: 10, maxLength: 64 } });
    expect(failure(await change(`${LONGEST}!`)).errorCode).toBe('password.rule.invalid');
    expect(failure(await change('QwertyUiop')).errorCode).toBe('password.common');
    expect((await change(GOOD)).statusCode).toBe(200);
    expect((await login(t, { username: m.username, password: GOOD, type: 'username' }, { merchant: 'lucky' })).statusCode).toBe(200);
  });

  it('the forced change of a generated password refuses a common password and takes a good one', async () => {
    const m = await member(t, 'demo', 'made8up9by0server', { mustChangePassword: true, passwordGenerated: true });
    const change = (newPassword: string) =>
      sendEncrypted(t, memberCalls.changePassword, { newPassword, confirmNewPassword: newPassword }, { token: m.token });
    expect(failure(await change('abc')).errorCode).toBe('password.rule.invalid');
    expect(failure(await change('seventeen17chars1')).errorCode).toBe('password.rule.invalid');
    expect(failure(await change('iloveyou1')).errorCode).toBe('password.common');
    expect((await change('violet42lamps')).statusCode).toBe(200);
  });

  it('a reset by SMS refuses a short, a too long and a common password without spending the code, then takes a good one', async () => {
    const m = await member(t, 'lucky', 'first-pass-9x');
    const ip = someIp();
    const { cookies, captcha } = await solvedCaptcha(t, 'lucky', ip);
    const asked = await t.call({
      method: 'POST',
      url: memberCalls.passwordSms.path,
      merchant: 'lucky',
      cookies,
      payload: { username: m.username, countryDialingCode: '86', mobileNumber: m.number, captcha },
      remoteAddress: ip,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const code = await lastCodeFor(t, `+86${m.number}`);
    const reset = (newPassword: string) =>
      sendSealed(
        t,
        memberCalls.passwordVerification,
        { username: m.username, countryDialingCode: '86', mobileNumber: m.number, verificationCode: code, newPassword, confirmNewPassword: newPassword },
        { merchant: 'lucky' },
      );
    expect(failure(await reset('too-short'))).toMatchObject({ errorCode: 'password.rule.invalid', value: { minLength: 10, maxLength: 64 } });
    expect(failure(await reset(`${LONGEST}0`)).errorCode).toBe('password.rule.invalid');
    expect(failure(await reset('1234567890'))).toMatchObject({ status: 400, errorCode: 'password.common' });
    expect((await reset(GOOD)).statusCode).toBe(200);
    expect((await login(t, { username: m.username, password: GOOD, type: 'username' }, { merchant: 'lucky' })).statusCode).toBe(200);
  });
});
