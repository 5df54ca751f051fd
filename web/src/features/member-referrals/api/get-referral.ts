import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { referralCalls, type ReferralReply } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** GET /wps/member/referral (ours): the member's code and link, the referral promotion and a page of friends. */
export const getReferral = (page: number): Promise<ReferralReply> => request(referralCalls.overview, { page });

export const getReferralQueryOptions = (page: number) =>
  queryOptions({ queryKey: [referralCalls.overview.id, page] as const, queryFn: () => getReferral(page), staleTime: 30_000 });

export const useReferral = (page: number) => useQuery({ ...getReferralQueryOptions(page), placeholderData: keepPreviousData });
