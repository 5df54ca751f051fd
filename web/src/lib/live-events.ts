import { useEffect, useRef } from 'react';
import {
  SOCKET_PATH,
  parseTopic,
  serverFrameSchema,
  type ClientFrame,
  type LiveEvent,
  type LiveEventType,
} from '@lotto/contract';

/**
 * Live events (spec 3 "Live events"): one WebSocket at SOCKET_PATH, subscribed to the member's user
 * topic (with merchant and token) and the merchant's setting topic. The connection is started by
 * the app shell while a member is logged in; features listen with `useLiveEvent` without knowing
 * about the connection, so they never import each other.
 */

type LiveEventHandler = (event: LiveEvent, topic: string) => void;

const handlers = new Set<LiveEventHandler>();

/** Hears every event the open connection receives; answers the unsubscribe function. */
export function onLiveEvent(handler: LiveEventHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

function dispatch(event: LiveEvent, topic: string): void {
  for (const handler of [...handlers]) {
    try {
      handler(event, topic);
    } catch (err) {
      // one listener failing must not keep the event from the others
      console.error('[live events]', err);
    }
  }
}

/** Runs `handler` for events of the given types while the component is mounted. */
export function useLiveEvent(types: readonly LiveEventType[], handler: (event: LiveEvent) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);
  const key = types.join(',');
  useEffect(() => {
    const wanted = new Set<string>(key.split(','));
    return onLiveEvent((event) => {
      if (wanted.has(event.type)) latest.current(event);
    });
  }, [key]);
}

// Reconnect after 1 s, doubling to at most 30 s, each with ±20 % jitter so a restarted server is
// not hit by every site at the same instant.
const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
// The client pings now and then; a connection that stays silent after a ping is dead (a sleeping
// laptop, a dropped network) even when the browser has not noticed yet.
export const KEEPALIVE_INTERVAL_MS = 25_000;
export const KEEPALIVE_TIMEOUT_MS = 10_000;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** ws: or wss: on this page's own host (the dev server proxies SOCKET_PATH). */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${SOCKET_PATH}`;
}

/** The part of the browser's WebSocket the client uses (tests give a fake at this edge). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: Event) => unknown) | null;
  onmessage: ((ev: MessageEvent) => unknown) | null;
  onclose: ((ev: CloseEvent) => unknown) | null;
  onerror: ((ev: Event) => unknown) | null;
}

interface LiveConnectionOptions {
  merchant: string;
  token: string;
  topics: readonly string[];
  url?: string;
  createSocket?: (url: string) => LiveSocket;
  /** After a reconnection is subscribed again: events may have been missed while away. */
  onReconnected?: () => void;
}

const CONNECTING = 0;
const OPEN = 1;

/**
 * Connects and keeps connected until the returned stop function is called: subscribes on every
 * open, reconnects with backoff after any close, and hands events to `onLiveEvent` listeners.
 */
export function connectLiveEvents(opts: LiveConnectionOptions): () => void {
  const url = opts.url ?? liveSocketUrl();
  const create = opts.createSocket ?? ((u: string) => new WebSocket(u));
  const topics = new Set(opts.topics);
  let socket: LiveSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let everSubscribed = false;
  let subscribedHere = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let keepaliveTimer: ReturnType<typeof setInterval> | null = null;
  let silenceTimer: ReturnType<typeof setTimeout> | null = null;

  const clearTimers = () => {
    if (keepaliveTimer) clearInterval(keepaliveTimer);
    if (silenceTimer) clearTimeout(silenceTimer);
    keepaliveTimer = silenceTimer = null;
  };

  const send = (frame: ClientFrame) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
  };

  const subscribeAll = () => {
    for (const topic of topics) {
      // the token goes only where it is needed: the user topic
      const withToken = parseTopic(topic)?.kind === 'user';
      send({ action: 'subscribe', topic, merchant: opts.merchant, ...(withToken ? { token: opts.token } : {}) });
    }
  };

  /** Leaves the current socket for good and plans the next attempt. */
  const drop = () => {
    clearTimers();
    const old = socket;
    socket = null;
    if (old) {
      old.onmessage = old.onclose = old.onerror = null;
      // closing a socket still connecting makes browsers log an error: let it open, then close it
      if (old.readyState === CONNECTING) {
        old.onopen = () => old.close();
      } else {
        old.onopen = null;
        old.close();
      }
    }
    if (stopped || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      open();
    }, reconnectDelay(attempt++));
  };

  const onFrame = (raw: unknown) => {
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = null;
    if (typeof raw !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return;
    }
    // a frame or event type this build does not know is skipped, not an error
    const parsed = serverFrameSchema.safeParse(json);
    if (!parsed.success) return;
    const frame = parsed.data;
    if (frame.kind === 'subscribed' && !subscribedHere) {
      subscribedHere = true;
      attempt = 0;
      if (everSubscribed) opts.onReconnected?.();
      everSubscribed = true;
    } else if (frame.kind === 'event' && topics.has(frame.topic)) {
      dispatch(frame.event, frame.topic);
    }
    // error frames (a refused or ended subscription) need nothing here: a dead session shows
    // itself through the next API call and its error funnel, which signs the member out
  };

  const open = () => {
    if (stopped) return;
    subscribedHere = false;
    let s: LiveSocket;
    try {
      s = create(url);
    } catch {
      drop();
      return;
    }
    socket = s;
    s.onopen = () => {
      subscribeAll();
      keepaliveTimer = setInterval(() => {
        send({ action: 'ping' });
        silenceTimer ??= setTimeout(drop, KEEPALIVE_TIMEOUT_MS);
      }, KEEPALIVE_INTERVAL_MS);
    };
    s.onmessage = (e) => onFrame(e.data);
    s.onclose = drop;
    s.onerror = drop;
  };

  // back online: try at once instead of waiting out the backoff
  const online = () => {
    if (!reconnectTimer || stopped) return;
    clearTimeout(reconnectTimer);
    reconnectTimer = null;
    open();
  };
  window.addEventListener('online', online);

  open();
  return () => {
    stopped = true;
    window.removeEventListener('online', online);
    if (reconnectTimer) clearTimeout(reconnectTimer);
    reconnectTimer = null;
    drop();
  };
}
