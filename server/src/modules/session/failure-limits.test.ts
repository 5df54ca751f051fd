import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessionCalls } from '@lotto/contract';
import { customers, loginFailures } from '../../db/schema/index.js';
import { hashPassword } from '../../security/password.js';
import { outboxFor, solvedCaptcha } from '../../test/access.js';
import { failure, login, sendEncrypted } from '../../test/accounts.js';
import { describeEachDatabase, describeOnPglite } from '../../test/harness.js';

const PARALLEL = 12;

// On PostgreSQL too: parallel requests racing on the failure counters (concurrency).
describeEachDatabase(
  'login failures under parallel attempts',
  (t) => {
    it('checks at most 3 parallel wrong passwords without the captcha; the rest are asked for it', async () => {
      const replies = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => login(t, { username: 'trial01', password: `wrong${i}pass` })),
      );
      const codes = replies.map((r) => failure(r).errorCode);
      // Each checked password answers in_incorrect_password; the others never reached the check
      // (compared whole, so a failure shows every answer)
      expect([...codes].sort()).toEqual([...Array<string>(3).fill('in_incorrect_password'), ...Array<string>(PARALLEL - 3).fill('verify_first')]);
    });
  },
  { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } },
);

// On PostgreSQL too: parallel requests racing on the failure counters (concurrency).
describeEachDatabase(
  'two-factor attempts under parallel requests',
  (t) => {

    it('checks one parallel two-factor code when the account has one try left in the hour', async () => {
      // LOGIN_MAX_ACCOUNT_FAILURES_PER_HOUR is 5 here: 4 failures already, one try left.
      await t.db.insert(loginFailures).values({ merchantCode: 'demo', scope: 'account', key: 'u:secure01', windowStart: new Date(), count: 4 });
      const replies = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          sendEncrypted(t, sessionCalls.loginVerification, {
            username: 'secure01',
            password: 'secure1234',
            method: 'G',
            authCode: String(100000 + i),
          }),
        ),
      );
      const codes = replies.map((r) => failure(r).errorCode);
      expect(codes.filter((c) => c === 'in_incorrect_password')).toHaveLength(1);
      expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(PARALLEL - 1);
    });
  },
  { env: { LOGIN_MAX_ACCOUNT_FAILURES_PER_HOUR: '5', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } },
);

describeOnPglite(
  'an account past its hourly failure limit',
  (t) => {
    it('is not locked: the owner gets in with the captcha, and the holder is told once by e-mail', async () => {
      const username = `locked${Date.now() % 1e6}`;
      const email = `${username}@example.com`;
      await t.db.insert(customers).values({ merchantCode: 'demo', username, email, passwordHash: await hashPassword('right1234') });
      // someone else has used up the hour's 5 failures
      await t.db.insert(loginFailures).values({ merchantCode: 'demo', scope: 'account', key: `u:${username}`, windowStart: new Date(), count: 5 });

      const bare = failure(await login(t, { username, password: 'right1234' }));
      expect(bare).toMatchObject({ status: 400, errorCode: 'verify_first', value: { captcha: true } });
      expect(await outboxFor(t, email)).toHaveLength(0);

      const wrong = await solvedCaptcha(t);
      expect(failure(await login(t, { username, password: 'guess1234', captcha: wrong.captcha }, { cookies: wrong.cookies })).errorCode).toBe(
        'in_incorrect_password',
      );
      const [notice] = await outboxFor(t, email);
      expect(notice).toMatchObject({ channel: 'email' });
      expect(notice!.subject).toContain('Failed sign-in attempts');

      const right = await solvedCaptcha(t);
      const res = await login(t, { username, password: 'right1234', captcha: right.captcha }, { cookies: right.cookies });
      expect(res.statusCode, res.body).toBe(200);
      expect(await outboxFor(t, email)).toHaveLength(1);
    });
  },
  { env: { LOGIN_MAX_ACCOUNT_FAILURES_PER_HOUR: '5', LOGIN_LOCKOUT_DELAY_MS: '1', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } },
);

describeOnPglite(
  'free-play accounts per address',
  (t) => {
    it('makes at most FREEPLAY_MAX_PER_IP_PER_HOUR demo accounts an hour for one address, and still serves others', async () => {
      // demo has CAPTCHA3 on: each try answers a captcha (freeplay-captcha.test.ts)
      const freeplay = async (ip: string) => {
        const { cookies, captcha } = await solvedCaptcha(t, 'demo', ip);
        return t.call({ method: 'POST', url: sessionCalls.freeplay.path, payload: { captcha }, cookies, remoteAddress: ip });
      };
      const guests = async () => (await t.db.select().from(customers).where(eq(customers.isAgent, '4'))).length;
      const before = await guests();
      expect((await freeplay('10.9.9.9')).statusCode).toBe(200);
      expect((await freeplay('10.9.9.9')).statusCode).toBe(200);
      expect(failure(await freeplay('10.9.9.9'))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUESTS' });
      expect(await guests()).toBe(before + 2);
      expect((await freeplay('10.9.9.10')).statusCode).toBe(200);
    });
  },
  { env: { FREEPLAY_MAX_PER_IP_PER_HOUR: '2' } },
);
