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

/** Server-clock epoch ms, re-rendering once a second. */
export const useServerTick = (): number => useSyncExternalStore(subscribe, snapshot, snapshot);
