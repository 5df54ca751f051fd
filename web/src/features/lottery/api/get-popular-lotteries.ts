import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryCalls, type PopularLottery } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Popular lotteries (GET /lgw/games/popular with count, spec 2 §7): the popular trend list. */
export const getPopularLotteries = (count: number): Promise<PopularLottery[]> =>
  request(lotteryCalls.popular, { count }, { alert: false });

export const getPopularLotteriesQueryOptions = (count: number) =>
  queryOptions({ queryKey: ['lottery', 'popular', count] as const, queryFn: () => getPopularLotteries(count), staleTime: 60_000 });

export const usePopularLotteries = (count: number) => useQuery(getPopularLotteriesQueryOptions(count));
