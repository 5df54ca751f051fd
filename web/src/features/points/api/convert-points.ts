import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pointCalls, type ConvertPointRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { useRequestBalanceRefresh } from '../../../lib/balance-refresh';
import { POINT_BALANCE_QUERY_KEY } from './get-point-balance';
import { POINT_TRANSACTIONS_QUERY_KEY } from './get-point-transactions';

/** Converts currency into points with the payment password (passwordCheck/MCSFE_convertPoint, encrypted; spec 2 §7). */
export const convertPoints = (data: ConvertPointRequest) => request(pointCalls.convert, data);

/** A conversion: the point balance shows its answer, the header's money balance is read again. */
export function useConvertPoints() {
  const client = useQueryClient();
  const refreshHeader = useRequestBalanceRefresh();
  return useMutation({
    mutationFn: convertPoints,
    onSuccess: (reply) => {
      client.setQueryData(POINT_BALANCE_QUERY_KEY, reply.pointBalance);
      void client.invalidateQueries({ queryKey: POINT_TRANSACTIONS_QUERY_KEY });
      refreshHeader();
    },
  });
}
