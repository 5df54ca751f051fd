import { describe, expect, it } from 'vitest';
import { sportsNow } from '../../demo-vendor/sports-clock.js';
import { MATCHDAY_MS, matchdayIdAt } from '../../demo-vendor/sports.js';
import { envelopeOf, useTestApp } from '../../test/harness.js';

/** POST /dev/vendor/sports/next-matchday: browser tests start a matchday now instead of waiting for one. */
describe('dev sports matchday', () => {
  const t = useTestApp('pglite');
  const next = async () => {
    const res = await t.call({ method: 'POST', url: '/dev/vendor/sports/next-matchday', merchant: null });
    expect(res.statusCode).toBe(200);
    return envelopeOf(res).value as { matchday: number; closesInMs: number };
  };

  it('starts the next matchday now, with the whole matchday ahead, each time it is asked', async () => {
    const before = matchdayIdAt(sportsNow());
    const first = await next();
    expect(first.matchday).toBe(before + 1);
    expect(matchdayIdAt(sportsNow())).toBe(first.matchday);
    expect(first.closesInMs).toBeGreaterThan(MATCHDAY_MS - 1_000);
    expect(first.closesInMs).toBeLessThanOrEqual(MATCHDAY_MS);
    const second = await next();
    expect(second.matchday).toBe(first.matchday + 1);
    expect(second.closesInMs).toBeGreaterThan(MATCHDAY_MS - 1_000);
  });
});
