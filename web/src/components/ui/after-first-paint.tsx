import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Runs `run` once the browser is idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/**
 * Renders its children once the page around it has painted and the browser is idle: a long list
 * below the fold (the home page's game entries) stays out of the first render, which a phone then
 * paints sooner. Until then the fallback holds the place (same height, so nothing moves). The
 * children render as a transition: React yields to the browser every few milliseconds while it
 * renders them, so a tap or a scroll meanwhile is not held up by one long task.
 */
export function AfterFirstPaint({ children, fallback, timeoutMs = 1000 }: { children: ReactNode; fallback: ReactNode; timeoutMs?: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setReady(true)), timeoutMs), [timeoutMs]);
  return ready ? children : fallback;
}
