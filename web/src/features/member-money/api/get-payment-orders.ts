import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moneyCalls, type Page, type PaymentKind, type PaymentOrder } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Orders shown per page of the recent deposits and withdrawals (ours). */
export const ORDERS_PAGE_SIZE = 10;

/** The member's deposits and withdrawals, newest first (money.orders, ours: issue 14). */
export const getPaymentOrders = (page: number, kind?: PaymentKind): Promise<Page<PaymentOrder>> =>
  request(moneyCalls.orders, { page, size: ORDERS_PAGE_SIZE, ...(kind ? { kind } : {}) }, { alert: false });

export const PAYMENT_ORDERS_QUERY_KEY = [moneyCalls.orders.id] as const;

export const getPaymentOrdersQueryOptions = (page: number, kind?: PaymentKind) =>
  queryOptions({
    queryKey: [...PAYMENT_ORDERS_QUERY_KEY, kind ?? 'ALL', page] as const,
    queryFn: () => getPaymentOrders(page, kind),
    placeholderData: keepPreviousData,
  });

export const usePaymentOrders = (page: number, kind?: PaymentKind) => useQuery(getPaymentOrdersQueryOptions(page, kind));
