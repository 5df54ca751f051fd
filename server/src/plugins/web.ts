import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageTheme } from '../lib/page-theme.js';
import { ROUTE_PRELOADS_FILE } from '@lotto/contract';
import { pageReads, withPageReads } from './boot-replies.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** SPA fallback for the not-found handler; false when it does not apply. */
    serveSpa(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  }
}

/** API and tooling prefixes never fall back to the SPA. */
const NOT_SPA = /^\/(wps|lgw|dev|ws)(\/|$|\?)/;

/**
 * A page load, not a missing file: the browser asks for a document (Accept text/html or
 * Sec-Fetch-Dest document), or a client that accepts anything (curl, link checkers, request
 * fixtures) asks for an extension-less route; a missing `.js`/`.png` still gets its 404.
 */
export function wantsPage(path: string, headers: { accept?: string | undefined; 'sec-fetch-dest'?: string | string[] | undefined }): boolean {
  const accept = headers.accept ?? '';
  if (accept.includes('text/html') || headers['sec-fetch-dest'] === 'document') return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const anything = accept.trim() === '' || accept.split(',').some((part) => part.split(';')[0]?.trim() === '*/*');
  return anything && !lastSegment.includes('.');
}

/** Puts `<meta name="merchant" content="CODE">` into the head (replacing one already there). */
export function withMerchantMeta(html: string, code: string): string {
  const safe = code.replace(/[^A-Za-z0-9_-]/g, '');
  const meta = `<meta name="merchant" content="${safe}">`;
  const existing = /<meta\s+name=["']merchant["'][^>]*>/i;
  if (existing.test(html)) return html.replace(existing, meta);
  const head = /<head[^>]*>/i;
  return head.test(html) ? html.replace(head, (m) => `${m}\n    ${meta}`) : `${meta}\n${html}`;
}

/** The id of the style element that carries the merchant's theme tokens in index.html. */
export const THEME_STYLE_ID = 'merchant-theme';

/**
 * Paints index.html in the merchant's theme before any script runs: its tokens as a style element
 * (the same safe declarations the framed lottery page gets), `data-theme` and `color-scheme` on
 * <html> and the browser's theme colour. A first visit to a light merchant no longer flashes the
 * dark default until the settings call answers.
 */
export function withMerchantTheme(html: string, theme: Parameters<typeof pageTheme>[0]): string {
  const look = pageTheme(theme);
  const mode = theme?.mode === 'light' ? 'light' : 'dark';
  const style = `<style id="${THEME_STYLE_ID}">\n${look.css}</style>`;
  let out = html.replace(/<html([^>]*)>/i, (_m, attrs: string) => {
    const rest = attrs.replace(/\sdata-theme=["'][^"']*["']/i, '');
    return `<html${rest} data-theme="${mode}">`;
  });
  const themeColor = `<meta name="theme-color" content="${look.background}" />`;
  const existing = /<meta\s+name=["']theme-color["'][^>]*>/i;
  const head = existing.test(out) ? style : `${themeColor}\n    ${style}`;
  out = out.replace(existing, themeColor);
  // in the head, so the skeleton paints in the merchant's colours; its html:root selector outranks the
  // built :root defaults, whose stylesheet link comes later in the page (web/build/critical-css.ts)
  return /<\/head>/i.test(out) ? out.replace(/<\/head>/i, `    ${head}\n  </head>`) : `${head}\n${out}`;
}

function readRoutePreloads(file: string): Record<string, string[]> {
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const out: Record<string, string[]> = {};
  for (const [path, files] of Object.entries(parsed)) {
    if (Array.isArray(files)) out[path] = files.filter((f): f is string => typeof f === 'string' && /^\/assets\/[\w.-]+\.js$/.test(f));
  }
  return out;
}

/** Names a page's own chunks as modulepreloads, after the ones index.html has. */
export function withModulePreloads(html: string, files: readonly string[]): string {
  if (files.length === 0 || !/<\/head>/i.test(html)) return html;
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('\n    ');
  return html.replace(/<\/head>/i, `    ${links}\n  </head>`);
}

/**
 * Serves the built front end from WEB_DIST_DIR with an SPA fallback; index.html names the merchant
 * of the Host and carries its theme, so the first paint is themed without a round trip. A missing dist leaves the API alone.
 */
export const webPlugin = fp<{ distDir: string; defaultMerchant: string }>(
  async (app, { distDir, defaultMerchant }) => {
    const indexPath = join(distDir, 'index.html');
    const available = existsSync(indexPath);
    if (!available) {
      app.log.warn({ distDir }, 'web dist not found: serving the API only');
      app.decorate('serveSpa', async () => false);
      return;
    }
    // index.html names the hashed assets of one build: re-read it when a rebuild replaces it, so
    // pages never point at assets that are gone.
    let indexMtime = 0;
    let indexHtml = '';
    // keyed by known merchant codes only (the host's merchant or the default), with the theme the
    // page was made from, so a theme change reaches the next page load
    const perMerchant = new Map<string, { theme: unknown; html: string }>();
    // the build's list of chunks each page's first paint loads after the entry (web/build/route-preloads.ts)
    let routePreloads: Record<string, string[]> = {};
    const currentIndex = () => {
      const mtime = statSync(indexPath).mtimeMs;
      if (mtime !== indexMtime) {
        indexHtml = readFileSync(indexPath, 'utf8');
        indexMtime = mtime;
        perMerchant.clear();
        routePreloads = readRoutePreloads(join(distDir, ROUTE_PRELOADS_FILE));
      }
      return indexHtml;
    };

    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // Files are looked up per request, so a rebuilt front end is served without a restart.
      wildcard: true,
      // index.html always goes through the fallback so it carries the merchant meta; source maps
      // only where SERVE_SOURCE_MAPS allows (off in production by default).
      allowedPath: (pathName) => pathName !== '/index.html' && pathName !== `/${ROUTE_PRELOADS_FILE}` && (app.config.SERVE_SOURCE_MAPS || !pathName.endsWith('.map')),
      cacheControl: false,
      // the build writes .br and .gz copies of every text asset (scripts/precompress.mjs)
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite's hashed assets never change; everything else is revalidated.
        res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        // a text file may go out brotli- or gzip-encoded: caches keep one copy per encoding
        res.setHeader('vary', 'Accept-Encoding');
      },
    });

    const serveSpa = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const path = request.url.split('?')[0] ?? '/';
      if (NOT_SPA.test(path)) return false;
      if (!wantsPage(path, request.headers)) return false;
      const known = await app.merchants.codeForHost(request.headers.host);
      const code = known ?? defaultMerchant;
      const base = currentIndex();
      const theme = (await app.merchants.byCode(code))?.theme ?? null;
      let page = perMerchant.get(code);
      if (!page || page.theme !== theme) {
        page = { theme, html: withMerchantTheme(withMerchantMeta(base, code), theme) };
        perMerchant.set(code, page);
      }
      // the answers of the page's first reads come with it, so the site paints without those round
      // trips; only on a merchant's own domains: a page asked for under any other Host name costs
      // no reads (a flood of made-up hosts stays as cheap as before)
      const withPreloads = withModulePreloads(page.html, routePreloads[path] ?? []);
      const html = known ? withPageReads(withPreloads, await pageReads(app, request, code, path)) : withPreloads;
      // private: a page with carried answers was made for this visitor (the status names their
      // address and region); a shared cache must not hand it to another
      await reply.status(200).type('text/html; charset=utf-8').header('cache-control', known ? 'private, no-cache' : 'no-cache').send(html);
      return true;
    };
    app.decorate('serveSpa', serveSpa);
    // The static wildcard treats / as a directory; the site root is the SPA page.
    app.get('/', async (request, reply) => ((await serveSpa(request, reply)) ? reply : reply.callNotFound()));
  },
  { name: 'web', dependencies: ['merchants'] },
);
