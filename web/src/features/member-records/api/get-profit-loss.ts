import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { recordCalls, type ProfitLossReply } from '@lotto/contract';
import { request } from '../../../lib/api-client';

export interface ProfitLossFilter {
  startTime: number;
  endTime: number;
}

/** Personal loss (records.profitLoss, ours: issue 14): profit and loss per product type, and the total. */
export const getProfitLoss = (f: ProfitLossFilter): Promise<ProfitLossReply> => request(recordCalls.profitLoss, f, { alert: false });

export const getProfitLossQueryOptions = (f: ProfitLossFilter) =>
  queryOptions({ queryKey: [recordCalls.profitLoss.id, f] as const, queryFn: () => getProfitLoss(f), placeholderData: keepPreviousData });

export const useProfitLoss = (f: ProfitLossFilter, enabled: boolean) => useQuery({ ...getProfitLossQueryOptions(f), enabled });
