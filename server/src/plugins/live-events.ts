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
export type LiveEventSource = 'local' | 'relayed';
type LiveEventListener = (topic: string, event: LiveEvent, source: LiveEventSource) => void;

/** A notice about one record (a session that ended, a member whose data changed), by its id. */
type NoticeListener = (id: number, source: LiveEventSource) => void;

export interface LiveEventHub {
  publish(topic: string, event: LiveEvent): void;
  /** A session ended (logout): sockets here and, through the relay, in every process drop its user topic at once. */
  endSession(sessionId: number): void;
  /** A session end another process published: reaches this process's sockets, never goes back out. */
  deliverRelayedSessionEnd(sessionId: number): void;
  /** Answers the unsubscribe function. */
  onSessionEnd(listener: NoticeListener): () => void;
  /**
   * A member's data changed (their favourites): what a process keeps of it is stale, here and,
   * through the relay, in every process.
   */
  memberChanged(customerId: number): void;
  /** A member change another process published: reaches this process's listeners, never goes back out. */
  deliverRelayedMemberChange(customerId: number): void;
  /** Answers the unsubscribe function. */
  onMemberChange(listener: NoticeListener): () => void;
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

type HubLog = { error: (o: object, m: string) => void };

/** The listeners of one kind of notice; a failing listener is logged and the others still run. */
function noticeBoard(what: string, log?: HubLog) {
  const listeners = new Set<NoticeListener>();
  return {
    notify: (id: number, source: LiveEventSource) => {
      for (const listener of listeners) {
        try {
          listener(id, source);
        } catch (err) {
          log?.error({ err, id }, `${what} listener failed`);
        }
      }
    },
    on: (listener: NoticeListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createLiveEventHub(log?: HubLog): LiveEventHub {
  const listeners = new Set<LiveEventListener>();
  const sessionEnds = noticeBoard('session end', log);
  const memberChanges = noticeBoard('member change', log);
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
    endSession: (sessionId) => sessionEnds.notify(sessionId, 'local'),
    deliverRelayedSessionEnd: (sessionId) => sessionEnds.notify(sessionId, 'relayed'),
    onSessionEnd: sessionEnds.on,
    memberChanged: (customerId) => memberChanges.notify(customerId, 'local'),
    deliverRelayedMemberChange: (customerId) => memberChanges.notify(customerId, 'relayed'),
    onMemberChange: memberChanges.on,
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
