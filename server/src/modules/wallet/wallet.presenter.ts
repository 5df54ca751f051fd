import { minorToMajor, type Balance } from '@lotto/contract';
import type { WalletRow } from '../../db/schema/index.js';

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

/** Balance value (spec 3 Replies): minor units from the database become major-unit numbers. */
export function presentBalance(rows: readonly WalletRow[], fallbackCurrency: string): Balance {
  const currency = rows[0]?.currency ?? fallbackCurrency;
  const sum = rows.reduce((acc, w) => acc + w.balanceMinor, 0n);
  return {
    sumBalance: minorToMajor(sum),
    currency,
    currencySymbol: currencySymbol(currency),
    balance: rows.map((w) => ({
      accountTypeId: w.accountTypeId,
      displayName: w.displayName,
      accountName: w.accountName,
      availBalance: minorToMajor(w.balanceMinor),
    })),
  };
}
