import { useEffect, useRef } from 'react';
import { INBOX_CHECK_DELAY_MS, INBOX_CHECK_RETRY_MS, type InboxMessage } from '@lotto/contract';
import { getNewestUnread } from '../api/check-inbox';

/**
 * The inbox check (spec 2 §4 S2-4.21, §9): 1 s after the member's session starts, the newest
 * unread message of the last 7 days is asked for; a failure is tried once more after 500 ms.
 * `onResult` hears the message (or null) once; it runs again only for another session.
 */
export function useInboxCheck(enabled: boolean, onResult: (message: InboxMessage | null) => void): void {
  const latest = useRef(onResult);
  useEffect(() => {
    latest.current = onResult;
  }, [onResult]);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = (retriesLeft: number) => {
      getNewestUnread().then(
        (message) => {
          if (!stopped) latest.current(message);
        },
        () => {
          if (!stopped && retriesLeft > 0) timer = setTimeout(() => attempt(retriesLeft - 1), INBOX_CHECK_RETRY_MS);
        },
      );
    };
    timer = setTimeout(() => attempt(1), INBOX_CHECK_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [enabled]);
}
