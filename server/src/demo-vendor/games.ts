import { randomInt } from 'node:crypto';
import { CRASH_RATE_PER_MS } from './api-types.js';

/** A uniform integer in [min, max) — `crypto.randomInt` in play; tests may pass a scripted one. */
export type RandomInt = (min: number, max: number) => number;
export const cryptoRandomInt: RandomInt = (min, max) => randomInt(min, max);

// ---------------------------------------------------------------------------------------------
// Slot: 5 reels x 3 rows, 5 paylines.
//
// Every cell is drawn independently with the weights below (total 117), so each payline sees the
// same distribution and the RTP of one line is the RTP of the game. A line pays when its leftmost
// symbols match: PAYS[symbol][k-2] times the line bet for k = 2..5 in a row (then the next symbol
// differs, or k = 5). The line bet is bet / 5; the win is floor(bet * sum(line pays) / 5).
//   RTP = sum over symbols s and k of P(exactly k from the left) * pay(s, k)
//       = sum_s [ p^2(1-p) pay2 + p^3(1-p) pay3 + p^4(1-p) pay4 + p^5 pay5 ],  p = weight / 117
//       ≈ 96.5 % (a line hits 4.5 % of the time, a spin 20 %). `slotRtp()` computes it; a test checks it.
// ---------------------------------------------------------------------------------------------

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'grape', 'bell', 'star', 'seven', 'diamond'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_WEIGHTS: Readonly<Record<SlotSymbol, number>> = {
  cherry: 32,
  lemon: 28,
  grape: 22,
  bell: 16,
  star: 10,
  seven: 6,
  diamond: 3,
};

/** Times the line bet for 2, 3, 4, 5 in a row from the left. */
export const SLOT_PAYS: Readonly<Record<SlotSymbol, readonly [number, number, number, number]>> = {
  cherry: [0, 9, 20, 80],
  lemon: [0, 10, 30, 100],
  grape: [0, 15, 50, 150],
  bell: [0, 30, 100, 400],
  star: [0, 60, 250, 1000],
  seven: [0, 150, 750, 4000],
  diamond: [5, 400, 2000, 10000],
};

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/** Row index on each reel: middle, top, bottom, V, inverted V. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
];

const TOTAL_WEIGHT = SLOT_SYMBOLS.reduce((sum, s) => sum + SLOT_WEIGHTS[s], 0);

export interface SlotLineWin {
  /** Index into SLOT_LINES. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** Times the line bet. */
  pay: number;
}

export interface SlotOutcome {
  kind: 'slot';
  /** grid[reel][row]. */
  grid: SlotSymbol[][];
  lines: SlotLineWin[];
  /** Sum of line pays, times the line bet. */
  totalPay: number;
}

function drawSymbol(rand: RandomInt): SlotSymbol {
  let r = rand(0, TOTAL_WEIGHT);
  for (const s of SLOT_SYMBOLS) {
    r -= SLOT_WEIGHTS[s];
    if (r < 0) return s;
  }
  return SLOT_SYMBOLS[0];
}

export function evaluateSlot(grid: SlotSymbol[][]): SlotOutcome {
  const lines: SlotLineWin[] = [];
  SLOT_LINES.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => grid[reel]?.[row] as SlotSymbol);
    const first = symbols[0] as SlotSymbol;
    let count = 1;
    while (count < symbols.length && symbols[count] === first) count++;
    const pay = count >= 2 ? SLOT_PAYS[first][count - 2] ?? 0 : 0;
    if (pay > 0) lines.push({ line, symbol: first, count, pay });
  });
  return { kind: 'slot', grid, lines, totalPay: lines.reduce((s, l) => s + l.pay, 0) };
}

export function spinSlot(rand: RandomInt = cryptoRandomInt): SlotOutcome {
  const grid = Array.from({ length: SLOT_REELS }, () => Array.from({ length: SLOT_ROWS }, () => drawSymbol(rand)));
  return evaluateSlot(grid);
}

export function slotWin(betMinor: bigint, outcome: SlotOutcome): bigint {
  return (betMinor * BigInt(outcome.totalPay)) / BigInt(SLOT_LINES.length);
}

/** The exact theoretical return of one line (= of the game), from the formula above. */
export function slotRtp(): number {
  let rtp = 0;
  for (const s of SLOT_SYMBOLS) {
    const p = SLOT_WEIGHTS[s] / TOTAL_WEIGHT;
    SLOT_PAYS[s].forEach((pay, i) => {
      const k = i + 2;
      rtp += (k < 5 ? p ** k * (1 - p) : p ** 5) * pay;
    });
  }
  return rtp;
}

// ---------------------------------------------------------------------------------------------
// Crash point: drawn at bet time, kept on the server until the round is settled.
//   r uniform in [0, 2^32) from crypto.randomInt; crash = 0.97 * 2^32 / (2^32 - r), floored to
//   hundredths (crashes below 1.00x count as 1.00x), capped at 1000x.
//   P(crash >= T) = floor(0.97 * 2^32 / T) / 2^32 ≈ 0.97 / T, so cashing out at T (auto target or
//   by hand) pays T times the bet with that probability: the RTP is 97 % whatever the player does
//   (less the flooring of the payout to minor units).
// ---------------------------------------------------------------------------------------------

export const CRASH_MIN_TARGET_X100 = 101;
export const CRASH_MAX_TARGET_X100 = 10_000;
export const CRASH_CAP_X100 = 100_000;
const TWO_32 = 2n ** 32n;

export function crashPointX100(r: number): number {
  const x100 = Number((97n * TWO_32) / (TWO_32 - BigInt(r)));
  return Math.min(Math.max(x100, 100), CRASH_CAP_X100);
}

// ---------------------------------------------------------------------------------------------
// Live crash: the round stays open after the bet. The multiplier climbs on the server clock as
// e^(RATE t) (t in ms since the bet, floored to hundredths); the player cashes out at any moment and
// wins bet × the multiplier at that moment if it is still below the crash point, or the optional
// auto cash-out target pays the target if the crash point is at or above it. Cashing out at m wins
// with probability P(crash > m) ≈ 0.97 / m, so the RTP stays 97 % whatever the player does.
// The longest flight (to the 1000× cap) lasts ln(1000) / RATE ≈ 31 s, so no round stays open longer.
// ---------------------------------------------------------------------------------------------

// CRASH_RATE_PER_MS lives in api-types.ts: the page draws the curve with the same rate.

/** The live multiplier in hundredths after `elapsedMs` of flight. */
export function multiplierX100At(elapsedMs: number): number {
  return Math.floor(100 * Math.exp(CRASH_RATE_PER_MS * Math.max(0, elapsedMs)));
}

/** Milliseconds of flight until the multiplier shows `x100` (the crash point ends the flight there). */
export const flightMsTo = (x100: number): number => Math.ceil(Math.log(x100 / 100) / CRASH_RATE_PER_MS);

/** What the server keeps of a live round until it settles; the crash point never leaves the server before. */
export interface LiveCrashOutcome {
  kind: 'crash';
  live: true;
  crashX100: number;
  /** Auto cash-out in hundredths, or null for manual cash-out only. */
  targetX100: number | null;
  /** Server clock (epoch ms) of the bet. */
  startedAtMs: number;
  cashedOut: boolean;
  /** The multiplier paid, once cashed out. */
  cashedOutX100?: number;
}

export function drawLiveCrash(targetX100: number | null, startedAtMs: number, rand: RandomInt = cryptoRandomInt): LiveCrashOutcome {
  return { kind: 'crash', live: true, crashX100: crashPointX100(rand(0, 2 ** 32)), targetX100, startedAtMs, cashedOut: false };
}

/** Still flying (`open`), or how it ends: cashed out at a multiplier, or crashed (`null`). */
export type LiveCrashVerdict = { open: true; x100: number } | { open: false; cashedOutX100: number | null };

/**
 * The state of a live round at `nowMs`. An auto target reached first pays the target; past the crash
 * point the round is lost; otherwise a cash-out request pays the current multiplier.
 */
export function judgeLiveCrash(o: LiveCrashOutcome, nowMs: number, cashOut: boolean): LiveCrashVerdict {
  const x100 = multiplierX100At(nowMs - o.startedAtMs);
  if (o.targetX100 !== null && o.targetX100 <= o.crashX100 && x100 >= o.targetX100) return { open: false, cashedOutX100: o.targetX100 };
  if (x100 >= o.crashX100) return { open: false, cashedOutX100: null };
  if (cashOut) return { open: false, cashedOutX100: x100 };
  return { open: true, x100 };
}
