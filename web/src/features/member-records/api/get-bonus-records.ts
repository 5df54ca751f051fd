import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { recordCalls, type AccountRecordsReply } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import type { AccountRecordsFilter } from './get-account-records';

/** Bonus details (records.bonuses, ours: issue 14): the bonus entries of the ledger, newest first, with totals and the bonus kinds. */
export const getBonusRecords = ({ kind, ...f }: AccountRecordsFilter): Promise<AccountRecordsReply> =>
  request(recordCalls.bonuses, { ...f, ...(kind ? { kind } : {}) }, { alert: false });

export const getBonusRecordsQueryOptions = (f: AccountRecordsFilter) =>
  queryOptions({ queryKey: [recordCalls.bonuses.id, f] as const, queryFn: () => getBonusRecords(f), placeholderData: keepPreviousData });

export const useBonusRecords = (f: AccountRecordsFilter, enabled: boolean) => useQuery({ ...getBonusRecordsQueryOptions(f), enabled });
