import { useCallback, useSyncExternalStore } from 'react';

const media = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** Whether a CSS media query matches now; the component renders again when that changes. */
export function useMediaQuery(query: string): boolean {
  // one subscription per query, not one at every render
  const subscribe = useCallback(
    (onChange: () => void) => {
      const m = media(query);
      m?.addEventListener?.('change', onChange);
      return () => m?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => media(query)?.matches ?? false, () => false);
}

/** Tailwind's `lg` breakpoint (64rem at the default 16 px): the desktop header with its menus. */
export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';
