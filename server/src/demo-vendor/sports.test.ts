import { describe, expect, it } from 'vitest';
import {
  ESPORTS_TEAMS,
  FOOTBALL_TEAMS,
  MATCHDAY_MS,
  MATCHES_PER_MATCHDAY,
  MIN_ODDS_X100,
  drawScore,
  esportsScores,
  footballScores,
  bookPercentage,
  marketOf,
  outcomeReturns,
  matchdayIdAt,
  matchdayOf,
  matchdayOpen,
  outcomeOfScore,
  outcomeProbabilities,
  scoreAt,
  sportsVariantOf,
  sportsWin,
  type WeightedScore,
} from './sports.js';
import type { RandomInt } from './games.js';

const total = (scores: readonly WeightedScore[]) => scores.reduce((s, x) => s + x.weight, 0);
/** Matchdays around now and far away, both variants. */
const SAMPLE_IDS = Array.from({ length: 150 }, (_, i) => matchdayIdAt(Date.now()) - 75 + i * 997);

describe('virtual sports maths', () => {
  it('derives the same matchday from its id, and another one from the next id', () => {
    const a = matchdayOf('football', 5_900_000);
    expect(matchdayOf('football', 5_900_000)).toEqual(a);
    expect(matchdayOf('football', 5_900_001).matches.map((m) => m.home)).not.toEqual(a.matches.map((m) => m.home));
    expect(a.matches).toHaveLength(MATCHES_PER_MATCHDAY);
    // 12 distinct teams of the variant's list, each once.
    const teams = a.matches.flatMap((m) => [m.home, m.away]);
    expect(new Set(teams).size).toBe(12);
    teams.forEach((team) => expect(FOOTBALL_TEAMS).toContain(team));
    matchdayOf('esports', 5_900_000).matches.forEach((m) => {
      expect(ESPORTS_TEAMS).toContain(m.home);
      expect(m.market.map((o) => o.outcome)).toEqual(['home', 'away']);
    });
    a.matches.forEach((m) => expect(m.market.map((o) => o.outcome)).toEqual(['home', 'draw', 'away']));
  });

  it('numbers matchdays by 5-minute windows and takes bets on the current and previous one only', () => {
    const now = 1_770_000_123_456;
    const id = matchdayIdAt(now);
    expect(id).toBe(Math.floor(now / MATCHDAY_MS));
    expect(matchdayOpen(id, now)).toBe(true);
    expect(matchdayOpen(id - 1, now)).toBe(true);
    expect(matchdayOpen(id - 2, now)).toBe(false);
    expect(matchdayOpen(id + 1, now)).toBe(false);
    expect(sportsVariantOf('SPORTS')).toBe('football');
    expect(sportsVariantOf('ESPORTS')).toBe('esports');
  });

  it('prices football 1X2 from the Poisson grid 0..10: probabilities sum to 1, odds = floor(0.95 / p, 2 decimals)', () => {
    const scores = footballScores(1.2, 0.8);
    expect(scores).toHaveLength(121);
    const p = outcomeProbabilities('football', scores);
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
    // λh = 1.5 · 1.2 / 0.8 = 2.25, λa = 1.2 · 0.8 / 1.2 = 0.8: P(0-0) = e^-(2.25+0.8) (the grid holds ≈ all the mass).
    const zeroZero = scores.find((s) => s.score[0] === 0 && s.score[1] === 0)!;
    expect(zeroZero.weight / total(scores)).toBeCloseTo(Math.exp(-3.05), 5);
    expect(p.home).toBeGreaterThan(p.away);
    const market = marketOf('football', scores);
    for (const o of market) expect(o.oddsX100).toBe(Math.floor((95 / p[o.outcome]) + 1e-9));
  });

  it('prices e-sports best of 3 from the map probability q: P(win) = q²(3 − 2q)', () => {
    const q = 1.1 / (1.1 + 0.9);
    const p = outcomeProbabilities('esports', esportsScores(1.1, 0.9));
    expect(p.home).toBeCloseTo(q * q * (3 - 2 * q), 9);
    expect(p.home + p.away).toBeCloseTo(1, 12);
    expect(p.draw).toBe(0);
  });

  it('returns about 95 % on every outcome of every market (p × odds, 1X2 and match winner) with every price at least 1.01', () => {
    /** Each outcome returns p × odds within (0.94, 0.95]; the book's sum of 1 / odds is about 1 / 0.95. */
    const checkMarket = (variant: 'football' | 'esports', m: Parameters<typeof outcomeReturns>[1], label: string) => {
      const returns = Object.values(outcomeReturns(variant, m));
      expect(returns, label).toHaveLength(variant === 'football' ? 3 : 2);
      for (const rtp of returns) {
        expect(rtp, label).toBeLessThanOrEqual(0.95 + 1e-9);
        expect(rtp, label).toBeGreaterThan(0.94);
      }
      expect(bookPercentage(m.market), label).toBeGreaterThanOrEqual(1 / 0.95 - 1e-9);
      expect(bookPercentage(m.market), label).toBeLessThan(1 / 0.95 + 0.02);
      m.market.forEach((o) => expect(o.oddsX100, label).toBeGreaterThanOrEqual(MIN_ODDS_X100));
    };
    for (const variant of ['football', 'esports'] as const) {
      for (const id of SAMPLE_IDS) for (const m of matchdayOf(variant, id).matches) checkMarket(variant, m, `${variant} ${id} ${m.index}`);
    }
    // The strength corners (0.6 against 1.4, the most lopsided matches) keep every price above 1.01 too.
    for (const [a, b] of [[1.4, 0.6], [0.6, 1.4], [1, 1]] as const) {
      checkMarket('football', { scores: footballScores(a, b), market: marketOf('football', footballScores(a, b)) }, `football ${a}-${b}`);
      checkMarket('esports', { scores: esportsScores(a, b), market: marketOf('esports', esportsScores(a, b)) }, `esports ${a}-${b}`);
    }
  });

  it('draws the final score from the same weights: a scripted draw lands where the cumulative weights say', () => {
    const scores = footballScores(1, 1);
    const first = scores[0]!;
    expect(scoreAt(scores, 0)).toEqual([0, 0]);
    expect(scoreAt(scores, first.weight - 1)).toEqual([0, 0]);
    expect(scoreAt(scores, first.weight)).toEqual([0, 1]);
    expect(scoreAt(scores, total(scores) - 1)).toEqual(scores.filter((s) => s.weight > 0).at(-1)!.score);
    // drawScore asks the random source for [0, total weight).
    const asked: [number, number][] = [];
    const rand: RandomInt = (min, max) => {
      asked.push([min, max]);
      return 0;
    };
    expect(drawScore({ scores }, rand)).toEqual([0, 0]);
    expect(asked).toEqual([[0, total(scores)]]);
    expect(outcomeOfScore([2, 1])).toBe('home');
    expect(outcomeOfScore([1, 1])).toBe('draw');
    expect(outcomeOfScore([0, 2])).toBe('away');
  });

  it('gives results with crypto.randomInt whose frequencies match the outcome probabilities', () => {
    const match = matchdayOf('football', 5_900_123).matches[0]!;
    const p = outcomeProbabilities('football', match.scores);
    const n = 40_000;
    const seen = { home: 0, draw: 0, away: 0 };
    for (let i = 0; i < n; i++) seen[outcomeOfScore(drawScore(match))]++;
    for (const k of ['home', 'draw', 'away'] as const) {
      // Five standard deviations of a binomial count.
      expect(Math.abs(seen[k] / n - p[k])).toBeLessThan(5 * Math.sqrt((p[k] * (1 - p[k])) / n));
    }
  });

  it('pays floor(bet × odds) to a winning pick and nothing to a losing one', () => {
    expect(sportsWin(1_000n, 215, true)).toBe(2_150n);
    expect(sportsWin(333n, 187, true)).toBe(622n);
    expect(sportsWin(1_000n, 215, false)).toBe(0n);
  });
});
