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
