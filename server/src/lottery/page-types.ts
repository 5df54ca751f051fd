/** Types of the demo lottery page's API (server: http/page.routes.ts; browser: client/lottery.ts). */

export interface PageIssue {
  numero: string;
  opensAt: number;
  locksAt: number;
  drawAt: number;
  /** SHA-256 of the seed, published before sales close. */
  seedHash: string;
  isSale: boolean;
}

export interface PageResult {
  numero: string;
  winNo: string;
  /** Revealed with the result. */
  seed: string;
  seedHash: string;
  drawTime: number;
}

export interface PageGame {
  gameCode: string;
  name: string;
  groupCode: 'SSC' | '11X5' | 'THAI' | 'VN';
  icon: string | null;
  current: PageIssue | null;
  lastWinNo: string | null;
}

export interface PagePlay {
  playCode: string;
  odds: number;
  selections: string[];
}

/** One bet choice: a play and one of its selections (e.g. pos1 "3", any1 "05"). */
export interface PagePick {
  playCode: string;
  selection: string;
}

/**
 * What the page's HTML tells its script (`<body data-*>`), checked by the server: the launch's play
 * type (1 Traditional, 2 Entertainment) and the picks of a bet_param valid for `game`.
 */
export interface PageBoot {
  playType: 1 | 2;
  game: string | null;
  picks: PagePick[];
}

export interface PageBet {
  betId: string;
  gameCode: string;
  numero: string;
  playCode: string;
  selection: string;
  amount: number;
  odds: number;
  status: 'open' | 'won' | 'lost' | 'void';
  payout: number | null;
  winNo: string | null;
  createdAt: number;
}

export interface PageState {
  serverTime: number;
  language: string;
  currency: string;
  /** Main wallet, major units. */
  balance: number;
  area: 'LOTT' | 'VN';
  games: PageGame[];
  /** The selected game (betting view); null shows the lobby. */
  game:
    | (PageGame & {
        lockSeconds: number;
        next: PageIssue | null;
        plays: PagePlay[];
        results: PageResult[];
      })
    | null;
  bets: PageBet[];
  maxBet: number;
}

export interface PageBetReply {
  bet: PageBet;
  balance: number;
}
