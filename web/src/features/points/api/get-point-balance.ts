import { queryOptions, useQuery } from '@tanstack/react-query';
import { pointCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** The member's point balance (MCSFE_getPointBalance, spec 2 §7). */
export const getPointBalance = (): Promise<number> => request(pointCalls.balance).then((v) => v.balance);

export const POINT_BALANCE_QUERY_KEY = [pointCalls.balance.id] as const;

export const getPointBalanceQueryOptions = () => queryOptions({ queryKey: POINT_BALANCE_QUERY_KEY, queryFn: getPointBalance });

export const usePointBalance = (enabled: boolean) => useQuery({ ...getPointBalanceQueryOptions(), enabled });
