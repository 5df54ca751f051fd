import { queryOptions, useQuery } from '@tanstack/react-query';
import { trackingCalls, type TrackingConfig } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** The tracking config of a host (spec 2 §3): its own, else the merchant's default, else null. Never a dialog (alert off). */
export const getTrackingConfig = (host: string): Promise<TrackingConfig | null> => request(trackingCalls.config, { host });

export const getTrackingConfigQueryOptions = (host: string) =>
  queryOptions({
    queryKey: [trackingCalls.config.id, host] as const,
    queryFn: () => getTrackingConfig(host),
    staleTime: 30 * 60_000,
    // nothing on the page waits for it: a failure is left alone until the next visit
    retry: false,
  });

/** The page's host as the platform matches it (port included; the server ignores it). */
export const pageHost = (): string => window.location.host;

export const useTrackingConfig = () => useQuery(getTrackingConfigQueryOptions(pageHost()));
