import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryCalls, type OpenedIssue } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { timed, type Timed } from './timed';

/** Open issues of every game (GET /lgw/games/opened/numero, spec 2 §7): the quick-bet and countdown lists. */
export const getOpenedNumeros = (prizeMode?: string): Promise<Timed<OpenedIssue[]>> =>
  timed(async () => Object.values(await request(lotteryCalls.openedNumeros, prizeMode ? { prizeMode } : {}, { alert: false })));

export const getOpenedNumerosQueryOptions = (prizeMode?: string) =>
  queryOptions({
    queryKey: ['lottery', 'opened', prizeMode ?? ''] as const,
    queryFn: () => getOpenedNumeros(prizeMode),
    staleTime: 10_000,
  });

export const useOpenedNumeros = (prizeMode?: string) => useQuery(getOpenedNumerosQueryOptions(prizeMode));
