import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one Redis command client, when REDIS_URL is set (rate limits, live-event publishing). */
    redis: Redis | undefined;
  }
}

/**
 * Opens the one Redis command connection of this process when a URL is given. No offline queue:
 * during an outage commands fail at once (rate limits skip, events are logged as lost) instead of
 * piling up in memory; hence it connects before the app serves, or every early command would fail.
 * A connection that must stay in subscriber mode is made with `duplicate()`.
 */
export const redisPlugin = fp<{ url: string | undefined; prefix: string }>(
  async (app, { url, prefix }) => {
    // Named after the site's key prefix, so an operator can tell its connections apart (CLIENT LIST).
    const connectionName = `${prefix}server`;
    const redis = url ? new Redis(url, { connectionName, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true }) : undefined;
    if (redis) {
      redis.on('error', (err) => app.log.warn({ err }, 'Redis connection error'));
      await redis.connect();
      app.addHook('onClose', async () => void (await redis.quit()));
    }
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
