import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { byteStream, createSeed, drawNumbers, drawWinNo, formatWinNo, hashSeed, parseWinNo, uniformBelow } from './draw.js';
import { PLAYS, findPlay, payoutOf } from './plays.js';

/** Fixed seeds: the statistical tests below are deterministic and never flaky. */
const fixedSeed = (label: string, i: number) => createHash('sha256').update(`lottery-test:${label}:${i}`).digest('hex');

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}
// Critical values of the chi-square distribution at alpha = 0.01.
const CHI2_CRIT_001 = { 9: 21.666, 10: 23.209 } as const;

describe('lottery draws (commit-reveal)', () => {
  it('commits to a fresh 32-byte seed with its SHA-256, and the commitment verifies', () => {
    const seed = createSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createSeed()).not.toBe(seed);
    const commitment = hashSeed(seed);
    expect(commitment).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    // A different seed does not match the published commitment.
    expect(hashSeed(createSeed())).not.toBe(commitment);
  });

  it('reproduces a draw from its revealed seed, and the numbers depend on game and numero', () => {
    const seed = fixedSeed('repro', 1);
    const game = { gameCode: 'CQSSC', kind: 'SSC' as const };
    const a = drawWinNo(seed, game, '20261122-0001');
    expect(drawWinNo(seed, game, '20261122-0001')).toBe(a);
    expect(a).toMatch(/^\d,\d,\d,\d,\d$/);
    // Independent recomputation with nothing but node:crypto (the README snippet's algorithm).
    const key = Buffer.from(seed, 'hex');
    const bytes = [...createHmac('sha256', key).update('CQSSC:20261122-0001:0').digest()];
    const digits: number[] = [];
    for (const b of bytes) {
      if (digits.length === 5) break;
      if (b < 250) digits.push(b % 10);
    }
    expect(a).toBe(digits.join(','));
    const others = new Set(Array.from({ length: 20 }, (_, i) => drawWinNo(seed, game, `20261122-${String(i + 2).padStart(4, '0')}`)));
    expect(others.size).toBeGreaterThan(15);
  });

  it('draws 11X5 as five distinct numbers from 01 to 11, and SSC as five digits 0-9', () => {
    for (let i = 0; i < 2000; i++) {
      const ns = drawNumbers(fixedSeed('range', i), { gameCode: 'GD11X5', kind: '11X5' }, '20261122-0001');
      expect(ns).toHaveLength(5);
      expect(new Set(ns).size).toBe(5);
      for (const n of ns) expect(n >= 1 && n <= 11).toBe(true);
      const ssc = drawNumbers(fixedSeed('range', i), { gameCode: 'CQSSC', kind: 'SSC' }, '20261122-0001');
      expect(ssc.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)).toBe(true);
    }
    expect(formatWinNo('11X5', [1, 11, 3, 5, 7])).toBe('01,11,03,05,07');
    expect(parseWinNo('11X5', '01,11,03,05,07')).toEqual([1, 11, 3, 5, 7]);
    expect(formatWinNo('THAI', [0, 1, 2, 3, 4, 5])).toBe('012345');
    expect(parseWinNo('VN', '90817')).toEqual([9, 0, 8, 1, 7]);
  });

  it('has no modulo bias: rejection sampling maps the accepted bytes evenly onto every value', () => {
    for (const n of [2, 10, 11, 100, 7, 256]) {
      const counts = new Array<number>(n).fill(0);
      for (let b = 0; b < 256; b++) {
        let used = false;
        const v = uniformBelow(() => (used ? 0 : ((used = true), b)), n);
        if (b < 256 - (256 % n)) counts[v]! += 1;
      }
      expect(new Set(counts).size, `n=${n}`).toBe(1);
    }
    // The naive byte % 11 would favour 0..3 (24 bytes each against 23): the bias avoided.
    const naive = new Array<number>(11).fill(0);
    for (let b = 0; b < 256; b++) naive[b % 11]! += 1;
    expect(new Set(naive).size).toBe(2);
    expect(() => uniformBelow(() => 0, 0)).toThrow(RangeError);
  });

  it('passes a chi-square uniformity test at alpha 0.01 over 4000 SSC draws (fixed seeds)', () => {
    const all = new Array<number>(10).fill(0);
    const byPosition = Array.from({ length: 5 }, () => new Array<number>(10).fill(0));
    for (let i = 0; i < 4000; i++) {
      const ds = drawNumbers(fixedSeed('chi-ssc', i), { gameCode: 'CQSSC', kind: 'SSC' }, `20261122-${String((i % 1440) + 1).padStart(4, '0')}`);
      ds.forEach((d, pos) => {
        all[d]! += 1;
        byPosition[pos]![d]! += 1;
      });
    }
    expect(chiSquare(all)).toBeLessThan(CHI2_CRIT_001[9]);
    for (const counts of byPosition) expect(chiSquare(counts)).toBeLessThan(CHI2_CRIT_001[9]);
  });

  it('passes a chi-square uniformity test at alpha 0.01 over 4000 11X5 draws (fixed seeds)', () => {
    const drawn = new Array<number>(11).fill(0);
    const first = new Array<number>(11).fill(0);
    for (let i = 0; i < 4000; i++) {
      const ns = drawNumbers(fixedSeed('chi-11x5', i), { gameCode: 'GD11X5', kind: '11X5' }, '20261122-0042');
      for (const n of ns) drawn[n - 1]! += 1;
      first[ns[0]! - 1]! += 1;
    }
    expect(chiSquare(drawn)).toBeLessThan(CHI2_CRIT_001[10]);
    expect(chiSquare(first)).toBeLessThan(CHI2_CRIT_001[10]);
  });

  it('the chi-square test can fail: it rejects digits made with modulo bias', () => {
    // nibble % 10 (a 0-15 source folded onto 0-9) favours 0-5: the bias rejection sampling avoids.
    const counts = new Array<number>(10).fill(0);
    const next = byteStream(fixedSeed('biased', 0), 'X', '1');
    for (let i = 0; i < 20000; i++) counts[(next() & 15) % 10]! += 1;
    expect(chiSquare(counts)).toBeGreaterThan(CHI2_CRIT_001[9]);
  });
});

describe('lottery plays', () => {
  it('settles each play kind against the drawn numbers', () => {
    expect(findPlay('SSC', 'pos1')!.wins('3', [3, 0, 0, 0, 0])).toBe(true);
    expect(findPlay('SSC', 'pos5')!.wins('3', [3, 0, 0, 0, 0])).toBe(false);
    expect(findPlay('SSC', 'sum')!.wins('big', [9, 9, 5, 0, 0])).toBe(true); // 23
    expect(findPlay('SSC', 'sum')!.wins('small', [9, 9, 4, 0, 0])).toBe(true); // 22
    expect(findPlay('SSC', 'sum')!.wins('odd', [1, 0, 0, 0, 0])).toBe(true);
    expect(findPlay('11X5', 'any1')!.wins('07', [1, 7, 3, 4, 5])).toBe(true);
    expect(findPlay('11X5', 'any1')!.wins('08', [1, 7, 3, 4, 5])).toBe(false);
    expect(findPlay('THAI', 'last2')!.wins('45', [1, 2, 3, 0, 4, 5])).toBe(true);
    expect(findPlay('VN', 'special2')!.wins('17', [9, 0, 8, 1, 7])).toBe(true);
    expect(findPlay('VN', 'pos1')).toBeUndefined();
    expect(PLAYS.every((p) => p.selections.length > 0 && p.oddsHundredths > 100)).toBe(true);
    expect(payoutOf(1000n, 980)).toBe(9800n);
    expect(payoutOf(333n, 196)).toBe(652n);
  });
});
