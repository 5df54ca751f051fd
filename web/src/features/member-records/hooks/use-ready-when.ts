import { useEffect } from 'react';

/** Tells the member centre the page's first data is in (or failed), so its loader can go (spec 2 §2, §9 loader). */
export function useReadyWhen(settled: boolean, onReady: (() => void) | undefined): void {
  useEffect(() => {
    if (settled) onReady?.();
  }, [settled, onReady]);
}

/** The one prop a member-centre page takes, optional: the centre's loader hides when it is called. */
export interface MemberPageReady {
  onReady?: () => void;
}
