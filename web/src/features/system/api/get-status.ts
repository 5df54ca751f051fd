import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemCalls, type SystemStatus } from '@lotto/contract';
import { quietSystemCall } from './quiet-system-call';
import { readCustomerService } from '../customer-service';

/** System status for this host (spec 1 §7: sends the url host), its customer-service paths read as addresses. */
/** The status request of this host (spec 1 §7: sends the url host). */
export const statusRequest = (host: string = window.location.host) => ({ url: host });

export const getStatus = async (host?: string): Promise<SystemStatus> => {
  const status = await quietSystemCall(systemCalls.status, statusRequest(host));
  return { ...status, info: { ...status.info, customerService: readCustomerService(status.info.customerService) } };
};

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
