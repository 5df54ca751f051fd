/**
 * Reply shapes of the demo vendor's API, shared by the server and the game pages' client code
 * (this file is in both tsconfig projects, so it imports nothing).
 */

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
