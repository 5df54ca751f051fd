import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/connection.js';
import { createTestDatabase, testConfig, type DbKind } from './harness.js';

/** The Redis the shared-state tests use (REDIS_TEST_URL, else the local default). */
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** Why Redis cannot be used by this run, or null when it answers PING. */
export async function redisSkipReason(url = REDIS_TEST_URL): Promise<string | null> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG' ? null : 'PING did not answer PONG';
  } catch (e) {
    return `${url} not reachable (${e instanceof Error ? e.message : String(e)})`;
  } finally {
    probe.disconnect();
  }
}

/**
 * Two independently built apps on one database, sharing Redis under a prefix of this suite only
 * (so parallel runs sharing the Redis never hear each other): two server processes behind a
 * balancer. Built before the suite's tests, closed and dropped after them.
 */
export function useTwoProcesses(kind: DbKind): { apps: FastifyInstance[]; database: () => Database; prefix: string } {
  const prefix = `lotto-test-${randomBytes(4).toString('hex')}:`;
  const apps: FastifyInstance[] = [];
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase(kind));
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(testConfig({ REDIS_URL: REDIS_TEST_URL, REDIS_PREFIX: prefix }), { database });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps.splice(0)) await app.close();
    await drop?.();
  });
  return {
    apps,
    database: () => {
      if (!database) throw new Error('useTwoProcesses: the database is made in beforeAll');
      return database;
    },
    prefix,
  };
}
