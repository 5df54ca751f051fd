import { queryOptions, useQuery } from '@tanstack/react-query';
import { otherCalls, JACKPOT_CURRENCY } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { getMerchantCode } from '../../../lib/storage';

/**
 * VIS_getJackpot (spec 2 §7; a silent relay, spec 3): the figure the server keeps. The site never
 * invents one (docs/decisions/0014-jackpot-from-the-server.md): no answer, no jackpot shown.
 */
export const getJackpot = (merchantCode: string, currency: string) => request(otherCalls.jackpot, { merchant_code: merchantCode, currency });

export const getJackpotQueryOptions = (merchantCode: string, currency: string) =>
  queryOptions({ queryKey: [otherCalls.jackpot.id, merchantCode, currency] as const, queryFn: () => getJackpot(merchantCode, currency), staleTime: 30_000, refetchInterval: 60_000, retry: false });

/** The merchant's currency (site settings) or the spec's THB. */
export const useJackpot = (currency: string | undefined) => {
  const merchantCode = getMerchantCode() ?? '';
  const cur = currency ?? JACKPOT_CURRENCY;
  return useQuery({ ...getJackpotQueryOptions(merchantCode, cur), enabled: merchantCode !== '' });
};
