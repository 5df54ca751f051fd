import { useEffect } from 'react';

/** Tells the member centre the page's first data is in (or failed), so its loader can go (spec 2 §2, §9). */
export function useReadyWhen(settled: boolean, onReady: (() => void) | undefined): void {
  useEffect(() => {
    if (settled) onReady?.();
  }, [settled, onReady]);
}
