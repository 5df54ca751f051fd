import type { MissionPeriod } from '@lotto/contract';

const DAY_MS = 86_400_000;

export interface PeriodWindow {
  /** Epoch ms, inclusive. */
  fromMs: number;
  /** Epoch ms, exclusive. */
  toMs: number;
  /** What a claim is kept under: D or W and the period's first day, e.g. W2026-11-23. */
  key: string;
}

/**
 * The period a moment falls in: the UTC day, or the UTC week from Monday. The server has no
 * merchant time zone yet (docs/decisions/0012-member-centre-readings.md, date ranges), so UTC.
 */
export function periodAt(period: MissionPeriod, atMs: number): PeriodWindow {
  const dayStart = Math.floor(atMs / DAY_MS) * DAY_MS;
  if (period === 'DAY') return { fromMs: dayStart, toMs: dayStart + DAY_MS, key: `D${new Date(dayStart).toISOString().slice(0, 10)}` };
  // getUTCDay: 0 Sunday … 6 Saturday; weeks start on Monday
  const sinceMonday = (new Date(dayStart).getUTCDay() + 6) % 7;
  const weekStart = dayStart - sinceMonday * DAY_MS;
  return { fromMs: weekStart, toMs: weekStart + 7 * DAY_MS, key: `W${new Date(weekStart).toISOString().slice(0, 10)}` };
}
