import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { liveEventSchema, parseTopic } from '@lotto/contract';
import type { LiveEventHub, LiveEventSource } from './live-events.js';

/**
 * What travels on the Redis channel: the publishing process, and the topic and the event, the
 * session that ended or the member whose data changed.
 */
const relayMessageSchema = z.union([
  z.object({
    origin: z.string().min(1).max(64),
    topic: z.string().max(128),
    event: liveEventSchema,
  }),
  z.object({ origin: z.string().min(1).max(64), sessionEnded: z.number().int().positive() }),
  z.object({ origin: z.string().min(1).max(64), memberChanged: z.number().int().positive() }),
]);

interface RedisRelayOptions {
  /** The process's command connection: events are published on it; the subscriber is its duplicate. */
  redis: Redis;
  /** One channel per site (REDIS_PREFIX), so sites or test runs sharing a Redis stay apart. */
  channel: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * Carries live events between server processes (ARCHITECTURE.md "Scale-out"): every event this
 * process publishes goes out on the channel; every process listens and hands what others published
 * to its own sockets. The publisher already delivered to its own sockets without waiting for Redis,
 * so it skips its own messages (the origin id) instead of delivering them twice.
 * Answers the function that stops the relay.
 */
export async function startRedisRelay(hub: LiveEventHub, opts: RedisRelayOptions): Promise<() => Promise<void>> {
  const origin = randomUUID();
  // The publisher is the shared command client, without an offline queue: during an outage events
  // fail at once (logged) instead of piling up in memory and arriving late; the site's own
  // refreshes cover the gap. The subscriber queues and subscribes again by itself after a
  // reconnection (ioredis autoResubscribe).
  const publisher = opts.redis;
  const subscriber = publisher.duplicate({
    connectionName: `${publisher.options.connectionName ?? ''}:live-events`,
    lazyConnect: true,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
  });
  subscriber.on('error', (err) => opts.log.warn({ err }, 'live events: Redis subscriber error'));

  try {
    await subscriber.connect();
    await subscriber.subscribe(opts.channel);
  } catch (err) {
    subscriber.disconnect();
    throw err;
  }

  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== opts.channel) return;
    let parsed: z.infer<typeof relayMessageSchema>;
    try {
      parsed = relayMessageSchema.parse(JSON.parse(raw));
    } catch (err) {
      opts.log.warn({ err }, 'live events: unreadable message on the Redis channel');
      return;
    }
    if (parsed.origin === origin) return;
    if ('sessionEnded' in parsed) return hub.deliverRelayedSessionEnd(parsed.sessionEnded);
    if ('memberChanged' in parsed) return hub.deliverRelayedMemberChange(parsed.memberChanged);
    if (!parseTopic(parsed.topic)) return;
    hub.deliverRelayed(parsed.topic, parsed.event);
  });

  const unsubscribe = hub.subscribe((topic, event, source) => {
    if (source !== 'local') return;
    publisher.publish(opts.channel, JSON.stringify({ origin, topic, event })).catch((err: unknown) => {
      opts.log.error({ err, topic, type: event.type }, 'live events: Redis publish failed');
    });
  });

  // this process's notices go out by their id; another's come back through the subscriber above
  const relayNotice = (field: 'sessionEnded' | 'memberChanged', what: string) => (id: number, source: LiveEventSource) => {
    if (source !== 'local') return;
    publisher.publish(opts.channel, JSON.stringify({ origin, [field]: id })).catch((err: unknown) => {
      opts.log.error({ err, id }, `live events: Redis publish of a ${what} failed`);
    });
  };
  const unsubscribeEnds = hub.onSessionEnd(relayNotice('sessionEnded', 'session end'));
  const unsubscribeChanges = hub.onMemberChange(relayNotice('memberChanged', 'member change'));

  return async () => {
    unsubscribe();
    unsubscribeEnds();
    unsubscribeChanges();
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}
