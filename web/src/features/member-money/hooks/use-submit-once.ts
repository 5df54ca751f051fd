import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs a spending submission once at a time with a fresh idempotency key (ARCHITECTURE.md: requests
 * that spend take one): a second submit while the first is under way is ignored, and a failure
 * (already shown by the error funnel) resolves to undefined.
 */
export function useSubmitOnce<T>(run: (idempotencyKey: string) => Promise<T>): () => Promise<T | undefined> {
  const busy = useRef(false);
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  }, [run]);
  return useCallback(async () => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await latest.current(crypto.randomUUID());
    } catch {
      return undefined;
    } finally {
      busy.current = false;
    }
  }, []);
}
