import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { otherCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

export const INBOX_PAGE_SIZE = 10; // ours: one screen of messages

/** CSP_getInbox (spec 2 §7), unread first and each part newest first (the contract's ours sort). */
export const getInbox = (page: number) =>
  request(otherCalls.inbox, { page, size: INBOX_PAGE_SIZE, sort: 'read:asc,sendTime:desc' }, { alert: false });

export const INBOX_QUERY_KEY = [otherCalls.inbox.id] as const;

export const useInbox = (page: number) =>
  useQuery({
    ...queryOptions({ queryKey: [...INBOX_QUERY_KEY, page] as const, queryFn: () => getInbox(page) }),
    placeholderData: keepPreviousData,
  });
