import { describe, expect, it } from 'vitest';
import { bettingDeadline, bettingLeft, countdownSeconds, formatClock } from './countdown';

describe('betting countdown', () => {
  it('is remainTime - lockTime * 1000, less half the round trip, on the server clock', () => {
    // reply received at server time 1_000_000 after a 400 ms round trip: 200 ms of remainTime already passed
    const deadline = bettingDeadline({ remainTime: 60_000, lockTime: 10 }, { receivedAt: 1_000_000, roundTripMs: 400 });
    expect(deadline).toBe(1_000_000 + 60_000 - 10_000 - 200);
    expect(bettingLeft(deadline, 1_000_000)).toBe(49_800);
    expect(bettingLeft(deadline, deadline + 5)).toBe(0);
  });

  it('shows whole seconds rounded up and mm:ss or HH:mm:ss', () => {
    expect(countdownSeconds(1)).toBe(1);
    expect(countdownSeconds(0)).toBe(0);
    expect(formatClock(65_000)).toBe('01:05');
    expect(formatClock(3_600_000 + 61_000)).toBe('01:01:01');
    expect(formatClock(-5)).toBe('00:00');
  });
});
