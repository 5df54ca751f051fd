import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemCalls } from '@lotto/contract';
import { send } from '../modules/games/games-test-kit.js';
import { adminUrl, quoteIdent } from '../test/postgres.js';
import { REDIS_TEST_URL, redisSkipReason } from '../test/redis.js';
import { describeOnPglite, envelopeOf, postgresSkipReason, useTestApp, type TestApp } from '../test/harness.js';

const status = (t: TestApp) => send(t, systemCalls.status, { url: 'localhost' });

describeOnPglite('health probes', (t) => {
  it('answers liveness and readiness with the state of the database and Redis', async () => {
    const live = await t.call({ method: 'GET', url: '/health/live', merchant: null });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, value: { status: 'live' } });
    const ready = await t.call({ method: 'GET', url: '/health/ready', merchant: null });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, value: { status: 'ready', database: 'up', redis: 'not configured' } });
  });
});

const redisReason = await redisSkipReason();
if (redisReason) console.warn(`[server tests] skipping "readiness with Redis": ${redisReason}`);
describe.skipIf(redisReason !== null)('readiness with Redis (pglite)', () => {
  const t = useTestApp('pglite', { env: { REDIS_URL: REDIS_TEST_URL, REDIS_PREFIX: `lotto-test-ready-${process.pid}:` } });
  const ready = () => t.call({ method: 'GET', url: '/health/ready', merchant: null });

  it('reports Redis down while its connection is lost, and ready again once it is back', async () => {
    expect((await ready()).json()).toEqual({ success: true, value: { status: 'ready', database: 'up', redis: 'up' } });
    const redis = t.app.redis!;
    const ended = new Promise((resolve) => redis.once('end', resolve));
    redis.disconnect();
    await ended;
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(envelopeOf(down)).toMatchObject({ success: false, value: { database: 'up', redis: 'down' } });
    expect((await t.call({ method: 'GET', url: '/health/live', merchant: null })).statusCode).toBe(200);
    await redis.connect();
    expect((await ready()).statusCode).toBe(200);
  });
});

// PostgreSQL only: a connection the server can lose exists only on PostgreSQL's pool.
const reason = postgresSkipReason();
if (reason) console.warn(`[server tests] skipping "a lost database connection" on PostgreSQL: ${reason}`);
describe.skipIf(reason !== null)('a lost database connection (postgres)', () => {
  const t = useTestApp('postgres');

  async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
    const c = new pg.Client(adminUrl());
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  }
  /** The app's own database, read once while it is healthy (later, a query may meet a connection a test killed). */
  let name: string | undefined;
  const databaseName = async () => {
    if (!name) {
      const [row] = await t.db.select({ name: sql<string>`current_database()` }).from(sql`(select 1) as one`);
      name = row!.name;
    }
    return name;
  };
  /**
   * The pool drops a dead connection when it hears of it, or when a request meets it; a request
   * that takes a dead idle connection before its notice was read answers 503. So once the database
   * is back, the app serves again within one request per pooled connection (the test app's pool
   * holds 4): a bound, not a wait on the clock. Answers how many requests were refused first.
   */
  const servesAgain = async (): Promise<number> => {
    let refused = 0;
    for (;;) {
      t.app.merchants.invalidate();
      const res = await status(t);
      if (res.statusCode === 200) return refused;
      expect(res.statusCode, res.body).toBe(503);
      refused++;
      expect(refused, 'requests refused after the database came back').toBeLessThanOrEqual(4);
    }
  };
  /** Ends every backend of the app's database, as a failover or pg_terminate_backend does. */
  const terminate = (name: string) =>
    admin((c) => c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]));

  it('survives its backends being terminated during and between requests, and serves again', async () => {
    const name = await databaseName();
    const lost: Error[] = [];
    const heard = new Promise<void>((resolve) =>
      t.app.database.onConnectionError((err) => {
        lost.push(err);
        resolve();
      }),
    );

    // Terminated while requests are in flight: each answers (200, or 503 when its connection died).
    const inFlight: Promise<LightMyRequestResponse>[] = Array.from({ length: 20 }, () => status(t));
    await terminate(name);
    for (const res of await Promise.all(inFlight)) expect([200, 503]).toContain(res.statusCode);

    // Terminated while the pool holds idle connections: the pool hears it and the process goes on.
    for (const res of await Promise.all(Array.from({ length: 4 }, () => status(t)))) expect([200, 503]).toContain(res.statusCode);
    await terminate(name);
    await heard;
    expect(lost.length).toBeGreaterThan(0);

    await servesAgain();
  });

  it('answers 503 in the envelope and reports not ready while the database refuses connections', async () => {
    const name = await databaseName();
    await admin((c) => c.query(`ALTER DATABASE ${quoteIdent(name)} ALLOW_CONNECTIONS false`));
    try {
      await terminate(name);
      t.app.merchants.invalidate();
      const refused = await status(t);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(envelopeOf(refused)).toMatchObject({ success: false, errorCode: 'system.maintenance' });

      const ready = await t.call({ method: 'GET', url: '/health/ready', merchant: null });
      expect(ready.statusCode).toBe(503);
      expect(envelopeOf(ready)).toMatchObject({ success: false, value: { database: 'down', redis: 'not configured' } });
      expect((await t.call({ method: 'GET', url: '/health/live', merchant: null })).statusCode).toBe(200);
    } finally {
      await admin((c) => c.query(`ALTER DATABASE ${quoteIdent(name)} ALLOW_CONNECTIONS true`));
    }
    await servesAgain();
    expect((await t.call({ method: 'GET', url: '/health/ready', merchant: null })).statusCode).toBe(200);
  });
});
