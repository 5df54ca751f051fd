import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemCalls, type SiteSettings } from '@lotto/contract';
import { quietSystemCall } from './quiet-system-call';

/** Consolidated site settings: brand, theme, languages, menu (spec 1 §7 System). */
export const getSettings = (): Promise<SiteSettings> => quietSystemCall(systemCalls.settings);

export const getSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'settings'] as const,
    queryFn: getSettings,
    staleTime: 5 * 60_000,
  });

export const useSettings = () => useQuery(getSettingsQueryOptions());
