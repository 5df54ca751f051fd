import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemCalls, type SystemStatus } from '@lotto/contract';
import { quietSystemCall } from './quiet-system-call';

/** System status for this host (spec 1 §7: sends the url host). */
export const getStatus = (host: string = window.location.host): Promise<SystemStatus> =>
  quietSystemCall(systemCalls.status, { url: host });

export const STATUS_QUERY_KEY = ['system', 'status'] as const;

export const getStatusQueryOptions = () =>
  queryOptions({
    queryKey: STATUS_QUERY_KEY,
    queryFn: () => getStatus(),
    staleTime: 60_000,
    // visibility refetch is explicit (use-system-status) so the spec rule is visible and tested
    refetchOnWindowFocus: false,
  });

export const useStatus = () => useQuery(getStatusQueryOptions());
