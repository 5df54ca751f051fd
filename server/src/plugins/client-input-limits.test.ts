import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeOnPglite, envelopeOf } from '../test/harness.js';

// A stand-in for web/dist so the site's pages are served without a front-end build.
const dist = mkdtempSync(join(tmpdir(), 'lotto-web-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log("app")');

const page = (host: string) => ({ method: 'GET' as const, url: '/', merchant: null, headers: { host, accept: 'text/html' } });

describeOnPglite(
  'caches keyed by client input stay bounded',
  (t) => {
    it('serves pages for thousands of unique Host headers without remembering them', async () => {
      const pad = 'x'.repeat(2_000);
      for (let i = 0; i < 2_000; i++) {
        const res = await t.call(page(`h${i}-${pad}.example`));
        expect(res.statusCode).toBe(200);
      }
      // Only the known merchant domains are held (demo: localhost, 127.0.0.1; lucky: lucky.localhost).
      expect(t.app.merchants.cacheSizes().hosts).toBeLessThanOrEqual(10);
      expect((await t.call(page('lucky.localhost'))).body).toContain('content="lucky"');
    });

    it('remembers at most a fixed number of Merchant header values', async () => {
      for (let i = 0; i < 1_500; i++) {
        const res = await t.call({ method: 'GET', url: '/wps/system/status?url=localhost', merchant: `m${i}` });
        expect(res.statusCode).toBe(404);
      }
      expect(t.app.merchants.cacheSizes().codes).toBeLessThanOrEqual(1_000);
    });
  },
  { env: { WEB_DIST_DIR: dist, PAGE_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' } },
);

describeOnPglite(
  'page routes are rate limited per IP',
  (t) => {
    it('answers 429 in the envelope once an IP has loaded PAGE_RATE_LIMIT_MAX pages in the window, leaving assets and probes alone', async () => {
      for (let i = 0; i < 5; i++) expect((await t.call(page('localhost'))).statusCode).toBe(200);
      const limited = await t.call(page('another.example'));
      expect(limited.statusCode).toBe(429);
      expect(envelopeOf(limited)).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
      expect((await t.call({ method: 'GET', url: '/assets/app-1a2b.js', merchant: null })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: '/health/live', merchant: null })).statusCode).toBe(200);
      // The API has its own bucket: pages do not use it up.
      expect((await t.call({ method: 'GET', url: '/wps/system/status?url=localhost' })).statusCode).toBe(200);
    });
  },
  { env: { WEB_DIST_DIR: dist, PAGE_RATE_LIMIT_MAX: '5' } },
);
