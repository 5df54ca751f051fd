#!/usr/bin/env node
// `npm run bench`: size of the built front end (run `npm run build` first).
// Reports raw and gzip bytes of the first load of `/` and of all JS and CSS, and writes the figures
// to bench/results/bundle-size.json. Figures, not assertions (the budgets are checked by `npm test`,
// scripts/check-bundle-budget.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { kib, measureBundle } from '../scripts/bundle-measure.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'web', 'dist');
let sizes;
try {
  sizes = measureBundle(dist);
} catch {
  console.error('bench: web/dist/index.html is missing; run `npm run build` first.');
  process.exit(1);
}

const result = { measuredAt: new Date().toISOString(), node: process.version, ...sizes };
const { entry, js, css, largestLazyChunk } = result;

console.log('Front-end bundle (web/dist)');
console.log(`  first load (entry + preloads + CSS + CN and EN texts): ${kib(entry.raw)} raw, ${kib(entry.gzip)} gzip`);
for (const f of entry.files) console.log(`    ${f.file.padEnd(48)} ${kib(f.raw).padStart(11)} ${kib(f.gzip).padStart(11)}`);
if (largestLazyChunk) console.log(`  largest chunk outside the first load: ${largestLazyChunk.file} ${kib(largestLazyChunk.gzip)} gzip`);
console.log(`  all JS  (${js.count} files): ${kib(js.raw)} raw, ${kib(js.gzip)} gzip`);
console.log(`  all CSS (${css.count} files): ${kib(css.raw)} raw, ${kib(css.gzip)} gzip`);
console.log('  largest JS chunks:');
for (const f of js.largest.slice(0, 5)) console.log(`    ${f.file.padEnd(48)} ${kib(f.raw).padStart(11)} ${kib(f.gzip).padStart(11)}`);

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const out = join(root, 'bench', 'results', 'bundle-size.json');
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten to ${relative(root, out)}`);
