import { expect, it } from 'vitest';
import { gameCalls, memberCalls, systemCalls } from '@lotto/contract';
import { describeOnPglite } from '../test/harness.js';
import { tokenFor } from '../test/accounts.js';
import { RNG_PAGE, send } from '../modules/games/games-test-kit.js';

describeOnPglite('revalidated public answers', (t) => {
  const settings = (headers: Record<string, string> = {}, merchant = 'demo') =>
    t.call({ method: 'GET', url: systemCalls.settings.path, merchant, headers });

  it('answers a public GET with an ETag the browser revalidates, and an unchanged answer with 304 and no body', async () => {
    const first = await settings();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await settings({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // a weak form of the same tag, and a list holding it, match too
    expect((await settings({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
  });

  it('gives another merchant or language its own tag, so a kept answer never stands in for another', async () => {
    const demo = String((await settings()).headers['etag']);
    const lucky = await settings({ 'if-none-match': demo }, 'lucky');
    expect(lucky.statusCode).toBe(200);
    expect(lucky.headers['etag']).not.toBe(demo);

    const en = await send(t, gameCalls.list, RNG_PAGE, { language: 'EN' });
    expect(en.statusCode).toBe(200);
    const cn = await t.call({
      method: 'GET',
      url: `${gameCalls.list.path}?gameType=RNG&pageNo=1&pageSize=40`,
      merchant: 'demo',
      headers: { language: 'CN', 'if-none-match': String(en.headers['etag']) },
    });
    expect(cn.statusCode).toBe(200);
    expect(cn.headers['etag']).not.toBe(en.headers['etag']);
  });

  it('never keeps a member answer: a call with a session is no-store and has no ETag', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const info = await t.call({ method: 'GET', url: memberCalls.info.path, merchant: 'demo', headers: { authorization: token } });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    expect(info.headers['etag']).toBeUndefined();
  });

  it('keeps a signed-in caller\'s public answer (the lobby with their favourites) out of shared caches', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const member = await send(t, gameCalls.list, RNG_PAGE, { language: 'EN', token });
    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toBe('private, no-cache');
    expect(String(member.headers['vary'])).toContain('Authorization');
    const guest = await send(t, gameCalls.list, RNG_PAGE, { language: 'EN' });
    expect(guest.headers['cache-control']).toBe('no-cache');
    expect(String(guest.headers['vary'])).toContain('Authorization');
  });
});
