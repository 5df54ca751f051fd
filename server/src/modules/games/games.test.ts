import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gameCalls, sessionCalls } from '@lotto/contract';
import { gameProducts, games, gameVendors } from '../../db/schema/index.js';
import { seedDatabase } from '../../db/seeds/index.js';
import { seedGames } from '../../db/seeds/games.js';
import { failure, tokenFor, withToken } from '../../test/accounts.js';
import { describeOnPglite, valueOf } from '../../test/harness.js';
import { GLS, RNG_PAGE, nodeOf, send, type Params } from './games-test-kit.js';

describeOnPglite('game catalogue', (t) => {
  // ---------------------------------------------------------------------------------------------
  // Seed
  // ---------------------------------------------------------------------------------------------

  it('seeds a catalogue where every game plays a demo kind and RNG has more than one page of 40', async () => {
    const rows = await t.db
      .select({ game: games, product: gameProducts, vendor: gameVendors })
      .from(games)
      .innerJoin(gameProducts, eq(games.productId, gameProducts.id))
      .innerJoin(gameVendors, eq(gameProducts.vendorId, gameVendors.id))
      .where(eq(games.merchantCode, 'demo'));
    const kindOf = (gameType: string) => new Set(rows.filter((r) => r.product.gameType === gameType).map((r) => r.game.demoKind));
    expect(kindOf('RNG')).toEqual(new Set(['slot']));
    expect(kindOf('FISH')).toEqual(new Set(['slot']));
    expect(kindOf('LIVE')).toEqual(new Set(['crash']));
    expect(kindOf('PVP')).toEqual(new Set(['crash']));
    // Sports and e-sports entries open the virtual sports game, not the crash game.
    expect(kindOf('SPORTS')).toEqual(new Set(['sports']));
    expect(kindOf('ESPORTS')).toEqual(new Set(['sports']));
    expect(rows.every((r) => r.game.demoKind !== null)).toBe(true);
    const rng = rows.filter((r) => r.product.gameType === 'RNG');
    expect(rng.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rng.map((r) => r.vendor.vassalage)).size).toBeGreaterThanOrEqual(5);
    expect(rows.every((r) => r.game.names.EN && r.game.names.CN)).toBe(true);
    expect(rows.every((r) => r.game.iconUrl === `/res/game-icons/demo/${r.game.nodeId}.svg`)).toBe(true);
    // Every playable vendor is served by this site; one vendor has no lobby domain.
    const domains = new Set(rows.map((r) => `${r.vendor.vassalage}:${r.vendor.lobbyDomain}`));
    expect(domains.has('SBO:null')).toBe(true);
    expect(domains.has('PG:self')).toBe(true);

    const lucky = await t.db.select().from(games).where(eq(games.merchantCode, 'lucky'));
    expect(lucky.length).toBeGreaterThan(0);
    expect(lucky.length).toBeLessThan(rows.length);
  });

  it('seeds the catalogue once: a second seed run adds no vendors or games', async () => {
    const count = async () => [(await t.db.select({ id: gameVendors.id }).from(gameVendors)).length, (await t.db.select({ id: games.id }).from(games)).length];
    const before = await count();
    expect(await seedGames(t.db, 'demo')).toBe(false);
    await seedDatabase(t.db);
    expect(await count()).toEqual(before);
  });

  // ---------------------------------------------------------------------------------------------
  // Vendors, vassal game types, rooms
  // ---------------------------------------------------------------------------------------------

  it('[S2-7.4] [S2-3.4] answers vendor lanes titled by game type with VASSALAGE cards', async () => {
    const v = valueOf(gameCalls.vendors, await send(t, gameCalls.vendors, { merchantCode: 'demo' }));
    expect(v.data.lanes.map((l) => l.title)).toEqual(['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS']);
    const cards = v.data.lanes.flatMap((l) => l.cards.map((c) => ({ ...c, lane: l.title })));
    expect(cards.every((c) => c.isGame === 'VASSALAGE' && c.gameType === c.lane)).toBe(true);
    for (const vendor of ['PT', 'PTSS', 'DG', 'GPI', 'JDB', 'AE', 'ALB', 'AG', 'SABA', 'IM', 'KY', 'CQ9', 'PG', 'JILI', 'EVO']) {
      expect(cards.some((c) => c.vassalage === vendor), vendor).toBe(true);
    }
    const ptLive = cards.find((c) => c.accountTypeName === 'PT_LIVE')!;
    expect(ptLive).toMatchObject({ vassalage: 'PT', gameType: 'LIVE', cardId: String(ptLive.accountTypeId), icon: '/res/game-icons/demo/PT_LIVE.svg', maintenance: false });
    expect(ptLive.accountTypeId).toBeGreaterThan(9);
    expect(ptLive.nodeId).not.toBeNull();
    expect(ptLive.gameId).toBe('pt-live-lobby');
    // Slot vendors open the lobby page instead of a lobby game.
    expect(cards.find((c) => c.accountTypeName === 'PG_RNG')).toMatchObject({ nodeId: null, freeplay: true });
    expect(cards.find((c) => c.vassalage === 'SBO')).toMatchObject({ maintenance: true, freeplay: false });
    expect(cards.find((c) => c.vassalage === 'BBIN')).toMatchObject({ maintenance: true });
    expect(new Set(cards.map((c) => c.accountTypeId)).size).toBe(cards.length);
  });

  it('[S2-7.4] answers the vassal game types of a vendor and of a game type', async () => {
    const pt = valueOf(gameCalls.vassGameTypes, await send(t, gameCalls.vassGameTypes, { vassalage: 'PT' }));
    expect(pt.map((p) => p.gameType)).toEqual(['LIVE', 'RNG', 'FISH']);
    expect(pt.every((p) => p.vassalage === 'PT')).toBe(true);
    const sports = valueOf(gameCalls.vassGameTypes, await send(t, gameCalls.vassGameTypes, { gameType: 'SPORTS' }));
    expect(sports.map((p) => p.vassalage)).toEqual(['SABA', 'SBO']);
  });

  it('[S2-7.4] answers the rooms of a live vendor with limits in major units', async () => {
    const rooms = valueOf(gameCalls.rooms, await send(t, gameCalls.rooms, { vassalage: 'PTSS', gameType: 'LIVE' }, { language: 'CN' }));
    expect(rooms.map((r) => r.roomId)).toEqual(['PTSS-R01', 'PTSS-R02', 'PTSS-R03', 'PTSS-VIP']);
    expect(rooms[3]).toMatchObject({ roomName: 'VIP 百家乐', minBet: 20_000, maxBet: 2_000_000, gameId: 'ptss-vip-baccarat' });
    const one = valueOf(gameCalls.rooms, await send(t, gameCalls.rooms, { gameId: 'evo-lightning-roulette' }));
    expect(one).toEqual([expect.objectContaining({ roomId: 'EVO-R06', roomName: 'Lightning Roulette', minBet: 5 })]);
  });

  // ---------------------------------------------------------------------------------------------
  // Game list
  // ---------------------------------------------------------------------------------------------

  it('[S2-3.8] pages the slot lobby by 40 without overlap, past the end empty', async () => {
    const p1 = valueOf(gameCalls.list, await send(t, gameCalls.list, RNG_PAGE));
    const p2 = valueOf(gameCalls.list, await send(t, gameCalls.list, { ...RNG_PAGE, pageNo: 2 }));
    const p3 = valueOf(gameCalls.list, await send(t, gameCalls.list, { ...RNG_PAGE, pageNo: 3 }));
    expect(p1.total).toBeGreaterThanOrEqual(60);
    expect(p1).toMatchObject({ pageNum: 1, pageSize: 40, totalPages: Math.ceil(p1.total / 40) });
    expect(p1.totalPages).toBe(2);
    expect(p1.games).toHaveLength(40);
    expect(p2.games).toHaveLength(p1.total - 40);
    expect(p3).toMatchObject({ games: [], pageNum: 3, totalPages: 2, total: p1.total });
    const ids = [...p1.games, ...p2.games].map((g) => g.nodeId);
    expect(new Set(ids).size).toBe(p1.total);
    expect(p1.games.every((g) => g.gameType === 'RNG' && g.isGame === 'game')).toBe(true);
    // A guest's list carries no favourite marks.
    expect(p1.games.some((g) => 'favourite' in g)).toBe(false);
    // The popup pages by 10 (spec 2 §9).
    const popup = valueOf(gameCalls.list, await send(t, gameCalls.list, { ...RNG_PAGE, pageSize: 10 }));
    expect(popup.games.map((g) => g.nodeId)).toEqual(ids.slice(0, 10));
    expect(popup.totalPages).toBe(Math.ceil(p1.total / 10));
  });

  it('refuses page 0 and a page size above the limit', async () => {
    expect(failure(await send(t, gameCalls.list, { ...RNG_PAGE, pageNo: 0 }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(failure(await send(t, gameCalls.list, { ...RNG_PAGE, pageSize: 1001 }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
  });

  it('[S2-4.1] [S2-3.5] tells each game where it opens by its vendor setting: window, in-page frame or alternate window (player page)', async () => {
    const list = async (vassalage: string) =>
      valueOf(gameCalls.list, await send(t, gameCalls.list, { ...RNG_PAGE, pageSize: 100, vassalage })).games;
    const ag = await list('AG'); // alternate game windows
    const jdb = await list('JDB'); // in-page frame
    const pt = await list('PT'); // a new window on the vendor's address
    expect(ag.length).toBeGreaterThan(0);
    expect(ag.every((g) => g.appNewWindow && g.playerPage === true)).toBe(true);
    expect(jdb.every((g) => !g.appNewWindow && g.playerPage === false)).toBe(true);
    expect(pt.every((g) => g.appNewWindow && g.playerPage === false)).toBe(true);

    // a vendor switched to alternate windows after seeding is followed without reseeding its games
    // a write to the catalogue drops the lists' cached pages (else it shows within CATALOGUE_TTL_MS)
    await t.db.update(gameVendors).set({ openMode: 'player' }).where(eq(gameVendors.vassalage, 'PT'));
    t.app.gameCatalogue.invalidate('demo');
    try {
      expect((await list('PT')).every((g) => g.appNewWindow && g.playerPage === true)).toBe(true);
    } finally {
      await t.db.update(gameVendors).set({ openMode: 'window' }).where(eq(gameVendors.vassalage, 'PT'));
      t.app.gameCatalogue.invalidate('demo');
    }
  });

  it('[S2-3.8] filters by vendor, category, name in any language, minimum bet and lines', async () => {
    const list = async (extra: Params, language?: string) =>
      valueOf(gameCalls.list, await send(t, gameCalls.list, { ...RNG_PAGE, pageSize: 100, ...extra }, { language })).games;
    const pg = await list({ vassalage: 'PG' });
    expect(pg.length).toBe(16);
    expect(pg.every((g) => g.vassalage === 'PG' && g.accountTypeName === 'PG_RNG')).toBe(true);

    for (const classify of ['VIDEO_POKER', 'TABLE', 'SCRATCH', 'ARCADE', 'JACKPOT']) {
      const found = await list({ gameClassify: classify });
      expect(found.length, classify).toBeGreaterThan(0);
      expect(found.every((g) => g.gameClassify === classify)).toBe(true);
    }
    expect((await list({ gameClassify: 'all' })).length).toBe((await list({})).length);

    const fortune = await list({ gameName: 'FoRtUnE' });
    expect(fortune.map((g) => g.gameName)).toEqual(expect.arrayContaining(['Fortune Tiger', 'Fortune Ox', 'Double Fortune', 'Mega Fortune Dreams']));
    expect(fortune.every((g) => /fortune/i.test(g.gameName) || /fortune/i.test(g.displayName))).toBe(true);
    // Chinese names are searched too, and the reply speaks the caller's language.
    const cn = await list({ gameName: '招财' }, 'CN');
    expect(cn.map((g) => g.displayName).sort()).toEqual(['招财兔', '招财猫', '招财虎']);
    // LIKE wildcards are taken literally.
    expect(await list({ gameName: '%' })).toEqual([]);
    expect(await list({ gameName: 'zzz-no-such-game' })).toEqual([]);

    const ways = await list({ minLineNum: 1024 });
    expect(ways.map((g) => g.gameId)).toContain('mahjong-ways');
    expect(ways.map((g) => g.gameId)).not.toContain('fortune-tiger');
    // minBet is in major units: 1 keeps games whose minimum bet is at least 1.00.
    const minBet = await list({ minBet: 1 });
    expect(minBet.map((g) => g.gameId)).toContain('pg-baccarat-deluxe');
    expect(minBet.map((g) => g.gameId)).not.toContain('fortune-tiger');
  });

  it('[S2-3.5] names games in the requested language and falls back to EN', async () => {
    const byLang = async (language: string, how: 'header' | 'query') => {
      const res = await send(t, gameCalls.list, { ...RNG_PAGE, vassalage: 'PG', ...(how === 'query' ? { language } : {}) }, how === 'header' ? { language } : {});
      return new Map(valueOf(gameCalls.list, res).games.map((g) => [g.gameId, g.displayName]));
    };
    expect((await byLang('CN', 'header')).get('fortune-tiger')).toBe('招财虎');
    const cnTiger = valueOf(gameCalls.list, await send(t, gameCalls.list, { ...RNG_PAGE, gameName: 'tiger' }, { language: 'CN' })).games[0];
    expect(cnTiger).toMatchObject({ displayName: '招财虎', nodeName: '招财虎', gameName: 'Fortune Tiger' });
    expect((await byLang('TW', 'header')).get('lucky-neko')).toBe('招財貓');
    expect((await byLang('TH', 'query')).get('fortune-tiger')).toBe('เสือนำโชค');
    const ko = await byLang('KO', 'header');
    expect(ko.get('fortune-tiger')).toBe('포춘 타이거');
    expect(ko.get('mahjong-ways-2')).toBe('Mahjong Ways 2');
    const tiger = valueOf(gameCalls.list, await send(t, gameCalls.list, { ...RNG_PAGE, gameName: 'tiger' })).games[0]!;
    expect(tiger).toMatchObject({ gameId: 'fortune-tiger', vassalage: 'PG', gameType: 'RNG', supportPlay: 0, freeplay: true, platform: 'html5-desktop', gameName: 'Fortune Tiger' });
    expect(tiger.showIcon).toBe(`/res/game-icons/demo/${tiger.nodeId}.svg`);
  });

  it('[S2-4.1] sends platform flash for PT, PTSS, DG and GPI live and fish games', async () => {
    const live = valueOf(gameCalls.list, await send(t, gameCalls.list, { gameType: 'LIVE', pageNo: 1, pageSize: 100 })).games;
    for (const g of live) expect(g.platform, g.gameId).toBe(['PT', 'PTSS', 'DG', 'GPI'].includes(g.vassalage) ? 'flash' : 'html5-desktop');
    const fish = valueOf(gameCalls.list, await send(t, gameCalls.list, { gameType: 'FISH', vassalage: 'DG', pageNo: 1, pageSize: 10 })).games;
    expect(fish.every((g) => g.platform === 'flash')).toBe(true);
  });

  // ---------------------------------------------------------------------------------------------
  // Hot, favourites, recent
  // ---------------------------------------------------------------------------------------------

  it('[S2-7.4] answers hot games best first, per game type', async () => {
    const hot = valueOf(gameCalls.hot, await send(t, gameCalls.hot, { gameType: 'RNG' }));
    expect(hot[0]).toMatchObject({ gameId: 'fortune-tiger' });
    expect(hot.map((g) => g.gameId).slice(0, 3)).toEqual(['fortune-tiger', 'mahjong-ways', 'fortune-ox']);
    expect(hot.every((g) => g.gameType === 'RNG')).toBe(true);
    const all = valueOf(gameCalls.hot, await send(t, gameCalls.hot, {}));
    expect(new Set(all.map((g) => g.gameType)).size).toBeGreaterThan(1);
  });

  it('[S2-6.1] refuses favourites and recent games to a guest with in_sorry_in', async () => {
    const tiger = await nodeOf(t, 'fortune-tiger');
    const fav = { nodeId: tiger.nodeId, vendor: 'PG', gameType: 'RNG' };
    for (const [call, data] of [
      [gameCalls.favourites, { pageNo: 1, pageSize: 40 }],
      [gameCalls.recent, {}],
      [gameCalls.addFavourite, fav],
      [gameCalls.removeFavourite, fav],
    ] as const) {
      expect(failure(await send(t, call, data)), call.id).toMatchObject({ status: 401, errorCode: 'in_sorry_in' });
    }
  });

  it('[S2-7.5] [S2-3.9] adds and removes favourites idempotently and lists them newest first, paged', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const tiger = await nodeOf(t, 'fortune-tiger');
    const neko = await nodeOf(t, 'lucky-neko');
    const add = (g: { nodeId: string }, vendor = 'PG', gameType = 'RNG') => send(t, gameCalls.addFavourite, { nodeId: g.nodeId, vendor, gameType }, { token });
    const remove = (g: { nodeId: string }) => send(t, gameCalls.removeFavourite, { nodeId: g.nodeId, vendor: 'PG', gameType: 'RNG' }, { token });
    const page = async (pageNo: number, pageSize: number) => valueOf(gameCalls.favourites, await send(t, gameCalls.favourites, { pageNo, pageSize, clientType: 3, platform: 'html5-desktop' }, { token }));

    expect(valueOf(gameCalls.addFavourite, await add(tiger))).toBeNull();
    expect(valueOf(gameCalls.addFavourite, await add(tiger))).toBeNull();
    expect(valueOf(gameCalls.addFavourite, await add(neko))).toBeNull();
    const all = await page(1, 40);
    expect(all).toMatchObject({ pageNum: 1, pageSize: 40, totalPages: 1, total: 2 });
    expect(all.content.map((g) => g.gameId)).toEqual(['lucky-neko', 'fortune-tiger']);
    expect(all.content.every((g) => g.favourite === true)).toBe(true);
    const second = await page(2, 1);
    expect(second).toMatchObject({ pageNum: 2, totalPages: 2, total: 2 });
    expect(second.content).toHaveLength(1);
    expect((await page(3, 1)).content).toEqual([]);

    // The lists mark the caller's favourites.
    const listed = valueOf(gameCalls.list, await send(t, gameCalls.list, { ...RNG_PAGE, vassalage: 'PG' }, { token })).games;
    expect(listed.filter((g) => g.favourite).map((g) => g.gameId).sort()).toEqual(['fortune-tiger', 'lucky-neko']);
    expect(listed.every((g) => typeof g.favourite === 'boolean')).toBe(true);
    const hot = valueOf(gameCalls.hot, await send(t, gameCalls.hot, { gameType: 'RNG' }, { token }));
    expect(hot.find((g) => g.gameId === 'fortune-tiger')?.favourite).toBe(true);
    // Another player's lists are their own.
    const agent = await tokenFor(t, 'agent01', 'agent1234');
    expect((await page(1, 40)).total).toBe(2);
    expect(valueOf(gameCalls.favourites, await send(t, gameCalls.favourites, { pageNo: 1, pageSize: 40 }, { token: agent })).total).toBe(0);

    expect(valueOf(gameCalls.removeFavourite, await remove(tiger))).toBeNull();
    expect(valueOf(gameCalls.removeFavourite, await remove(tiger))).toBeNull();
    expect((await page(1, 40)).content.map((g) => g.gameId)).toEqual(['lucky-neko']);
    expect(valueOf(gameCalls.removeFavourite, await remove(neko))).toBeNull();
    expect(await page(1, 40)).toMatchObject({ content: [], total: 0, totalPages: 0 });
  });

  it('[S2-7.5] marks on the same cached lobby page each player\'s own favourites, live after every add and remove', async () => {
    const demo = await tokenFor(t, 'demo01', 'demo1234');
    const agent = await tokenFor(t, 'agent01', 'agent1234');
    const tiger = await nodeOf(t, 'fortune-tiger');
    const fav = { nodeId: tiger.nodeId, vendor: 'PG', gameType: 'RNG' };
    const list = async (token?: string) => {
      const res = await send(t, gameCalls.list, { ...RNG_PAGE, vassalage: 'PG' }, token ? { token } : {});
      return { etag: res.headers.etag, marked: valueOf(gameCalls.list, res).games.filter((g) => g.favourite).map((g) => g.gameId), games: valueOf(gameCalls.list, res).games };
    };

    const before = await list(demo);
    expect(before.marked).toEqual([]);
    expect(before.games.every((g) => g.favourite === false)).toBe(true);
    expect(valueOf(gameCalls.addFavourite, await send(t, gameCalls.addFavourite, fav, { token: demo }))).toBeNull();
    // Within the catalogue cache's life of the page: the mark shows at once, for its owner only.
    const added = await list(demo);
    expect(added.marked).toEqual(['fortune-tiger']);
    expect(added.etag).not.toBe(before.etag);
    expect((await list(demo)).etag).toBe(added.etag);
    const other = await list(agent);
    expect(other.marked).toEqual([]);
    expect(other.etag).toBe(before.etag);
    const guest = await list();
    expect(guest.games.some((g) => 'favourite' in g)).toBe(false);

    expect(valueOf(gameCalls.removeFavourite, await send(t, gameCalls.removeFavourite, fav, { token: demo }))).toBeNull();
    expect((await list(demo)).marked).toEqual([]);
  });

  it('[S2-7.5] [S1-4.12] a signed-out token marks nothing on the next lobby page: the caller\'s kept session ends with the sign-out', async () => {
    const token = await tokenFor(t, 'player02', 'player1234');
    const tiger = await nodeOf(t, 'fortune-tiger');
    const fav = { nodeId: tiger.nodeId, vendor: 'PG', gameType: 'RNG' };
    expect(valueOf(gameCalls.addFavourite, await send(t, gameCalls.addFavourite, fav, { token }))).toBeNull();
    const list = async () => valueOf(gameCalls.list, await send(t, gameCalls.list, { ...RNG_PAGE, vassalage: 'PG' }, { token })).games;
    // read twice: the second page comes from what this process keeps of the caller
    expect((await list()).filter((g) => g.favourite).map((g) => g.gameId)).toEqual(['fortune-tiger']);
    expect((await list()).filter((g) => g.favourite).map((g) => g.gameId)).toEqual(['fortune-tiger']);

    expect((await withToken(t, token, { method: 'DELETE', url: sessionCalls.logout.path })).statusCode).toBe(200);
    // a public list never fails on a dead token: it answers as to a guest, without marks
    expect((await list()).some((g) => 'favourite' in g)).toBe(false);
  });

  it('refuses a favourite of an unknown game or a wrong vendor or game type', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const tiger = await nodeOf(t, 'fortune-tiger');
    for (const body of [
      { nodeId: '999999999', vendor: 'PG', gameType: 'RNG' },
      { nodeId: tiger.nodeId, vendor: 'JDB', gameType: 'RNG' },
      { nodeId: tiger.nodeId, vendor: 'PG', gameType: 'LIVE' },
    ]) {
      expect(failure(await send(t, gameCalls.addFavourite, body, { token }))).toMatchObject({ status: 404, errorCode: 'resource.not.found' });
    }
    expect(failure(await send(t, gameCalls.addFavourite, { nodeId: '', vendor: 'PG', gameType: 'RNG' }, { token }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
  });

  // ---------------------------------------------------------------------------------------------
  // Second merchant and module flags
  // ---------------------------------------------------------------------------------------------

  it('[S1-1.4] keeps each merchant to its own catalogue', async () => {
    const lucky = valueOf(gameCalls.vendors, await send(t, gameCalls.vendors, { merchantCode: 'lucky' }, { merchant: 'lucky' }));
    const vendors = new Set(lucky.data.lanes.flatMap((l) => l.cards.map((c) => c.vassalage)));
    expect([...vendors].sort()).toEqual(['EVO', 'JILI', 'KY', 'PG', 'SABA']);
    const slots = valueOf(gameCalls.list, await send(t, gameCalls.list, { ...RNG_PAGE, language: 'TH' }, { merchant: 'lucky' }));
    expect(slots.total).toBe(16);
    const luckyTiger = slots.games.find((g) => g.gameId === 'fortune-tiger');
    expect(luckyTiger?.displayName).toBe('เสือนำโชค');
    expect(luckyTiger?.showIcon).toMatch(/^\/res\/game-icons\/lucky\//);
    // A demo node id is not a game of lucky unless lucky has it too; a demo-only vendor is unknown there.
    const dg = await nodeOf(t, 'dg-baccarat-a');
    const token = await tokenFor(t, 'lucky01', 'lucky1234', 'lucky');
    expect(failure(await send(t, gameCalls.launch, { ...GLS, nodeId: dg.nodeId, vassalage: 'DG' }, { token, merchant: 'lucky' }))).toMatchObject({ errorCode: 'in_stay_tuned' });
  });

  it('[S1-1.4] refuses every game call with function.not.available when its module flag is off', async () => {
    const token = await tokenFor(t, 'lucky01', 'lucky1234', 'lucky');
    const tiger = await nodeOf(t, 'fortune-tiger', 'lucky');
    const fav = { nodeId: tiger.nodeId, vendor: 'PG', gameType: 'RNG' };
    const cases = [
      ['GAMELO3', gameCalls.vendors, { merchantCode: 'lucky' }],
      ['GAMELO3', gameCalls.vassGameTypes, {}],
      ['GAMELO3', gameCalls.rooms, {}],
      ['GAMELO3', gameCalls.list, RNG_PAGE],
      ['GAMELO3', gameCalls.launch, { ...GLS, nodeId: tiger.nodeId, vassalage: 'PG' }],
      ['GAMELO3', gameCalls.trialLaunch, { nodeId: tiger.nodeId, platform: 'html5-desktop' }],
      ['GAMELOHOT3', gameCalls.hot, {}],
      ['GAMELOREC3', gameCalls.recent, {}],
      ['GAMELOFAV3', gameCalls.favourites, { pageNo: 1, pageSize: 40 }],
      ['GAMELOFAV3', gameCalls.addFavourite, fav],
      ['GAMELOFAV3', gameCalls.removeFavourite, fav],
    ] as const;
    const setFlag = async (flag: string, on: boolean) => {
      const res = await t.call({ method: 'POST', url: '/dev/merchants/lucky/state', merchant: null, payload: { flags: { [flag]: on } } });
      expect(res.statusCode).toBe(200);
    };
    for (const [flag, call, data] of cases) {
      expect((await send(t, call, data, { token, merchant: 'lucky' })).statusCode, `${call.id} on`).toBe(200);
      await setFlag(flag, false);
      try {
        expect(failure(await send(t, call, data, { token, merchant: 'lucky' })), `${call.id} off`).toMatchObject({ status: 403, errorCode: 'function.not.available' });
      } finally {
        await setFlag(flag, true);
      }
    }
  });
});
