/**
 * Server clock estimate for countdowns (spec 3 Replies: lottery countdowns are corrected by half the
 * round trip). Each reply's `Date` header is taken to describe the moment halfway through the request.
 *
 * A `Date` header has whole seconds, so one reply only says the offset is at least its sample (and
 * less than a second more). The estimate is the largest such bound seen: it tightens with every
 * reply and only moves forward, so a countdown never jumps back up a second when a later reply
 * happens to be truncated more. A sample far below it means a clock was changed: start over.
 */
const DATE_RESOLUTION_MS = 1000;
/** Room for round-trip asymmetry before a lower sample counts as a changed clock. */
const CLOCK_CHANGE_SLACK_MS = 500;
let offsetMs = 0;
let lastRoundTripMs = 0;
let samples = 0;

/** Records one reply; `sentAt` and `receivedAt` are local epoch ms around the fetch. */
export function recordServerDate(dateHeader: string | null | undefined, sentAt: number, receivedAt: number): void {
  if (!dateHeader) return;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return;
  const rtt = Math.max(0, receivedAt - sentAt);
  // the Date header is the server's time about half a round trip before the reply arrived
  const sample = server + rtt / 2 - receivedAt;
  const clockChanged = sample < offsetMs - DATE_RESOLUTION_MS - CLOCK_CHANGE_SLACK_MS;
  offsetMs = samples === 0 || clockChanged ? sample : Math.max(offsetMs, sample);
  lastRoundTripMs = rtt;
  samples++;
}

/** Local clock corrected to the server's, epoch ms. */
export const serverNow = (): number => Date.now() + offsetMs;
export const serverClockOffset = (): number => offsetMs;
/** Round trip of the last reply, ms: callers subtract half of it from server-relative durations. */
export const lastRoundTrip = (): number => lastRoundTripMs;
export const serverClockSamples = (): number => samples;

export function resetServerClock(): void {
  offsetMs = 0;
  lastRoundTripMs = 0;
  samples = 0;
}
