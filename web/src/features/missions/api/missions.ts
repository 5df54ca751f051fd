import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { missionCalls, promotionCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { useRequestBalanceRefresh } from '../../../lib/balance-refresh';
import { currentLanguage } from '../../../lib/i18n';

/** The member's missions with progress in their current period (ours: missions.list). */
export const MISSIONS_QUERY_KEY = [missionCalls.list.id] as const;
export const useMissions = () =>
  useQuery({ queryKey: [...MISSIONS_QUERY_KEY, currentLanguage()], queryFn: () => request(missionCalls.list), staleTime: 30_000 });

/** The week's leaderboard (ours: missions.leaderboard). */
export const LEADERBOARD_QUERY_KEY = [missionCalls.leaderboard.id] as const;
export const useMissionLeaderboard = () =>
  useQuery({ queryKey: LEADERBOARD_QUERY_KEY, queryFn: () => request(missionCalls.leaderboard), staleTime: 60_000 });

/**
 * Claims a complete mission (ours: missions.claim); afterwards the missions, the menu's mission
 * count (MCSFE_getAvailablePromotions) and the balances are read again.
 */
export function useClaimMission() {
  const client = useQueryClient();
  const refreshHeader = useRequestBalanceRefresh();
  return useMutation({
    mutationFn: (missionId: string) => request(missionCalls.claim, { missionId }),
    // the reward is in the main wallet: the header's balance follows (spec 2 §4 balance refresh)
    onSuccess: () => refreshHeader(),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: MISSIONS_QUERY_KEY });
      void client.invalidateQueries({ queryKey: [promotionCalls.available.id] });
    },
  });
}
