import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryCalls, type LottLaunchRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/**
 * Lottery launch (GET /wps/game/launchGame, launchMode LOTT, spec 2 §7): answers value.gameUrl.
 * A failed lottery launch returns quietly (spec 2 §8): no dialog, the caller shows its own state.
 */
export async function launchLottery(req: LottLaunchRequest): Promise<string> {
  const reply = await request(lotteryCalls.launch, req, { alert: false });
  if (!('gameUrl' in reply) || !reply.gameUrl) throw new Error('lottery launch answered no gameUrl');
  return reply.gameUrl;
}

export const getLaunchLotteryQueryOptions = (req: LottLaunchRequest, enabled: boolean) =>
  queryOptions({
    queryKey: ['lottery', 'launch', req] as const,
    queryFn: () => launchLottery(req),
    enabled,
    // each launch is a fresh ticket: never refetched behind the player's back, never reused later
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useLaunchLottery = (req: LottLaunchRequest, enabled: boolean) => useQuery(getLaunchLotteryQueryOptions(req, enabled));
