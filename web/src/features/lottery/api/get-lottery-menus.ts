import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryCalls, type LotteryMenuEntry } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Lottery menu (GET /lgw/games/game_menus, spec 2 §3 "Lottery menu entry"): the header's lottery submenu. */
export const getLotteryMenus = (): Promise<LotteryMenuEntry[]> => request(lotteryCalls.menus, {}, { alert: false });

export const getLotteryMenusQueryOptions = () =>
  queryOptions({ queryKey: ['lottery', 'menus'] as const, queryFn: getLotteryMenus, staleTime: 5 * 60_000 });

export const useLotteryMenus = () => useQuery(getLotteryMenusQueryOptions());
