import { POINT_CONVERSION_MIN } from '@lotto/contract';

/** A typed amount as a number of at most 2 decimals, or null. */
export function parseAmount(typed: string): number | null {
  const v = typed.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return null;
  return Number(v);
}

/** spec 2 §5: the amount at least 1 and the password non-empty, else a prompt. */
export function conversionProblem(amount: string, password: string): 'amount' | 'password' | null {
  const n = parseAmount(amount);
  if (n === null || n < POINT_CONVERSION_MIN) return 'amount';
  if (!password) return 'password';
  return null;
}

/** spec 2 §5: on blur an amount below 1 resets to 1 (an empty field stays empty). */
export function amountOnBlur(typed: string): string {
  if (typed.trim() === '') return typed;
  const n = Number(typed);
  return !Number.isFinite(n) || n < POINT_CONVERSION_MIN ? String(POINT_CONVERSION_MIN) : typed;
}
