import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountSecurityCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** The member's live sessions; the calling one is marked current (ours, issue 14). */
export const getSessions = () => request(accountSecurityCalls.sessions, {}, { alert: false });

export const SESSIONS_QUERY_KEY = [accountSecurityCalls.sessions.id] as const;

export const useSessions = () => useQuery(queryOptions({ queryKey: SESSIONS_QUERY_KEY, queryFn: getSessions, staleTime: 0 }));
