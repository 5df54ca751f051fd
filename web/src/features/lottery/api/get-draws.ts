import { queryOptions, useQuery } from '@tanstack/react-query';
import { DRAW_LIST_SIZE, lotteryCalls, type LotteryDraw } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Latest draw of each game (GET /lgw/draw, spec 2 §7); the home list shows 5 (spec 2 §9). */
export const getDraws = (size: number = DRAW_LIST_SIZE): Promise<LotteryDraw[]> =>
  request(lotteryCalls.draws, { size }, { alert: false });

export const getDrawsQueryOptions = (size: number = DRAW_LIST_SIZE) =>
  queryOptions({ queryKey: ['lottery', 'draws', size] as const, queryFn: () => getDraws(size), staleTime: 15_000 });

export const useDraws = (size: number = DRAW_LIST_SIZE) => useQuery(getDrawsQueryOptions(size));
