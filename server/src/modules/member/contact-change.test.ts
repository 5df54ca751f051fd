import { expect, it } from 'vitest';
import { accountSecurityCalls, memberCalls, sessionCalls } from '@lotto/contract';
import { lastCodeFor, setFlags } from '../../test/access.js';
import { failure, tokenFor } from '../../test/accounts.js';
import { describeOnPglite, snapshotDatabase, valueOf, type TestApp } from '../../test/harness.js';
import { callAs } from './account-security-test-kit.js';

const securityConfig = async (t: TestApp, token: string) =>
  valueOf(memberCalls.securityConfig, await callAs(t, memberCalls.securityConfig, {}, { token }));

describeOnPglite('mobile number and e-mail change', (t) => {
  it('[S1-6.5] changes the mobile number and dialing code after an SMS code to the new number (UPDATEMOBILEICC3)', async () => {
    const token = await tokenFor(t, 'player02', 'player1234');
    const sent = await callAs(t, accountSecurityCalls.sendMobileCode, { countryDialingCode: '+63', mobileNum: '9171234567' }, { token });
    expect(valueOf(accountSecurityCalls.sendMobileCode, sent).expirationTime).toBeGreaterThan(Date.now());
    const code = await lastCodeFor(t, '+639171234567');

    const changed = await callAs(
      t,
      accountSecurityCalls.changeMobile,
      { countryDialingCode: '63', mobileNum: '9171234567', verificationCode: code, password: 'player1234' },
      { token },
    );
    expect(valueOf(accountSecurityCalls.changeMobile, changed)).toMatchObject({ mobile: '63 917****4567', mobileVerified: true });
    // the new number is the account's: mobile login finds it
    const byMobile = await callAs(t, sessionCalls.login, { username: '9171234567', countryDialingCode: '63', password: 'player1234', type: 'mobileNum' });
    expect(byMobile.statusCode, byMobile.body).toBe(200);
  });

  it('refuses a wrong password or a wrong code and keeps the old number', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    await callAs(t, accountSecurityCalls.sendMobileCode, { countryDialingCode: '86', mobileNum: '13900000011' }, { token });
    const code = await lastCodeFor(t, '+8613900000011');
    const before = await snapshotDatabase(t.db);
    const change = { countryDialingCode: '86', mobileNum: '13900000011', verificationCode: code };
    expect(failure(await callAs(t, accountSecurityCalls.changeMobile, { ...change, password: 'not-my-password' }, { token }))).toMatchObject({
      status: 400,
      errorCode: 'in_incorrect_password',
    });
    expect(await snapshotDatabase(t.db)).toBe(before);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(failure(await callAs(t, accountSecurityCalls.changeMobile, { ...change, verificationCode: wrong, password: 'demo1234' }, { token }))).toMatchObject({
      status: 400,
      errorCode: 'verification.code.invalid',
    });
    expect((await securityConfig(t, token)).mobile).toBe('86 138****0002');
    // the right code still works (a wrong guess counts, it does not kill the code)
    const ok = await callAs(t, accountSecurityCalls.changeMobile, { ...change, password: 'demo1234' }, { token });
    expect(valueOf(accountSecurityCalls.changeMobile, ok).mobile).toBe('86 139****0011');
  });

  it('refuses a number another account holds, and a code sent for another account', async () => {
    const token = await tokenFor(t, 'agent01', 'agent1234');
    // secure01 holds 86 13800000001
    expect(failure(await callAs(t, accountSecurityCalls.sendMobileCode, { countryDialingCode: '86', mobileNum: '13800000001' }, { token }))).toMatchObject({
      status: 409,
      errorCode: 'security.mobile.taken',
    });
    const other = await tokenFor(t, 'expired01', 'expired1234');
    await callAs(t, accountSecurityCalls.sendMobileCode, { countryDialingCode: '86', mobileNum: '13900000022' }, { token: other });
    const code = await lastCodeFor(t, '+8613900000022');
    expect(
      failure(
        await callAs(
          t,
          accountSecurityCalls.changeMobile,
          { countryDialingCode: '86', mobileNum: '13900000022', verificationCode: code, password: 'agent1234' },
          { token },
        ),
      ),
    ).toMatchObject({ status: 400, errorCode: 'verification.code.invalid' });
  });

  it('[S1-6.5] is refused where UPDATEMOBILEICC3 is off', async () => {
    const token = await tokenFor(t, 'agent01', 'agent1234');
    await setFlags(t, 'demo', { UPDATEMOBILEICC3: false });
    try {
      expect(failure(await callAs(t, accountSecurityCalls.sendMobileCode, { countryDialingCode: '86', mobileNum: '13900000033' }, { token }))).toMatchObject({
        status: 403,
        errorCode: 'function.not.available',
      });
    } finally {
      await setFlags(t, 'demo', { UPDATEMOBILEICC3: true });
    }
  });

  it('changes the e-mail after a code sent to the new address, with the current password', async () => {
    const token = await tokenFor(t, 'agent01', 'agent1234');
    const sent = await callAs(t, accountSecurityCalls.sendEmailCode, { email: 'New.Agent@Example.com' }, { token });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastCodeFor(t, 'new.agent@example.com');
    expect(
      failure(await callAs(t, accountSecurityCalls.changeEmail, { email: 'new.agent@example.com', verificationCode: code, password: 'wrong-one' }, { token })),
    ).toMatchObject({ errorCode: 'in_incorrect_password' });
    const changed = await callAs(t, accountSecurityCalls.changeEmail, { email: 'new.agent@example.com', verificationCode: code, password: 'agent1234' }, { token });
    expect(valueOf(accountSecurityCalls.changeEmail, changed)).toMatchObject({ email: 'n*******t@example.com', emailVerified: true });
    // single use
    expect(
      failure(await callAs(t, accountSecurityCalls.changeEmail, { email: 'new.agent@example.com', verificationCode: code, password: 'agent1234' }, { token })),
    ).toMatchObject({ errorCode: 'verification.code.invalid' });
  });

  it('[S1-6.2] refuses a trial account', async () => {
    const trial = await tokenFor(t, 'trial01', 'trial1234');
    expect(failure(await callAs(t, accountSecurityCalls.sendEmailCode, { email: 'trial@example.com' }, { token: trial }))).toMatchObject({
      status: 403,
      errorCode: 'in_need_true_account',
    });
  });
});
