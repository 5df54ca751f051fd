import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDate, formatDateTime } from './dates';

describe('dates', () => {
  it('[S1-9.8] [S2-9.16] shows dates as YYYY-MM-DD HH:mm:ss', () => {
    const ms = new Date(2026, 0, 2, 3, 4, 5).getTime();
    expect(formatDateTime(ms)).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(String(ms))).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31 23:59:59');
    expect(formatDate(ms)).toBe('2026-01-02');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('shows a countdown as HH:mm:ss and never below zero', () => {
    expect(formatCountdown(3_725_000)).toBe('01:02:05');
    expect(formatCountdown(90_061_000)).toBe('1d 01:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
