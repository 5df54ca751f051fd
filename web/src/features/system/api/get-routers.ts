import { queryOptions } from '@tanstack/react-query';
import { systemCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { readCustomerService } from '../customer-service';

/** Routers list: customer-service entries (paths read as addresses) and the domain list the retry pings (spec 1 §7). */
export const getRouters = async () => {
  const routers = await request(systemCalls.routers, {}, { alert: false });
  return { ...routers, customerService: readCustomerService(routers.customerService) };
};

export const getRoutersQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'routers'] as const,
    queryFn: getRouters,
    staleTime: 60_000,
    retry: 0,
  });
