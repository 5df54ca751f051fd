import dayjs from 'dayjs';
import { END_OF_DAY_OFFSET_MS, MAX_DATE_RANGE_DAYS, dateRangeProblem, type DateRangeProblem } from '@lotto/contract';
import { DATE_FORMAT } from './dates';

/**
 * The calendar date-range rules of spec 2 §5: at most 30 days, no date after today, filters
 * default to today, the end date counts to its last second (+86,399,000 ms). Days are local
 * calendar days written YYYY-MM-DD, as the date inputs hold them.
 */
export interface DayRange {
  start: string;
  end: string;
}

// only a whole YYYY-MM-DD is a day; anything else is invalid (dayjs would guess)
const day = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? dayjs(d).startOf('day') : dayjs(NaN));
const write = (d: dayjs.Dayjs) => d.format(DATE_FORMAT);

/** Today in local time, YYYY-MM-DD. */
export const todayOf = (now: number): string => write(dayjs(now).startOf('day'));

/** The filters' default: today to today (spec 2 §5). */
export const defaultRange = (now: number): DayRange => ({ start: todayOf(now), end: todayOf(now) });

/** Whole days from start to end (0 for one day). */
export const spanDays = (r: DayRange): number => day(r.end).diff(day(r.start), 'day');

/**
 * What is wrong with a range, or null when the server may be asked for it: an unreadable day, else
 * the contract's own rule (`dateRangeProblem`: reversed, a day after today, more than 30 days).
 */
export function rangeProblem(r: DayRange, now: number): DateRangeProblem | 'invalid' | null {
  if (!day(r.start).isValid() || !day(r.end).isValid()) return 'invalid';
  const { startTime, endTime } = rangeTimes(r);
  return dateRangeProblem(startTime, endTime, now);
}

const minDay = (a: dayjs.Dayjs, b: dayjs.Dayjs) => (a.isBefore(b) ? a : b);

/**
 * The range after one end is picked: a date after today becomes today, and the other end moves
 * so that the range stays in order and within 30 days (the picked end is kept).
 */
export function pickDay(r: DayRange, which: 'start' | 'end', picked: string, now: number): DayRange {
  const today = day(todayOf(now));
  const chosen = day(picked);
  if (!chosen.isValid()) return r;
  const value = minDay(chosen, today);
  if (which === 'start') {
    let end = day(r.end).isValid() ? day(r.end) : value;
    if (end.isBefore(value)) end = value;
    if (end.diff(value, 'day') > MAX_DATE_RANGE_DAYS) end = value.add(MAX_DATE_RANGE_DAYS, 'day');
    return { start: write(value), end: write(minDay(end, today)) };
  }
  let start = day(r.start).isValid() ? day(r.start) : value;
  if (start.isAfter(value)) start = value;
  if (value.diff(start, 'day') > MAX_DATE_RANGE_DAYS) start = value.subtract(MAX_DATE_RANGE_DAYS, 'day');
  return { start: write(start), end: write(value) };
}

/** The last `days` days up to today (1: today only), capped at 30 days. */
export function lastDays(days: number, now: number): DayRange {
  const today = day(todayOf(now));
  const span = Math.min(Math.max(days, 1) - 1, MAX_DATE_RANGE_DAYS);
  return { start: write(today.subtract(span, 'day')), end: write(today) };
}


/** Epoch ms the server is asked for: start of the first day, end of the last (+86,399,000 ms). */
export function rangeTimes(r: DayRange): { startTime: number; endTime: number } {
  const startTime = day(r.start).valueOf();
  return { startTime, endTime: day(r.end).valueOf() + END_OF_DAY_OFFSET_MS };
}
