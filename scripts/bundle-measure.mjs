// Sizes of the built front end (web/dist), shared by the bundle benchmark (bench/bundle-size.mjs)
// and the budget check of `npm test` (scripts/check-bundle-budget.mjs). Sizes only, never times.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * { file, raw, gzip, br } of one built file, its path relative to dist. `br` is what the server sends
 * a browser that accepts brotli: the build's .br copy (scripts/precompress.mjs), or the file itself
 * when it is too small to have one.
 */
export function measureFile(dist, file) {
  const buf = readFileSync(file);
  const br = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : buf.length;
  return { file: relative(dist, file).split('\\').join('/'), raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length, br };
}

export const sumSizes = (list) =>
  list.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip, br: t.br + f.br }), { raw: 0, gzip: 0, br: 0 });

/**
 * Measures web/dist: the first load of `/` (the entry script, its modulepreloads and stylesheets
 * named by index.html, and the CN texts the entry loads before the first render: the site default;
 * the English fallback follows after the first paint, lib/i18n.ts),
 * every JS and CSS file, and the largest JS chunk outside the first load (a route, a dialog or a
 * language loaded when it is used). Throws when index.html is missing.
 */
export function measureBundle(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else files.push(p);
    }
  };
  walk(dist);
  const bySize = (a, b) => b.raw - a.raw;
  const js = files.filter((f) => extname(f) === '.js').map((f) => measureFile(dist, f)).sort(bySize);
  const css = files.filter((f) => extname(f) === '.css').map((f) => measureFile(dist, f)).sort(bySize);
  const referenced = [...new Set([...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]))];
  // the site default's language chunk itself (locale-cn-<hash>), not a feature's namespaces (locale-cn-<ns>-<hash>)
  const firstLocales = js.filter((f) => /assets\/locale-cn-[\w-]{8}\.js$/.test(f.file));
  const entryFiles = [...referenced.map((f) => measureFile(dist, join(dist, f))), ...firstLocales.filter((f) => !referenced.includes(f.file))];
  const inEntry = new Set(entryFiles.map((f) => f.file));
  const lazy = js.filter((f) => !inEntry.has(f.file)).sort((a, b) => b.gzip - a.gzip);
  // the home page adds its route's chunks, which the server names as modulepreloads in its page
  // (web/build/route-preloads.ts): what a visitor of `/` downloads before the page's first render
  const routePreloads = existsSync(join(dist, 'route-preloads.json')) ? JSON.parse(readFileSync(join(dist, 'route-preloads.json'), 'utf8')) : {};
  const homeFiles = [...entryFiles, ...(routePreloads['/'] ?? []).map((f) => measureFile(dist, join(dist, f.replace(/^\//, '')))).filter((f) => !inEntry.has(f.file))];
  return {
    entry: { files: entryFiles, ...sumSizes(entryFiles) },
    homePage: { files: homeFiles, ...sumSizes(homeFiles) },
    largestLazyChunk: lazy[0] ?? null,
    js: { count: js.length, ...sumSizes(js), largest: js.slice(0, 10) },
    css: { count: css.length, ...sumSizes(css), files: css },
  };
}

export const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
