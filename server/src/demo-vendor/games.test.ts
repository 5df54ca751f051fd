import { describe, expect, it } from 'vitest';
import {
  CRASH_CAP_X100,
  SLOT_LINES,
  crashPointX100,
  drawLiveCrash,
  evaluateSlot,
  flightMsTo,
  judgeLiveCrash,
  multiplierX100At,
  slotRtp,
  slotWin,
  spinSlot,
  type SlotSymbol,
} from './games.js';

describe('demo game maths', () => {
  it('has a slot paytable whose theoretical return is between 95 % and 97 %', () => {
    expect(slotRtp()).toBeGreaterThan(0.95);
    expect(slotRtp()).toBeLessThan(0.97);
  });

  it('pays slot lines from the leftmost reel only and adds up the lines', () => {
    const col = (s: SlotSymbol): SlotSymbol[] => [s, s, s];
    // Every row reads seven seven seven lemon cherry: all 5 lines have 3 sevens.
    const grid = [col('seven'), col('seven'), col('seven'), col('lemon'), col('cherry')];
    const o = evaluateSlot(grid);
    expect(o.lines).toHaveLength(SLOT_LINES.length);
    expect(o.lines.every((l) => l.symbol === 'seven' && l.count === 3 && l.pay === 150)).toBe(true);
    expect(slotWin(1_000n, o)).toBe(150_000n);
    // Matching symbols that do not start at reel 1 pay nothing.
    const offset = evaluateSlot([col('lemon'), col('seven'), col('seven'), col('seven'), col('seven')]);
    expect(offset.totalPay).toBe(0);
  });

  it('returns close to the theoretical slot RTP over many spins drawn with crypto.randomInt', () => {
    const spins = 60_000;
    let won = 0n;
    for (let i = 0; i < spins; i++) won += slotWin(500n, spinSlot());
    const rtp = Number(won) / (spins * 500);
    // Slots are high variance (top prize 10,000x a line); the band is wide but catches a broken paytable.
    expect(rtp).toBeGreaterThan(0.75);
    expect(rtp).toBeLessThan(1.25);
  });

  it('draws crash points with P(crash >= T) close to 0.97 / T, so an auto target of T returns about 97 %', () => {
    expect(crashPointX100(0)).toBe(100);
    expect(crashPointX100(2 ** 32 - 1)).toBe(CRASH_CAP_X100);
    const rounds = 40_000;
    let atLeast2 = 0;
    let paid = 0n;
    for (let i = 0; i < rounds; i++) {
      const o = drawLiveCrash(200, 0);
      if (o.crashX100 >= 200) atLeast2++;
      // The auto target pays when the flight reaches it: only if the crash point is at or above it.
      const verdict = judgeLiveCrash(o, flightMsTo(CRASH_CAP_X100), false);
      expect(verdict).toEqual({ open: false, cashedOutX100: o.crashX100 >= 200 ? 200 : null });
      if (!verdict.open && verdict.cashedOutX100 !== null) paid += (100n * BigInt(verdict.cashedOutX100)) / 100n;
    }
    expect(atLeast2 / rounds).toBeGreaterThan(0.455);
    expect(atLeast2 / rounds).toBeLessThan(0.515);
    expect(Number(paid) / (rounds * 100)).toBeGreaterThan(0.91);
    expect(Number(paid) / (rounds * 100)).toBeLessThan(1.03);
  });

  it('climbs the live crash multiplier on the clock and settles by cash-out, auto target or crash', () => {
    expect(multiplierX100At(0)).toBe(100);
    expect(multiplierX100At(-50)).toBe(100);
    expect(multiplierX100At(flightMsTo(200))).toBe(200);
    expect(flightMsTo(CRASH_CAP_X100)).toBeLessThan(32_000);
    // r = 2^31 draws a crash point of 1.94x.
    const o = drawLiveCrash(null, 1_000, () => 2 ** 31);
    expect(o).toMatchObject({ crashX100: 194, targetX100: null, cashedOut: false });
    expect(judgeLiveCrash(o, 1_000, false)).toEqual({ open: true, x100: 100 });
    const at150 = 1_000 + flightMsTo(150);
    expect(judgeLiveCrash(o, at150, false)).toEqual({ open: true, x100: 150 });
    expect(judgeLiveCrash(o, at150, true)).toEqual({ open: false, cashedOutX100: 150 });
    // At the crash point the flight is over: a late cash-out loses.
    expect(judgeLiveCrash(o, 1_000 + flightMsTo(194), true)).toEqual({ open: false, cashedOutX100: null });
    // An auto target below the crash point pays the target even when asked late.
    expect(judgeLiveCrash({ ...o, targetX100: 120 }, 1_000 + flightMsTo(300), false)).toEqual({ open: false, cashedOutX100: 120 });
    // An auto target above it does not.
    expect(judgeLiveCrash({ ...o, targetX100: 500 }, 1_000 + flightMsTo(300), false)).toEqual({ open: false, cashedOutX100: null });
  });
});
