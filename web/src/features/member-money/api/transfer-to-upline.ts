import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uplineTransferCalls, type UplineTransferReply, type UplineTransferRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { useRequestBalanceRefresh } from '../../../lib/balance-refresh';
import { FUNDS_QUERY_KEY } from './get-funds';

/** The transfer to the upline agent (uplineTransfer.transfer, ours: spec 2 §2, §6), encrypted; errors go through the funnel. */
export const transferToUpline = (data: UplineTransferRequest): Promise<UplineTransferReply> => request(uplineTransferCalls.transfer, data);

/** A transfer to the upline; after it the wallets and the header's balance are read again. */
export function useTransferToUpline() {
  const client = useQueryClient();
  const refreshHeader = useRequestBalanceRefresh();
  return useMutation({
    mutationFn: transferToUpline,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: FUNDS_QUERY_KEY });
      refreshHeader();
    },
  });
}
