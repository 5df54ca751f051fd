import { z } from 'zod/mini';
import { MONEY_DECIMALS } from '../constants.js';
import { onFirstUse } from './on-first-use.js';

/**
 * Money as the front end sees it: a JSON number in major units (1234.5), never a string.
 * The database and the platform keep integer minor units; presenters convert (ARCHITECTURE.md).
 */
export const moneySchema = onFirstUse(() => z.number().check(z.refine(Number.isFinite, { message: 'money_not_finite' })));
export type Money = z.infer<typeof moneySchema>;

/** An amount a user types (conversion, transfer): positive major units with at most 2 decimals. */
export const moneyInputSchema = onFirstUse(() => z.number({ error: 'money_invalid' }).check(
  z.refine(Number.isFinite, { message: 'money_invalid' }),
  z.refine((n) => n > 0, { message: 'money_not_positive' }),
  z.refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'money_too_many_decimals' }),
));

/** ours: the largest single amount any money call accepts, major units (merchant limits are lower). */
export const MONEY_CALL_MAX_AMOUNT = 1_000_000_000;

/**
 * A spending request's idempotency key (ARCHITECTURE.md): the client makes one per user action
 * (e.g. `crypto.randomUUID()`) and sends the same key on a retry; the server applies it once.
 */
export const idempotencyKeySchema = onFirstUse(() => z.string().check(z.trim(), z.minLength(8), z.maxLength(100)));

/** An amount typed by the member: positive major units, at most 2 decimals. */
export const moneyAmountInputSchema = onFirstUse(() => moneyInputSchema.check(z.refine((n) => n <= MONEY_CALL_MAX_AMOUNT, { message: 'money_too_large' })));

const SCALE = 10 ** MONEY_DECIMALS;

/**
 * Integer minor units (as stored) to a major-unit number for a reply; bigint-safe. The number is
 * the one the decimal reads as (278n is 2.78, as the literal): the whole and fractional parts added
 * as numbers are not always that one (2 + 0.78 is 2.7800000000000002).
 */
export function minorToMajor(minor: bigint | number): number {
  if (typeof minor === 'bigint') {
    const neg = minor < 0n;
    const digits = (neg ? -minor : minor).toString().padStart(MONEY_DECIMALS + 1, '0');
    const major = Number(`${digits.slice(0, -MONEY_DECIMALS)}.${digits.slice(-MONEY_DECIMALS)}`);
    return neg ? -major : major;
  }
  if (!Number.isInteger(minor)) throw new RangeError('minor units must be an integer');
  return minor / SCALE;
}

/** A major-unit number from a request to integer minor units, rounding half away from zero. */
export function majorToMinor(major: number): bigint {
  if (!Number.isFinite(major)) throw new RangeError('amount must be finite');
  // toFixed avoids binary drift (1.005 * 100 = 100.49999...) before rounding
  const [int = '0', frac = ''] = Math.abs(major).toFixed(MONEY_DECIMALS + 2).split('.');
  const kept = BigInt(int) * BigInt(SCALE) + BigInt(frac.slice(0, MONEY_DECIMALS) || '0');
  const roundUp = Number(frac.slice(MONEY_DECIMALS)) >= 50;
  const abs = kept + (roundUp ? 1n : 0n);
  return major < 0 ? -abs : abs;
}
