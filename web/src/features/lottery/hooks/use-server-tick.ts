import { useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS } from '@lotto/contract';
import { serverNow } from '../../../lib/api-client';

/**
 * One shared one-second ticker for every lottery countdown (spec 2 §9 countdown tick 1 s); the value
 * is the server clock (lib/server-clock), never the device clock alone.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let current = 0;

function tick() {
  current = serverNow();
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    current = serverNow();
    timer = setInterval(tick, COUNTDOWN_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

// stable between ticks (useSyncExternalStore needs that); refreshed when the first listener subscribes
const snapshot = () => {
  if (current === 0) current = serverNow();
  return current;
};

/**
 * Server-clock epoch ms, re-rendering once a second. `notBefore` (the server-clock arrival of the
 * reply a countdown is computed from) keeps the value from lagging behind fresh data: the last tick
 * may be up to a second older than a reply, which would show a second too much until the next one.
 */
export const useServerTick = (notBefore = 0): number => Math.max(useSyncExternalStore(subscribe, snapshot, snapshot), notBefore);
