import Decimal from 'decimal.js';
import { MONEY_ARITHMETIC_PLACES, MONEY_DECIMALS } from '@lotto/contract';
import type { MoneyInput } from './money-format';

export type { MoneyInput } from './money-format';

/** Money arithmetic: 20 significant places, half-up rounding (spec 2 §9). Never use floats for sums. */
export const MoneyDecimal = Decimal.clone({
  precision: MONEY_ARITHMETIC_PLACES,
  rounding: Decimal.ROUND_HALF_UP,
});
export type MoneyDecimal = InstanceType<typeof MoneyDecimal>;

/** A Decimal for any amount; empty or unreadable input is zero so a missing balance shows 0.00. */
export function money(v: MoneyInput): MoneyDecimal {
  if (v === null || v === undefined || v === '') return new MoneyDecimal(0);
  try {
    const d = new MoneyDecimal(typeof v === 'bigint' ? v.toString() : v);
    return d.isFinite() ? d : new MoneyDecimal(0);
  } catch {
    return new MoneyDecimal(0);
  }
}

export const addMoney = (...xs: MoneyInput[]): MoneyDecimal =>
  xs.reduce<MoneyDecimal>((acc, x) => acc.plus(money(x)), new MoneyDecimal(0));
export const subMoney = (a: MoneyInput, b: MoneyInput): MoneyDecimal => money(a).minus(money(b));
export const mulMoney = (a: MoneyInput, b: MoneyInput): MoneyDecimal => money(a).times(money(b));
export const divMoney = (a: MoneyInput, b: MoneyInput): MoneyDecimal => money(a).dividedBy(money(b));

/** Integer minor units (the platform's storage form) to a major-unit Decimal. */
export const fromMinorUnits = (minor: MoneyInput, decimals: number = MONEY_DECIMALS): MoneyDecimal =>
  money(minor).dividedBy(new MoneyDecimal(10).pow(decimals));

/** Major units to integer minor units, rounded half-up. */
export const toMinorUnits = (major: MoneyInput, decimals: number = MONEY_DECIMALS): bigint =>
  BigInt(money(major).times(new MoneyDecimal(10).pow(decimals)).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));

export { formatMoney, formatMoneyWithSymbol, formatRate, moneyLocale, toFixedHalfUp } from './money-format';
