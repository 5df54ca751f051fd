import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EXCLUDED_TX_TYPE_IDS, POINTS_ACCOUNT_TYPE_ID, TRANSACTION_PAGE_SIZE, otherCalls, type MemberTransaction, type Page } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import type { DayTimes } from '../model/day-range';

/** The points account's transactions (ODSFE2_MemTransDet: accountTypeId 9, 12 a page, 9203 left out; spec 2 §7). */
export const getPointTransactions = (account: string, range: DayTimes, page: number): Promise<Page<MemberTransaction>> =>
  request(otherCalls.memberTransactions, {
    subordinateName: account,
    startTime: range.startTime,
    endTime: range.endTime,
    accountTypeId: POINTS_ACCOUNT_TYPE_ID,
    size: TRANSACTION_PAGE_SIZE,
    page,
    excludeTxTypeIds: EXCLUDED_TX_TYPE_IDS.join(','),
  });

export const POINT_TRANSACTIONS_QUERY_KEY = [otherCalls.memberTransactions.id] as const;

export const getPointTransactionsQueryOptions = (account: string, range: DayTimes, page: number) =>
  queryOptions({
    queryKey: [...POINT_TRANSACTIONS_QUERY_KEY, account, range.startTime, range.endTime, page] as const,
    queryFn: () => getPointTransactions(account, range, page),
    placeholderData: keepPreviousData,
  });

export const usePointTransactions = (account: string, range: DayTimes, page: number) => useQuery(getPointTransactionsQueryOptions(account, range, page));
