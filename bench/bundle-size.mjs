#!/usr/bin/env node
// `npm run bench`: size of the built front end (run `npm run build` first).
// Reports raw and gzip bytes of the entry chunk(s) named by web/dist/index.html and of all JS and
// CSS, and writes the figures to bench/results/bundle-size.json. Figures, not assertions.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'web', 'dist');
let html;
try {
  html = readFileSync(join(dist, 'index.html'), 'utf8');
} catch {
  console.error('bench: web/dist/index.html is missing; run `npm run build` first.');
  process.exit(1);
}

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else files.push(p);
  }
};
walk(dist);

const measure = (file) => {
  const buf = readFileSync(file);
  return { file: relative(dist, file).split('\\').join('/'), raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
};
const sum = (list) => list.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip }), { raw: 0, gzip: 0 });

const js = files.filter((f) => extname(f) === '.js').map(measure).sort((a, b) => b.raw - a.raw);
const css = files.filter((f) => extname(f) === '.css').map(measure).sort((a, b) => b.raw - a.raw);

// What the first page load fetches: the <script type="module"> and stylesheet links, and
// modulepreload links Vite adds for the entry's static imports.
const referenced = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
// The entry then loads the texts of the language on screen: CN (the site default) and the EN fallback.
const firstLocales = js.filter((f) => /assets\/locale-(cn|en)-/.test(f.file));
const entryFiles = [...[...new Set(referenced)].map((f) => measure(join(dist, f))), ...firstLocales];

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const result = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  entry: { files: entryFiles, ...sum(entryFiles) },
  js: { count: js.length, ...sum(js), largest: js.slice(0, 10) },
  css: { count: css.length, ...sum(css), files: css },
};

console.log('Front-end bundle (web/dist)');
console.log(`  first load (entry + preloads + CSS + CN and EN texts): ${kb(result.entry.raw)} raw, ${kb(result.entry.gzip)} gzip`);
for (const f of entryFiles) console.log(`    ${f.file.padEnd(48)} ${kb(f.raw).padStart(11)} ${kb(f.gzip).padStart(11)}`);
console.log(`  all JS  (${js.length} files): ${kb(result.js.raw)} raw, ${kb(result.js.gzip)} gzip`);
console.log(`  all CSS (${css.length} files): ${kb(result.css.raw)} raw, ${kb(result.css.gzip)} gzip`);
console.log('  largest JS chunks:');
for (const f of js.slice(0, 5)) console.log(`    ${f.file.padEnd(48)} ${kb(f.raw).padStart(11)} ${kb(f.gzip).padStart(11)}`);

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const out = join(root, 'bench', 'results', 'bundle-size.json');
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten to ${relative(root, out)}`);
