import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyCalls, type FundsConsolidated, type Wallet } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { addMoney } from '../../../lib/money';
import { FUNDS_QUERY_KEY } from './get-funds';

/** One wallet's balance read again (money.walletRefresh, ours: issue 14). */
export const refreshWallet = (accountTypeId: number): Promise<Wallet> => request(moneyCalls.walletRefresh, { accountTypeId });

/** Puts a wallet read again into the wallet list; the total is the wallets' sum, as the server makes it. */
export function withWallet(funds: FundsConsolidated, wallet: Wallet): FundsConsolidated {
  const list = funds.balance.balance.map((w) => (w.accountTypeId === wallet.accountTypeId ? wallet : w));
  return { ...funds, balance: { ...funds.balance, balance: list, sumBalance: addMoney(...list.map((w) => w.availBalance)).toNumber() } };
}

export function useRefreshWallet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshWallet,
    onSuccess: (wallet) => client.setQueryData<FundsConsolidated>(FUNDS_QUERY_KEY, (old) => (old ? withWallet(old, wallet) : old)),
  });
}
