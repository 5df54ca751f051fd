#!/usr/bin/env node
// Checks the built front end (web/dist) against web/bundle-budget.json: the gzip size of the first
// load of `/`, of the home page's (the first load with its route's chunks) and of the largest chunk
// loaded later. Sizes of the build output, never times, so the
// check cannot flake. It also checks that no library's development build is in the bundle (React
// Router 7's package exports name only its own: web/vite.config.ts). Exits 1 when a budget is
// exceeded, a development build is bundled or web/dist is missing.
import { readFileSync, readdirSync } from 'node:fs';
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
// the source maps name every module a chunk holds; a library's development build is a path through
// a `development` folder or a `.development.` file (react-dom's cjs builds, React Router's dist)
const assets = join(root, 'web', 'dist', 'assets');
const development = new Set();
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js.map'))) {
  const { sources = [] } = JSON.parse(readFileSync(join(assets, file), 'utf8'));
  for (const source of sources) if (/node_modules\/.*(\/development\/|\.development\.)/.test(source)) development.add(source.replace(/^.*node_modules\//, ''));
}
console.log(`${development.size === 0 ? 'ok  ' : 'OVER'} development builds of libraries in the bundle: ${development.size}${development.size ? ` (${[...development].slice(0, 5).join(', ')})` : ''}`);
if (development.size > 0) console.error('bundle budget: a library is bundled in its development build; resolve its production build for `vite build` (web/vite.config.ts).');
if (over > 0) {
  console.error('bundle budget: over budget. Load what only some pages use where it is used (a lazy route, a dynamic import).');
  process.exit(1);
}
if (development.size > 0) process.exit(1);
