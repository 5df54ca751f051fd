import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameCalls } from '@lotto/contract';
import { games } from '../../db/schema/index.js';
import { tokenFor } from '../../test/accounts.js';
import { describeOnPglite, valueOf } from '../../test/harness.js';
import { createCatalogueCache } from './catalogue-cache.js';
import { RNG_PAGE, send } from './games-test-kit.js';

const size = (v: { rows: unknown[] }) => v.rows.length;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('catalogue cache', () => {
  it('loads a key once for the requests that miss it together, and keeps merchants apart', async () => {
    const cache = createCatalogueCache();
    let loads = 0;
    const load = async () => {
      loads++;
      await sleep(5);
      return { rows: [loads] };
    };
    const [a, b] = await Promise.all([cache.get('demo', 'page', load, size), cache.get('demo', 'page', load, size)]);
    expect(a).toBe(b);
    expect(await cache.get('demo', 'page', load, size)).toBe(a);
    expect(loads).toBe(1);
    const lucky = await cache.get('lucky', 'page', load, size);
    expect(lucky).not.toBe(a);
    expect(loads).toBe(2);
  });

  it("drops only the named merchant's pages, and never keeps what a load read before the drop", async () => {
    const cache = createCatalogueCache();
    const demo = await cache.get('demo', 'page', async () => ({ rows: ['old'] }), size);
    const lucky = await cache.get('lucky', 'page', async () => ({ rows: ['lucky'] }), size);
    cache.invalidate('demo');
    expect(await cache.get('lucky', 'page', async () => ({ rows: ['other'] }), size)).toBe(lucky);
    expect(await cache.get('demo', 'page', async () => ({ rows: ['new'] }), size)).not.toBe(demo);

    let release = () => {};
    const slow = cache.get('demo', 'slow', () => new Promise<{ rows: string[] }>((ok) => (release = () => ok({ rows: ['before the write'] }))), size);
    cache.invalidate('demo');
    release();
    expect((await slow).rows).toEqual(['before the write']); // its own caller still gets it
    expect((await cache.get('demo', 'slow', async () => ({ rows: ['after the write'] }), size)).rows).toEqual(['after the write']);
  });

  it('reads a page again once it has been kept for its time', async () => {
    const cache = createCatalogueCache({ ttlMs: 20 });
    const first = await cache.get('demo', 'page', async () => ({ rows: [1] }), size);
    await sleep(60);
    expect(await cache.get('demo', 'page', async () => ({ rows: [2] }), size)).not.toBe(first);
  });
});

describeOnPglite('cached game lists', (t) => {
  it('sends the same guest page (same ETag) until the catalogue is written and the cache dropped', async () => {
    const first = await send(t, gameCalls.list, RNG_PAGE);
    const game = valueOf(gameCalls.list, first).games[0]!;
    const where = and(eq(games.merchantCode, 'demo'), eq(games.gameId, game.gameId));
    const [row] = await t.db.select({ iconUrl: games.iconUrl }).from(games).where(where);
    await t.db.update(games).set({ iconUrl: '/res/changed.svg' }).where(where);
    try {
      const cached = await send(t, gameCalls.list, RNG_PAGE);
      expect(cached.headers.etag).toBe(first.headers.etag);
      expect(cached.body).toBe(first.body);
      t.app.gameCatalogue.invalidate('demo');
      const fresh = await send(t, gameCalls.list, RNG_PAGE);
      expect(fresh.headers.etag).not.toBe(first.headers.etag);
      expect(valueOf(gameCalls.list, fresh).games[0]).toMatchObject({ gameId: game.gameId, showIcon: '/res/changed.svg' });
    } finally {
      await t.db.update(games).set({ iconUrl: row!.iconUrl }).where(where);
      t.app.gameCatalogue.invalidate('demo');
    }
  });

  it("never lets one caller's favourites reach another: guests get no marks, each player their own, changes at once", async () => {
    const hot = async (token?: string) => valueOf(gameCalls.hot, await send(t, gameCalls.hot, { gameType: 'RNG' }, token ? { token } : {}));
    const hotBefore = await hot();
    const target = hotBefore[0]!;
    const page = { ...RNG_PAGE, vassalage: target.vassalage, pageSize: 100 };
    const list = async (token?: string) => valueOf(gameCalls.list, await send(t, gameCalls.list, page, token ? { token } : {})).games;
    const player = await tokenFor(t, 'demo01', 'demo1234');
    const other = await tokenFor(t, 'player02', 'player1234');
    const guestBefore = await list();
    const favourite = { nodeId: target.nodeId, vendor: target.vassalage, gameType: target.gameType };
    const marked = (games: { gameId: string; favourite?: boolean }[]) => games.find((g) => g.gameId === target.gameId)?.favourite;

    expect(marked(await list(player))).toBe(false);
    expect(valueOf(gameCalls.addFavourite, await send(t, gameCalls.addFavourite, favourite, { token: player }))).toBeNull();
    try {
      // the player's own mark shows at once, though the page itself is cached
      expect(marked(await list(player))).toBe(true);
      expect(marked(await list(other))).toBe(false);
      expect((await list()).every((g) => g.favourite === undefined)).toBe(true);
      expect(await list()).toEqual(guestBefore);
      expect(marked(await hot(player))).toBe(true);
      expect(marked(await hot(other))).toBe(false);
      expect(await hot()).toEqual(hotBefore);
      expect(hotBefore.every((g) => g.favourite === undefined)).toBe(true);
    } finally {
      await send(t, gameCalls.removeFavourite, favourite, { token: player });
    }
    expect(marked(await list(player))).toBe(false);
  });
});
