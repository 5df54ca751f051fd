import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyCalls, type FundsConsolidated, type WalletTransferReply, type WalletTransferRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { useRequestBalanceRefresh } from '../../../lib/balance-refresh';
import { FUNDS_QUERY_KEY } from './get-funds';

/** POST /wps/v2/wallets/transfer (money.transfer, ours: issue 14); errors go through the funnel. */
export const transfer = (data: WalletTransferRequest): Promise<WalletTransferReply> => request(moneyCalls.transfer, data);

/** A transfer; after it the wallets show the reply's balances and the header's balance refreshes. */
export function useTransfer() {
  const client = useQueryClient();
  const refreshHeader = useRequestBalanceRefresh();
  return useMutation({
    mutationFn: transfer,
    onSuccess: (reply) => {
      client.setQueryData<FundsConsolidated>(FUNDS_QUERY_KEY, (old) => (old ? { ...old, balance: reply.balance } : old));
      refreshHeader();
    },
  });
}
