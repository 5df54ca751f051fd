#!/usr/bin/env node
// `npm run bench`: size of the built front end (run `npm run build` first).
// Reports raw, gzip and brotli bytes (brotli as the server sends them: the build's .br copies, see
// scripts/precompress.mjs) of the first load of `/` and of all JS and CSS, and writes the figures
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
const { entry, homePage, js, css, largestLazyChunk } = result;

console.log('Front-end bundle (web/dist)');
const row = (f) => `    ${f.file.padEnd(48)} ${kib(f.raw).padStart(11)} ${kib(f.gzip).padStart(11)} ${kib(f.br).padStart(11)}`;
console.log(`  first load (entry + preloads + CSS + CN texts): ${kib(entry.raw)} raw, ${kib(entry.gzip)} gzip, ${kib(entry.br)} brotli as sent`);
console.log(`    ${'file'.padEnd(48)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)} ${'brotli'.padStart(11)}`);
for (const f of entry.files) console.log(row(f));
console.log(`  home page (the first load and its route's chunks): ${kib(homePage.raw)} raw, ${kib(homePage.gzip)} gzip, ${kib(homePage.br)} brotli as sent, ${homePage.files.length} files`);
if (largestLazyChunk) console.log(`  largest chunk outside the first load: ${largestLazyChunk.file} ${kib(largestLazyChunk.gzip)} gzip, ${kib(largestLazyChunk.br)} brotli`);
console.log(`  all JS  (${js.count} files): ${kib(js.raw)} raw, ${kib(js.gzip)} gzip, ${kib(js.br)} brotli`);
console.log(`  all CSS (${css.count} files): ${kib(css.raw)} raw, ${kib(css.gzip)} gzip, ${kib(css.br)} brotli`);
console.log('  largest JS chunks:');
for (const f of js.largest.slice(0, 5)) console.log(row(f));

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const out = join(root, 'bench', 'results', 'bundle-size.json');
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten to ${relative(root, out)}`);
