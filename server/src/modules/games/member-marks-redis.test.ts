import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gameCalls, sessionCalls } from '@lotto/contract';
import { sessions } from '../../db/schema/index.js';
import { tokenHash } from '../../security/tokens.js';
import { describeEachDatabaseKind, testAppFor, valueOf, type TestApp } from '../../test/harness.js';
import { tokenFor, withToken } from '../../test/accounts.js';
import { redisSkipReason, useTwoProcesses } from '../../test/redis.js';
import { RNG_PAGE, nodeOf, send } from './games-test-kit.js';

const reason = await redisSkipReason();
if (reason) console.warn(`[server tests] skipping the lobby marks kept across processes: ${reason}`);

/** The session row a token names, and its customer. */
async function sessionOf(t: TestApp, token: string) {
  const [row] = await t.db.select({ sessionId: sessions.id, customerId: sessions.customerId }).from(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
  return row!;
}

/** Resolves once `on` reports the id: the notice has reached that process through Redis. */
const heard = (on: (listener: (id: number) => void) => () => void, id: number) =>
  new Promise<void>((resolve) => {
    const stop = on((got) => {
      if (got !== id) return;
      stop();
      resolve();
    });
  });

// Two processes on one database behind a balancer: what one changes, the other must not keep.
describeEachDatabaseKind('lobby favourite marks kept per process, dropped through Redis', (kind) => {
  const { apps, database } = useTwoProcesses(kind);

  it('[S2-7.5] a favourite added and removed through one process shows on the lobby page of the other, which had kept the old set', async () => {
    const [a, b] = apps.map((app) => testAppFor(app, database(), kind)) as [TestApp, TestApp];
    const token = await tokenFor(a, 'demo01', 'demo1234');
    const { customerId } = await sessionOf(a, token);
    const tiger = await nodeOf(a, 'fortune-tiger');
    const fav = { nodeId: tiger.nodeId, vendor: 'PG', gameType: 'RNG' };
    const marksOnB = async () =>
      valueOf(gameCalls.list, await send(b, gameCalls.list, { ...RNG_PAGE, vassalage: 'PG' }, { token })).games.filter((g) => g.favourite).map((g) => g.gameId);

    expect(await marksOnB()).toEqual([]);
    const added = heard((l) => b.app.liveEvents.onMemberChange(l), customerId);
    expect(valueOf(gameCalls.addFavourite, await send(a, gameCalls.addFavourite, fav, { token }))).toBeNull();
    await added;
    expect(await marksOnB()).toEqual(['fortune-tiger']);

    const removed = heard((l) => b.app.liveEvents.onMemberChange(l), customerId);
    expect(valueOf(gameCalls.removeFavourite, await send(a, gameCalls.removeFavourite, fav, { token }))).toBeNull();
    await removed;
    expect(await marksOnB()).toEqual([]);
  });

  it('[S2-7.5] [S1-4.12] a sign-out through one process: the other answers that token\'s next lobby page as a guest\'s', async () => {
    const [a, b] = apps.map((app) => testAppFor(app, database(), kind)) as [TestApp, TestApp];
    const token = await tokenFor(a, 'player02', 'player1234');
    const lobbyOnB = async () => valueOf(gameCalls.list, await send(b, gameCalls.list, RNG_PAGE, { token })).games;
    expect((await lobbyOnB()).every((g) => g.favourite === false)).toBe(true);
    const { sessionId } = await sessionOf(b, token);

    const ended = heard((l) => b.app.liveEvents.onSessionEnd(l), sessionId);
    expect((await withToken(a, token, { method: 'DELETE', url: sessionCalls.logout.path })).statusCode).toBe(200);
    await ended;
    expect((await lobbyOnB()).some((g) => 'favourite' in g)).toBe(false);
  });
}, { skipReason: reason });
