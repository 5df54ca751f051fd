import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gameCalls, memberCalls, sessionCalls } from '@lotto/contract';
import { customers } from '../../db/schema/index.js';
import { sendEncrypted, tokenFor, withToken } from '../../test/accounts.js';
import { describeOnPglite, valueOf, type TestApp } from '../../test/harness.js';
import { GLS, customerId, nodeOf, playUrl, send } from './games-test-kit.js';

/** A demo game launch token and a lottery ticket, both made by the site session `token`. */
async function launchBoth(t: TestApp, token: string) {
  const tiger = await nodeOf(t, 'fortune-tiger');
  const game = playUrl(valueOf(gameCalls.launch, await send(t, gameCalls.launch, { ...GLS, nodeId: tiger.nodeId, vassalage: 'PG' }, { token })));
  const launchToken = game!.split('/').pop()!;
  const lott = await send(t, gameCalls.launch, { launchMode: 'LOTT', lottoGameCode: 'GD11X5', language: 'EN' }, { token });
  const gameUrl = lott.json<{ value: { gameUrl: string } }>().value.gameUrl;
  const ticket = new URL(gameUrl, 'http://x').searchParams.get('ticket')!;
  let round = 0;
  const playRound = () =>
    t.call({ method: 'POST', url: '/vendor/demo/api/round', merchant: null, payload: { token: launchToken, roundId: `bound-${Date.now()}-${round++}`, bet: 100 } });
  const lotteryState = () => t.call({ method: 'GET', url: `/vendor/lottery/api/state?ticket=${encodeURIComponent(ticket)}&gameCode=GD11X5`, merchant: null });
  const lotteryBet = () =>
    t.call({
      method: 'POST',
      url: '/vendor/lottery/api/bet',
      merchant: null,
      payload: { ticket, gameCode: 'GD11X5', numero: '0', playCode: 'any1', selection: '03', amount: 5, idempotencyKey: `bound-${Date.now()}-${round++}` },
    });
  const lotteryPage = () => t.call({ method: 'GET', url: gameUrl, merchant: null });
  return { playRound, lotteryState, lotteryBet, lotteryPage };
}

/** Both credentials work now... */
async function expectLive(c: Awaited<ReturnType<typeof launchBoth>>) {
  const played = await c.playRound();
  expect(played.statusCode, played.body).toBe(200);
  expect((await c.lotteryState()).statusCode).toBe(200);
  expect((await c.lotteryPage()).statusCode).toBe(200);
}

/** ...and none of their uses works once their session is over. */
async function expectDead(c: Awaited<ReturnType<typeof launchBoth>>) {
  const played = await c.playRound();
  expect(played.statusCode, played.body).toBe(401);
  expect((await c.lotteryState()).statusCode).toBe(401);
  expect((await c.lotteryBet()).statusCode).toBe(401);
  expect((await c.lotteryPage()).statusCode).toBe(401);
}

describeOnPglite('game tokens end with their site session', (t) => {
  it('a launch token and a lottery ticket stop working at logout', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const both = await launchBoth(t, token);
    await expectLive(both);
    await withToken(t, token, { method: 'DELETE', url: sessionCalls.logout.path });
    await expectDead(both);
  });

  it('a launch token and a lottery ticket stop working when another session changes the password', async () => {
    const token = await tokenFor(t, 'player02', 'player1234');
    const both = await launchBoth(t, token);
    await expectLive(both);
    const other = await tokenFor(t, 'player02', 'player1234');
    const changed = await sendEncrypted(t, memberCalls.changePassword, { oldPassword: 'player1234', newPassword: 'player5678', confirmNewPassword: 'player5678' }, { token: other });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectDead(both);
  });

  it('a launch token and a lottery ticket stop working when the account is disabled', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const both = await launchBoth(t, token);
    await expectLive(both);
    const id = await customerId(t, 'demo01');
    await t.db.update(customers).set({ status: 'disabled' }).where(eq(customers.id, id));
    try {
      await expectDead(both);
    } finally {
      await t.db.update(customers).set({ status: 'active' }).where(eq(customers.id, id));
    }
  });
});
