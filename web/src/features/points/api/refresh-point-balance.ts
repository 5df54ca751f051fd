import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pointCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { POINT_BALANCE_QUERY_KEY } from './get-point-balance';
import { POINT_TRANSACTIONS_QUERY_KEY } from './get-point-transactions';

/** Counts settled turnover not yet turned into points, answering the new balance (spec 2 §7 "refresh point balance"). */
export const refreshPointBalance = (): Promise<number> => request(pointCalls.refreshBalance, {}, { alert: false }).then((v) => v.balance);

/** The refresh: the balance card shows its answer at once, and the transaction list is read again. */
export function useRefreshPointBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshPointBalance,
    onSuccess: (balance) => {
      client.setQueryData(POINT_BALANCE_QUERY_KEY, balance);
      void client.invalidateQueries({ queryKey: POINT_TRANSACTIONS_QUERY_KEY });
    },
  });
}
