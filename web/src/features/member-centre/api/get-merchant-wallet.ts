import { queryOptions, useQuery } from '@tanstack/react-query';
import { otherCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { getMerchantCode } from '../../../lib/storage';

/** GCS_merchantWallet (spec 2 §7): isSingle hides fund transfer from the member menu (spec 2 §6). */
export const getMerchantWallet = () => request(otherCalls.merchantWallet, { merchantCode: getMerchantCode() ?? '' }, { alert: false });

export const getMerchantWalletQueryOptions = () =>
  queryOptions({ queryKey: [otherCalls.merchantWallet.id] as const, queryFn: getMerchantWallet, staleTime: 5 * 60_000 });

export const useMerchantWallet = (enabled: boolean) => useQuery({ ...getMerchantWalletQueryOptions(), enabled: enabled && Boolean(getMerchantCode()) });
