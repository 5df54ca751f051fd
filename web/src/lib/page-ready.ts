import { useEffect } from 'react';

/**
 * The one prop a page inside a centre (member centre, agent centre, support) takes: the centre's
 * loader hides when it is called (spec 2 §2, §9 loader fallback).
 */
export interface PageReadyProps {
  onReady?: () => void;
}

/** Calls onReady once the page's first data is in (or failed). */
export function useReadyWhen(settled: boolean, onReady: (() => void) | undefined): void {
  useEffect(() => {
    if (settled) onReady?.();
  }, [settled, onReady]);
}
