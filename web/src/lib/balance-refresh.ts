import { createContext, createElement, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { BALANCE_REFRESH_DEBOUNCE_MS, BALANCE_REFRESH_DELAY_MS, vendorBalanceMessageSchema } from '@lotto/contract';
import { isLoggedIn } from './storage';

/**
 * The balance refresh of spec 2 §4 "Balance refresh" (§9): delayed 500 ms and debounced 1000 ms.
 * The site shell owns the one scheduler, so every reason to refresh (a live money event, a game
 * frame's round report, a game window closing, the player coming back to the tab) joins the same
 * burst and asks once. Pages and features ask through `useRequestBalanceRefresh`.
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

const BalanceRefreshContext = createContext<() => void>(() => undefined);

/** Hands the shell's scheduler to the pages below it. */
export function BalanceRefreshProvider({ request, children }: { request: () => void; children: ReactNode }) {
  return createElement(BalanceRefreshContext.Provider, { value: request }, children);
}

/** Asks the shell for a balance refresh (a no-op outside it, e.g. in a game window). */
export function useRequestBalanceRefresh(): () => void {
  return useContext(BalanceRefreshContext);
}

/**
 * The shell's scheduler and the window-wide reasons it listens to: a round reported by any game
 * page of this origin in a frame of this tab (`vendor:balance`), and a game playing in another
 * window of the site (announceBalanceMoved). Returns the scheduler for the shell's other sources.
 */
export function useBalanceRefreshOwner(refresh: (() => void) | undefined): () => void {
  const schedule = useBalanceRefresh(refresh);
  useVendorBalanceMessages(schedule);
  useEffect(() => {
    const channel = openBalanceChannel();
    if (!channel) return;
    channel.onmessage = (e: MessageEvent) => {
      const data: unknown = e.data;
      if (data && typeof data === 'object' && (data as { type?: unknown }).type === BALANCE_MOVED) schedule();
    };
    return () => channel.close();
  }, [schedule]);
  return schedule;
}

/**
 * After a game opened in another window, the player's return to this tab (focus or visible)
 * asks for a refresh once (spec 2 §4). Returns the arming function to call when the window opens.
 */
export function useRefreshOnReturn(): () => void {
  const request = useRequestBalanceRefresh();
  const armed = useRef(false);
  useEffect(() => {
    const back = () => {
      if (!armed.current || document.visibilityState === 'hidden') return;
      armed.current = false;
      request();
    };
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, [request]);
  return useCallback(() => {
    armed.current = true;
  }, []);
}

/** Calls `onRound` for each balance message a game page of this origin posts (off while undefined). */
export function useVendorBalanceMessages(onRound: (() => void) | undefined): void {
  useEffect(() => {
    if (!onRound) return;
    const onMessage = (e: MessageEvent) => {
      if (e.origin === window.location.origin && vendorBalanceMessageSchema.safeParse(e.data).success) onRound();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onRound]);
}

/** Same-origin windows of the site tell each other that the balance moved (a game in another window). */
const BALANCE_CHANNEL = 'lotto:balance';
const BALANCE_MOVED = 'balance:moved';

function openBalanceChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(BALANCE_CHANNEL) : null;
}

let announcer: BroadcastChannel | null | undefined;

/**
 * Said by a game window (the player page): a round moved the balance, or the game closed. The
 * site's tabs refresh their info bar (delayed, debounced) without waiting for the player to return.
 */
export function announceBalanceMoved(): void {
  // One channel for the window's life: a channel closed right after posting may drop the message
  // (Node's BroadcastChannel does, under load), and the window announces again with every round.
  announcer ??= openBalanceChannel();
  announcer?.postMessage({ type: BALANCE_MOVED });
}
