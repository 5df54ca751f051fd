import { queryOptions } from '@tanstack/react-query';
import { systemCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Routers list: customer-service entries and the domain list the retry pings (spec 1 §7). */
export const getRouters = () => request(systemCalls.routers, {}, { alert: false });

export const getRoutersQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'routers'] as const,
    queryFn: getRouters,
    staleTime: 60_000,
    retry: 0,
  });
