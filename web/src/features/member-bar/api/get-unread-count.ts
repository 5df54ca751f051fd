import { queryOptions, useQuery } from '@tanstack/react-query';
import { otherCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Unread inbox messages (CSP_unreadCount, a silent relay: spec 3). */
export const getUnreadCount = async (): Promise<number> => (await request(otherCalls.inboxUnreadCount)).unreadCount;

export const getUnreadCountQueryOptions = () =>
  queryOptions({ queryKey: ['member', 'unread'] as const, queryFn: getUnreadCount, staleTime: 60_000 });

/** Only asked when the caller allows it: isAgent 40, 41, 42 and 4 skip it (spec 1 §6), INBOX3 must be on. */
export const useUnreadCount = (enabled: boolean) => useQuery({ ...getUnreadCountQueryOptions(), enabled });
