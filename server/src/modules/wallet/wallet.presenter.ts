import { minorToMajor, type Balance, type Wallet } from '@lotto/contract';
import { WITHDRAWAL_HOLD_ACCOUNT_TYPE_ID, type WalletRow } from '../../db/schema/index.js';

const SYMBOLS: Record<string, string> = {
  CNY: '¥',
  THB: '฿',
  USD: '$',
  HKD: 'HK$',
  TWD: 'NT$',
  VND: '₫',
  IDR: 'Rp',
  MYR: 'RM',
  PHP: '₱',
  JPY: '¥',
  KRW: '₩',
  INR: '₹',
  BRL: 'R$',
  EUR: '€',
};

export const currencySymbol = (currency: string): string => SYMBOLS[currency] ?? currency;

/** The wallets a member sees: not the hold of pending withdrawals (money no longer theirs to use). */
export const shownWallets = (rows: readonly WalletRow[]): WalletRow[] =>
  rows.filter((w) => w.accountTypeId !== WITHDRAWAL_HOLD_ACCOUNT_TYPE_ID);

export const presentWallet = (w: WalletRow): Wallet => ({
  accountTypeId: w.accountTypeId,
  displayName: w.displayName,
  accountName: w.accountName,
  availBalance: minorToMajor(w.balanceMinor),
});

/** Balance value (spec 3 Replies): minor units from the database become major-unit numbers. */
export function presentBalance(all: readonly WalletRow[], fallbackCurrency: string): Balance {
  const rows = shownWallets(all);
  const currency = rows[0]?.currency ?? fallbackCurrency;
  const sum = rows.reduce((acc, w) => acc + w.balanceMinor, 0n);
  return {
    sumBalance: minorToMajor(sum),
    currency,
    currencySymbol: currencySymbol(currency),
    balance: rows.map(presentWallet),
  };
}
