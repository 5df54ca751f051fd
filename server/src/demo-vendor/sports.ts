import { createHmac } from 'node:crypto';
import type { SportsMarketOutcome, SportsMatchView, SportsOutcomeKey, SportsVariant } from './api-types.js';
import { cryptoRandomInt, type RandomInt } from './games.js';

// ---------------------------------------------------------------------------------------------
// Virtual sports: a "matchday" of 6 matches between fictional teams, one every 5 minutes of the
// server clock (id = floor(now / 300 000)).
//
// Team pairings and strengths come from HMAC-SHA256(SEED_KEY, "<variant>:<matchday>:<block>"), so
// the server recomputes the same matchday, and its odds, from the id alone. Each match has a list
// of final scores with integer weights (their sum is about WEIGHT_SCALE):
//   football (SPORTS): home goals ~ Poisson(λh), away goals ~ Poisson(λa), independent,
//     λh = 1.5 · rh / ra, λa = 1.2 · ra / rh for strengths r in [0.6, 1.4]; the grid 0..10 × 0..10.
//     Market 1X2: home win, draw, away win.
//   e-sports (ESPORTS): best of 3 maps, team A takes a map with q = rA / (rA + rB);
//     2-0: q², 2-1: 2q²(1-q), 1-2: 2q(1-q)², 0-2: (1-q)². Market: match winner (2-way).
// An outcome's probability is the sum of its scores' weights over the total; its decimal odds are
//   odds = floor(100 · RTP / p) / 100   (RTP 95 %: 1 / (p × overround), overround 1 / 0.95),
// so a bet on any outcome returns p × odds = 95 % less the rounding down (under 1 point), whatever
// the player picks, and the book's sum of 1 / odds is about 1 / 0.95 ≈ 105.3 %. The strength range
// keeps every p below 0.94, so every price is at least 1.01 (`sports.test.ts` checks both).
// A bet is settled by drawing one final score with crypto.randomInt from the same weights: the
// score says the winning outcome, so results agree with the probabilities the odds were made from.
// Every bet plays its own draw of the match (a virtual match per bet, like a single-player game).
// ---------------------------------------------------------------------------------------------

export const MATCHDAY_MS = 300_000;
export const MATCHES_PER_MATCHDAY = 6;
export const SPORTS_RTP = 0.95;
export const MIN_ODDS_X100 = 101;
/** Highest goal count of the football grid (the weights are normalised over the grid). */
export const MAX_GOALS = 10;
/** Weights are integers near this total: far below crypto.randomInt's 2^48 range limit. */
const WEIGHT_SCALE = 1e12;
/** Fixed server-side key of the matchday derivation (determinism, not secrecy: odds are public). */
const SEED_KEY = 'lotto demo vendor · virtual sports · matchday v1';

export const FOOTBALL_TEAMS = [
  'Northbridge Rovers',
  'Port Alder FC',
  'Kestrel Vale',
  'Ironford Athletic',
  'Saltmere United',
  'Redcliff Wanderers',
  'Ashgrove City',
  'Lakeshore Albion',
  'Duncarrow Rangers',
  'Westholm Town',
  'Brightwater FC',
  'Corrin Bay',
  'Elmstead Harriers',
  'Granton Vale',
  'Highmoor United',
  'Silverbrook',
] as const;

export const ESPORTS_TEAMS = [
  'Neon Vipers',
  'Quantum Owls',
  'Crimson Circuit',
  'Polar Pixels',
  'Void Runners',
  'Static Lions',
  'Nova Syndicate',
  'Glitch Hounds',
  'Arc Titans',
  'Midnight Lag',
  'Solar Drift',
  'Hex Reapers',
  'Turbo Krakens',
  'Byte Storm',
  'Frost Protocol',
  'Echo Rebels',
] as const;

/** The markets each variant offers, in display order. */
export const OUTCOMES: Readonly<Record<SportsVariant, readonly SportsOutcomeKey[]>> = {
  football: ['home', 'draw', 'away'],
  esports: ['home', 'away'],
};

/** SPORTS products play football, ESPORTS products e-sports. */
export const sportsVariantOf = (productType: string): SportsVariant => (productType === 'ESPORTS' ? 'esports' : 'football');

export const matchdayIdAt = (nowMs: number): number => Math.floor(nowMs / MATCHDAY_MS);

/** Bets are taken on the current matchday and the previous one (a bet sent as the window turned). */
export const matchdayOpen = (matchdayId: number, nowMs: number): boolean => {
  const current = matchdayIdAt(nowMs);
  return matchdayId === current || matchdayId === current - 1;
};

// ── Deterministic numbers of a matchday ──────────────────────────────────────────────────────

/** Numbers in [0, 1) derived from the matchday: 8 per HMAC block, as many blocks as needed. */
export function matchdayUnits(variant: SportsVariant, matchdayId: number): () => number {
  let block = 0;
  let buf = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at + 4 > buf.length) {
      buf = createHmac('sha256', SEED_KEY).update(`${variant}:${matchdayId}:${block++}`).digest();
      at = 0;
    }
    const v = buf.readUInt32BE(at);
    at += 4;
    return v / 2 ** 32;
  };
}

// ── Scores and their weights ─────────────────────────────────────────────────────────────────

export interface WeightedScore {
  score: [number, number];
  weight: number;
}

function poisson(lambda: number, max: number): number[] {
  const p: number[] = [Math.exp(-lambda)];
  for (let k = 1; k <= max; k++) p.push(((p[k - 1] ?? 0) * lambda) / k);
  return p;
}

export const footballLambdas = (home: number, away: number): [number, number] => [(1.5 * home) / away, (1.2 * away) / home];

/** The football score grid 0..MAX_GOALS for both sides, weights ∝ Poisson(λh) × Poisson(λa). */
export function footballScores(home: number, away: number): WeightedScore[] {
  const [lh, la] = footballLambdas(home, away);
  const ph = poisson(lh, MAX_GOALS);
  const pa = poisson(la, MAX_GOALS);
  const mass = ph.reduce((s, x) => s + x, 0) * pa.reduce((s, x) => s + x, 0);
  const out: WeightedScore[] = [];
  ph.forEach((x, i) => pa.forEach((y, j) => out.push({ score: [i, j], weight: Math.round(((x * y) / mass) * WEIGHT_SCALE) })));
  return out;
}

/** The best-of-3 series scores (maps won by each side). */
export function esportsScores(a: number, b: number): WeightedScore[] {
  const q = a / (a + b);
  const w = (x: number) => Math.round(x * WEIGHT_SCALE);
  return [
    { score: [2, 0], weight: w(q * q) },
    { score: [2, 1], weight: w(2 * q * q * (1 - q)) },
    { score: [1, 2], weight: w(2 * q * (1 - q) * (1 - q)) },
    { score: [0, 2], weight: w((1 - q) * (1 - q)) },
  ];
}

export const outcomeOfScore = ([h, a]: readonly [number, number]): SportsOutcomeKey => (h > a ? 'home' : h < a ? 'away' : 'draw');

/** Probability of each outcome of the variant, from the score weights. */
export function outcomeProbabilities(variant: SportsVariant, scores: readonly WeightedScore[]): Record<SportsOutcomeKey, number> {
  const total = scores.reduce((s, x) => s + x.weight, 0);
  const sums: Record<SportsOutcomeKey, number> = { home: 0, draw: 0, away: 0 };
  for (const s of scores) sums[outcomeOfScore(s.score)] += s.weight;
  const out: Record<SportsOutcomeKey, number> = { home: 0, draw: 0, away: 0 };
  for (const k of OUTCOMES[variant]) out[k] = sums[k] / total;
  return out;
}

/** Decimal odds in hundredths: floor(100 · RTP / p). */
export const oddsX100For = (p: number): number => Math.floor((100 * SPORTS_RTP) / p + 1e-9);

export function marketOf(variant: SportsVariant, scores: readonly WeightedScore[]): SportsMarketOutcome[] {
  const p = outcomeProbabilities(variant, scores);
  return OUTCOMES[variant].map((outcome) => ({ outcome, oddsX100: oddsX100For(p[outcome]) }));
}

// ── Matchday ─────────────────────────────────────────────────────────────────────────────────

export interface SportsMatch extends SportsMatchView {
  /** Strengths in [0.6, 1.4]: server side only (the page shows the odds). */
  strengths: [number, number];
  scores: WeightedScore[];
}

export interface Matchday {
  id: number;
  variant: SportsVariant;
  matches: SportsMatch[];
}

const strengthOf = (u: number) => 0.6 + 0.8 * u;

/** The matchday of an id: 12 distinct teams paired into 6 matches, strengths, score weights and odds. */
export function matchdayOf(variant: SportsVariant, matchdayId: number): Matchday {
  const next = matchdayUnits(variant, matchdayId);
  const teams: string[] = [...(variant === 'football' ? FOOTBALL_TEAMS : ESPORTS_TEAMS)];
  // Fisher-Yates with the derived numbers: the first 12 places are the matchday's teams.
  for (let i = teams.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [teams[i], teams[j]] = [teams[j] as string, teams[i] as string];
  }
  const matches: SportsMatch[] = [];
  for (let m = 0; m < MATCHES_PER_MATCHDAY; m++) {
    const strengths: [number, number] = [strengthOf(next()), strengthOf(next())];
    const scores = variant === 'football' ? footballScores(...strengths) : esportsScores(...strengths);
    matches.push({ index: m, home: teams[2 * m] as string, away: teams[2 * m + 1] as string, market: marketOf(variant, scores), strengths, scores });
  }
  return { id: matchdayId, variant, matches };
}

/** What the page is shown of a match (no strengths, no weights). */
export const matchView = ({ index, home, away, market }: SportsMatch): SportsMatchView => ({ index, home, away, market });

// ── Settlement ───────────────────────────────────────────────────────────────────────────────

/** The score a uniform integer r in [0, total weight) lands on. */
export function scoreAt(scores: readonly WeightedScore[], r: number): [number, number] {
  let left = r;
  for (const s of scores) {
    left -= s.weight;
    if (left < 0) return s.score;
  }
  // Unreachable for r below the total; the last score with weight otherwise.
  return ([...scores].reverse().find((s) => s.weight > 0) ?? scores[0])?.score ?? [0, 0];
}

/** Draws the final score of one bet's match with crypto.randomInt (tests may script `rand`). */
export function drawScore(match: Pick<SportsMatch, 'scores'>, rand: RandomInt = cryptoRandomInt): [number, number] {
  const total = match.scores.reduce((s, x) => s + x.weight, 0);
  return scoreAt(match.scores, rand(0, total));
}

/** The win of a bet: floor(bet × odds) when the pick is the result, else nothing. */
export const sportsWin = (betMinor: bigint, oddsX100: number, won: boolean): bigint => (won ? (betMinor * BigInt(oddsX100)) / 100n : 0n);

/** The theoretical return of a bet on each outcome of a match's market: p × odds. */
export function outcomeReturns(variant: SportsVariant, match: Pick<SportsMatch, 'scores' | 'market'>): Partial<Record<SportsOutcomeKey, number>> {
  const p = outcomeProbabilities(variant, match.scores);
  return Object.fromEntries(match.market.map((m) => [m.outcome, (p[m.outcome] * m.oddsX100) / 100]));
}

/** The book percentage of a market: sum of 1 / odds (about 1 / RTP). */
export const bookPercentage = (market: readonly SportsMarketOutcome[]): number => market.reduce((s, m) => s + 100 / m.oddsX100, 0);
