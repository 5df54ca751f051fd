import type Decimal from 'decimal.js';
import { MONEY_DECIMALS } from '@lotto/contract';

/**
 * Money display without an arbitrary-precision library: the amount's decimal digits are rounded
 * half-up (ties away from zero, spec 2 §9) as a string and an integer, so no float ever touches
 * them and no big-number library is in the first load. Arithmetic stays in ./money (decimal.js),
 * which re-exports these functions.
 */
export type MoneyInput = Decimal | number | string | bigint | null | undefined;

/** Sign, integer digits and fraction digits of an amount; null when it is empty or not a finite decimal. */
function decimalParts(v: MoneyInput): { negative: boolean; int: string; frac: string } | null {
  if (v === null || v === undefined || v === '') return null;
  // numbers print their shortest round-trip form ("2.005", "1e-7"), as decimal.js reads them
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(typeof v === 'string' ? v : v.toString());
  if (!m) return null;
  const [, sign = '', int = '', frac = '', exp = '0'] = m;
  const digits = int + frac;
  if (!digits) return null;
  const point = int.length + Number(exp);
  if (!Number.isSafeInteger(point) || Math.abs(point) > 1e6) return null;
  return {
    negative: sign === '-',
    int: point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0'),
    frac: point < 0 ? '0'.repeat(-point) + digits : digits.slice(Math.max(point, 0)),
  };
}

/** The amount rounded half-up to `places` decimals, as a plain decimal string ("-1234.50"); "0.00" for empty or unreadable input. */
export function toFixedHalfUp(amount: MoneyInput, places: number = MONEY_DECIMALS): string {
  const p = decimalParts(amount) ?? { negative: false, int: '0', frac: '' };
  let scaled = BigInt(p.int + p.frac.padEnd(places, '0').slice(0, places));
  if ((p.frac[places] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(places + 1, '0');
  const fixed = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  // a tiny negative amount that rounds to zero shows as "0.00", never "-0.00"
  return p.negative && scaled !== 0n ? `-${fixed}` : fixed;
}

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
  return group(toFixedHalfUp(amount, decimals), moneyLocale(currency));
}

/** Amount with the currency symbol in front, as balances are shown: "¥ 1,234.00". */
export function formatMoneyWithSymbol(amount: MoneyInput, symbol?: string | null, currency?: string | null): string {
  const text = formatMoney(amount, currency);
  return symbol ? `${symbol} ${text}` : text;
}

/** Moves the decimal point two places right (a rate to a percentage) without a float. */
function timesHundred(rate: MoneyInput): string | null {
  const p = decimalParts(rate);
  if (!p) return null;
  const frac = p.frac.padEnd(2, '0');
  return `${p.negative ? '-' : ''}${p.int}${frac.slice(0, 2)}.${frac.slice(2) || '0'}`;
}

/**
 * A rate as percent with 2 decimals (spec 2 §9): 0.0125 → "1.25%".
 * Pass `{ percent: true }` when the value is already a percentage (1.25 → "1.25%").
 */
export function formatRate(rate: MoneyInput, opts: { percent?: boolean; currency?: string | null } = {}): string {
  const pct = opts.percent ? rate : timesHundred(rate);
  return `${formatMoney(pct, opts.currency)}%`;
}
