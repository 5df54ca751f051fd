#!/usr/bin/env node
// `npm run bench:floor`: the first-load floor of the front-end stack ARCHITECTURE.md names, built
// here with the project's own Vite and library versions. Each variant under bench/stack-floor/ is
// a minimal app (no site code, no CSS, no texts): React alone, React with React Router's data
// router, and the whole stack every page of the site needs (React, React Router, TanStack Query,
// i18next). Reports the gzip and brotli bytes of what its first load runs (the entry and its static
// imports, not the lazy route) and writes them to bench/results/stack-floor.json. Figures only.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { createRequire } from 'node:module';

const root = resolve(import.meta.dirname, '..');
const source = join(root, 'bench', 'stack-floor');
// Vite and the React plugin are the web workspace's
const webRequire = createRequire(join(root, 'web', 'package.json'));
const { build } = await import(webRequire.resolve('vite'));
const { default: react } = await import(webRequire.resolve('@vitejs/plugin-react'));

const VARIANTS = [
  { name: 'react', entry: 'react.tsx', what: 'React 19 + react-dom' },
  { name: 'router', entry: 'router.tsx', what: 'React + React Router 7 (data router, one lazy route)' },
  { name: 'stack', entry: 'stack.tsx', what: 'React + React Router + TanStack Query 5 + i18next/react-i18next' },
];

const sizes = (bytes) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

const results = [];
for (const v of VARIANTS) {
  const outDir = mkdtempSync(join(tmpdir(), `stack-floor-${v.name}-`));
  await build({
    root: source,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true, manifest: true, rollupOptions: { input: join(source, v.entry) } },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  // the first load: the entry and everything it imports statically
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(Object.keys(manifest).find((k) => manifest[k].isEntry));
  // each file compressed on its own and summed, as the site's first load is (scripts/bundle-measure.mjs)
  const s = [...files]
    .map((f) => sizes(readFileSync(join(outDir, f))))
    .reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip, br: t.br + f.br }), { raw: 0, gzip: 0, br: 0 });
  results.push({ variant: v.name, what: v.what, files: files.size, ...s });
  console.log(`${v.what.padEnd(66)} ${kib(s.gzip).padStart(10)} gzip ${kib(s.br).padStart(10)} brotli`);
  rmSync(outDir, { recursive: true, force: true });
}

const out = join(root, 'bench', 'results', 'stack-floor.json');
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);
console.log(`\nwritten to ${relative(root, out)}`);
