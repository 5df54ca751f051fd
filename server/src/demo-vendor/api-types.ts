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
}

export interface StateReply {
  game: { name: string; kind: 'slot' | 'crash'; nodeId: string };
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
