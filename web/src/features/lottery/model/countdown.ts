/**
 * Betting countdowns on the server clock (spec 3 Replies "Opened issues"): the betting time left is
 * `remainTime - lockTime * 1000`, corrected by half the round trip of the reply that carried it.
 */

/** What a reply tells about one issue: remainTime in ms, lockTime in s. */
export interface IssueTiming {
  remainTime: number;
  lockTime: number;
}

/** When the reply arrived, on the server clock, and how long its round trip took. */
export interface ReplyAnchor {
  /** Server-clock epoch ms when the reply was received (serverNow() at that moment). */
  receivedAt: number;
  roundTripMs: number;
}

/**
 * The server-clock moment betting closes: the reply left the server about half a round trip before
 * it arrived, so that much of `remainTime` had already passed.
 */
export function bettingDeadline(issue: IssueTiming, anchor: ReplyAnchor): number {
  return anchor.receivedAt + issue.remainTime - issue.lockTime * 1000 - anchor.roundTripMs / 2;
}

/** Milliseconds of betting left at `serverNowMs` (never negative). */
export const bettingLeft = (deadline: number, serverNowMs: number): number => Math.max(0, deadline - serverNowMs);

/** Whole seconds shown by a ticking countdown (rounded up, so 0 means closed). */
export const countdownSeconds = (leftMs: number): number => Math.max(0, Math.ceil(leftMs / 1000));

/** mm:ss under an hour, else HH:mm:ss. */
export function formatClock(leftMs: number): string {
  const total = countdownSeconds(leftMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
