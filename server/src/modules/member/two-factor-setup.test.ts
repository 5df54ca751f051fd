import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { accountSecurityCalls, memberCalls, sessionCalls } from '@lotto/contract';
import { customers } from '../../db/schema/index.js';
import { failure, tokenFor } from '../../test/accounts.js';
import { describeOnPglite, snapshotDatabase, valueOf, type TestApp } from '../../test/harness.js';
import { callAs, totpCode } from './account-security-test-kit.js';

const securityConfig = async (t: TestApp, token: string) =>
  valueOf(memberCalls.securityConfig, await callAs(t, memberCalls.securityConfig, {}, { token }));

describeOnPglite('two-factor set-up', (t) => {
  // demo01's session from before its authenticator is on (after that its login asks for the code)
  let demo = '';
  beforeAll(async () => {
    demo = await tokenFor(t, 'demo01', 'demo1234');
  });

  it('[S1-7.11] enrols an authenticator: a new secret and its otpauth URI, on only once a code from it is confirmed', async () => {
    const token = demo;
    const enrolment = valueOf(
      accountSecurityCalls.enrolAuthenticator,
      await callAs(t, accountSecurityCalls.enrolAuthenticator, { password: 'demo1234' }, { token }),
    );
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(enrolment.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(enrolment.secret);
    expect(uri.searchParams.get('issuer')).toBeTruthy();
    expect(decodeURIComponent(uri.pathname)).toContain('demo01');
    expect(enrolment.expiresAt).toBeGreaterThan(Date.now());
    // not on yet
    expect(await securityConfig(t, token)).toMatchObject({ googleAuthBound: false, twoFactor: { ga: false } });

    const wrong = String((Number(totpCode(enrolment.secret)) + 500_000) % 1_000_000).padStart(6, '0');
    expect(failure(await callAs(t, accountSecurityCalls.enrolAuthenticatorConfirm, { authCode: wrong }, { token }))).toMatchObject({
      status: 400,
      errorCode: 'verification.code.invalid',
    });
    expect((await securityConfig(t, token)).googleAuthBound).toBe(false);

    const confirmed = await callAs(t, accountSecurityCalls.enrolAuthenticatorConfirm, { authCode: totpCode(enrolment.secret) }, { token });
    expect(valueOf(accountSecurityCalls.enrolAuthenticatorConfirm, confirmed)).toMatchObject({ googleAuthBound: true, twoFactor: { ga: true } });
    expect(await securityConfig(t, token)).toMatchObject({ googleAuthBound: true, twoFactor: { ga: true } });
  });

  it('[S1-3.4] a member who enrolled an authenticator is asked for it at login and signs in with a computed code', async () => {
    const token = await tokenFor(t, 'player02', 'player1234');
    const { secret } = valueOf(
      accountSecurityCalls.enrolAuthenticator,
      await callAs(t, accountSecurityCalls.enrolAuthenticator, { password: 'player1234' }, { token }),
    );
    const ok = await callAs(t, accountSecurityCalls.enrolAuthenticatorConfirm, { authCode: totpCode(secret) }, { token });
    expect(ok.statusCode, ok.body).toBe(200);

    const login = await callAs(t, sessionCalls.login, { username: 'player02', password: 'player1234', type: 'username' });
    expect(failure(login)).toMatchObject({ status: 403, errorCode: 'login_verify_required', value: { ga: true } });
    // the confirming code's time step is spent: the next step's code signs in
    const verified = await callAs(t, sessionCalls.loginVerification, {
      username: 'player02',
      password: 'player1234',
      method: 'G',
      authCode: totpCode(secret, 1),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(valueOf(sessionCalls.loginVerification, verified).token).toBeTruthy();
  });

  it('refuses an enrolment with a wrong password and changes nothing', async () => {
    const token = await tokenFor(t, 'agent01', 'agent1234');
    const before = await snapshotDatabase(t.db);
    expect(failure(await callAs(t, accountSecurityCalls.enrolAuthenticator, { password: 'wrong-password' }, { token }))).toMatchObject({
      status: 400,
      errorCode: 'in_incorrect_password',
    });
    expect(await snapshotDatabase(t.db)).toBe(before);
    // no enrolment was kept: a confirmation has nothing to confirm
    expect(failure(await callAs(t, accountSecurityCalls.enrolAuthenticatorConfirm, { authCode: '123456' }, { token }))).toMatchObject({
      errorCode: 'verification.code.invalid',
    });
  });

  it('[S1-7.11] turns SMS and e-mail on and off with the current password; the security config reports it', async () => {
    const token = demo;
    const on = await callAs(t, accountSecurityCalls.setTwoFactorMethods, { password: 'demo1234', sms: true, email: true }, { token });
    expect(valueOf(accountSecurityCalls.setTwoFactorMethods, on).twoFactor).toMatchObject({ sms: true, email: true });
    const off = await callAs(t, accountSecurityCalls.setTwoFactorMethods, { password: 'demo1234', email: false }, { token });
    expect(valueOf(accountSecurityCalls.setTwoFactorMethods, off).twoFactor).toMatchObject({ sms: true, email: false });
    expect((await securityConfig(t, token)).twoFactor).toMatchObject({ sms: true, email: false });
  });

  it('refuses a method change with a wrong password and changes nothing', async () => {
    const before = await snapshotDatabase(t.db);
    expect(failure(await callAs(t, accountSecurityCalls.setTwoFactorMethods, { password: 'nope-nope', sms: false }, { token: demo }))).toMatchObject({
      status: 400,
      errorCode: 'in_incorrect_password',
    });
    expect(await snapshotDatabase(t.db)).toBe(before);
  });

  it('[S1-3.4] keeps the payee name from being the only method (decision 0011)', async () => {
    const token = await tokenFor(t, 'expired01', 'expired1234');
    // expired01 has no contact details: SMS and e-mail cannot be turned on, nor a payee name it lacks
    for (const change of [{ sms: true }, { email: true }, { payeeName: true }]) {
      expect(failure(await callAs(t, accountSecurityCalls.setTwoFactorMethods, { password: 'expired1234', ...change }, { token }))).toMatchObject({
        status: 409,
        errorCode: 'security.method.unavailable',
      });
    }
    await t.db.update(customers).set({ payeeName: 'Wang Fang' }).where(eq(customers.username, 'demo01'));
    // SMS is on (earlier test): payee name may join it
    const both = await callAs(t, accountSecurityCalls.setTwoFactorMethods, { password: 'demo1234', payeeName: true, email: false }, { token: demo });
    expect(valueOf(accountSecurityCalls.setTwoFactorMethods, both).twoFactor).toMatchObject({ payeeName: true, sms: true });
    // ...but the last other method cannot go while the payee name stays on
    expect(failure(await callAs(t, accountSecurityCalls.setTwoFactorMethods, { password: 'demo1234', sms: false, ga: false }, { token: demo }))).toMatchObject({
      status: 400,
      errorCode: 'security.payee.name.alone',
    });
    expect((await securityConfig(t, demo)).twoFactor).toMatchObject({ payeeName: true, sms: true, ga: true });
    // both together is fine
    const none = await callAs(t, accountSecurityCalls.setTwoFactorMethods, { password: 'demo1234', sms: false, payeeName: false, ga: false }, { token: demo });
    expect(valueOf(accountSecurityCalls.setTwoFactorMethods, none)).toMatchObject({
      googleAuthBound: false,
      twoFactor: { payeeName: false, sms: false, ga: false, email: false },
    });
  });

  it('turning the authenticator off removes it: a later login asks for nothing', async () => {
    expect((await securityConfig(t, demo)).googleAuthBound).toBe(false);
    const login = await callAs(t, sessionCalls.login, { username: 'demo01', password: 'demo1234', type: 'username' });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('[S1-6.2] refuses a trial account', async () => {
    const trial = await tokenFor(t, 'trial01', 'trial1234');
    expect(failure(await callAs(t, accountSecurityCalls.enrolAuthenticator, { password: 'trial1234' }, { token: trial }))).toMatchObject({
      status: 403,
      errorCode: 'in_need_true_account',
    });
  });
});
