import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pointCalls, type RedeemRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { useRequestBalanceRefresh } from '../../../lib/balance-refresh';
import { POINT_BALANCE_QUERY_KEY } from './get-point-balance';
import { POINT_REWARDS_QUERY_KEY } from './get-point-rewards';
import { POINT_TRANSACTIONS_QUERY_KEY } from './get-point-transactions';
import { REDEEM_LIST_QUERY_KEY } from './get-redeem-list';

/** Redeems a reward with the payment password (passwordCheck/MCSFE_redeemPointReward, encrypted; spec 2 §7). */
export const redeemReward = (data: RedeemRequest) => request(pointCalls.redeem, data);

/** A redemption: the balance, the stock, the records and the transactions are read again; PM moves money too. */
export function useRedeemReward() {
  const client = useQueryClient();
  const refreshHeader = useRequestBalanceRefresh();
  return useMutation({
    mutationFn: redeemReward,
    onSuccess: (reply, sent) => {
      client.setQueryData(POINT_BALANCE_QUERY_KEY, reply.pointBalance);
      void client.invalidateQueries({ queryKey: POINT_REWARDS_QUERY_KEY });
      void client.invalidateQueries({ queryKey: REDEEM_LIST_QUERY_KEY });
      void client.invalidateQueries({ queryKey: POINT_TRANSACTIONS_QUERY_KEY });
      if (sent.redeemType === 'PM') refreshHeader();
    },
  });
}
