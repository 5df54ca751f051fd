import { INBOX_LOOKBACK_DAYS, INBOX_SORT, otherCalls, type InboxMessage } from '@lotto/contract';
import { request } from '../../../lib/api-client';

const DAY_MS = 86_400_000;

/**
 * The inbox check (spec 2 §4, §7 CSP_getInbox): the newest unread message of the last 7 days,
 * page 1, size 1, sort sendTime:desc, read false. Quiet: a failure is retried by the caller.
 */
export async function getNewestUnread(now: number = Date.now()): Promise<InboxMessage | null> {
  const page = await request(
    otherCalls.inbox,
    { page: 1, size: 1, sort: INBOX_SORT, read: false, startTime: now - INBOX_LOOKBACK_DAYS * DAY_MS, endTime: now },
    { alert: false },
  );
  return page.content[0] ?? null;
}
