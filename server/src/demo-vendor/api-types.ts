/**
 * Reply shapes of the demo vendor's API, shared by the server and the game pages' client code
 * (this file is in both tsconfig projects, so it imports nothing).
 */

/** Growth of the live crash multiplier per millisecond, e^(rate t): the server settles and the page draws with it. */
export const CRASH_RATE_PER_MS = 0.00022;

export interface HistoryItem {
  roundId: string;
  bet: number;
  win: number;
  /** Crash point in hundredths for crash rounds. */
  crashX100?: number;
  /** Sports rounds: the match, the pick and the final score. */
  sports?: Pick<SportsOutcome, 'home' | 'away' | 'pick' | 'score' | 'result'>;
}

/** Kinds of the demo games' pages (`games.demo_kind`). */
export type DemoKind = 'slot' | 'crash' | 'sports';

/** Virtual sports: football (SPORTS products, 1X2) or e-sports (ESPORTS products, match winner, best of 3). */
export type SportsVariant = 'football' | 'esports';
/** Home win, draw (football only), away win; in e-sports the first-named team is "home". */
export type SportsOutcomeKey = 'home' | 'draw' | 'away';

export interface SportsMarketOutcome {
  outcome: SportsOutcomeKey;
  /** Decimal odds in hundredths (195 = 1.95). */
  oddsX100: number;
}

export interface SportsMatchView {
  /** 0-5 within the matchday. */
  index: number;
  home: string;
  away: string;
  market: SportsMarketOutcome[];
}

/** The matchday bets are taken on now; `closesInMs` is by the server clock when the reply was made. */
export interface SportsMatchdayView {
  id: number;
  variant: SportsVariant;
  closesInMs: number;
  matches: SportsMatchView[];
}

/** A sports bet's pick: `POST /vendor/demo/api/round { token, roundId, bet, pick }`. */
export interface SportsPick {
  matchday: number;
  match: number;
  outcome: SportsOutcomeKey;
}

/** The stored (and answered) outcome of a sports round. */
export interface SportsOutcome {
  kind: 'sports';
  variant: SportsVariant;
  matchday: number;
  match: number;
  home: string;
  away: string;
  pick: SportsOutcomeKey;
  oddsX100: number;
  /** Final score: goals (football) or maps (e-sports), home first. */
  score: [number, number];
  /** The winning outcome of the score. */
  result: SportsOutcomeKey;
  won: boolean;
}

export interface StateReply {
  game: { name: string; kind: DemoKind; nodeId: string };
  trial: boolean;
  language: string;
  currency: string;
  balance: number;
  minBet: number;
  maxBet: number;
  expiresAt: string;
  history: HistoryItem[];
  /** Crash: the launch's live round still in flight (a reloaded page resumes it). */
  openRound?: LiveRoundReply;
  slot?: {
    symbols: readonly string[];
    pays: Record<string, readonly number[]>;
    lines: readonly (readonly number[])[];
    rtp: number;
  };
  crash?: { minTarget: number; maxTarget: number; rtp: number };
  sports?: { matchday: SportsMatchdayView; rtp: number };
}

export interface RoundReply {
  roundId: string;
  bet: number;
  win: number;
  balance: number;
  replay: boolean;
  outcome: Record<string, unknown>;
}

/**
 * A live crash round. While `open` it carries no crash point; `elapsedMs` is the flight time by the
 * server clock when the reply was made, so the page draws the same multiplier as the server.
 */
export interface LiveRoundReply {
  roundId: string;
  status: 'open' | 'settled';
  bet: number;
  win: number;
  balance: number;
  replay: boolean;
  elapsedMs: number;
  targetX100: number | null;
  /** Settled rounds only. */
  crashX100?: number;
  /** Settled rounds only: the multiplier paid, or null when the round crashed. */
  cashedOutX100?: number | null;
}
