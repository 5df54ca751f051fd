import { queryOptions, useQuery } from '@tanstack/react-query';
import { otherCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { getMerchantCode } from '../../../lib/storage';

/** GCS_merchantWallet (spec 2 §7): isSingle tells whether the merchant has one wallet only. */
export const getMerchantWallet = async (): Promise<boolean> =>
  (await request(otherCalls.merchantWallet, { merchantCode: getMerchantCode() ?? '' }, { alert: false })).isSingle;

export const getMerchantWalletQueryOptions = () =>
  queryOptions({ queryKey: [otherCalls.merchantWallet.id, getMerchantCode()] as const, queryFn: getMerchantWallet, staleTime: 5 * 60_000 });

export const useMerchantWalletIsSingle = () => useQuery({ ...getMerchantWalletQueryOptions(), enabled: !!getMerchantCode() });
