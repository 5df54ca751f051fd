import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeOnPglite, envelopeOf } from '../test/harness.js';
import { eq } from 'drizzle-orm';
import { merchants } from '../db/schema/index.js';
import { BANNER_STILL_ID, BOOT_REPLIES_ELEMENT_ID, DEFAULT_DEVICE, GATEWAY_VERSION, HEADERS, REQUEST_DEFAULT_LANGUAGE, type BootReplies } from '@lotto/contract';
import { withMerchantMeta, withMerchantTheme } from './web.js';
import { withPageReads } from './boot-replies.js';

// A stand-in for web/dist so the test does not depend on a front-end build.
const dist = mkdtempSync(join(tmpdir(), 'lotto-web-dist-'));
mkdirSync(join(dist, 'assets'));
// the skeleton's banner box as the build writes it (web/src/app/shell-skeleton.tsx)
const STILL_SLOT = `<div id="${BANNER_STILL_ID}" aria-hidden="true" class="animate-shimmer aspect-[3/1] w-full"></div>`;
writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><title>Site</title></head><body><div id="root"><div class="frame">${STILL_SLOT}</div></div></body></html>`);
writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log("app")');
// what scripts/precompress.mjs writes beside a built asset
const bundle = `export const words = ${JSON.stringify('lottery '.repeat(400))};`;
writeFileSync(join(dist, 'assets', 'big-3c4d.js'), bundle);
writeFileSync(join(dist, 'assets', 'big-3c4d.js.br'), brotliCompressSync(bundle));
writeFileSync(join(dist, 'assets', 'big-3c4d.js.gz'), gzipSync(bundle));
// what the web build writes: the chunks of each page's first paint (web/build/route-preloads.ts)
writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify({ '/': ['/assets/home-5e6f.js', 'https://elsewhere.example/x.js'] }));

/** The answers index.html carries (server/src/plugins/boot-replies.ts). */
const carried = (html: string): BootReplies => {
  const json = new RegExp(`<script type="application/json" id="${BOOT_REPLIES_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  return JSON.parse(json ?? 'null') as BootReplies;
};
const merchantMeta = (html: string) => /<meta name="merchant" content="([^"]*)">/.exec(html)?.[1];
const themeMode = (html: string) => /<html[^>]* data-theme="([^"]*)"/.exec(html)?.[1];
const themeToken = (html: string, name: string) => new RegExp(`<style id="merchant-theme">[^<]*${name}: ([^;]+);`).exec(html)?.[1];

describeOnPglite(
  'serving the web app',
  (t) => {
    const page = (url: string, host: string) =>
      t.call({ method: 'GET', url, merchant: null, headers: { host, accept: 'text/html,application/xhtml+xml' } });

    it('serves index.html naming the demo merchant for localhost and 127.0.0.1', async () => {
      for (const host of ['localhost:8080', '127.0.0.1:8080', 'localhost']) {
        const res = await page('/', host);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(merchantMeta(res.body)).toBe('demo');
      }
    });

    it('serves index.html naming lucky for lucky.localhost', async () => {
      const res = await page('/', 'lucky.localhost:8080');
      expect(merchantMeta(res.body)).toBe('lucky');
    });

    it('[S1-1.4] paints index.html in the merchant\'s own theme before any script runs: light for lucky, dark for demo', async () => {
      const lucky = (await page('/', 'lucky.localhost:8080')).body;
      expect(themeMode(lucky)).toBe('light');
      expect(themeToken(lucky, '--c-bg')).toBe('#f7f8fa');
      expect(lucky).toContain('<meta name="theme-color" content="#f7f8fa" />');
      expect(lucky).toContain('color-scheme: light;');
      const demo = (await page('/', 'localhost')).body;
      expect(themeMode(demo)).toBe('dark');
      expect(themeToken(demo, '--c-bg')).not.toBe('#f7f8fa');
    });

    it('serves a changed theme on the next page load', async () => {
      const [row] = await t.db.select({ theme: merchants.theme }).from(merchants).where(eq(merchants.code, 'lucky'));
      const theme = row!.theme;
      try {
        await t.db.update(merchants).set({ theme: { ...theme, colors: { ...theme.colors, background: '#fafafa' } } }).where(eq(merchants.code, 'lucky'));
        t.app.merchants.invalidate();
        expect(themeToken((await page('/', 'lucky.localhost')).body, '--c-bg')).toBe('#fafafa');
      } finally {
        await t.db.update(merchants).set({ theme }).where(eq(merchants.code, 'lucky'));
        t.app.merchants.invalidate();
      }
    });

    it('falls back to the default merchant for an unknown host', async () => {
      expect(merchantMeta((await page('/', 'unknown.example')).body)).toBe('demo');
    });

    it('answers deep links and /index.html with the same page (SPA fallback)', async () => {
      for (const url of ['/register?referralCode=abc', '/help/faq', '/index.html']) {
        const res = await page(url, 'lucky.localhost');
        expect(res.statusCode).toBe(200);
        expect(merchantMeta(res.body)).toBe('lucky');
      }
    });

    it('answers a fresh load of every SPA route with 200 and index.html, whatever Accept the client sends', async () => {
      const variants: Record<string, string>[] = [
        { accept: 'text/html' },
        { accept: '*/*' },
        {},
        { accept: 'application/json, */*;q=0.8', 'sec-fetch-dest': 'document' },
      ];
      for (const url of ['/register', '/register?referralCode=ABC123', '/login', '/index', '/download', '/help/faq']) {
        for (const headers of variants) {
          const res = await t.call({ method: 'GET', url, merchant: null, headers: { host: 'localhost:8080', ...headers } });
          expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
          expect(res.headers['content-type']).toContain('text/html');
          expect(merchantMeta(res.body)).toBe('demo');
        }
      }
      // unknown API paths keep their 404 envelope; a missing file is not answered with the page
      for (const url of ['/wps/unknown', '/lgw/unknown', '/wps/member/register/nope']) {
        for (const headers of variants) {
          const res = await t.call({ method: 'GET', url, merchant: null, headers: { host: 'localhost:8080', ...headers } });
          expect(res.statusCode).toBe(404);
          expect(envelopeOf(res).errorCode).toBe('resource.not.found');
        }
      }
      expect((await t.call({ method: 'GET', url: '/assets/missing-0.js', merchant: null, headers: { accept: '*/*' } })).statusCode).toBe(404);
    });

    it('serves built assets with long caching and the security headers of a resource, the page those of a page', async () => {
      const res = await t.call({ method: 'GET', url: '/assets/app-1a2b.js', merchant: null });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('console.log');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBeUndefined();
      const page = await t.call({ method: 'GET', url: '/', merchant: null, headers: { accept: 'text/html' } });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    });

    it('sends the brotli or gzip copy of an asset the client accepts, with the same caching, and the plain file otherwise', async () => {
      const asset = (encoding?: string) =>
        t.call({ method: 'GET', url: '/assets/big-3c4d.js', merchant: null, headers: encoding ? { 'accept-encoding': encoding } : {} });
      const br = await asset('gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toContain('immutable');
      expect(br.rawPayload.length).toBeLessThan(bundle.length / 10);
      // the stored copy as it is: never compressed again on its way out (plugins/compression.ts)
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
      const gz = await asset('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(String(gz.headers['vary'])).toMatch(/accept-encoding/i);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);
      const plain = await asset();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(bundle);
    });

    it('serves a file added after start, so a rebuilt front end needs no restart', async () => {
      writeFileSync(join(dist, 'assets', 'late-9z.js'), 'late()');
      const res = await t.call({ method: 'GET', url: '/assets/late-9z.js', merchant: null });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('late()');
    });

    it('carries the answers of a guest\'s first reads, the same the API gives the browser', async () => {
      for (const [host, merchant] of [['localhost:8080', 'demo'], ['lucky.localhost', 'lucky']] as const) {
        const res = await page('/', host);
        // made for this visitor (the status names their address): never from a shared cache
        expect(res.headers['cache-control']).toBe('private, no-cache');
        const boot = carried(res.body);
        expect(boot.merchant).toBe(merchant);
        expect(boot.language).toBe(REQUEST_DEFAULT_LANGUAGE);
        expect(Object.keys(boot.replies).sort()).toEqual(
          [
            '/wps/system/settings/consolidated',
            `/wps/system/status?url=${encodeURIComponent(host)}`,
            '/wps/system/templates',
            `/wps/relay/GCSGAME_gameVendor?merchantCode=${merchant}`,
            '/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=w_home',
            '/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W',
          ].sort(),
        );
        for (const [url, body] of Object.entries(boot.replies)) {
          const headers = { host, [HEADERS.merchant]: merchant, [HEADERS.language]: REQUEST_DEFAULT_LANGUAGE, [HEADERS.device]: DEFAULT_DEVICE, [HEADERS.gatewayVersion]: GATEWAY_VERSION };
          const direct = await t.call({ method: 'GET', url, merchant: null, headers });
          expect(JSON.parse(body), url).toEqual(direct.json());
        }
      }
    });

    it('leaves out a read that fails: in maintenance the page carries the settings, status and templates, not the gated reads', async () => {
      const state = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/dev/merchants/demo/state', merchant: null, payload });
      expect((await state({ maintenance: true })).statusCode).toBe(200);
      try {
        const boot = carried((await page('/', 'localhost')).body);
        expect(Object.keys(boot.replies).sort()).toEqual(['/wps/system/settings/consolidated', '/wps/system/status?url=localhost', '/wps/system/templates']);
        expect(JSON.parse(boot.replies['/wps/system/status?url=localhost']!)).toMatchObject({ success: true, value: { maintenance: true } });
      } finally {
        expect((await state({ maintenance: false })).statusCode).toBe(200);
      }
    });

    it('carries no answers on a Host name that is not a merchant\'s domain', async () => {
      const res = await page('/', 'unknown.example');
      expect(merchantMeta(res.body)).toBe('demo');
      expect(res.body).not.toContain(BOOT_REPLIES_ELEMENT_ID);
      expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-5e6f.js">');
    });

    it('preloads the home page\'s banner and popup images and its route chunks; other pages carry no home reads', async () => {
      const home = (await page('/', 'localhost')).body;
      const boot = carried(home);
      const banners = JSON.parse(boot.replies['/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=w_home']!) as { value: { banners: { url: string }[] } };
      const popups = JSON.parse(boot.replies['/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W']!) as { value: { popup: { announcementImages: { url: string }[] }[] } };
      expect(home).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${banners.value.banners[0]!.url}">`);
      expect(home).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${popups.value.popup[0]!.announcementImages[0]!.url}">`);
      expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-5e6f.js">');
      // the images are asked for first: over HTTP/1.1 they would wait behind the scripts
      expect(home.indexOf('<link rel="preload" as="image"')).toBeLessThan(home.indexOf('<link rel="modulepreload"'));
      expect(home).not.toContain('elsewhere.example');
      const help = (await page('/help/faq', 'localhost')).body;
      expect(Object.keys(carried(help).replies).some((url) => url.includes('MCSFE_getListAnnouncements'))).toBe(false);
      expect(help).not.toContain('rel="preload"');
      expect(help).not.toContain('home-5e6f.js');
    });

    it('paints the home page\'s first banner in the skeleton\'s banner box, before any script; other pages and unknown hosts keep the empty box', async () => {
      const home = (await page('/', 'localhost')).body;
      const banners = JSON.parse(carried(home).replies['/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=w_home']!) as { value: { banners: { url: string }[] } };
      const still = new RegExp(`<div class="frame">(<img id="${BANNER_STILL_ID}" [^>]*>)</div>`).exec(home)?.[1];
      expect(still).toContain(` src="${banners.value.banners[0]!.url}"`);
      expect(still).toContain('aspect-ratio:3/1');
      expect(home).not.toContain(STILL_SLOT);
      for (const other of [(await page('/help/faq', 'localhost')).body, (await page('/', 'unknown.example')).body]) {
        expect(other).toContain(STILL_SLOT);
        expect(other).not.toContain(`<img id="${BANNER_STILL_ID}"`);
      }
      // an address is written as an attribute value, never as markup
      const page2 = withPageReads(`<div id="root">${STILL_SLOT}</div>`, { boot: { merchant: 'demo', language: 'EN', replies: {} }, images: [], bannerStill: '/b.svg?a=1&b="><script>x</script>' });
      expect(page2).toContain('src="/b.svg?a=1&amp;b=&quot;>&lt;script>x&lt;/script>"');
      expect(page2).not.toContain('<script>x');
    });

    it('never answers API paths or non-HTML requests with the page', async () => {
      const api = await page('/wps/unknown', 'localhost');
      expect(api.statusCode).toBe(404);
      expect(envelopeOf(api).errorCode).toBe('resource.not.found');
      const json = await t.call({ method: 'GET', url: '/missing.png', merchant: null, headers: { accept: 'image/png' } });
      expect(json.statusCode).toBe(404);
    });
  },
  { env: { WEB_DIST_DIR: dist } },
);

describeOnPglite('running without a web build', (t) => {
  it('keeps the API working and answers pages with a 404 envelope', async () => {
    expect((await t.call({ method: 'GET', url: '/wps/system/whitelabel' })).statusCode).toBe(200);
    const res = await t.call({ method: 'GET', url: '/', merchant: null, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(envelopeOf(res).errorCode).toBe('resource.not.found');
  });
});

it('inserts the merchant meta into the head, replacing an existing one', () => {
  expect(withMerchantMeta('<html><head lang="x"><title>a</title></head></html>', 'lucky')).toContain(
    '<head lang="x">\n    <meta name="merchant" content="lucky">',
  );
  const replaced = withMerchantMeta('<head><meta name="merchant" content="old"></head>', 'demo');
  expect(replaced).toBe('<head><meta name="merchant" content="demo"></head>');
  expect(withMerchantMeta('<head></head>', '"><script>')).toContain('content="script"');
});

it('writes carried answers so that none can end their script element or an attribute', () => {
  const html = withPageReads('<html><head></head><body></body></html>', {
    boot: { merchant: 'demo', language: 'EN', replies: { '/x': '{"success":true,"value":"</script><script>alert(1)</script>"}' } },
    images: ['/a.svg"><script>alert(2)</script>'],
  });
  expect(html).not.toContain('<script>alert');
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  expect(carried(html).replies['/x']).toContain('</script><script>alert(1)');
});

it('writes only safe theme declarations into the page, after the head\'s own styles', () => {
  const html = withMerchantTheme('<html lang="en" data-theme="dark"><head><link rel="stylesheet" href="/a.css"></head></html>', {
    mode: 'light',
    colors: { background: '#fff;} body{display:none', text: '</style><script>alert(1)</script>' },
  } as never);
  expect(html).toContain('<html lang="en" data-theme="light">');
  expect(html.indexOf('id="merchant-theme"')).toBeGreaterThan(html.indexOf('/a.css'));
  expect(html).not.toContain('display:none');
  expect(html).not.toContain('<script>');
});

// A separate build folder with a source map, served by two apps: the production default and the flag.
const mapped = mkdtempSync(join(tmpdir(), 'lotto-web-maps-'));
mkdirSync(join(mapped, 'assets'));
writeFileSync(join(mapped, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
writeFileSync(join(mapped, 'assets', 'app-3c4d.js'), 'run()\n//# sourceMappingURL=app-3c4d.js.map');
writeFileSync(join(mapped, 'assets', 'app-3c4d.js.map'), '{"version":3,"sources":["src/secret.ts"]}');

describeOnPglite(
  'source maps when SERVE_SOURCE_MAPS is off (the production default)',
  (t) => {
    it('serves the built script but not its source map', async () => {
      expect((await t.call({ method: 'GET', url: '/assets/app-3c4d.js', merchant: null })).statusCode).toBe(200);
      const map = await t.call({ method: 'GET', url: '/assets/app-3c4d.js.map', merchant: null, headers: { accept: '*/*' } });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret.ts');
    });
  },
  { env: { WEB_DIST_DIR: mapped, SERVE_SOURCE_MAPS: 'false' } },
);

describeOnPglite(
  'source maps when SERVE_SOURCE_MAPS is on',
  (t) => {
    it('serves the source map', async () => {
      const map = await t.call({ method: 'GET', url: '/assets/app-3c4d.js.map', merchant: null });
      expect(map.statusCode).toBe(200);
      expect(map.body).toContain('secret.ts');
    });
  },
  { env: { WEB_DIST_DIR: mapped, SERVE_SOURCE_MAPS: 'true' } },
);
