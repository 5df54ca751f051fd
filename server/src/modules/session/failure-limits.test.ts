import { expect, it } from 'vitest';
import { sessionCalls } from '@lotto/contract';
import { loginFailures } from '../../db/schema/index.js';
import { failure, login, sendEncrypted } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/harness.js';

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
      // Each checked password answers in_incorrect_password; the others never reached the check.
      expect(codes.filter((c) => c === 'in_incorrect_password')).toHaveLength(3);
      expect(codes.filter((c) => c === 'verify_first')).toHaveLength(PARALLEL - 3);
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
