import Decimal from 'decimal.js';
import { MONEY_ARITHMETIC_PLACES, MONEY_DECIMALS } from '@lotto/contract';

/** Money arithmetic: 20 significant places, half-up rounding (spec 2 §9). Never use floats for sums. */
export const MoneyDecimal = Decimal.clone({
  precision: MONEY_ARITHMETIC_PLACES,
  rounding: Decimal.ROUND_HALF_UP,
});
export type MoneyDecimal = InstanceType<typeof MoneyDecimal>;

export type MoneyInput = Decimal | number | string | bigint | null | undefined;

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

/** Number locale for a currency: pt-BR for BRL, en-US otherwise (spec 1 §9, spec 2 §9). */
export const moneyLocale = (currency?: string | null): 'en-US' | 'pt-BR' =>
  currency?.toUpperCase() === 'BRL' ? 'pt-BR' : 'en-US';

const SEPARATORS = {
  'en-US': { group: ',', decimal: '.' },
  'pt-BR': { group: '.', decimal: ',' },
} as const;

// grouping is done on the decimal string so large balances never lose digits through a float
function group(fixed: string, locale: 'en-US' | 'pt-BR'): string {
  const sep = SEPARATORS[locale];
  const negative = fixed.startsWith('-');
  const [int = '0', frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, sep.group);
  return `${negative ? '-' : ''}${grouped}${frac !== undefined ? sep.decimal + frac : ''}`;
}

/** 2 decimals half-up, en-US grouping (pt-BR for BRL): 1234.565 → "1,234.57". */
export function formatMoney(amount: MoneyInput, currency?: string | null, decimals: number = MONEY_DECIMALS): string {
  const d = money(amount).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  // avoid showing "-0.00" for tiny negative values that round to zero
  const fixed = d.isZero() ? new MoneyDecimal(0).toFixed(decimals) : d.toFixed(decimals);
  return group(fixed, moneyLocale(currency));
}

/** Amount with the currency symbol in front, as balances are shown: "¥ 1,234.00". */
export function formatMoneyWithSymbol(amount: MoneyInput, symbol?: string | null, currency?: string | null): string {
  const text = formatMoney(amount, currency);
  return symbol ? `${symbol} ${text}` : text;
}

/**
 * A rate as percent with 2 decimals (spec 2 §9): 0.0125 → "1.25%".
 * Pass `{ percent: true }` when the value is already a percentage (1.25 → "1.25%").
 */
export function formatRate(rate: MoneyInput, opts: { percent?: boolean; currency?: string | null } = {}): string {
  const pct = opts.percent ? money(rate) : money(rate).times(100);
  return `${formatMoney(pct, opts.currency)}%`;
}
