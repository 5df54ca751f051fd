import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryCalls, type CallReply } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { timed, type Timed } from './timed';

export type NearNumeros = CallReply<typeof lotteryCalls.nearNumeros>;

/** Current and last issue of one game (GET /lgw/numeros/near with gameId, spec 2 §7 "Issue: gameId"). */
export const getNearNumeros = (gameId: number): Promise<Timed<NearNumeros>> =>
  timed(() => request(lotteryCalls.nearNumeros, { gameId }, { alert: false }));

export const getNearNumerosQueryOptions = (gameId: number | null) =>
  queryOptions({
    queryKey: ['lottery', 'near', gameId] as const,
    queryFn: () => getNearNumeros(gameId!),
    enabled: gameId !== null,
    staleTime: 5_000,
  });

export const useNearNumeros = (gameId: number | null) => useQuery(getNearNumerosQueryOptions(gameId));
