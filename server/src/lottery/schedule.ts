/**
 * Issue schedule (pure): a game draws every `intervalSeconds`, aligned to UTC midnight, so each
 * server process computes the same issues. Issue n of a day (1-based) opens at
 * midnight + (n - 1) * interval, draws at midnight + n * interval and locks `lockSeconds` before the
 * draw; its numero is `YYYYMMDD-NNNN` (UTC date of its opening, n zero-padded to 4).
 */

const DAY_MS = 86_400_000;

export interface Timing {
  intervalSeconds: number;
  lockSeconds: number;
}

export interface ScheduledIssue {
  numero: string;
  opensAt: Date;
  locksAt: Date;
  drawAt: Date;
}

/** An interval must divide the day so the numbering restarts cleanly at midnight. */
export function assertTiming(t: Timing): void {
  if (!Number.isInteger(t.intervalSeconds) || t.intervalSeconds < 10 || 86_400 % t.intervalSeconds !== 0) {
    throw new Error(`lottery interval ${t.intervalSeconds}s must be an integer >= 10 dividing 86400`);
  }
  if (!Number.isInteger(t.lockSeconds) || t.lockSeconds < 0 || t.lockSeconds >= t.intervalSeconds) {
    throw new Error(`lottery lock ${t.lockSeconds}s must be >= 0 and below the interval ${t.intervalSeconds}s`);
  }
}

const ymd = (d: Date): string =>
  `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;

/** The issue whose sale window contains `nowMs` (opensAt <= now < drawAt), shifted by `offset` issues. */
export function issueAt(t: Timing, nowMs: number, offset = 0): ScheduledIssue {
  assertTiming(t);
  const intervalMs = t.intervalSeconds * 1000;
  const opens = Math.floor(nowMs / intervalMs) * intervalMs + offset * intervalMs;
  const dayStart = Math.floor(opens / DAY_MS) * DAY_MS;
  const n = Math.round((opens - dayStart) / intervalMs) + 1;
  const drawAt = opens + intervalMs;
  return {
    numero: `${ymd(new Date(dayStart))}-${String(n).padStart(4, '0')}`,
    opensAt: new Date(opens),
    locksAt: new Date(drawAt - t.lockSeconds * 1000),
    drawAt: new Date(drawAt),
  };
}

/** When the numero's issue draws, or null when it is not a numero of this timing. */
export function scheduleOfNumero(t: Timing, numero: string): ScheduledIssue | null {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/.exec(numero);
  if (!m) return null;
  const dayStart = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const n = Number(m[4]);
  if (n < 1 || n > 86_400 / t.intervalSeconds) return null;
  const issue = issueAt(t, dayStart + (n - 1) * t.intervalSeconds * 1000);
  return issue.numero === numero ? issue : null;
}

/** True while bets are accepted: from opening until lock time, by the server clock. */
export const isOnSale = (issue: { opensAt: Date; locksAt: Date }, nowMs: number): boolean =>
  nowMs >= issue.opensAt.getTime() && nowMs < issue.locksAt.getTime();
