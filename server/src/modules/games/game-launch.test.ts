import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gameCalls } from '@lotto/contract';
import { gameVendors, vendorRounds } from '../../db/schema/index.js';
import { failure, tokenFor } from '../../test/accounts.js';
import { describeOnPglite, valueOf } from '../../test/harness.js';
import { GLS, RNG_PAGE, customerId, lastLaunch, nodeOf, playUrl, send, type Params } from './games-test-kit.js';

describeOnPglite('game launch', (t) => {
  it('[S2-4.1] [S2-6.1] [S2-8.1] refuses a launch without a token with in_sorry_in', async () => {
    const tiger = await nodeOf(t, 'fortune-tiger');
    expect(failure(await send(t, gameCalls.launch, { ...GLS, nodeId: tiger.nodeId, vassalage: 'PG' }))).toMatchObject({ status: 401, errorCode: 'in_sorry_in' });
  });

  it('[S2-4.1] [S2-6.2] [S1-6.2] [S2-8.2] refuses a type 4 account both launch modes with in_need_true_account', async () => {
    const token = await tokenFor(t, 'trial01', 'trial1234');
    const tiger = await nodeOf(t, 'fortune-tiger');
    expect(failure(await send(t, gameCalls.launch, { ...GLS, nodeId: tiger.nodeId, vassalage: 'PG' }, { token }))).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
    expect(failure(await send(t, gameCalls.launch, { launchMode: 'LOTT', lottoMode: 'Traditional' }, { token }))).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
    // Browsing and play-money trial stay open to it, like to a guest (ours).
    expect(valueOf(gameCalls.list, await send(t, gameCalls.list, RNG_PAGE, { token })).games[0]?.favourite).toBe(false);
    expect(valueOf(gameCalls.recent, await send(t, gameCalls.recent, {}, { token }))).toEqual([]);
    const trial = valueOf(gameCalls.trialLaunch, await send(t, gameCalls.trialLaunch, { nodeId: tiger.nodeId, platform: 'html5-desktop' }, { token }));
    expect(playUrl(trial)).toMatch(/^\/vendor\/demo\/play\//);
    expect(await lastLaunch(t)).toMatchObject({ customerId: await customerId(t, 'trial01'), trial: true });
  });

  it('[S2-4.1] [S2-8.3] [S2-8.4] [S1-8.23] [S1-8.24] applies the launch rules in order', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const launch = (data: Params) => send(t, gameCalls.launch, { ...GLS, vassalage: 'PG', ...data }, { token });
    expect(failure(await launch({}))).toMatchObject({ status: 404, errorCode: 'in_stay_tuned' });
    expect(failure(await launch({ nodeId: '999999999' }))).toMatchObject({ status: 404, errorCode: 'in_stay_tuned' });
    const tiger = await nodeOf(t, 'fortune-tiger');
    expect(failure(await launch({ nodeId: tiger.nodeId, gameId: 'not-this-game' }))).toMatchObject({ errorCode: 'in_stay_tuned' });
    expect(failure(await launch({ nodeId: tiger.nodeId, vassalage: 'JDB' }))).toMatchObject({ errorCode: 'in_stay_tuned' });
    const table = await nodeOf(t, 'evo-baccarat-a');
    expect(failure(await launch({ nodeId: table.nodeId, vassalage: 'EVO', roomId: 'EVO-R02' }))).toMatchObject({ errorCode: 'in_stay_tuned' });

    const sbo = await nodeOf(t, 'sbo-sports-lobby');
    expect(failure(await launch({ nodeId: sbo.nodeId, vassalage: 'SBO' }))).toMatchObject({ status: 503, errorCode: 'game_maintenance' });
    const bbin = await nodeOf(t, 'bbin-baccarat-a');
    const maint = failure(await launch({ nodeId: bbin.nodeId, vassalage: 'BBIN' }));
    expect(maint).toMatchObject({ status: 503, errorCode: 'vendor_under_maintenance' });
    const [bbinVendor] = await t.db.select().from(gameVendors).where(and(eq(gameVendors.merchantCode, 'demo'), eq(gameVendors.vassalage, 'BBIN')));
    expect(maint.value).toEqual({ content: { data: { maintainTime: bbinVendor!.maintenanceStart!.getTime(), endTime: bbinVendor!.maintenanceEnd!.getTime() } } });
    expect(bbinVendor!.maintenanceEnd!.getTime()).toBeGreaterThan(bbinVendor!.maintenanceStart!.getTime());
    // 20,000.00 minimum bet against the demo player's 10,000.00.
    const vip = await nodeOf(t, 'ptss-vip-baccarat');
    expect(failure(await launch({ nodeId: vip.nodeId, vassalage: 'PTSS' }))).toMatchObject({ status: 409, errorCode: 'launch_game_balance_not_enough' });
    // Nothing was launched or recorded by the refusals.
    expect(valueOf(gameCalls.recent, await send(t, gameCalls.recent, {}, { token })).map((g) => g.gameId)).not.toContain('ptss-vip-baccarat');
  });

  it('[S2-4.1] [S2-3.6] launches a real game for a player and an agent and records recent games, newest first', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const me = await customerId(t, 'demo01');
    const tiger = await nodeOf(t, 'fortune-tiger');
    const table = await nodeOf(t, 'evo-baccarat-a');
    const launch = async (g: { nodeId: string; gameId: string }, vassalage: string, tok = token) =>
      valueOf(gameCalls.launch, await send(t, gameCalls.launch, { ...GLS, nodeId: g.nodeId, gameId: g.gameId, vassalage, language: 'EN' }, { token: tok }));

    const first = await launch(tiger, 'PG');
    expect(Object.keys(first)).toEqual(['content']);
    expect(playUrl(first)).toMatch(/^\/vendor\/demo\/play\/[A-Za-z0-9_-]{40,}$/);
    expect(await lastLaunch(t)).toMatchObject({ customerId: me, gameRowId: tiger.id, trial: false, merchantCode: 'demo', language: 'EN' });
    expect(playUrl(valueOf(gameCalls.launch, await send(t, gameCalls.launch, { ...GLS, nodeId: table.nodeId, roomId: 'EVO-R01', vassalage: 'EVO' }, { token })))).toMatch(/^\/vendor\/demo\/play\//);
    const recent = valueOf(gameCalls.recent, await send(t, gameCalls.recent, {}, { token }));
    expect(recent.map((g) => g.gameId).slice(0, 2)).toEqual(['evo-baccarat-a', 'fortune-tiger']);
    // Launching again moves a game back to the top, once.
    await launch(tiger, 'PG');
    const again = valueOf(gameCalls.recent, await send(t, gameCalls.recent, {}, { token }));
    expect(again.map((g) => g.gameId).slice(0, 2)).toEqual(['fortune-tiger', 'evo-baccarat-a']);
    expect(again.filter((g) => g.gameId === 'fortune-tiger')).toHaveLength(1);
    const liveOnly = valueOf(gameCalls.recent, await send(t, gameCalls.recent, { gameType: 'LIVE' }, { token }));
    expect(liveOnly.map((g) => g.gameId)).toEqual(['evo-baccarat-a']);

    // An agent (isAgent 1) is a real account: it may launch (spec 2 §4 refuses only type 4).
    const agent = await tokenFor(t, 'agent01', 'agent1234');
    expect(playUrl(await launch(table, 'EVO', agent))).toMatch(/^\/vendor\/demo\/play\//);
    expect(valueOf(gameCalls.recent, await send(t, gameCalls.recent, {}, { token: agent })).map((g) => g.gameId)).toEqual(['evo-baccarat-a']);
  });

  it('[S2-4.1] plays JDB, AE and DG in English when the language is ID', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const jdb = await nodeOf(t, 'lucky-seven');
    await send(t, gameCalls.launch, { ...GLS, nodeId: jdb.nodeId, vassalage: 'JDB', language: 'ID' }, { token });
    expect(await lastLaunch(t)).toMatchObject({ gameRowId: jdb.id, language: 'EN' });
    const pg = await nodeOf(t, 'fortune-tiger');
    await send(t, gameCalls.launch, { ...GLS, nodeId: pg.nodeId, vassalage: 'PG' }, { token, language: 'ID' });
    expect(await lastLaunch(t)).toMatchObject({ gameRowId: pg.id, language: 'ID' });
  });

  it('[S2-3.6] launches free play (accountType 0) only for a game with supportPlay 0', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const tiger = await nodeOf(t, 'fortune-tiger');
    const res = await send(t, gameCalls.launch, { ...GLS, accountType: 0, nodeId: tiger.nodeId, vassalage: 'PG' }, { token });
    expect(playUrl(valueOf(gameCalls.launch, res))).toMatch(/^\/vendor\/demo\/play\//);
    expect(await lastLaunch(t)).toMatchObject({ gameRowId: tiger.id, trial: true });
    const jackpot = await nodeOf(t, 'age-of-the-gods');
    expect(failure(await send(t, gameCalls.launch, { ...GLS, accountType: 0, nodeId: jackpot.nodeId, vassalage: 'PT' }, { token }))).toMatchObject({ status: 403, errorCode: 'function.not.available' });
  });

  it('[S2-7.2] [S2-3.7] delegates a LOTT launch to the lottery', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const v = valueOf(gameCalls.launch, await send(t, gameCalls.launch, { launchMode: 'LOTT', lottoMode: 'Traditional', language: 'CN' }, { token }));
    expect(Object.keys(v)).toEqual(['gameUrl']);
    expect('gameUrl' in v ? v.gameUrl : null).toMatch(/^\/vendor\/lottery\/play\?/);
  });

  it('[S2-7.4] [S2-1.1] starts a free trial for a guest and names the customer when logged in', async () => {
    const tiger = await nodeOf(t, 'fortune-tiger');
    const trial = (data: Params, token?: string) => send(t, gameCalls.trialLaunch, { platform: 'html5-desktop', ...data }, { token });
    const guest = valueOf(gameCalls.trialLaunch, await trial({ nodeId: tiger.nodeId, gameId: tiger.gameId }));
    expect(guest.content.game_url).toMatch(/^\/vendor\/demo\/play\//);
    expect(await lastLaunch(t)).toMatchObject({ customerId: null, trial: true, gameRowId: tiger.id });

    const token = await tokenFor(t, 'demo01', 'demo1234');
    valueOf(gameCalls.trialLaunch, await trial({ nodeId: tiger.nodeId }, token));
    expect(await lastLaunch(t)).toMatchObject({ customerId: await customerId(t, 'demo01'), trial: true });

    const jackpot = await nodeOf(t, 'age-of-the-gods');
    expect(failure(await trial({ nodeId: jackpot.nodeId }))).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    expect(failure(await trial({ nodeId: '999999999' }))).toMatchObject({ errorCode: 'in_stay_tuned' });
    const bbin = await nodeOf(t, 'bbin-baccarat-a');
    expect(failure(await trial({ nodeId: bbin.nodeId }))).toMatchObject({ errorCode: 'vendor_under_maintenance' });
  });

  it('refuses a real launch of another game while a real round is in play, and allows it once the round settles', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const tiger = await nodeOf(t, 'fortune-tiger');
    const crash = await nodeOf(t, 'evo-baccarat-a');
    const launch = (g: { nodeId: string }, vassalage: string, accountType = 1) => send(t, gameCalls.launch, { ...GLS, accountType, nodeId: g.nodeId, vassalage }, { token });
    const playToken = playUrl(valueOf(gameCalls.launch, await launch(crash, 'EVO')))!.split('/').pop()!;
    const roundId = `open-${crypto.randomUUID()}`;
    const start = await t.call({ method: 'POST', url: '/vendor/demo/api/crash/start', merchant: null, payload: { token: playToken, roundId, bet: crash.minBetMinor } });
    expect(start.statusCode, start.body).toBe(200);
    // The drawn crash point may be 1.00x; this round's lies far ahead, so it is surely still in flight.
    const [row] = await t.db.select().from(vendorRounds).where(eq(vendorRounds.roundId, roundId));
    await t.db.update(vendorRounds).set({ outcome: { ...row!.outcome, crashX100: 100_000 } }).where(eq(vendorRounds.id, row!.id));

    const refused = failure(await launch(tiger, 'PG'));
    expect(refused).toMatchObject({ status: 409, errorCode: 'game.round.unfinished' });
    expect(refused.message).toContain('still in play');
    // The same game may open again, and play money is not held up by a real round.
    expect(playUrl(valueOf(gameCalls.launch, await launch(crash, 'EVO')))).toMatch(/^\/vendor\/demo\/play\//);
    expect(playUrl(valueOf(gameCalls.launch, await launch(tiger, 'PG', 0)))).toMatch(/^\/vendor\/demo\/play\//);

    const cashOut = await t.call({ method: 'POST', url: '/vendor/demo/api/crash/cashout', merchant: null, payload: { token: playToken, roundId } });
    expect(cashOut.json<{ value: { status: string } }>().value.status).toBe('settled');
    expect(playUrl(valueOf(gameCalls.launch, await launch(tiger, 'PG')))).toMatch(/^\/vendor\/demo\/play\//);
  });

  it('does not hold up a launch with a round whose flight already ended: it settles it as crashed', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const crash = await nodeOf(t, 'evo-baccarat-a');
    const tiger = await nodeOf(t, 'fortune-tiger');
    const playToken = playUrl(valueOf(gameCalls.launch, await send(t, gameCalls.launch, { ...GLS, nodeId: crash.nodeId, vassalage: 'EVO' }, { token })))!.split('/').pop()!;
    const roundId = `ended-${crypto.randomUUID()}`;
    await t.call({ method: 'POST', url: '/vendor/demo/api/crash/start', merchant: null, payload: { token: playToken, roundId, bet: crash.minBetMinor } });
    const [row] = await t.db.select().from(vendorRounds).where(eq(vendorRounds.roundId, roundId));
    await t.db.update(vendorRounds).set({ outcome: { ...row!.outcome, crashX100: 150, startedAtMs: Date.now() - 60_000 } }).where(eq(vendorRounds.id, row!.id));
    expect(playUrl(valueOf(gameCalls.launch, await send(t, gameCalls.launch, { ...GLS, nodeId: tiger.nodeId, vassalage: 'PG' }, { token })))).toMatch(/^\/vendor\/demo\/play\//);
    const [settled] = await t.db.select().from(vendorRounds).where(eq(vendorRounds.roundId, roundId));
    expect(settled).toMatchObject({ status: 'settled', winMinor: 0n });
  });

  // ---------------------------------------------------------------------------------------------
});
