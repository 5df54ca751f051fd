#!/usr/bin/env node
// Checks the built front end (web/dist) against web/bundle-budget.json: the gzip size of the first
// load of `/`, of the home page's (the first load with its route's chunks) and of the largest chunk
// loaded later. Sizes of the build output, never times, so the
// check cannot flake. Exits 1 when a budget is exceeded or web/dist is missing.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { kib, measureBundle } from './bundle-measure.mjs';

const root = resolve(import.meta.dirname, '..');
const budget = JSON.parse(readFileSync(join(root, 'web', 'bundle-budget.json'), 'utf8'));
let sizes;
try {
  sizes = measureBundle(join(root, 'web', 'dist'));
} catch (e) {
  console.error(`bundle budget: cannot read web/dist (${e.message}); build first.`);
  process.exit(1);
}

const checks = [
  { name: 'first load of / (gzip)', actual: sizes.entry.gzip, limit: budget.firstLoadGzipBytes },
  { name: 'home page: the first load and its route\'s chunks (gzip)', actual: sizes.homePage.gzip, limit: budget.homePageGzipBytes },
  {
    name: `largest later chunk (gzip${sizes.largestLazyChunk ? `, ${sizes.largestLazyChunk.file}` : ''})`,
    actual: sizes.largestLazyChunk?.gzip ?? 0,
    limit: budget.largestLazyChunkGzipBytes,
  },
];
let over = 0;
for (const c of checks) {
  const ok = c.actual <= c.limit;
  if (!ok) over++;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${c.name}: ${kib(c.actual)} of ${kib(c.limit)} (${c.actual} of ${c.limit} bytes)`);
}
if (over > 0) {
  console.error('bundle budget: over budget. Load what only some pages use where it is used (a lazy route, a dynamic import).');
  process.exit(1);
}
