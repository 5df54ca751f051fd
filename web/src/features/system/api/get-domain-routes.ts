import { queryOptions } from '@tanstack/react-query';
import { systemCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Domains of this merchant for the speed test (spec 1 §7 /wps/system/domainRoute). */
export const getDomainRoutes = () => request(systemCalls.domainRoute, {}, { alert: false });

export const getDomainRoutesQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'domainRoute'] as const, queryFn: getDomainRoutes, staleTime: 5 * 60_000 });
