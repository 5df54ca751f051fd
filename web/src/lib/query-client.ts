import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Client errors (4xx) will fail the same way again; timeouts, 5xx and network drops get one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // most reads (settings, lists, balance) change rarely within half a minute; features shorten where needed
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        // the status refetch on tab visibility is explicit (spec 1 §4), not every query's
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
