import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { HEADERS, gameCalls, liveEventSchema, lotteryCalls, userTopic, type CallDef } from '@lotto/contract';
import { and, eq } from 'drizzle-orm';
import * as schema from '../../db/schema/index.js';
import { seedDatabase } from '../../db/seeds/index.js';
import type { z } from 'zod';
import { hashSeed, drawWinNo } from '../draw.js';
import { failure, tokenFor } from '../../test/accounts.js';
import { describeOnPglite, type TestApp } from '../../test/harness.js';

type Params = Record<string, string | number | boolean | undefined>;
const qs = (p: Params) =>
  new URLSearchParams(Object.entries(p).filter((e): e is [string, string | number | boolean] => e[1] !== undefined).map(([k, v]): [string, string] => [k, String(v)])).toString();

function send(t: TestApp, call: CallDef, data: Params = {}, opts: { token?: string; merchant?: string; language?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers[HEADERS.authorization] = opts.token;
  if (opts.language) headers[HEADERS.language] = opts.language;
  const path = call.path.replace(/\{(\w+)\}/g, (_m, k: string) => encodeURIComponent(String(data[k])));
  return t.call({
    method: call.method,
    url: call.method === 'GET' ? `${path}?${qs(data)}` : path,
    merchant: opts.merchant ?? 'demo',
    headers,
    ...(call.method === 'GET' ? {} : { payload: data }),
  });
}

/** /lgw replies are raw JSON (spec 3 Replies): parsed with the call's own reply schema. */
function raw<C extends CallDef>(call: C, res: LightMyRequestResponse): z.output<C['reply']> {
  expect(res.statusCode, res.body).toBe(200);
  const body: unknown = res.json();
  expect(body).not.toHaveProperty('success');
  return call.reply.parse(body) as z.output<C['reply']>;
}

// On sale: 5 s into a minute, CQSSC (60 s, lock 10 s) sells until second 50.
const T0 = Date.parse('2032-05-05T05:05:05Z');

describeOnPglite('lottery calls (/lgw)', (t) => {
  const at = (ms: number) => t.app.lottery.useClock(() => ms);

  it('[S2-7.1] [S2-7.3] [S2-3.12] [S2-9.8] lists the games keyed by group and the opened issues keyed by game', async () => {
    at(T0);
    const games = raw(lotteryCalls.games, await send(t, lotteryCalls.games, {}, { language: 'EN' }));
    expect(Object.keys(games).sort()).toEqual(['11X5', 'SSC', 'THAI']);
    expect(games.SSC!.map((g) => g.gameCode)).toEqual(['CQSSC', 'TJSSC', 'long_dragon']);
    expect(games.SSC![0]).toMatchObject({ gameCode: 'CQSSC', remark: 'Lucky 5D', gameGroupCode: 'SSC', defaultPlayType: 1 });
    expect(games.SSC![0]!.webIconUrl).toBe('/res/lottery-icons/demo/CQSSC.svg');
    const vn = raw(lotteryCalls.games, await send(t, lotteryCalls.games, { prizeMode: 'VN' }));
    expect(Object.keys(vn)).toEqual(['VN']);
    // prizeMode SEA lists the Thai group (group ids 9, 10, 11) only
    const sea = raw(lotteryCalls.games, await send(t, lotteryCalls.games, { prizeMode: 'SEA' }));
    expect(Object.keys(sea)).toEqual(['THAI']);
    expect(sea.THAI!.map((g) => g.gameGroupId).sort((a, b) => a - b)).toEqual([9, 10, 11]);
    // playType is taken and does not filter: every game plays both types
    expect(raw(lotteryCalls.games, await send(t, lotteryCalls.games, { playType: 2 }, { language: 'EN' }))).toEqual(games);

    const opened = raw(lotteryCalls.openedNumeros, await send(t, lotteryCalls.openedNumeros, {}, { language: 'CN' }));
    expect(opened.CQSSC).toMatchObject({ gameCode: 'CQSSC', remark: '幸运时时彩', numero: '20320505-0306', remainTime: 55_000, lockTime: 10 });
    expect(opened.GD11X5).toMatchObject({ gameGroupCode: '11X5', numero: '20320505-0306' });
    expect(opened.VNMB).toBeUndefined();
    // The betting countdown is remainTime - lockTime * 1000 (spec 3).
    expect(opened.CQSSC!.remainTime - opened.CQSSC!.lockTime * 1000).toBe(45_000);
    const vnOpened = raw(lotteryCalls.vnOpened, await send(t, lotteryCalls.vnOpened, { gameCode: 'VNMB' }));
    expect(Object.keys(vnOpened)).toEqual(['VNMB']);
    expect(vnOpened.VNMB).toMatchObject({ numero: '20320505-0102', lockTime: 20 });
  });

  it('answers the countdowns (opened issues, a VN game\'s, a game\'s current issue) no-store with no ETag, and the games list revalidated', async () => {
    at(T0);
    const ssc = raw(lotteryCalls.games, await send(t, lotteryCalls.games, {}, { language: 'EN' })).SSC![0]!;
    const countdowns = [
      await send(t, lotteryCalls.openedNumeros),
      await send(t, lotteryCalls.vnOpened, { gameCode: 'VNMB' }),
      await send(t, lotteryCalls.nearNumeros, { gameId: ssc.gameId }),
    ];
    for (const res of countdowns) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['etag']).toBeUndefined();
    }
    // a second later the same call answers a smaller remainTime: a kept copy would be stale
    const before = raw(lotteryCalls.openedNumeros, countdowns[0]!).CQSSC!.remainTime;
    at(T0 + 1000);
    expect(raw(lotteryCalls.openedNumeros, await send(t, lotteryCalls.openedNumeros)).CQSSC!.remainTime).toBe(before - 1000);
    // the catalogue beside them is still revalidated by its ETag
    const games = await send(t, lotteryCalls.games);
    expect(games.headers['cache-control']).toBe('no-cache');
    expect(games.headers['etag']).toMatch(/^"[\w-]+"$/);
  });

  it('[S2-3.10] [S2-7.3] answers the menus by group, each Thai group id (9, 10, 11) its own entry, and the VN menu', async () => {
    const menus = raw(lotteryCalls.menus, await send(t, lotteryCalls.menus, {}, { language: 'EN' }));
    expect(menus.map((m) => m.gameGroupId)).toEqual([1, 2, 9, 10, 11]);
    expect(menus[0]).toMatchObject({ labelName: 'SSC', displayName: '5D Lottery', gameGroupCode: 'SSC' });
    expect(menus[0]!.gameMenus.map((g) => g.code)).toEqual(['CQSSC', 'TJSSC', 'long_dragon']);
    expect(menus[0]!.gameMenus[2]).toMatchObject({ code: 'long_dragon', defaultPlayType: 2 });
    // the menu by prizeMode: SEA is the Thai group only
    const sea = raw(lotteryCalls.menus, await send(t, lotteryCalls.menus, { prizeMode: 'SEA' }, { language: 'EN' }));
    expect(sea.map((m) => m.gameGroupId)).toEqual([9, 10, 11]);
    const vn = raw(lotteryCalls.vnMenu, await send(t, lotteryCalls.vnMenu, {}, { language: 'VI' }));
    expect(vn).toHaveLength(2);
    expect(vn[0]!.gameMenus[0]).toMatchObject({ code: 'VNMB', remark: 'Xổ số Miền Bắc' });
    const lucky = raw(lotteryCalls.menus, await send(t, lotteryCalls.menus, {}, { merchant: 'lucky' }));
    expect(lucky.map((m) => m.gameGroupId).sort((a, b) => a - b)).toEqual([1, 2, 9, 10, 11]);
    expect(raw(lotteryCalls.vnMenu, await send(t, lotteryCalls.vnMenu, {}, { merchant: 'lucky' }))).toEqual([]);
  });

  it('serves each game\'s artwork at the URL its replies name, cached, and nothing for a game the merchant does not offer', async () => {
    const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, merchant: null, headers });
    const opened = raw(lotteryCalls.openedNumeros, await send(t, lotteryCalls.openedNumeros, {}, { language: 'EN' }));
    const urls = Object.values(opened).map((o) => o.webIconUrl!);
    expect(urls).toContain('/res/lottery-icons/demo/long_dragon.svg');
    const arts = new Set<string>();
    for (const url of urls) {
      const art = await get(url);
      expect(art.statusCode).toBe(200);
      expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(art.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      expect(art.body).toMatch(/^<svg /);
      expect(art.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      arts.add(art.body);
    }
    expect(arts.size).toBe(urls.length);
    const dragon = await get('/res/lottery-icons/demo/long_dragon.svg');
    expect(dragon.body).toContain('>LD</text>');
    expect((await get('/res/lottery-icons/demo/long_dragon.svg', { 'if-none-match': String(dragon.headers.etag) })).statusCode).toBe(304);
    // lucky offers 11X5 but no long dragon; no such merchant, no such game, no path out of the folder
    expect((await get('/res/lottery-icons/lucky/GD11X5.svg')).body).toContain('>11X5</text>');
    expect((await get('/res/lottery-icons/lucky/long_dragon.svg')).statusCode).toBe(404);
    expect((await get('/res/lottery-icons/nobody/CQSSC.svg')).statusCode).toBe(404);
    expect((await get('/res/lottery-icons/demo/..%2Fsecret.svg')).statusCode).toBe(400);
  });

  it('moves the art a data folder seeded earlier keeps inline to its URL when the seed runs again, and leaves an operator\'s own icon alone', async () => {
    const games = schema.lotteryGames;
    const iconOf = async (code: string) =>
      (await t.db.select({ url: games.iconUrl }).from(games).where(and(eq(games.merchantCode, 'demo'), eq(games.gameCode, code))))[0]!.url;
    const inline = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    await t.db.update(games).set({ iconUrl: inline }).where(and(eq(games.merchantCode, 'demo'), eq(games.gameCode, 'TJSSC')));
    await t.db.update(games).set({ iconUrl: 'https://cdn.example.com/gd11x5.png' }).where(and(eq(games.merchantCode, 'demo'), eq(games.gameCode, 'GD11X5')));
    await seedDatabase(t.db);
    expect(await iconOf('TJSSC')).toBe('/res/lottery-icons/demo/TJSSC.svg');
    expect(await iconOf('GD11X5')).toBe('https://cdn.example.com/gd11x5.png');
    await t.db.update(games).set({ iconUrl: '/res/lottery-icons/demo/GD11X5.svg' }).where(and(eq(games.merchantCode, 'demo'), eq(games.gameCode, 'GD11X5')));
    t.app.lotteryGames.forget();
  });

  it('[S2-3.11] answers the popular lotteries in rank order, count limiting them', async () => {
    const all = raw(lotteryCalls.popular, await send(t, lotteryCalls.popular, { playType: 1 }));
    expect(all.map((p) => p.gameCode)).toEqual(['CQSSC', 'GD11X5', 'TJSSC', 'long_dragon', 'THAIGOV', 'THAISTOCK']);
    const one = raw(lotteryCalls.popular, await send(t, lotteryCalls.popular, { count: 1 }));
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ gameCode: 'CQSSC', defaultPlayType: 1 });
    expect(one[0]!.webIconUrl).toBe('/res/lottery-icons/demo/CQSSC.svg');
    expect(raw(lotteryCalls.popular, await send(t, lotteryCalls.popular, { count: 1 }, { merchant: 'lucky' }))[0]!.gameCode).toBe('THAIGOV');
  });

  it('[S2-3.13] [S2-7.3] publishes the commitment of the current issue and reveals the seed with the result; the draw verifies', async () => {
    at(T0);
    const games = raw(lotteryCalls.games, await send(t, lotteryCalls.games));
    const ssc = games.SSC![0]!;
    const near = raw(lotteryCalls.nearNumeros, await send(t, lotteryCalls.nearNumeros, { gameId: ssc.gameId }));
    expect(near.currentNumero).toEqual({ numero: '20320505-0306', isSale: true, remainTime: 55_000, lockTime: 10 });
    expect(near.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const before = raw(lotteryCalls.verifyDraw, await send(t, lotteryCalls.verifyDraw, { gameCode: 'CQSSC', numero: '20320505-0306' }));
    expect(before).toMatchObject({ seed: null, winNo: null, verified: false, seedHash: near.seedHash });

    // After lock: not on sale. After the draw time and a tick: drawn, the seed revealed.
    at(T0 + 46_000);
    const locked = raw(lotteryCalls.nearNumeros, await send(t, lotteryCalls.nearNumeros, { gameId: ssc.gameId }));
    expect(locked.currentNumero).toMatchObject({ numero: '20320505-0306', isSale: false, remainTime: 9_000 });
    const later = T0 + 56_000;
    at(later);
    await t.app.lottery.tick(later);
    const after = raw(lotteryCalls.nearNumeros, await send(t, lotteryCalls.nearNumeros, { gameId: ssc.gameId }));
    expect(after.currentNumero?.numero).toBe('20320505-0307');
    expect(after.lastNumero).toMatchObject({ numero: '20320505-0306', seedHash: near.seedHash });
    const seed = after.lastNumero!.seed!;
    expect(hashSeed(seed)).toBe(near.seedHash);
    expect(after.lastNumero!.winNo).toBe(drawWinNo(seed, { gameCode: 'CQSSC', kind: 'SSC' }, '20320505-0306'));

    const v = raw(lotteryCalls.verifyDraw, await send(t, lotteryCalls.verifyDraw, { gameCode: 'CQSSC', numero: '20320505-0306' }));
    expect(v).toMatchObject({ seed, seedHash: near.seedHash, winNo: after.lastNumero!.winNo, recomputedWinNo: after.lastNumero!.winNo, hashMatches: true, verified: true });
    expect(failure(await send(t, lotteryCalls.verifyDraw, { gameCode: 'CQSSC', numero: '20990101-0001' }))).toMatchObject({ status: 404 });
    expect(failure(await send(t, lotteryCalls.nearNumeros, { gameId: 999999 }))).toMatchObject({ errorCode: 'in_stay_tuned' });
  });

  it('[S2-3.13] [S2-9.1] answers the latest draw per game and one game\'s draws, 5 by default', async () => {
    // Draw seven minutes of issues.
    for (let i = 1; i <= 7; i++) {
      at(T0 + 60_000 * i);
      await t.app.lottery.tick(T0 + 60_000 * i);
    }
    const latest = raw(lotteryCalls.draws, await send(t, lotteryCalls.draws));
    const codes = latest.map((d) => d.gameCode);
    expect(codes).toEqual(expect.arrayContaining(['CQSSC', 'GD11X5']));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain('VNMB');
    const ssc = raw(lotteryCalls.drawsByCode, await send(t, lotteryCalls.drawsByCode, { gameCode: 'CQSSC' }));
    expect(ssc).toHaveLength(5);
    expect(ssc[0]!.drawTime).toBeGreaterThan(ssc[1]!.drawTime);
    for (const d of ssc) expect(d.winNo).toMatch(/^\d,\d,\d,\d,\d$/);
    const eleven = raw(lotteryCalls.drawsByCode, await send(t, lotteryCalls.drawsByCode, { gameCode: 'GD11X5', size: 2, page: 2 }));
    expect(eleven).toHaveLength(2);
    for (const d of eleven) {
      const ns = d.winNo.split(',').map(Number);
      expect(new Set(ns).size).toBe(5);
      expect(ns.every((n) => n >= 1 && n <= 11)).toBe(true);
    }
    expect(failure(await send(t, lotteryCalls.drawsByCode, { gameCode: 'NOPE' }))).toMatchObject({ errorCode: 'in_stay_tuned' });
  });

  it('takes a bet on the current issue through /lgw/bets, once per idempotency key, and refuses it after lock', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const now = T0 + 3_600_000;
    at(now);
    const opened = raw(lotteryCalls.openedNumeros, await send(t, lotteryCalls.openedNumeros));
    const numero = opened.CQSSC!.numero;
    const body = { gameCode: 'CQSSC', numero, playCode: 'pos1', selection: '7', amount: 12.5, idempotencyKey: 'route-bet-0001' };
    const placed = raw(lotteryCalls.placeBet, await send(t, lotteryCalls.placeBet, body, { token }));
    expect(placed.bet).toMatchObject({ gameCode: 'CQSSC', numero, playCode: 'pos1', selection: '7', amount: 12.5, odds: 9.8, status: 'open', payout: null });
    expect(placed.balance).toEqual(expect.any(Number));
    const again = raw(lotteryCalls.placeBet, await send(t, lotteryCalls.placeBet, body, { token }));
    expect(again.bet.betId).toBe(placed.bet.betId);
    expect(again.balance).toBeNull();
    const mine = raw(lotteryCalls.myBets, await send(t, lotteryCalls.myBets, { gameCode: 'CQSSC' }, { token }));
    expect(mine.filter((b) => b.betId === placed.bet.betId)).toHaveLength(1);
    const recent = raw(lotteryCalls.recentMenus, await send(t, lotteryCalls.recentMenus, {}, { token }));
    expect(recent[0]!.gameMenus.map((g) => g.code)).toContain('CQSSC');

    at(now + opened.CQSSC!.remainTime - opened.CQSSC!.lockTime * 1000);
    expect(failure(await send(t, lotteryCalls.placeBet, { ...body, idempotencyKey: 'route-bet-0002' }, { token }))).toMatchObject({
      status: 409,
      errorCode: 'lottery.sale.closed',
    });
    expect(failure(await send(t, lotteryCalls.placeBet, { ...body, amount: 0, idempotencyKey: 'route-bet-0003' }, { token }))).toMatchObject({ status: 400 });
    expect((await send(t, lotteryCalls.placeBet, body)).statusCode).toBe(401);
    expect((await send(t, lotteryCalls.recentMenus)).statusCode).toBe(401);
    const trial = await tokenFor(t, 'trial01', 'trial1234');
    expect(failure(await send(t, lotteryCalls.placeBet, { ...body, idempotencyKey: 'route-bet-0004' }, { token: trial }))).toMatchObject({
      errorCode: 'in_need_true_account',
    });
  });

  it('[S2-7.2] [S2-3.7] [S2-4.2] launches the demo lottery page: a game, the lobby, VN betting and lobby views', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const launch = (data: Params) => send(t, gameCalls.launch, { launchMode: 'LOTT', ...data }, { token });
    const urlOf = async (data: Params) => {
      const res = await launch(data);
      expect(res.statusCode, res.body).toBe(200);
      return new URL(res.json<{ value: { gameUrl: string } }>().value.gameUrl, 'http://x');
    };
    const game = await urlOf({ lottoMode: 'Traditional', lottoGameCode: 'CQSSC', language: 'EN' });
    expect(game.pathname).toBe('/vendor/lottery/play');
    expect(game.searchParams.get('gameCode')).toBe('CQSSC');
    expect(game.searchParams.get('ticket')).toMatch(/^[\w-]+\.[\w-]+$/);
    const lobby = await urlOf({ lottoMode: 'Traditional' });
    expect(lobby.searchParams.get('gameCode')).toBeNull();
    // No language in the request: the caller's Language header (EN by default in the request layer).
    expect(lobby.searchParams.get('lang')).toBe('EN');
    const vn = await urlOf({ lottoArea: 'VN', lottoView: 'betting', lottoGameCode: 'VNMB', device: 'WEB', lottoPrizeMode: 'VN', hasLobby: true, labelName: 'VN' });
    expect(vn.searchParams.get('gameCode')).toBe('VNMB');
    const vnLobby = await urlOf({ lottoArea: 'VN', lottoView: 'lobby', lottoGameCode: 'VNMB' });
    expect(vnLobby.searchParams.get('gameCode')).toBeNull();
    expect(failure(await launch({ lottoGameCode: 'NOPE' }))).toMatchObject({ errorCode: 'in_stay_tuned' });
    expect(failure(await launch({ lottoArea: 'VN', lottoGameCode: 'CQSSC' }))).toMatchObject({ errorCode: 'in_stay_tuned' });
  });

  it('[S2-7.2] serves the demo lottery page: a logged-in player sees the issue, bets from the wallet and sees the bet settled', async () => {
    // player02 bets nowhere else in this file, so the tick below settles only this bet on its wallet
    const token = await tokenFor(t, 'player02', 'player1234');
    const now = T0 + 7_200_000;
    at(now);
    const res = await send(t, gameCalls.launch, { launchMode: 'LOTT', lottoGameCode: 'GD11X5', language: 'EN' }, { token });
    const gameUrl = res.json<{ value: { gameUrl: string } }>().value.gameUrl;
    const page = await t.call({ method: 'GET', url: gameUrl, merchant: null });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const script = /<script defer src="([^"]+)"/.exec(page.body)?.[1];
    expect(script).toMatch(/^\/vendor\/lottery\/assets\/lottery\.js\?v=/);
    expect(page.body).not.toMatch(/<script>(?!<)/);
    const js = await t.call({ method: 'GET', url: script!.replace(/&amp;/g, '&'), merchant: null });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);

    const ticket = new URL(gameUrl, 'http://x').searchParams.get('ticket')!;
    type Env<T> = { success: boolean; value: T; errorCode?: string };
    type PageStateLite = {
      serverTime: number;
      balance: number;
      games: { gameCode: string }[];
      game: { current: { numero: string; seedHash: string; isSale: boolean }; plays: { playCode: string }[] };
      bets: { betId: string; status: string; payout: number | null }[];
    };
    const stateUrl = `/vendor/lottery/api/state?ticket=${encodeURIComponent(ticket)}&gameCode=GD11X5`;
    const state = async () => (await t.call({ method: 'GET', url: stateUrl, merchant: null })).json<Env<PageStateLite>>();
    const s1 = await state();
    expect(s1.success).toBe(true);
    expect(s1.value.serverTime).toBe(now);
    expect(s1.value.games.map((g) => g.gameCode)).not.toContain('VNMB');
    expect(s1.value.game.current.isSale).toBe(true);
    expect(s1.value.game.current.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(s1.value.game.plays.map((p) => p.playCode)).toEqual(['any1']);

    const bet = (key: string, amount = 5) =>
      t.call({
        method: 'POST', url: '/vendor/lottery/api/bet', merchant: null,
        payload: { ticket, gameCode: 'GD11X5', numero: s1.value.game.current.numero, playCode: 'any1', selection: '03', amount, idempotencyKey: key },
      });
    const placed = (await bet('page-bet-0001')).json<Env<{ bet: { betId: string }; balance: number }>>();
    expect(placed.success).toBe(true);
    expect(placed.value.balance).toBeCloseTo(s1.value.balance - 5, 2);
    const replay = (await bet('page-bet-0001')).json<Env<{ balance: number }>>();
    expect(replay.value.balance).toBeCloseTo(s1.value.balance - 5, 2);

    // The draw comes: the bet is settled once, won or lost by the drawn numbers.
    const drawAt = now + 60_000;
    at(drawAt);
    await t.app.lottery.tick(drawAt);
    const s2 = await state();
    const settled = s2.value.bets.find((b) => b.betId === placed.value.bet.betId)!;
    const draw = raw(lotteryCalls.verifyDraw, await send(t, lotteryCalls.verifyDraw, { gameCode: 'GD11X5', numero: s1.value.game.current.numero }));
    expect(draw.verified).toBe(true);
    const won = draw.winNo!.split(',').includes('03');
    expect(settled).toMatchObject({ status: won ? 'won' : 'lost', payout: won ? 10.5 : 0 });
    expect(s2.value.balance).toBeCloseTo(s1.value.balance - 5 + (won ? 10.5 : 0), 2);

    const forged = await t.call({ method: 'GET', url: `/vendor/lottery/api/state?ticket=${ticket.slice(0, -3)}abc`, merchant: null });
    expect(forged.statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/vendor/lottery/play?ticket=nope.nope', merchant: null })).statusCode).toBe(401);
  });

  it("the page paints in its merchant's theme tokens: the light lucky merchant's page takes lucky's colours", async () => {
    const token = await tokenFor(t, 'lucky01', 'lucky1234', 'lucky');
    const res = await send(t, gameCalls.launch, { launchMode: 'LOTT', lottoGameCode: 'CQSSC', language: 'EN' }, { token, merchant: 'lucky' });
    const page = await t.call({ method: 'GET', url: res.json<{ value: { gameUrl: string } }>().value.gameUrl, merchant: null });
    expect(page.statusCode).toBe(200);
    const href = /<link rel="stylesheet" href="(\/vendor\/lottery\/theme\.css\?[^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toMatch(/[?&]m=lucky&v=[0-9a-f]{12}$/);
    expect(page.body).toContain('<meta name="theme-color" content="#f7f8fa">');
    const css = await t.call({ method: 'GET', url: href!, merchant: null });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    expect(css.headers['cache-control']).toContain('immutable');
    expect(css.body).toContain('--c-bg: #f7f8fa;');
    expect(css.body).toContain('--c-accent: #0e7c66;');
    expect(css.body).toContain('color-scheme: light;');
    // the dark demo merchant's sheet differs; a bad query is refused
    const demo = await t.call({ method: 'GET', url: '/vendor/lottery/theme.css?m=demo', merchant: null });
    expect(demo.body).toContain('color-scheme: dark;');
    expect(demo.headers['cache-control']).toBe('no-cache');
    expect((await t.call({ method: 'GET', url: '/vendor/lottery/theme.css', merchant: null })).statusCode).toBe(400);
  });

  it('[S2-5.8] the page opens the launched game with the quick-bet numbers selected and the play type of the launch', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const gameUrlOf = async (data: Params) =>
      (await send(t, gameCalls.launch, { launchMode: 'LOTT', language: 'EN', ...data }, { token })).json<{ value: { gameUrl: string } }>().value.gameUrl;
    /** The page's `<body data-boot>`: what the server tells the page script. */
    const bootOf = async (url: string) => {
      const page = await t.call({ method: 'GET', url, merchant: null });
      expect(page.statusCode).toBe(200);
      const attr = /data-boot="([^"]*)"/.exec(page.body)?.[1] ?? '';
      return JSON.parse(attr.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { playType: number; game: string | null; picks: { playCode: string; selection: string }[] };
    };
    // the site appends bet_param and playType to value.gameUrl (web: frameUrl)
    const ssc = await gameUrlOf({ lottoMode: 'Entertainment', lottoGameCode: 'CQSSC' });
    expect(await bootOf(`${ssc}&playType=2&bet_param=${encodeURIComponent('7,0,3,3,9')}`)).toEqual({
      playType: 2,
      game: 'CQSSC',
      picks: ['7', '0', '3', '3', '9'].map((d, i) => ({ playCode: `pos${i + 1}`, selection: d })),
    });
    const eleven = await gameUrlOf({ lottoMode: 'Traditional', lottoGameCode: 'GD11X5' });
    const b = await bootOf(`${eleven}&bet_param=${encodeURIComponent('02,04,06,08,11')}`);
    expect(b.playType).toBe(1);
    expect(b.picks.map((p) => `${p.playCode}:${p.selection}`)).toEqual(['any1:02', 'any1:04', 'any1:06', 'any1:08', 'any1:11']);

    // wrong shapes, or a URL edited to say more than the launch did, select nothing
    for (const bad of ['1,2,3', '1,2,3,4,12', 'x,1,2,3,4', '<b>,1,2,3,4']) {
      expect(await bootOf(`${ssc}&bet_param=${encodeURIComponent(bad)}`), bad).toMatchObject({ game: null, picks: [] });
    }
    expect((await bootOf(`${eleven}&bet_param=${encodeURIComponent('01,01,02,03,04')}`)).picks).toEqual([]);
    // the play type is the signed launch's: a playType in the URL does not change it
    expect((await bootOf(`${eleven}&playType=2`)).playType).toBe(1);
    // the lobby has no game to select numbers on
    const lobby = await gameUrlOf({ lottoMode: 'Traditional' });
    expect(await bootOf(`${lobby}&bet_param=1,2,3,4,5`)).toMatchObject({ game: null, picks: [] });
  });

  it('a settled issue sends each player one LOTTERY_SETTLED event on their own topic', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const now = T0 + 3 * 3_600_000;
    at(now);
    const gameUrl = (await send(t, gameCalls.launch, { launchMode: 'LOTT', lottoGameCode: 'CQSSC', language: 'EN' }, { token })).json<{ value: { gameUrl: string } }>().value.gameUrl;
    const ticket = new URL(gameUrl, 'http://x').searchParams.get('ticket')!;
    type Env<T> = { success: boolean; value: T };
    const state = (await t.call({ method: 'GET', url: `/vendor/lottery/api/state?ticket=${encodeURIComponent(ticket)}&gameCode=CQSSC`, merchant: null })).json<Env<{ game: { current: { numero: string; drawAt: number } } }>>();
    const { numero, drawAt } = state.value.game.current;
    const picks = [['pos1', '3'], ['pos2', '5'], ['sum', 'big']] as const;
    for (const [i, [playCode, selection]] of picks.entries()) {
      const res = await t.call({
        method: 'POST', url: '/vendor/lottery/api/bet', merchant: null,
        payload: { ticket, gameCode: 'CQSSC', numero, playCode, selection, amount: 2, idempotencyKey: `settle-event-${i}` },
      });
      expect(res.json<Env<unknown>>().success, res.body).toBe(true);
    }

    const seen: { topic: string; event: unknown }[] = [];
    const stop = t.app.liveEvents.subscribe((topic, event) => seen.push({ topic, event }));
    try {
      at(drawAt);
      await t.app.lottery.tick(drawAt);
      // a later tick, and the same tick again, find nothing left to settle: no second event
      await t.app.lottery.tick(drawAt);
      await t.app.lottery.tick(drawAt + 1_000);
    } finally {
      stop();
    }
    const customerId = (await t.db.select({ id: schema.customers.id }).from(schema.customers).where(and(eq(schema.customers.username, 'demo01'), eq(schema.customers.merchantCode, 'demo'))))[0]!.id;
    // demo01's bets of earlier tests are other issues, each its own batch: this issue's is heard once
    const events = seen.map((e) => ({ topic: e.topic, event: liveEventSchema.parse(e.event) }));
    const mine = events.filter((e) => e.event.type === 'LOTTERY_SETTLED' && e.event.data.numero === numero && e.event.data.gameCode === 'CQSSC');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.topic).toBe(userTopic(String(customerId)));
    const event = mine[0]!.event;
    expect(event).toMatchObject({ type: 'LOTTERY_SETTLED', data: { gameCode: 'CQSSC', numero, bets: 3 } });
    const bets = await t.db
      .select({ status: schema.lotteryBets.status, payoutMinor: schema.lotteryBets.payoutMinor })
      .from(schema.lotteryBets)
      .innerJoin(schema.lotteryIssues, eq(schema.lotteryIssues.id, schema.lotteryBets.issueId))
      .where(and(eq(schema.lotteryBets.customerId, customerId), eq(schema.lotteryIssues.numero, numero)));
    expect(bets.map((b) => b.status).filter((st) => st === 'open')).toEqual([]);
    const paid = bets.reduce((sum, b) => sum + (b.payoutMinor ?? 0n), 0n);
    if (event.type === 'LOTTERY_SETTLED') expect(event.data.payout).toBeCloseTo(Number(paid) / 100, 2);
    // no other player's topic heard about this player's bets
    expect(seen.every((e) => e.topic.startsWith('/topic/user/'))).toBe(true);
  });
});
