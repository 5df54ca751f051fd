import { expect, it } from 'vitest';
import { describeOnPglite } from '../../test/harness.js';
import { nodeOf } from './games-test-kit.js';

describeOnPglite('game artwork', (t) => {
  it('serves generated game artwork, the same for one id, cached, without outside hosts', async () => {
    const tiger = await nodeOf(t, 'fortune-tiger');
    const ox = await nodeOf(t, 'fortune-ox');
    const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, merchant: null, headers });
    const a = await get(tiger.iconUrl!);
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(a.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(a.body).toMatch(/^<svg /);
    expect(a.body).toContain('>FT</text>');
    expect(a.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect((await get(tiger.iconUrl!)).body).toBe(a.body);
    expect((await get(ox.iconUrl!)).body).not.toBe(a.body);
    expect((await get(tiger.iconUrl!, { 'if-none-match': String(a.headers.etag) })).statusCode).toBe(304);
    const card = await get('/res/game-icons/demo/PT_LIVE.svg');
    expect(card.statusCode).toBe(200);
    expect(card.body).toContain('>PL</text>');
    expect((await get('/res/game-icons/demo/999999999.svg')).statusCode).toBe(404);
    expect((await get('/res/game-icons/nobody/PT_LIVE.svg')).statusCode).toBe(404);
    expect((await get('/res/game-icons/demo/..%2Fsecret.svg')).statusCode).toBe(400);
  });

  // ---------------------------------------------------------------------------------------------
});
