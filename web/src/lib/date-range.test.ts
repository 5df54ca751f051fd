import { describe, expect, it } from 'vitest';
import { dateRangeProblem } from '@lotto/contract';
import { defaultRange, lastDays, pickDay, rangeProblem, rangeTimes, spanDays } from './date-range';

// a fixed "now": 24 November 2026, 15:00 local time
const NOW = new Date(2026, 10, 24, 15, 0, 0).getTime();
const midnight = (y: number, mo: number, d: number) => new Date(y, mo - 1, d).getTime();

describe('date-range rules', () => {
  it('[S2-5.3] defaults to today, asked from midnight to midnight + 86,399,000 ms', () => {
    const r = defaultRange(NOW);
    expect(r).toEqual({ start: '2026-11-24', end: '2026-11-24' });
    expect(rangeTimes(r)).toEqual({ startTime: midnight(2026, 11, 24), endTime: midnight(2026, 11, 24) + 86_399_000 });
    expect(rangeProblem(r, NOW)).toBeNull();
  });

  it('[S2-5.3] [S2-9.2] allows 30 days and refuses 31, a day after today, and a reversed range', () => {
    expect(rangeProblem({ start: '2026-10-25', end: '2026-11-24' }, NOW)).toBeNull();
    expect(spanDays({ start: '2026-10-25', end: '2026-11-24' })).toBe(30);
    expect(rangeProblem({ start: '2026-10-24', end: '2026-11-24' }, NOW)).toBe('date.range.too.long');
    expect(rangeProblem({ start: '2026-11-24', end: '2026-11-25' }, NOW)).toBe('date.range.future');
    expect(rangeProblem({ start: '2026-11-20', end: '2026-11-19' }, NOW)).toBe('date.range.reversed');
    expect(rangeProblem({ start: '', end: '2026-11-19' }, NOW)).toBe('invalid');
  });

  it('agrees with the rule the server applies (the contract) on every range it makes', () => {
    for (const r of [defaultRange(NOW), lastDays(7, NOW), lastDays(30, NOW), pickDay(defaultRange(NOW), 'start', '2026-01-01', NOW)]) {
      const { startTime, endTime } = rangeTimes(r);
      expect(dateRangeProblem(startTime, endTime, NOW)).toBeNull();
    }
  });

  it('[S2-5.3] turns a picked day after today into today', () => {
    expect(pickDay(defaultRange(NOW), 'end', '2026-12-03', NOW)).toEqual({ start: '2026-11-24', end: '2026-11-24' });
    expect(pickDay(defaultRange(NOW), 'start', '2027-01-01', NOW)).toEqual({ start: '2026-11-24', end: '2026-11-24' });
  });

  it('[S2-5.3] moves the other end to keep the range in order and within 30 days', () => {
    // a start 40 days back pulls the end to 30 days after it
    expect(pickDay(defaultRange(NOW), 'start', '2026-10-15', NOW)).toEqual({ start: '2026-10-15', end: '2026-11-14' });
    // a start after the end pushes the end to it
    expect(pickDay({ start: '2026-11-01', end: '2026-11-05' }, 'start', '2026-11-10', NOW)).toEqual({ start: '2026-11-10', end: '2026-11-10' });
    // an end before the start pulls the start to it
    expect(pickDay({ start: '2026-11-10', end: '2026-11-20' }, 'end', '2026-11-02', NOW)).toEqual({ start: '2026-11-02', end: '2026-11-02' });
    // an end more than 30 days after the start pulls the start to 30 days before it
    expect(pickDay({ start: '2026-09-01', end: '2026-09-05' }, 'end', '2026-11-20', NOW)).toEqual({ start: '2026-10-21', end: '2026-11-20' });
    // an unreadable pick changes nothing
    expect(pickDay(defaultRange(NOW), 'end', '', NOW)).toEqual(defaultRange(NOW));
  });

  it('offers the last n days up to today, never more than 30 days apart', () => {
    expect(lastDays(1, NOW)).toEqual({ start: '2026-11-24', end: '2026-11-24' });
    expect(lastDays(7, NOW)).toEqual({ start: '2026-11-18', end: '2026-11-24' });
    expect(lastDays(90, NOW)).toEqual({ start: '2026-10-25', end: '2026-11-24' });
  });
});
