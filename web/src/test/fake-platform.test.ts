import { afterEach, describe, expect, it, vi } from 'vitest';
import { lotteryCalls, memberCalls, sessionCalls, systemCalls } from '@lotto/contract';
import { request } from '../lib/api-client';
import { resetFunnel } from '../lib/error-funnel';
import { fail, fakePlatform, ok, on, takeFakePlatformProblems } from './fake-platform';

afterEach(() => {
  vi.unstubAllGlobals();
  resetFunnel();
});

/** The problems this test provoked on purpose (taken, so setup.ts does not fail the test for them). */
const provoked = () => takeFakePlatformProblems();

describe('the fake platform of the web tests', () => {
  it('answers a stated call in order, the last answer repeating, and records what was sent', async () => {
    const platform = fakePlatform({ replies: [on(systemCalls.country, fail(503, 'system.maintenance'), ok([]))] });
    await expect(request(systemCalls.country, {}, { alert: false })).rejects.toMatchObject({ status: 503, errorCode: 'system.maintenance' });
    await expect(request(systemCalls.country)).resolves.toEqual([]);
    await expect(request(systemCalls.country)).resolves.toEqual([]);
    expect(platform.sent(systemCalls.country)).toHaveLength(3);
    platform.on(systemCalls.country, ok([{ countryCode: 'TH', countryDialingCode: '66', currency: 'THB' }]));
    await expect(request(systemCalls.country)).resolves.toHaveLength(1);
  });

  it('fails a request for a call the test did not state, naming method and path', async () => {
    fakePlatform();
    await expect(fetch('/wps/system/country')).rejects.toThrow('no reply stated for GET /wps/system/country (system.country)');
    expect(provoked()).toEqual(['fake platform: no reply stated for GET /wps/system/country (system.country)']);
  });

  it('refuses a stated value the reply schema does not allow', async () => {
    fakePlatform({ replies: [on(memberCalls.balance, ok({ sumBalance: 'lots' } as never))] });
    await expect(request(memberCalls.balance, { typeId: 0 }, { alert: false })).rejects.toBeDefined();
    expect(provoked()).toEqual([expect.stringContaining('the reply stated for GET /wps/v2/wallets/balance (member.balance) does not match the contract')]);
  });

  it('fails a request the call schema refuses, as the server would', async () => {
    fakePlatform({ replies: [on(lotteryCalls.nearNumeros, ok({ gameId: 1, gameCode: 'x', currentNumero: null, lastNumero: null, seedHash: null }))] });
    await expect(fetch('/lgw/numeros/near?gameId=abc')).rejects.toThrow('sent what the contract refuses');
    expect(provoked()).toHaveLength(1);
  });

  it('reads path parameters, decrypts encrypted bodies with the key it serves, and parses forms', async () => {
    const platform = fakePlatform({
      replies: [
        on(lotteryCalls.drawsByCode, ok([])),
        on(sessionCalls.login, (req) => (req.body.password === 'secret12' ? ok({ token: 't', firstTimeLogin: false, passwordExpired: false, userName: 'player01' }) : fail(400, 'login.failed'))),
        on(memberCalls.passwordEmail, ok(null)),
      ],
    });
    await request(lotteryCalls.drawsByCode, { gameCode: 'CQ SSC', size: 10 });
    expect(platform.sent(lotteryCalls.drawsByCode)[0]).toMatchObject({ params: { gameCode: 'CQ SSC' }, query: { size: '10' } });
    await expect(request(sessionCalls.login, { username: 'player01', password: 'secret12' })).resolves.toMatchObject({ token: 't' });
    expect(platform.sent(systemCalls.rsaKey)).toHaveLength(1);
    expect(platform.sent(sessionCalls.login)[0]!.body).toMatchObject({ username: 'player01', password: 'secret12' });
    expect(platform.sent(sessionCalls.login)[0]!.rawBody).not.toContain('secret12');
    await request(memberCalls.passwordEmail, { username: 'player01', email: 'p@example.com' });
    expect(platform.sent(memberCalls.passwordEmail)[0]!.body).toEqual({ username: 'player01', email: 'p@example.com' });
  });
});
