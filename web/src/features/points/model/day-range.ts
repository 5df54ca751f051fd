import { DAY_MS, END_OF_DAY_OFFSET_MS } from '@lotto/contract';

/** A request's range: the first day's start and the last day's end (spec 2 §5: end adds a day minus 1 s). */
export interface DayTimes {
  startTime: number;
  endTime: number;
}

/** The ranges the records offer: today (the default, spec 2 §5), the last 7 and the last 30 days (at most 30, spec 2 §9). */
export const RANGE_DAYS = [1, 7, 30] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];

/** The last `days` days up to today, in local time; never a day after today. */
export function lastDays(days: RangeDays, now: number): DayTimes {
  const d = new Date(now);
  const today = new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const first = new Date(d.getFullYear(), d.getMonth(), d.getDate() - (days - 1)).getTime();
  return { startTime: first, endTime: today + END_OF_DAY_OFFSET_MS };
}

export { DAY_MS };
