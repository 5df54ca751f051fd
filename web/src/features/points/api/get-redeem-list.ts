import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REDEEM_RECORD_PAGE_SIZE, pointCalls, type Page, type RedemptionRecord } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import type { DayTimes } from '../model/day-range';

export type RedemptionStatusFilter = 'ALL' | RedemptionRecord['status'];

/** The member's redemption records in a range, 13 a page, all statuses or one (spec 2 §4, §7, §9). */
export const getRedeemList = (range: DayTimes, status: RedemptionStatusFilter, page: number): Promise<Page<RedemptionRecord>> =>
  request(pointCalls.redeemList, {
    startDate: range.startTime,
    endDate: range.endTime,
    page,
    size: REDEEM_RECORD_PAGE_SIZE,
    ...(status === 'ALL' ? {} : { status }),
  });

export const REDEEM_LIST_QUERY_KEY = [pointCalls.redeemList.id] as const;

export const getRedeemListQueryOptions = (range: DayTimes, status: RedemptionStatusFilter, page: number) =>
  queryOptions({
    queryKey: [...REDEEM_LIST_QUERY_KEY, range.startTime, range.endTime, status, page] as const,
    queryFn: () => getRedeemList(range, status, page),
    placeholderData: keepPreviousData,
  });

export const useRedeemList = (range: DayTimes, status: RedemptionStatusFilter, page: number) => useQuery(getRedeemListQueryOptions(range, status, page));
