import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accountSecurityCalls, sessionCalls } from '@lotto/contract';
import { customers, loginAttempts } from '../../db/schema/index.js';
import { failure, tokenFor } from '../../test/accounts.js';
import { describeOnPglite, valueOf, type TestApp } from '../../test/harness.js';
import { callAs, totpCode } from '../member/account-security-test-kit.js';

const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';

const history = async (t: TestApp, token: string, page = 1, size = 10) =>
  valueOf(accountSecurityCalls.loginHistory, await callAs(t, accountSecurityCalls.loginHistory, { page, size }, { token }));

describeOnPglite('login history', (t) => {
  it('records every login attempt of the account, success or failure, with time, IP, device and user agent, newest first', async () => {
    const started = Date.now();
    const wrong = await callAs(t, sessionCalls.login, { username: 'player02', password: 'wrong-password', type: 'username' }, { ip: '198.51.100.7', userAgent: UA, device: 'h5' });
    expect(wrong.statusCode).toBe(400);
    const ok = await callAs(t, sessionCalls.login, { username: 'player02', password: 'player1234', type: 'username' }, { ip: '198.51.100.8', userAgent: UA, device: 'h5' });
    const token = valueOf(sessionCalls.login, ok).token;

    const page = await history(t, token);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10, total: 2, totalPages: 1 });
    expect(page.content.map((a) => [a.success, a.ip, a.device, a.userAgent])).toEqual([
      [true, '198.51.100.8', 'h5', UA],
      [false, '198.51.100.7', 'h5', UA],
    ]);
    for (const a of page.content) expect(a.time).toBeGreaterThanOrEqual(started - 1000);
  });

  it('records a failed and a passed second factor, but not the step that asks for it', async () => {
    const wrongCode = String((Number(totpCode('JBSWY3DPEHPK3PXP')) + 1) % 1_000_000).padStart(6, '0');
    const ask = await callAs(t, sessionCalls.login, { username: 'secure01', password: 'secure1234', type: 'username' });
    expect(failure(ask).errorCode).toBe('login_verify_required');
    const refused = await callAs(t, sessionCalls.loginVerification, { username: 'secure01', password: 'secure1234', method: 'G', authCode: wrongCode });
    expect(refused.statusCode).toBe(400);
    const passed = await callAs(t, sessionCalls.loginVerification, { username: 'secure01', password: 'secure1234', method: 'G', authCode: totpCode('JBSWY3DPEHPK3PXP') });
    expect(passed.statusCode, passed.body).toBe(200);
    const page = await history(t, valueOf(sessionCalls.loginVerification, passed).token);
    expect(page.content.map((a) => a.success)).toEqual([true, false]);
  });

  it('pages the attempts of the member alone, within the last 90 days', async () => {
    const [demo] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.username, 'demo01'));
    await t.db.insert(loginAttempts).values({ merchantCode: 'demo', customerId: demo!.id, success: true, createdAt: new Date(Date.now() - 91 * 86_400_000) });
    for (let i = 0; i < 2; i++) await callAs(t, sessionCalls.login, { username: 'demo01', password: 'wrong-pass', type: 'username' });
    const token = await tokenFor(t, 'demo01', 'demo1234');

    const first = await history(t, token, 1, 2);
    expect(first).toMatchObject({ total: 3, totalPages: 2, pageSize: 2 });
    expect(first.content.map((a) => a.success)).toEqual([true, false]);
    const second = await history(t, token, 2, 2);
    expect(second.content.map((a) => a.success)).toEqual([false]);
    // a successful login drops what is older than the window
    expect(await t.db.select().from(loginAttempts).where(eq(loginAttempts.customerId, demo!.id))).toHaveLength(3);
  });

  it('answers bad paging with a 400 envelope, a trial account with in_need_true_account, a guest with in_sorry_in', async () => {
    const token = await tokenFor(t, 'agent01', 'agent1234');
    expect(failure(await callAs(t, accountSecurityCalls.loginHistory, { page: 0, size: 10 }, { token }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(failure(await callAs(t, accountSecurityCalls.loginHistory, { page: 1, size: 51 }, { token }))).toMatchObject({ status: 400 });
    const trial = await tokenFor(t, 'trial01', 'trial1234');
    expect(failure(await callAs(t, accountSecurityCalls.loginHistory, { page: 1, size: 10 }, { token: trial }))).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
    expect(failure(await callAs(t, accountSecurityCalls.loginHistory, { page: 1, size: 10 }))).toMatchObject({ status: 401, errorCode: 'in_sorry_in' });
  });
});
