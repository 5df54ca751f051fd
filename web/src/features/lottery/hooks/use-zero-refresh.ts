import { useEffect, useRef } from 'react';
import { REFRESH_THROTTLE_MS } from '@lotto/contract';
import { createRefreshThrottle } from '../model/quick-bet';

/**
 * At a countdown's zero, asks for a refresh of the issue or the open games, at most once per 5 s
 * while it stays at zero (spec 2 §4 Quick-bet, §9 refresh throttle 5 s).
 */
export function useZeroRefresh(leftMs: number | null, now: number, refresh: () => void): void {
  const throttle = useRef(createRefreshThrottle(REFRESH_THROTTLE_MS));
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    if (leftMs === null || leftMs > 0) return;
    if (throttle.current.tryRun()) latest.current();
  }, [leftMs, now]);
}
