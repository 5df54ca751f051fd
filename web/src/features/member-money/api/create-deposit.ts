import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyCalls, type DepositRequest, type PaymentOrder } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { PAYMENT_OPTIONS_QUERY_KEY } from './get-payment-options';
import { PAYMENT_ORDERS_QUERY_KEY } from './get-payment-orders';

/** Creates a PENDING deposit (money.deposit, ours: issue 14); errors go through the funnel. */
export const createDeposit = (data: DepositRequest): Promise<PaymentOrder> => request(moneyCalls.deposit, data);

/** A deposit; after it the order list and today's count are read again. */
export function useCreateDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: PAYMENT_ORDERS_QUERY_KEY });
      void client.invalidateQueries({ queryKey: PAYMENT_OPTIONS_QUERY_KEY });
    },
  });
}
