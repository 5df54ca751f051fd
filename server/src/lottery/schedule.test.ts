import { describe, expect, it } from 'vitest';
import { assertTiming, isOnSale, issueAt, scheduleOfNumero } from './schedule.js';

const T60 = { intervalSeconds: 60, lockSeconds: 10 };
const at = (iso: string) => Date.parse(iso);

describe('lottery schedule', () => {
  it('aligns issues to the interval from UTC midnight and numbers them YYYYMMDD-NNNN', () => {
    const i = issueAt(T60, at('2026-11-22T00:00:30Z'));
    expect(i.numero).toBe('20261122-0001');
    expect(i.opensAt.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(i.drawAt.toISOString()).toBe('2026-11-22T00:01:00.000Z');
    expect(i.locksAt.toISOString()).toBe('2026-11-22T00:00:50.000Z');
    expect(issueAt(T60, at('2026-11-22T23:59:59Z')).numero).toBe('20261122-1440');
    expect(issueAt(T60, at('2026-11-22T23:59:59Z'), 1).numero).toBe('20261123-0001');
    expect(issueAt(T60, at('2026-11-22T00:01:00Z')).numero).toBe('20261122-0002');
    expect(issueAt({ intervalSeconds: 90, lockSeconds: 15 }, at('2026-11-22T10:00:00Z')).numero).toBe('20261122-0401');
  });

  it('reads a numero back to its schedule and refuses foreign numeros', () => {
    const i = issueAt(T60, at('2026-11-22T12:34:56Z'));
    expect(scheduleOfNumero(T60, i.numero)).toEqual(i);
    expect(scheduleOfNumero(T60, '20261122-1441')).toBeNull();
    expect(scheduleOfNumero(T60, 'nope')).toBeNull();
  });

  it('sells from opening until lock time only, by the given clock', () => {
    const i = issueAt(T60, at('2026-11-22T00:00:30Z'));
    expect(isOnSale(i, at('2026-11-22T00:00:00Z'))).toBe(true);
    expect(isOnSale(i, at('2026-11-22T00:00:49.999Z'))).toBe(true);
    expect(isOnSale(i, at('2026-11-22T00:00:50Z'))).toBe(false);
    expect(isOnSale(i, at('2026-11-22T00:01:00Z'))).toBe(false);
    expect(isOnSale(i, at('2026-11-21T23:59:59Z'))).toBe(false);
  });

  it('refuses intervals that do not divide the day and locks not below the interval', () => {
    expect(() => assertTiming({ intervalSeconds: 70, lockSeconds: 5 })).toThrow();
    expect(() => assertTiming({ intervalSeconds: 60, lockSeconds: 60 })).toThrow();
    expect(() => assertTiming({ intervalSeconds: 20, lockSeconds: 5 })).not.toThrow();
  });
});
