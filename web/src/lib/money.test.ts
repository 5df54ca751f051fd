import { describe, expect, it } from 'vitest';
import { addMoney, formatMoney, formatMoneyWithSymbol, formatRate, fromMinorUnits, money, mulMoney, toMinorUnits } from './money';

describe('money display', () => {
  it('[S1-9.8] [S2-9.15] shows 2 decimals, rounding half-up, with en-US grouping', () => {
    expect(formatMoney(1234.565)).toBe('1,234.57');
    expect(formatMoney('1234567.891')).toBe('1,234,567.89');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(2.005)).toBe('2.01');
    expect(formatMoney(-1234.5)).toBe('-1,234.50');
    expect(formatMoney(-0.001)).toBe('0.00');
  });

  it('[S1-9.8] [S2-9.15] uses pt-BR numbers for BRL', () => {
    expect(formatMoney(1234567.891, 'BRL')).toBe('1.234.567,89');
    expect(formatMoney(1234567.891, 'brl')).toBe('1.234.567,89');
    expect(formatMoney(1234567.891, 'THB')).toBe('1,234,567.89');
  });

  it('keeps every digit of a large balance', () => {
    expect(formatMoney('98765432109876543.215')).toBe('98,765,432,109,876,543.22');
  });

  it('shows a missing or unreadable amount as zero', () => {
    expect(formatMoney(null)).toBe('0.00');
    expect(formatMoney(undefined)).toBe('0.00');
    expect(formatMoney('abc')).toBe('0.00');
  });

  it('puts the currency symbol in front', () => {
    expect(formatMoneyWithSymbol(10, '฿')).toBe('฿ 10.00');
    expect(formatMoneyWithSymbol(10, null)).toBe('10.00');
  });

  // formatRate serves no page yet: name S2-9.2 once a page shows a rate
  it('shows rates as percent with 2 decimals', () => {
    expect(formatRate(0.0125)).toBe('1.25%');
    expect(formatRate(0.333333)).toBe('33.33%');
    expect(formatRate(1.5, { percent: true })).toBe('1.50%');
  });
});

describe('money arithmetic', () => {
  // no page adds or multiplies money yet: name S2-9.15 here once one does
  it('adds without float error, with 20 places and half-up rounding', () => {
    expect(addMoney(0.1, 0.2).toString()).toBe('0.3');
    expect(mulMoney('1.005', 100).toString()).toBe('100.5');
    expect(money(1).dividedBy(3).toString()).toBe('0.33333333333333333333');
    expect(money(2).dividedBy(3).toString()).toBe('0.66666666666666666667');
  });

  it('converts between minor and major units', () => {
    expect(fromMinorUnits(123456).toString()).toBe('1234.56');
    expect(toMinorUnits('12.345')).toBe(1235n);
    expect(toMinorUnits(0.29)).toBe(29n);
  });
});
