import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberCalls, type FundsConsolidated } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** GET /wps/member/info/funds/consolidated (spec 2 §7): the main and vendor wallets with balances. */
export const getFunds = (): Promise<FundsConsolidated> => request(memberCalls.fundsConsolidated, {}, { alert: false });

export const FUNDS_QUERY_KEY = [memberCalls.fundsConsolidated.id] as const;

export const getFundsQueryOptions = () => queryOptions({ queryKey: FUNDS_QUERY_KEY, queryFn: getFunds, staleTime: 10_000 });

export const useFunds = () => useQuery(getFundsQueryOptions());
