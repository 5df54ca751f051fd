import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live-events';
import { getLotteryMenusQueryOptions } from '../api/get-lottery-menus';
import { getOpenedNumerosQueryOptions } from '../api/get-opened-numeros';
import { getPopularLotteriesQueryOptions } from '../api/get-popular-lotteries';

// The lottery game lists (menus, popular, open issues) under every count and prize mode: the
// factories' keys without their last part (the count or the prize mode).
const LOTTERY_GAME_LIST_KEYS = [
  getLotteryMenusQueryOptions().queryKey,
  getPopularLotteriesQueryOptions(0).queryKey.slice(0, -1),
  getOpenedNumerosQueryOptions().queryKey.slice(0, -1),
];

/**
 * A LGSGAMESETTING message on the merchant's setting topic clears the cached lottery game lists
 * (spec 3 "Live events"): lists on screen load again, the others on their next use. Renders nothing.
 */
export function LotterySettingRefresh(): null {
  const queryClient = useQueryClient();
  useLiveEvent(['LGSGAMESETTING'], () => {
    for (const queryKey of LOTTERY_GAME_LIST_KEYS) void queryClient.invalidateQueries({ queryKey });
  });
  return null;
}
