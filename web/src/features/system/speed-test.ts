import { toBaseUrl } from './domain-retry';

/** Speed classes of the speed-test page (spec 2 §4: 0 unreachable; >150 slow; 81-150 normal; <=80 fast). */
export type SpeedClass = 'unreachable' | 'slow' | 'normal' | 'fast';

export const SPEED_FAST_MAX_MS = 80; // spec 2 §9
export const SPEED_NORMAL_MAX_MS = 150; // spec 2 §9
export const SPEED_RETEST_DELAY_MS = 1000; // spec 2 §9: retest delay 1 s

export function classifySpeed(ms: number): SpeedClass {
  if (ms <= 0) return 'unreachable';
  if (ms > SPEED_NORMAL_MAX_MS) return 'slow';
  if (ms > SPEED_FAST_MAX_MS) return 'normal';
  return 'fast';
}

/** Round-trip time of one ping in ms (at least 1), or 0 when the domain did not answer. */
export async function measureDomain(
  domain: string,
  ping: (baseUrl: string) => Promise<unknown>,
  now: () => number = () => performance.now(),
): Promise<number> {
  const started = now();
  try {
    await ping(toBaseUrl(domain));
    return Math.max(1, Math.round(now() - started));
  } catch {
    return 0;
  }
}
