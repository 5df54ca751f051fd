#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of a built folder, so the
// server sends them by Accept-Encoding without compressing per request (@fastify/static's
// preCompressed). index.html is left out: the server fills in the merchant for each request.
// Usage: node scripts/precompress.mjs <folder>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.webmanifest', '.xml']);
const MIN_BYTES = 1024; // below this the headers cost more than the bytes saved

const root = resolve(process.argv[2] ?? 'dist');
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.has(extname(name)) && statSync(path).size >= MIN_BYTES) files.push(path);
  }
})(root);

let raw = 0;
let br = 0;
let gz = 0;
for (const path of files) {
  const data = readFileSync(path);
  const b = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  const g = gzipSync(data, { level: 9 });
  writeFileSync(`${path}.br`, b);
  writeFileSync(`${path}.gz`, g);
  raw += data.length;
  br += b.length;
  gz += g.length;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed ${files.length} files: ${kb(raw)} → ${kb(br)} brotli, ${kb(gz)} gzip`);
