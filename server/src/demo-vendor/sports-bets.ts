import { errors } from '../errors.js';
import type { SportsMatchdayView, SportsOutcome, SportsPick } from './api-types.js';
import type { RandomInt } from './games.js';
import type { ResolvedLaunch } from './launch.js';
import {
  MATCHDAY_MS,
  OUTCOMES,
  SPORTS_RTP,
  drawScore,
  matchView,
  matchdayIdAt,
  matchdayOf,
  matchdayOpen,
  outcomeOfScore,
  sportsVariantOf,
  sportsWin,
} from './sports.js';

/** The virtual sports game of a launch: the matchday the page shows, and a bet's settlement (maths in sports.ts). */

/** The matchday bets are taken on at `nowMs`, as the page is shown it (odds, no strengths). */
export function currentMatchday(r: ResolvedLaunch, nowMs: number): { matchday: SportsMatchdayView; rtp: number } {
  const id = matchdayIdAt(nowMs);
  const day = matchdayOf(sportsVariantOf(r.productType), id);
  return {
    matchday: { id, variant: day.variant, closesInMs: (id + 1) * MATCHDAY_MS - nowMs, matches: day.matches.map(matchView) },
    rtp: Math.round(SPORTS_RTP * 100),
  };
}

/**
 * Checks a bet's pick against the matchday (current or previous one only, an outcome its market
 * has) and settles it: the final score is drawn with `rand` from the match's score weights, and the
 * pick wins floor(bet × odds) when it is the score's outcome. Nothing is stored here.
 */
export function settleSportsBet(
  r: ResolvedLaunch,
  pick: SportsPick | undefined,
  betMinor: bigint,
  opts: { nowMs: number; rand: RandomInt },
): { outcome: SportsOutcome; winMinor: bigint } {
  if (!pick) throw errors.requestInvalid('A sports bet needs a pick: { matchday, match, outcome }.');
  if (!matchdayOpen(pick.matchday, opts.nowMs)) throw errors.requestInvalid('This matchday is closed for bets. Bet on the current matchday.');
  const variant = sportsVariantOf(r.productType);
  if (!OUTCOMES[variant].includes(pick.outcome)) throw errors.requestInvalid(`This match has no "${pick.outcome}" outcome.`);
  const match = matchdayOf(variant, pick.matchday).matches[pick.match];
  const price = match?.market.find((m) => m.outcome === pick.outcome);
  if (!match || !price) throw errors.requestInvalid('This matchday has no such match.');
  const score = drawScore(match, opts.rand);
  const result = outcomeOfScore(score);
  const won = result === pick.outcome;
  return {
    outcome: { kind: 'sports', variant, matchday: pick.matchday, match: match.index, home: match.home, away: match.away, pick: pick.outcome, oddsX100: price.oddsX100, score, result, won },
    winMinor: sportsWin(betMinor, price.oddsX100, won),
  };
}

/** True when a stored sports round was played with this pick (a replay must name the same one). */
export const samePick = (stored: Record<string, unknown>, pick: SportsPick | undefined): boolean =>
  pick !== undefined && stored.matchday === pick.matchday && stored.match === pick.match && stored.pick === pick.outcome;
