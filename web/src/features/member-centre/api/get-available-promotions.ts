import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** MCSFE_getAvailablePromotions (spec 2 §7, a silent relay): MISSION and REFERRAL with enabled and count (spec 2 §3). */
export const getAvailablePromotions = () => request(promotionCalls.available);

export const getAvailablePromotionsQueryOptions = () =>
  queryOptions({ queryKey: [promotionCalls.available.id] as const, queryFn: getAvailablePromotions, staleTime: 60_000 });

export const useAvailablePromotions = (enabled: boolean) => useQuery({ ...getAvailablePromotionsQueryOptions(), enabled });
