import { describe, expect, it } from 'vitest';
import { majorToMinor, minorToMajor, moneyInputSchema, moneySchema } from './money.js';

describe('money on the wire', () => {
  it('is a finite JSON number in major units', () => {
    expect(moneySchema.safeParse(1234.5).success).toBe(true);
    expect(moneySchema.safeParse('1234.50').success).toBe(false);
    expect(moneySchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(moneySchema.safeParse(Number.NaN).success).toBe(false);
  });

  it('converts stored minor units to major units, bigint included', () => {
    expect(minorToMajor(123450)).toBe(1234.5);
    expect(minorToMajor(123450n)).toBe(1234.5);
    expect(minorToMajor(-5n)).toBe(-0.05);
    expect(() => minorToMajor(1.5)).toThrow(RangeError);
  });

  it('gives the number the decimal reads as, for every amount (278n is 2.78, never 2.7800000000000002)', () => {
    expect(minorToMajor(278n)).toBe(2.78);
    for (let m = -200_000; m <= 200_000; m++) if (minorToMajor(BigInt(m)) !== m / 100) throw new Error(`${m}n gave ${minorToMajor(BigInt(m))}`);
    // beyond the integers a double holds exactly: still the nearest number to the decimal
    expect(minorToMajor(123_456_789_012_345_678n)).toBe(Number('1234567890123456.78'));
    expect(minorToMajor(-7n)).toBe(-0.07);
    expect(minorToMajor(0n)).toBe(0);
  });

  it('converts major units to minor units rounding half up at 2 decimals', () => {
    expect(majorToMinor(1234.5)).toBe(123450n);
    expect(majorToMinor(1.005)).toBe(101n);
    expect(majorToMinor(0.1 + 0.2)).toBe(30n);
    expect(majorToMinor(-2.345)).toBe(-235n);
  });

  it('accepts a typed amount only when positive with at most 2 decimals', () => {
    expect(moneyInputSchema.safeParse(10.25).success).toBe(true);
    expect(moneyInputSchema.safeParse(0).success).toBe(false);
    expect(moneyInputSchema.safeParse(1.234).success).toBe(false);
  });
});
