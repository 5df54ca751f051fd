import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { formatMoney, formatRate, toFixedHalfUp } from './money-format';

// the reference: what money display computed with decimal.js before it left the first load
const Ref = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_UP });
const refFixed = (v: string | number, places: number) => {
  const d = new Ref(v).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  return d.isZero() ? new Ref(0).toFixed(places) : d.toFixed(places);
};

const decimalString = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 22n }), fc.integer({ min: 0, max: 12 }))
  .map(([neg, digits, scale]) => {
    const s = digits.toString().padStart(scale + 1, '0');
    return `${neg ? '-' : ''}${scale ? `${s.slice(0, -scale)}.${s.slice(-scale)}` : s}`;
  });

describe('money display without decimal.js', () => {
  it('[S2-9.15] rounds every decimal string half-up exactly as decimal.js does', () => {
    fc.assert(
      fc.property(decimalString, fc.integer({ min: 0, max: 4 }), (v, places) => {
        expect(toFixedHalfUp(v, places)).toBe(refFixed(v, places));
      }),
    );
  });

  it('[S2-9.15] rounds numbers (their shortest form, exponents too) as decimal.js does', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e25, max: 1e25 }), (v) => {
        expect(toFixedHalfUp(v, 2)).toBe(refFixed(v, 2));
      }),
    );
    expect(toFixedHalfUp(1e-7)).toBe('0.00');
    expect(toFixedHalfUp(1e21)).toBe('1000000000000000000000.00');
    expect(toFixedHalfUp('5e-3')).toBe('0.01');
  });

  it('reads a Decimal and a bigint, and shows unreadable input as zero', () => {
    expect(formatMoney(new Ref('1234.565'))).toBe('1,234.57');
    expect(formatMoney(123456n)).toBe('123,456.00');
    expect(formatMoney('1.2.3')).toBe('0.00');
    expect(formatMoney('Infinity')).toBe('0.00');
    expect(formatMoney('-')).toBe('0.00');
  });

  it('turns a rate into a percentage without a float', () => {
    expect(formatRate('0.005')).toBe('0.50%');
    expect(formatRate(-0.00005)).toBe('-0.01%');
    expect(formatRate(1e-7)).toBe('0.00%');
    expect(formatRate(3)).toBe('300.00%');
  });
});
