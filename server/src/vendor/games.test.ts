import { describe, expect, it } from 'vitest';
import {
  CRASH_CAP_X100,
  SLOT_LINES,
  crashPointX100,
  crashWin,
  evaluateSlot,
  playCrash,
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

  it('draws crash points with P(crash >= T) close to 0.97 / T', () => {
    expect(crashPointX100(0)).toBe(100);
    expect(crashPointX100(2 ** 32 - 1)).toBe(CRASH_CAP_X100);
    const rounds = 40_000;
    let atLeast2 = 0;
    let paid = 0n;
    for (let i = 0; i < rounds; i++) {
      const o = playCrash(200);
      if (o.crashX100 >= 200) atLeast2++;
      expect(o.cashedOut).toBe(o.crashX100 >= 200);
      paid += crashWin(100n, o);
    }
    expect(atLeast2 / rounds).toBeGreaterThan(0.455);
    expect(atLeast2 / rounds).toBeLessThan(0.515);
    expect(Number(paid) / (rounds * 100)).toBeGreaterThan(0.91);
    expect(Number(paid) / (rounds * 100)).toBeLessThan(1.03);
  });
});
