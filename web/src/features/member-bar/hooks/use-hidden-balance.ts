import { useCallback, useSyncExternalStore } from 'react';

/** Local key of the balance hide toggle; it outlives the session like the language does. */
export const HIDE_BALANCE_KEY = 'hideBalance';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(HIDE_BALANCE_KEY) === '1';
  } catch {
    return false;
  }
}

/** The balance hide toggle, persisted and shared by the header and the drawer (spec 1 §1). */
export function useHiddenBalance(): [boolean, () => void] {
  const hidden = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => false,
  );
  const toggle = useCallback(() => {
    try {
      localStorage.setItem(HIDE_BALANCE_KEY, read() ? '0' : '1');
    } catch {
      // not remembered, still toggled for listeners below
    }
    for (const l of listeners) l();
  }, []);
  return [hidden, toggle];
}
