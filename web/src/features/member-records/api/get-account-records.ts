import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { recordCalls, type AccountRecordsReply } from '@lotto/contract';
import { request } from '../../../lib/api-client';

export interface AccountRecordsFilter {
  startTime: number;
  endTime: number;
  kind?: string;
  page: number;
}

/** The account record (records.account, ours: issue 14): ledger entries, newest first, with totals and kinds. */
export const getAccountRecords = ({ kind, ...f }: AccountRecordsFilter): Promise<AccountRecordsReply> =>
  request(recordCalls.account, { ...f, ...(kind ? { kind } : {}) }, { alert: false });

export const getAccountRecordsQueryOptions = (f: AccountRecordsFilter) =>
  queryOptions({ queryKey: [recordCalls.account.id, f] as const, queryFn: () => getAccountRecords(f), placeholderData: keepPreviousData });

export const useAccountRecords = (f: AccountRecordsFilter, enabled: boolean) => useQuery({ ...getAccountRecordsQueryOptions(f), enabled });
