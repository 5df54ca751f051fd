import type { DrawKind } from './draw.js';

/**
 * The demo lottery page's bet kinds (ours; the platform's own play catalogue is not in the spec).
 * Odds are payout multipliers in hundredths (980 pays 9.8x the stake, stake included).
 */
export interface PlayDef {
  playCode: string;
  kind: DrawKind;
  oddsHundredths: number;
  /** The selections a player may pick. */
  selections: readonly string[];
  /** Whether the selection wins against the drawn numbers. */
  wins(selection: string, numbers: readonly number[]): boolean;
}

const digits = Array.from({ length: 10 }, (_, i) => String(i));
const twoDigits = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const elevens = Array.from({ length: 11 }, (_, i) => String(i + 1).padStart(2, '0'));
const sum = (ns: readonly number[]) => ns.reduce((a, b) => a + b, 0);
const lastTwo = (ns: readonly number[]) => ns.slice(-2).join('');

const sscPosition = (pos: number): PlayDef => ({
  playCode: `pos${pos}`,
  kind: 'SSC',
  oddsHundredths: 980,
  selections: digits,
  wins: (sel, ns) => ns[pos - 1] === Number(sel),
});

export const PLAYS: readonly PlayDef[] = [
  // SSC: the digit at one of the five positions (1 in 10) pays 9.8x.
  ...[1, 2, 3, 4, 5].map(sscPosition),
  // SSC: the sum of the five digits (0-45): big 23-45 / small 0-22, odd / even; each 1 in 2 pays 1.96x.
  {
    playCode: 'sum',
    kind: 'SSC',
    oddsHundredths: 196,
    selections: ['big', 'small', 'odd', 'even'],
    wins: (sel, ns) => {
      const s = sum(ns);
      return sel === 'big' ? s >= 23 : sel === 'small' ? s <= 22 : sel === 'odd' ? s % 2 === 1 : s % 2 === 0;
    },
  },
  // 11X5: one number among the five drawn (5 in 11) pays 2.1x.
  { playCode: 'any1', kind: '11X5', oddsHundredths: 210, selections: elevens, wins: (sel, ns) => ns.includes(Number(sel)) },
  // Thai: the last two digits of the first prize (1 in 100) pay 90x.
  { playCode: 'last2', kind: 'THAI', oddsHundredths: 9000, selections: twoDigits, wins: (sel, ns) => lastTwo(ns) === sel },
  // VN: the last two digits of the special prize (1 in 100) pay 90x.
  { playCode: 'special2', kind: 'VN', oddsHundredths: 9000, selections: twoDigits, wins: (sel, ns) => lastTwo(ns) === sel },
];

export const playsOf = (kind: DrawKind): PlayDef[] => PLAYS.filter((p) => p.kind === kind);

export const findPlay = (kind: DrawKind, playCode: string): PlayDef | undefined =>
  PLAYS.find((p) => p.kind === kind && p.playCode === playCode);

/** Payout of a won bet: stake x odds, rounded down to the minor unit. */
export const payoutOf = (amountMinor: bigint, oddsHundredths: number): bigint => (amountMinor * BigInt(oddsHundredths)) / 100n;
