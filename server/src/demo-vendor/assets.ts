import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Browser code of server-rendered pages (demo games, demo lottery): TypeScript or CSS sources under
 * `server/src/**\/client/`, bundled with esbuild's JS API on first request and kept in memory. The
 * same code path serves tsx (dev), Vitest and the tsup build, which reads the sources from the
 * source tree beside `dist/` (see `sourceRoot`). The site's CSP is `script-src 'self'`, so pages
 * load these as external files and carry no inline script.
 */

export interface BundledAsset {
  /** The bundled text (minified JS or CSS). */
  code: string;
  contentType: string;
  /** Short content hash; also the `?v=` of `assetUrl`. */
  hash: string;
}

/**
 * `server/src`: this module sits at `src/demo-vendor/assets.ts` when run from source; in the tsup bundle
 * it sits in `dist/main.js`, whose sibling `../src` is the source tree.
 */
function findSourceRoot(): string {
  const candidates = [fileURLToPath(new URL('../', import.meta.url)), fileURLToPath(new URL('../src/', import.meta.url))];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'demo-vendor', 'client')));
  if (!found) throw new Error(`client sources not found (looked in ${candidates.join(', ')})`);
  return found;
}

let sourceRoot: string | undefined;
const cache = new Map<string, Promise<BundledAsset>>();

/**
 * Bundles one client entry once per process. `entry` is relative to `server/src`, e.g.
 * `demo-vendor/client/slot.ts` or `demo-vendor/client/demo.css`. A failed bundle is not cached, so a fixed
 * source is picked up by the next request.
 */
export function bundleClientEntry(entry: string): Promise<BundledAsset> {
  let pending = cache.get(entry);
  if (!pending) {
    pending = build(entry);
    cache.set(entry, pending);
    pending.catch(() => cache.delete(entry));
  }
  return pending;
}

async function build(entry: string): Promise<BundledAsset> {
  sourceRoot ??= findSourceRoot();
  const file = path.resolve(sourceRoot, entry);
  if (!file.startsWith(sourceRoot) || !/\/client\//.test(file)) throw new Error(`not a client entry: ${entry}`);
  const isCss = file.endsWith('.css');
  // Loaded lazily: only processes that serve these pages start esbuild's service.
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    write: false,
    format: isCss ? undefined : 'iife',
    target: isCss ? ['chrome100', 'safari15', 'firefox100'] : 'es2020',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'silent',
    outdir: 'out',
    // Art and fonts are inlined, so the page needs no other host (img-src allows data:).
    loader: { '.svg': 'dataurl', '.png': 'dataurl', '.woff2': 'dataurl' },
  });
  const out = result.outputFiles.find((f) => f.path.endsWith(isCss ? '.css' : '.js'));
  if (!out) throw new Error(`esbuild produced no output for ${entry}`);
  const code = out.text;
  return {
    code,
    contentType: isCss ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
    hash: createHash('sha256').update(code).digest('hex').slice(0, 12),
  };
}

/** Sends a bundled entry with its content type and an ETag; versioned URLs may be cached for long. */
export async function sendClientAsset(request: FastifyRequest, reply: FastifyReply, entry: string): Promise<FastifyReply> {
  const asset = await bundleClientEntry(entry);
  const etag = `"${asset.hash}"`;
  const versioned = (request.query as Record<string, unknown> | undefined)?.v === asset.hash;
  reply
    .header('content-type', asset.contentType)
    .header('etag', etag)
    .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(asset.code);
}

/**
 * Registers `GET <prefix>/<name>` for each asset, e.g.
 * `registerClientAssets(app, '/vendor/demo/assets', { 'slot.js': 'demo-vendor/client/slot.ts' })`.
 */
export function registerClientAssets(app: FastifyInstance, prefix: string, assets: Record<string, string>): void {
  for (const [name, entry] of Object.entries(assets)) {
    app.get(`${prefix}/${name}`, (request, reply) => sendClientAsset(request, reply, entry));
  }
}

/** `<prefix>/<name>?v=<hash>` (bundles the entry if needed), so a new build busts caches. */
export async function assetUrl(prefix: string, name: string, entry: string): Promise<string> {
  const asset = await bundleClientEntry(entry);
  return `${prefix}/${name}?v=${asset.hash}`;
}

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface PageShellOptions {
  /** `<html lang>`, e.g. 'en' or 'zh-CN'. */
  lang: string;
  title: string;
  /** Stylesheet URLs (same origin). */
  styles: string[];
  /** Script URLs (same origin), loaded with `defer`. */
  scripts: string[];
  /** Trusted HTML of the body (escape any data with `escapeHtml`); the scripts usually fill it. */
  body?: string;
  /** `data-*` attributes on `<body>` for the scripts (values escaped), e.g. { token, kind }. */
  data?: Record<string, string>;
  bodyClass?: string;
  themeColor?: string;
}

/** A complete HTML page: mobile viewport, no inline script or style (the CSP allows neither). */
export function renderPageShell(o: PageShellOptions): string {
  const data = Object.entries(o.data ?? {})
    .map(([k, v]) => ` data-${k.replace(/[^a-z0-9-]/gi, '').toLowerCase()}="${escapeHtml(v)}"`)
    .join('');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(o.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<meta name="theme-color" content="${escapeHtml(o.themeColor ?? '#0b0820')}">`,
    '<meta name="referrer" content="no-referrer">',
    '<meta name="robots" content="noindex">',
    // No favicon request (and no 404 in the console).
    '<link rel="icon" href="data:,">',
    `<title>${escapeHtml(o.title)}</title>`,
    ...o.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...o.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
    '</head>',
    `<body${o.bodyClass ? ` class="${escapeHtml(o.bodyClass)}"` : ''}${data}>`,
    o.body ?? '',
    '</body>',
    '</html>',
  ].join('\n');
}

/** Sends a page shell as HTML that no cache keeps (pages carry launch tokens). */
export function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}
