import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live-events';
import { FUNDS_QUERY_KEY } from '../api/get-funds';
import { PAYMENT_OPTIONS_QUERY_KEY } from '../api/get-payment-options';
import { PAYMENT_ORDERS_QUERY_KEY } from '../api/get-payment-orders';

const MONEY_EVENTS = ['DEPOSIT', 'WITHDRAW'] as const;

/**
 * An operator's decision arrives as a DEPOSIT or WITHDRAW live event (spec 2 §3, issue 14): the
 * orders, the wallets and today's counts on screen are read again, so the new status and balance show.
 */
export function useMoneyEvents(): void {
  const client = useQueryClient();
  useLiveEvent(MONEY_EVENTS, () => {
    for (const queryKey of [PAYMENT_ORDERS_QUERY_KEY, FUNDS_QUERY_KEY, PAYMENT_OPTIONS_QUERY_KEY]) void client.invalidateQueries({ queryKey });
  });
}
