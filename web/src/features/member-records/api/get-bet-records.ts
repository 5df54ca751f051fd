import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { recordCalls, type BetRecordsReply, type RecordProductType } from '@lotto/contract';
import { request } from '../../../lib/api-client';

export interface BetRecordsFilter {
  startTime: number;
  endTime: number;
  productType?: RecordProductType;
  page: number;
}

/** The betting record (records.bets, ours: issue 14): rounds and lottery bets, newest first, with totals. */
export const getBetRecords = ({ productType, ...f }: BetRecordsFilter): Promise<BetRecordsReply> =>
  request(recordCalls.bets, { ...f, ...(productType ? { productType } : {}) }, { alert: false });

export const getBetRecordsQueryOptions = (f: BetRecordsFilter) =>
  queryOptions({ queryKey: [recordCalls.bets.id, f] as const, queryFn: () => getBetRecords(f), placeholderData: keepPreviousData });

export const useBetRecords = (f: BetRecordsFilter, enabled: boolean) => useQuery({ ...getBetRecordsQueryOptions(f), enabled });
