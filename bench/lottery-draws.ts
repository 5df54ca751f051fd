// `npm run bench:draws`: the lottery draw engine's figures, written to bench/results/lottery-draws.json.
// Draws N issues of every kind with fresh seeds from node:crypto, as the engine does (seed, SHA-256
// commitment, numbers from the seed), and reports the throughput and Pearson's chi-square of the
// drawn numbers against a uniform spread, per position and over all positions, next to the critical
// value at alpha 0.01. Figures, not assertions: the deterministic statistical tests are in
// server/src/lottery/draw.test.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DRAW_KINDS, DRAW_SHAPES, createSeed, drawNumbers, hashSeed, type DrawKind } from '../server/src/lottery/draw.js';

const N = Number(process.env.DRAWS ?? 100_000);
/** Chi-square critical values at alpha 0.01 by degrees of freedom (the kinds here need 9 and 10). */
const CRITICAL_001: Record<number, number> = { 9: 21.666, 10: 23.209 };

function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

function benchKind(kind: DrawKind) {
  const shape = DRAW_SHAPES[kind];
  const span = shape.max - shape.min + 1;
  const perPosition = Array.from({ length: shape.count }, () => new Array<number>(span).fill(0));
  const overall = new Array<number>(span).fill(0);
  const game = { gameCode: `BENCH-${kind}`, kind };
  const started = performance.now();
  for (let i = 0; i < N; i++) {
    const seed = createSeed();
    hashSeed(seed); // the commitment published with the issue
    const numbers = drawNumbers(seed, game, `20261123-${String(i).padStart(6, '0')}`);
    numbers.forEach((n, pos) => {
      perPosition[pos]![n - shape.min]! += 1;
      overall[n - shape.min]! += 1;
    });
  }
  const ms = performance.now() - started;
  const df = span - 1;
  const critical = CRITICAL_001[df]!;
  const positions = perPosition.map((c) => round(chiSquare(c)));
  const all = round(chiSquare(overall));
  return {
    kind,
    draws: N,
    drawsPerSecond: Math.round((N / ms) * 1000),
    chiSquare: { df, criticalAlpha001: critical, overall: all, perPosition: positions },
    // at alpha 0.01 about 1 statistic in 100 lands above the critical value by chance alone
    aboveCritical: [all, ...positions].filter((x) => x > critical).length,
  };
}

const results = DRAW_KINDS.map(benchKind);
console.log(`Lottery draws (${N} per kind, fresh seeds, commitment included)`);
for (const r of results) {
  console.log(
    `  ${r.kind.padEnd(5)} ${String(r.drawsPerSecond).padStart(8)} draws/s   chi2 df ${r.chiSquare.df}: overall ${r.chiSquare.overall}, positions ${r.chiSquare.perPosition.join(' ')} (critical ${r.chiSquare.criticalAlpha001}; ${r.aboveCritical} above)`,
  );
}
const root = resolve(import.meta.dirname, '..');
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const out = join(root, 'bench', 'results', 'lottery-draws.json');
writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);
console.log(`\nwritten to ${relative(root, out)}`);
