import { queryOptions, useQuery } from '@tanstack/react-query';
import { BALANCE_TYPE_ID, memberCalls, type Balance } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** GET /wps/v2/wallets/balance with typeId 0 (spec 1 §7). */
export const getBalance = (): Promise<Balance> => request(memberCalls.balance, { typeId: BALANCE_TYPE_ID });

export const BALANCE_QUERY_KEY = ['member', 'balance'] as const;

export const getBalanceQueryOptions = () =>
  // balances move with every bet; keep them fresher than the 30 s default
  queryOptions({ queryKey: BALANCE_QUERY_KEY, queryFn: getBalance, staleTime: 10_000 });

export const useBalanceQuery = (enabled: boolean) => useQuery({ ...getBalanceQueryOptions(), enabled });
