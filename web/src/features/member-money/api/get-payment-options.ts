import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyCalls, type PaymentOptions } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Providers and the merchant's limits for deposits and withdrawals (money.paymentOptions, ours: issue 14). */
export const getPaymentOptions = (): Promise<PaymentOptions> => request(moneyCalls.paymentOptions, {}, { alert: false });

export const PAYMENT_OPTIONS_QUERY_KEY = [moneyCalls.paymentOptions.id] as const;

export const getPaymentOptionsQueryOptions = () => queryOptions({ queryKey: PAYMENT_OPTIONS_QUERY_KEY, queryFn: getPaymentOptions });

export const usePaymentOptions = () => useQuery(getPaymentOptionsQueryOptions());
