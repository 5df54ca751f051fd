import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryCalls, type LotteryDraw } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Draw history of one game (GET /lgw/draw/code/{gameCode}, spec 2 §7): the trend page. */
export const getDrawsByCode = (gameCode: string, size: number): Promise<LotteryDraw[]> =>
  request(lotteryCalls.drawsByCode, { gameCode, size }, { alert: false });

export const getDrawsByCodeQueryOptions = (gameCode: string | null, size = 30) =>
  queryOptions({
    queryKey: ['lottery', 'draws', 'code', gameCode, size] as const,
    queryFn: () => getDrawsByCode(gameCode!, size),
    enabled: gameCode !== null,
    staleTime: 15_000,
  });

export const useDrawsByCode = (gameCode: string | null, size = 30) => useQuery(getDrawsByCodeQueryOptions(gameCode, size));
