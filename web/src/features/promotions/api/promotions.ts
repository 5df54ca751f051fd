import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AVAILABLE_PROMOTIONS_POLL_MS, promotionCalls, type RaffleClaimRequest, type SignUpRewardRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

/** MCSFE_getMerchantAvailablePromotions: the promotions the page shows, in the language on screen. */
export const getMerchantPromotionsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: [promotionCalls.merchantAvailable.id, lang] as const,
    queryFn: () => request(promotionCalls.merchantAvailable),
    staleTime: 60_000,
  });
export const useMerchantPromotions = () => useQuery(getMerchantPromotionsQueryOptions(currentLanguage()));

/** MCS2_getPromotionClaimList (a silent relay): the member's claims with their status. */
export const CLAIM_LIST_QUERY_KEY = [promotionCalls.claimList.id] as const;
export const useClaimList = (enabled: boolean) =>
  useQuery({ queryKey: [...CLAIM_LIST_QUERY_KEY, currentLanguage()], queryFn: () => request(promotionCalls.claimList), enabled, staleTime: 30_000 });

/**
 * MCSFE_getAvailablePromotions (a silent relay), polled every 300,000 ms (spec 2 §9) while the
 * badge is shown; the member centre's menu reads the same query.
 */
export const AVAILABLE_QUERY_KEY = [promotionCalls.available.id] as const;
export const useAvailablePromotionsPolled = (enabled: boolean) =>
  useQuery({
    queryKey: AVAILABLE_QUERY_KEY,
    queryFn: () => request(promotionCalls.available),
    enabled,
    staleTime: 60_000,
    refetchInterval: enabled ? AVAILABLE_PROMOTIONS_POLL_MS : false,
  });

/** MCSFE_signUpRequestReward: a claim by application; the claim list and counts are read again after it. */
export function useSignUpReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: SignUpRewardRequest) => request(promotionCalls.signUpReward, data),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: CLAIM_LIST_QUERY_KEY });
      void client.invalidateQueries({ queryKey: AVAILABLE_QUERY_KEY });
    },
  });
}

/** MCSFE_getRafflePromotionStatus for one window. */
export const useRaffleStatus = (promotionId: string, raffleScheduleId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [promotionCalls.raffleStatus.id, promotionId, raffleScheduleId] as const,
    queryFn: () => request(promotionCalls.raffleStatus, { rafflePromotionId: promotionId, raffleScheduleId: raffleScheduleId ?? '' }),
    enabled: enabled && raffleScheduleId !== null,
    staleTime: 30_000,
  });

/** MCSFE_claimRafflePromotion: the prize is drawn on the server; its failures close the tip (spec 2 §8), so no dialog. */
export const claimRaffle = (data: RaffleClaimRequest) => request(promotionCalls.claimRaffle, data, { alert: false });
