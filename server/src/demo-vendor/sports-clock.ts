import { MATCHDAY_MS, matchdayIdAt } from './sports.js';

/**
 * The virtual sports' clock: the server's, plus a shift that a developer or a browser test adds
 * through the dev-only POST /dev/vendor/sports/next-matchday to start a new matchday now, instead
 * of waiting up to five minutes for one. Per process; outside development it is never shifted.
 */
let shiftMs = 0;

/** Now, on the matchdays' clock (ms). */
export const sportsNow = (): number => Date.now() + shiftMs;

/** Moves the matchdays' clock to the start of the next matchday; answers it and how long it stays open. */
export function startNextMatchday(): { matchday: number; closesInMs: number } {
  const now = sportsNow();
  const matchday = matchdayIdAt(now) + 1;
  shiftMs += matchday * MATCHDAY_MS - now;
  return { matchday, closesInMs: (matchday + 1) * MATCHDAY_MS - sportsNow() };
}
