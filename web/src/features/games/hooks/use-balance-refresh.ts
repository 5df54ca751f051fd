import { useCallback, useEffect, useRef } from 'react';
import { BALANCE_REFRESH_DEBOUNCE_MS, BALANCE_REFRESH_DELAY_MS } from '@lotto/contract';
import { isLoggedIn } from '../../../lib/storage';

/**
 * A balance refresh delayed 500 ms and debounced 1000 ms (spec 2 §4 "Balance refresh", §9): a burst
 * of returns (focus, frame close) asks once. `refresh` comes from the route (the session's refetch).
 */
export function useBalanceRefresh(refresh: (() => void) | undefined): () => void {
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (!latest.current) return;
    const now = Date.now();
    if (timer.current || now - last.current < BALANCE_REFRESH_DEBOUNCE_MS) return;
    last.current = now;
    timer.current = setTimeout(() => {
      timer.current = null;
      // a refetch of a signed-out session would only fail
      if (isLoggedIn()) latest.current?.();
    }, BALANCE_REFRESH_DELAY_MS);
  }, []);
}

/**
 * After a game opened in another window, the player's return to this tab (focus or visible)
 * refreshes the balance once (spec 2 §4).
 */
export function useRefreshOnReturn(refresh: (() => void) | undefined): () => void {
  const schedule = useBalanceRefresh(refresh);
  const armed = useRef(false);
  useEffect(() => {
    const back = () => {
      if (!armed.current || document.visibilityState === 'hidden') return;
      armed.current = false;
      schedule();
    };
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, [schedule]);
  return useCallback(() => {
    armed.current = true;
  }, []);
}

/**
 * The demo vendor's page posts `{ type: 'vendor:balance' }` to the site after each round; while a
 * game plays in the in-page frame, that asks for the (delayed, debounced) balance refresh, so the
 * info bar follows play instead of waiting for the player to close the game. Same origin only.
 */
export function useRefreshOnVendorMessage(refresh: (() => void) | undefined): void {
  const schedule = useBalanceRefresh(refresh);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const data: unknown = e.data;
      if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'vendor:balance') schedule();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [schedule]);
}
