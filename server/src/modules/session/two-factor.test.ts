import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { memberCalls, sessionCalls } from '@lotto/contract';
import { lastCodeFor, outboxFor } from '../../test/access.js';
import { failure, login, sendEncrypted, withToken } from '../../test/accounts.js';
import { describeOnPglite, valueOf } from '../../test/harness.js';

const SECURE = { username: 'secure01', password: 'secure1234' };
const totp = new TOTP({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXP'), algorithm: 'SHA1', digits: 6, period: 30 });
const verify = (t: Parameters<typeof sendEncrypted>[0], body: Record<string, unknown>) =>
  sendEncrypted(t, sessionCalls.loginVerification, { ...SECURE, ...body });

describeOnPglite('two-factor methods', (t) => {
  it('never accepts the payee name alone, only together with a possession factor of the account', async () => {
    const alone = failure(await verify(t, { method: 'P', payeeName: '  li   wei ' }));
    expect(alone).toMatchObject({ status: 400, errorCode: 'in_incorrect_password' });
    // The right name with a wrong authenticator code, and a wrong name with a right one: refused.
    expect(failure(await verify(t, { method: 'P', payeeName: 'Li Wei', authCode: '000000' })).errorCode).toBe('in_incorrect_password');
    expect(failure(await verify(t, { method: 'P', payeeName: 'Wang Fang', authCode: totp.generate() })).errorCode).toBe(
      'in_incorrect_password',
    );
    const both = await verify(t, { method: 'P', payeeName: ' li wei ', authCode: totp.generate() });
    expect(both.statusCode, both.body).toBe(200);
    expect(valueOf(sessionCalls.loginVerification, both).userName).toBe('secure01');
  });

  it('[S1-3.4] [S1-7.2] logs in with an e-mail code: the code is sent to the account address, then works once', async () => {
    const first = failure(await login(t, SECURE));
    expect(first).toMatchObject({ status: 403, errorCode: 'login_verify_required', value: { email: true } });

    // Another address is refused and nothing is sent to it.
    expect(failure(await verify(t, { method: 'E', email: 'someone@example.com' })).errorCode).toBe('in_incorrect_password');
    expect(await outboxFor(t, 'someone@example.com')).toHaveLength(0);

    const sent = failure(await verify(t, { method: 'E', email: 'Secure01@Example.com' }));
    expect(sent).toMatchObject({ status: 400, errorCode: 'verify_first', value: { emailCodeSent: true } });
    const [mail] = await outboxFor(t, 'secure01@example.com');
    expect(mail).toMatchObject({ channel: 'email', merchant: 'demo' });
    const code = await lastCodeFor(t, 'secure01@example.com');

    const res = await verify(t, { method: 'E', email: 'secure01@example.com', verificationCode: code });
    expect(res.statusCode, res.body).toBe(200);
    const { token } = valueOf(sessionCalls.loginVerification, res);
    expect((await withToken(t, token, { method: 'GET', url: memberCalls.info.path })).statusCode).toBe(200);
    // Single use.
    const again = failure(await verify(t, { method: 'E', email: 'secure01@example.com', verificationCode: code }));
    expect(again.errorCode).toBe('in_incorrect_password');
  });
});
