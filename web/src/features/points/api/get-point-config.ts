import { queryOptions, useQuery } from '@tanstack/react-query';
import { pointCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Exchange rate and earning rates of the merchant (MCSFE_getPointConfig, spec 2 §3). */
export const getPointConfig = () => request(pointCalls.config);

export const getPointConfigQueryOptions = () => queryOptions({ queryKey: [pointCalls.config.id] as const, queryFn: getPointConfig, staleTime: 5 * 60_000 });

export const usePointConfig = () => useQuery(getPointConfigQueryOptions());
