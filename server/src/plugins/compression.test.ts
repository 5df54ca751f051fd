import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { gameCalls, systemCalls } from '@lotto/contract';
import { tokenFor } from '../test/accounts.js';
import { describeOnPglite } from '../test/harness.js';
import { RNG_PAGE } from '../modules/games/games-test-kit.js';
import { COMPRESSION_THRESHOLD } from './compression.js';

const lobby = `${gameCalls.list.path}?${new URLSearchParams(Object.entries(RNG_PAGE).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
const decode = (encoding: string | undefined, raw: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');

describeOnPglite('compressed API answers', (t) => {
  const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });

  it('sends a large answer brotli- or gzip-encoded when the client accepts it, and plain when it does not', async () => {
    const plain = await get(lobby);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(JSON.parse(plain.body)).toMatchObject({ success: true });

    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=1', 'gzip'],
    ] as const) {
      // twice: the first request makes the kept answer's compressed form, the second reuses it
      for (let i = 0; i < 2; i++) {
        const res = await get(lobby, { 'accept-encoding': accept });
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(String(res.headers['vary'])).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
        expect(decode(encoding, res.rawPayload)).toBe(plain.body);
        expect(res.headers.etag).toBe(plain.headers.etag);
      }
    }
    expect((await get(lobby, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    // the ETag still revalidates a compressed copy
    const again = await get(lobby, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('compresses an answer made for one caller too (a signed-in lobby page), on its way out', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const plain = await get(lobby, { authorization: token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(lobby, { authorization: token, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(decode('br', br.rawPayload)).toBe(plain.body);
    const gz = await get(lobby, { authorization: token, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const marked = (JSON.parse(decode('gzip', gz.rawPayload)) as { value: { games: { favourite?: boolean }[] } }).value.games;
    expect(marked.every((g) => typeof g.favourite === 'boolean')).toBe(true);
  });

  it('leaves an answer under 1 KB plain whatever the client accepts', async () => {
    const small = await get(systemCalls.location.path, { 'accept-encoding': 'gzip, br' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toMatchObject({ success: true });
  });
});
