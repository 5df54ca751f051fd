import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestDatabase, describeEachDatabaseKind, testConfig } from '../test/harness.js';
import { REDIS_TEST_URL, redisSkipReason } from '../test/redis.js';

const reason = await redisSkipReason();
if (reason) console.warn(`[server tests] skipping the shared Redis rate-limit test: ${reason}`);

// Several processes on one database sharing Redis counters: PostgreSQL too (what such a deployment runs on).
describeEachDatabaseKind('rate limits shared through Redis between server processes', (kind) => {
  const prefix = `lotto-test-${randomBytes(4).toString('hex')}:`;
  const apps: FastifyInstance[] = [];
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const created = await createTestDatabase(kind);
    drop = created.drop;
    const database = created.database;
    // Two independently built apps on one database stand for two stateless server processes behind a balancer.
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(
        testConfig({ REDIS_URL: REDIS_TEST_URL, REDIS_PREFIX: prefix, RATE_LIMIT_MAX: '4', RATE_LIMIT_WINDOW_MS: '60000' }),
        { database },
      );
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop?.();
    const cleaner = new Redis(REDIS_TEST_URL);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length) await cleaner.del(...keys);
    await cleaner.quit();
  });

  it('counts requests from one address across both processes and answers 429 in the envelope', async () => {
    const ping = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/wps/system/test/ping?speed=1', headers: { merchant: 'demo' } });
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await ping(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const refused = await ping(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    const cleaner = new Redis(REDIS_TEST_URL);
    expect((await cleaner.keys(`${prefix}rl:*`)).length).toBeGreaterThan(0);
    await cleaner.quit();
  });
}, { skipReason: reason });
