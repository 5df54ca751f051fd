import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyCalls, type PaymentOrder, type WithdrawRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { useRequestBalanceRefresh } from '../../../lib/balance-refresh';
import { FUNDS_QUERY_KEY } from './get-funds';
import { PAYMENT_OPTIONS_QUERY_KEY } from './get-payment-options';
import { PAYMENT_ORDERS_QUERY_KEY } from './get-payment-orders';

/** Creates a PENDING withdrawal and holds its amount (money.withdraw, ours: issue 14), encrypted. */
export const createWithdrawal = (data: WithdrawRequest): Promise<PaymentOrder> => request(moneyCalls.withdraw, data);

/** A withdrawal; the hold shows at once: the wallets, the header's balance and the order list are read again. */
export function useCreateWithdrawal() {
  const client = useQueryClient();
  const refreshHeader = useRequestBalanceRefresh();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: PAYMENT_ORDERS_QUERY_KEY });
      void client.invalidateQueries({ queryKey: PAYMENT_OPTIONS_QUERY_KEY });
      void client.invalidateQueries({ queryKey: FUNDS_QUERY_KEY });
      refreshHeader();
    },
  });
}
