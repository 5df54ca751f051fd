import fp from 'fastify-plugin';
import { liveEventSchema, type LiveEvent } from '@lotto/contract';
import { startRedisRelay } from './live-events-redis.js';

/**
 * The process's live-event hub (spec 3 "Live events"): producers publish an event on a topic
 * (`userTopic(customerId)`, `settingTopic(merchantCode)`); whatever delivers events (the socket
 * endpoint, a Redis relay between processes) subscribes. A failing listener never reaches the
 * producer: a money change is already committed when its event goes out, so the failure is logged
 * and the other listeners still run.
 */

/** `local`: published by this process; `relayed`: published by another process and carried here. */
type LiveEventSource = 'local' | 'relayed';
type LiveEventListener = (topic: string, event: LiveEvent, source: LiveEventSource) => void;

type SessionEndListener = (sessionId: number, source: LiveEventSource) => void;

export interface LiveEventHub {
  publish(topic: string, event: LiveEvent): void;
  /** A session ended (logout): sockets here and, through the relay, in every process drop its user topic at once. */
  endSession(sessionId: number): void;
  /** A session end another process published: reaches this process's sockets, never goes back out. */
  deliverRelayedSessionEnd(sessionId: number): void;
  /** Answers the unsubscribe function. */
  onSessionEnd(listener: SessionEndListener): () => void;
  /** An event another process published: reaches this process's sockets, never goes back out. */
  deliverRelayed(topic: string, event: LiveEvent): void;
  /** Answers the unsubscribe function. */
  subscribe(listener: LiveEventListener): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEventHub;
  }
}

export function createLiveEventHub(log?: { error: (o: object, m: string) => void }): LiveEventHub {
  const listeners = new Set<LiveEventListener>();
  const endListeners = new Set<SessionEndListener>();
  const notifyEnd = (sessionId: number, source: LiveEventSource) => {
    for (const listener of endListeners) {
      try {
        listener(sessionId, source);
      } catch (err) {
        log?.error({ err, sessionId }, 'session end listener failed');
      }
    }
  };
  const notify = (topic: string, event: LiveEvent, source: LiveEventSource) => {
    for (const listener of listeners) {
      try {
        listener(topic, event, source);
      } catch (err) {
        log?.error({ err, topic, type: event.type }, 'live event listener failed');
      }
    }
  };
  return {
    publish(topic, event) {
      // the contract's shape, so no producer sends what the site cannot read
      notify(topic, liveEventSchema.parse(event), 'local');
    },
    deliverRelayed(topic, event) {
      notify(topic, liveEventSchema.parse(event), 'relayed');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    endSession: (sessionId) => notifyEnd(sessionId, 'local'),
    deliverRelayedSessionEnd: (sessionId) => notifyEnd(sessionId, 'relayed'),
    onSessionEnd(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
  };
}

/** The hub, and with REDIS_URL the relay that carries its events between server processes. */
export const liveEventsPlugin = fp(
  async (app) => {
    const hub = createLiveEventHub(app.log);
    app.decorate('liveEvents', hub);
    if (app.redis) {
      const channel = `${app.config.REDIS_PREFIX}live-events`;
      const stop = await startRedisRelay(hub, { redis: app.redis, channel, log: app.log });
      app.addHook('onClose', stop);
    }
  },
  { name: 'live-events', dependencies: ['redis'] },
);
