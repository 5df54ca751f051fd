import { eq, sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { memberCalls } from '@lotto/contract';
import { merchants, sessions } from '../../db/schema/index.js';
import { tokenHash } from '../../security/tokens.js';
import { failure, tokenFor, withToken } from '../../test/accounts.js';
import { describeOnPglite, testConfig, type TestApp } from '../../test/harness.js';
import { sessionLengthsFor } from './session-lengths.js';

const MINUTE = 60_000;
const HOUR = 3_600_000;

const info = (t: TestApp, token: string, merchant = 'demo') => withToken(t, token, { method: 'GET', url: memberCalls.info.path, merchant });

const sessionOf = async (t: TestApp, token: string) => (await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash(token))))[0]!;

/** Sets (an object) or removes (null) a merchant's own session lengths in its site settings. */
async function setLengths(t: TestApp, merchant: string, lengths: { sessionIdleMinutes: number; sessionAbsoluteHours?: number } | null) {
  const siteSettings = lengths
    ? sql`${merchants.siteSettings} || ${JSON.stringify(lengths)}::jsonb`
    : sql`${merchants.siteSettings} - 'sessionIdleMinutes' - 'sessionAbsoluteHours'`;
  await t.db.update(merchants).set({ siteSettings }).where(eq(merchants.code, merchant));
  t.app.merchants.invalidate();
}

/** The clock the session checks read: only Date is faked, so nothing else waits on it. */
function startClock(): (ms: number) => void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  return (ms) => vi.setSystemTime(Date.now() + ms);
}

afterEach(() => {
  vi.useRealTimers();
});

it('uses the merchant’s own lengths within their bounds, else the server config; idle never beyond absolute', () => {
  const config = testConfig();
  const of = (siteSettings: unknown) => sessionLengthsFor({ siteSettings }, config);
  expect(of({})).toEqual({ idleMs: config.SESSION_IDLE_MINUTES * MINUTE, absoluteMs: config.SESSION_ABSOLUTE_HOURS * HOUR });
  expect(of({ sessionIdleMinutes: 15, sessionAbsoluteHours: 8 })).toEqual({ idleMs: 15 * MINUTE, absoluteMs: 8 * HOUR });
  // bounds: idle 5..240 minutes, absolute 1..72 hours
  expect(of({ sessionIdleMinutes: 1, sessionAbsoluteHours: 500 })).toEqual({ idleMs: 5 * MINUTE, absoluteMs: 72 * HOUR });
  expect(of({ sessionIdleMinutes: 10_000, sessionAbsoluteHours: 0 })).toEqual({ idleMs: 1 * HOUR, absoluteMs: 1 * HOUR });
  expect(of({ sessionIdleMinutes: 240, sessionAbsoluteHours: 2 })).toEqual({ idleMs: 2 * HOUR, absoluteMs: 2 * HOUR });
  // not numbers: the server's
  expect(of({ sessionIdleMinutes: '15', sessionAbsoluteHours: null })).toEqual(of({}));
  // an absolute length alone still bounds the server's idle length
  expect(of({ sessionAbsoluteHours: 1 }).idleMs).toBe(Math.min(config.SESSION_IDLE_MINUTES * MINUTE, HOUR));
});

describeOnPglite('per-merchant session lengths', (t) => {
  it('a merchant with its own idle length gets sessions that expire by it; use slides it by the same length', async () => {
    await setLengths(t, 'demo', { sessionIdleMinutes: 5, sessionAbsoluteHours: 2 });
    try {
      const advance = startClock();
      const loginAt = Date.now();
      const token = await tokenFor(t, 'demo01', 'demo1234');
      const row = await sessionOf(t, token);
      expect(row.idleExpiresAt.getTime()).toBe(loginAt + 5 * MINUTE);
      expect(row.absoluteExpiresAt.getTime()).toBe(loginAt + 2 * HOUR);

      // used 4 minutes later: still live, and the idle expiry slides 5 minutes from then
      advance(4 * MINUTE);
      expect((await info(t, token)).statusCode).toBe(200);
      expect((await sessionOf(t, token)).idleExpiresAt.getTime()).toBe(loginAt + 9 * MINUTE);

      // 5 minutes without use: over
      advance(5 * MINUTE);
      expect(failure(await info(t, token))).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
    } finally {
      await setLengths(t, 'demo', null);
    }
  });

  it('a merchant without its own lengths keeps the server config (120 min idle, 24 h outside production)', async () => {
    const advance = startClock();
    const loginAt = Date.now();
    const token = await tokenFor(t, 'lucky01', 'lucky1234', 'lucky');
    const row = await sessionOf(t, token);
    expect(row.idleExpiresAt.getTime()).toBe(loginAt + 120 * MINUTE);
    expect(row.absoluteExpiresAt.getTime()).toBe(loginAt + 24 * HOUR);

    // past another merchant's 5 minutes it is still live
    advance(6 * MINUTE);
    expect((await info(t, token, 'lucky')).statusCode).toBe(200);
    expect((await sessionOf(t, token)).idleExpiresAt.getTime()).toBe(loginAt + 126 * MINUTE);
    advance(126 * MINUTE);
    expect(failure(await info(t, token, 'lucky'))).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
  });
});
