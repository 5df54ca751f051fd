import { expect, it } from 'vitest';
import { HEADERS, encryptPayload, importRsaPublicKey, sessionCalls, systemCalls } from '@lotto/contract';
import { someIp } from '../test/access.js';
import { describeOnPglite, valueOf, type TestApp } from '../test/harness.js';

const LIMIT = 5;

/** A login as it reaches the server through the proxy: the client's own X-Forwarded-For, then the hop the proxy appended. */
async function loginThroughProxy(t: TestApp, forwardedFor: string) {
  const spki = valueOf(systemCalls.rsaKey, await t.call({ method: 'GET', url: systemCalls.rsaKey.path }));
  const sealed = await encryptPayload(await importRsaPublicKey(spki), { username: 'nobody01', password: 'wrong123', type: 'username' });
  return t.call({
    method: 'POST',
    url: sessionCalls.login.path,
    headers: { [HEADERS.encryption]: sealed.header, 'x-forwarded-for': forwardedFor },
    payload: sealed.body,
  });
}

for (const trustProxy of ['1', '127.0.0.1']) {
  describeOnPglite(
    `per-IP limits behind a trusted proxy (TRUST_PROXY=${trustProxy})`,
    (t) => {
      it('counts the address the proxy saw, whatever the client writes into X-Forwarded-For', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < LIMIT * 2; i++) statuses.push((await loginThroughProxy(t, `${someIp()}, 198.51.100.7`)).statusCode);
        expect(statuses.slice(0, LIMIT)).not.toContain(429);
        expect(statuses.slice(LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 429));
        // Another visitor behind the same proxy is not affected.
        expect((await loginThroughProxy(t, `${someIp()}, 198.51.100.8`)).statusCode).not.toBe(429);
      });
    },
    { env: { TRUST_PROXY: trustProxy, LOGIN_RATE_LIMIT_PER_MINUTE: String(LIMIT) } },
  );
}
