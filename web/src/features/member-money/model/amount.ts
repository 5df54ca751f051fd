import { moneyAmountInputSchema, type PaymentLimits } from '@lotto/contract';
import { money, type MoneyInput } from '../../../lib/money';

export type AmountProblem = 'required' | 'invalid' | 'decimals' | 'belowMin' | 'aboveMax' | 'aboveAvailable';

/** What the member typed, as a number, or null when it is not a plain decimal. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

export interface AmountBounds {
  min?: MoneyInput;
  max?: MoneyInput;
  /** What the source wallet holds. */
  available?: MoneyInput;
}

/**
 * The first thing wrong with a typed amount, checked before sending (the server checks again):
 * the contract's amount rule (positive, at most 2 decimals), then the limits and the balance.
 */
export function amountProblem(text: string, bounds: AmountBounds = {}): AmountProblem | null {
  if (!text.trim()) return 'required';
  const n = parseAmount(text);
  if (n === null) return 'invalid';
  const parsed = moneyAmountInputSchema.safeParse(n);
  if (!parsed.success) return parsed.error.issues[0]?.message === 'money_too_many_decimals' ? 'decimals' : 'invalid';
  const amount = money(n);
  if (bounds.min !== undefined && amount.lessThan(money(bounds.min))) return 'belowMin';
  if (bounds.max !== undefined && amount.greaterThan(money(bounds.max))) return 'aboveMax';
  if (bounds.available !== undefined && amount.greaterThan(money(bounds.available))) return 'aboveAvailable';
  return null;
}

/** Whether the merchant's daily count of such orders (deposits or withdrawals) is used up. */
export const dailyLimitReached = (limits: PaymentLimits): boolean => limits.usedToday >= limits.dailyCount;
