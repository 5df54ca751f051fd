import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountSecurityCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

export const LOGIN_HISTORY_PAGE_SIZE = 10; // ours: one screen of rows

/** The member's login attempts, newest first, paged (ours, issue 14). */
export const getLoginHistory = (page: number) =>
  request(accountSecurityCalls.loginHistory, { page, size: LOGIN_HISTORY_PAGE_SIZE }, { alert: false });

export const useLoginHistory = (page: number) =>
  useQuery({
    ...queryOptions({ queryKey: [accountSecurityCalls.loginHistory.id, page] as const, queryFn: () => getLoginHistory(page) }),
    placeholderData: keepPreviousData,
  });
