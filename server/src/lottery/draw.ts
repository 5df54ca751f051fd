import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Commit-reveal draws (ARCHITECTURE.md "Lottery draws"). Each issue gets a seed of 32 bytes from
 * the CSPRNG when it is created; SHA-256(seed) is published at once, the seed only with the result.
 * The numbers are a pure function of (seed, gameCode, numero): anyone holding the revealed seed can
 * recompute them. README "Verifying a lottery draw" documents the same algorithm.
 */

/** The draw kinds of the seeded games (spec 2 §3 gameGroupCode; §5 quick-bet ranges). */
export const DRAW_KINDS = ['SSC', '11X5', 'THAI', 'VN'] as const;
export type DrawKind = (typeof DRAW_KINDS)[number];

export const isDrawKind = (v: string): v is DrawKind => (DRAW_KINDS as readonly string[]).includes(v);

/** A fresh seed: 32 random bytes as 64 hex characters. */
export const createSeed = (): string => randomBytes(32).toString('hex');

/** The commitment published before sales close: SHA-256 of the seed bytes, hex. */
export const hashSeed = (seedHex: string): string => createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

/**
 * An endless byte stream: HMAC-SHA256(key = seed bytes, message = `${gameCode}:${numero}:${counter}`)
 * for counter 0, 1, 2... concatenated.
 */
export function byteStream(seedHex: string, gameCode: string, numero: string): () => number {
  const key = Buffer.from(seedHex, 'hex');
  let counter = 0;
  let block = Buffer.alloc(0);
  let pos = 0;
  return () => {
    if (pos >= block.length) {
      block = createHmac('sha256', key).update(`${gameCode}:${numero}:${counter}`).digest();
      counter += 1;
      pos = 0;
    }
    return block[pos++]!;
  };
}

/**
 * A uniform integer in [0, n) for n <= 256 by rejection sampling: bytes at or above the largest
 * multiple of n are thrown away, so no value is favoured (no modulo bias).
 */
export function uniformBelow(next: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new RangeError(`n must be 1..256, got ${n}`);
  const limit = 256 - (256 % n);
  for (;;) {
    const b = next();
    if (b < limit) return b % n;
  }
}

/** How many numbers each kind draws and from where (spec 2 §5: SSC digits 0-9; 11X5 five distinct 01-11). */
export const DRAW_SHAPES: Record<DrawKind, { count: number; min: number; max: number; distinct: boolean; pad: number; joiner: string }> = {
  SSC: { count: 5, min: 0, max: 9, distinct: false, pad: 1, joiner: ',' },
  '11X5': { count: 5, min: 1, max: 11, distinct: true, pad: 2, joiner: ',' },
  // Thai first prize: six digits, shown as a digit string (spec 2 §3 "comma-separated or digit string").
  THAI: { count: 6, min: 0, max: 9, distinct: false, pad: 1, joiner: '' },
  // Vietnamese special prize: five digits.
  VN: { count: 5, min: 0, max: 9, distinct: false, pad: 1, joiner: '' },
};

/**
 * The numbers of one draw, in draw order. Distinct kinds draw without replacement (a partial
 * Fisher-Yates over the remaining pool), the others with replacement.
 */
export function drawNumbers(seedHex: string, game: { gameCode: string; kind: DrawKind }, numero: string): number[] {
  if (!/^[0-9a-f]{64}$/.test(seedHex)) throw new Error('seed must be 64 hex characters');
  const shape = DRAW_SHAPES[game.kind];
  const next = byteStream(seedHex, game.gameCode, numero);
  const span = shape.max - shape.min + 1;
  if (shape.distinct) {
    const pool = Array.from({ length: span }, (_, i) => shape.min + i);
    const out: number[] = [];
    for (let i = 0; i < shape.count; i++) out.push(pool.splice(uniformBelow(next, pool.length), 1)[0]!);
    return out;
  }
  return Array.from({ length: shape.count }, () => shape.min + uniformBelow(next, span));
}

/** winNo as the lottery calls answer it: "1,2,3,4,5", "01,05,11,03,07" or "123456". */
export function formatWinNo(kind: DrawKind, numbers: readonly number[]): string {
  const shape = DRAW_SHAPES[kind];
  return numbers.map((n) => String(n).padStart(shape.pad, '0')).join(shape.joiner);
}

/** Reads a winNo back into numbers. */
export function parseWinNo(kind: DrawKind, winNo: string): number[] {
  return DRAW_SHAPES[kind].joiner ? winNo.split(DRAW_SHAPES[kind].joiner).map(Number) : [...winNo].map(Number);
}

/** Seed -> winNo, the one function the engine and the verify endpoint both use. */
export const drawWinNo = (seedHex: string, game: { gameCode: string; kind: DrawKind }, numero: string): string =>
  formatWinNo(game.kind, drawNumbers(seedHex, game, numero));
