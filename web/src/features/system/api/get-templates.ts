import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemCalls, type Templates } from '@lotto/contract';
import { quietSystemCall } from './quiet-system-call';

/** Merchant templates: footer copy, licences, links (spec 2 §7). */
export const getTemplates = (): Promise<Templates> => quietSystemCall(systemCalls.templates);

export const getTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'templates'] as const,
    queryFn: getTemplates,
    staleTime: 30 * 60_000,
  });

export const useTemplates = () => useQuery(getTemplatesQueryOptions());
