import { Redis } from 'ioredis';

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
