import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PAYMENT_LIST_MIN_INTERVAL_MS, otherCalls, type PaymentItem, type ProcessPaymentRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

export const PAYMENT_CONFIRMATIONS_QUERY_KEY = [otherCalls.paymentConfirmationList.id] as const;

/** MCSFE_getPaymentConfirmationList (spec 2 §7): the member's payments waiting for an answer, oldest first. */
export const getPaymentConfirmations = (): Promise<PaymentItem[]> => request(otherCalls.paymentConfirmationList);

/** Read at most once per PAYMENT_LIST_MIN_INTERVAL_MS (spec 2 §9): a list younger than that is the list. */
export const getPaymentConfirmationsQueryOptions = () =>
  queryOptions({ queryKey: PAYMENT_CONFIRMATIONS_QUERY_KEY, queryFn: getPaymentConfirmations, staleTime: PAYMENT_LIST_MIN_INTERVAL_MS });

/** The list as the member's session starts, without a dialog when it cannot be read (nothing then opens). */
export const checkPaymentConfirmations = (client: QueryClient): Promise<PaymentItem[]> =>
  client.fetchQuery({
    ...getPaymentConfirmationsQueryOptions(),
    queryFn: () => request(otherCalls.paymentConfirmationList, {}, { alert: false }),
  });

export const usePaymentConfirmations = (enabled: boolean) => useQuery({ ...getPaymentConfirmationsQueryOptions(), enabled });

/** MCSFE_processC2CTransaction (spec 2 §7): Y received, N not received with proof, A auto-confirmed. */
export const processPayment = (data: ProcessPaymentRequest): Promise<null> => request(otherCalls.processPayment, data);

export function useProcessPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: processPayment,
    // a refused answer (answered elsewhere already) still means the list changed
    onError: () => void client.invalidateQueries({ queryKey: PAYMENT_CONFIRMATIONS_QUERY_KEY }),
  });
}
