import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { accountSecurityCalls, gameCalls, memberCalls, sessionCalls, userTopic } from '@lotto/contract';
import { customers, sessions } from '../../db/schema/index.js';
import { newToken, tokenHash } from '../../security/tokens.js';
import { customerIdOf, failure, tokenFor } from '../../test/accounts.js';
import { describeOnPglite, valueOf, type TestApp } from '../../test/harness.js';
import { LiveTestClient, socketUrlOf } from '../../test/live-socket-client.js';
import { GLS, nodeOf, playUrl, send } from '../games/games-test-kit.js';
import { callAs } from '../member/account-security-test-kit.js';

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0';

const sessionsOf = async (t: TestApp, token: string) =>
  valueOf(accountSecurityCalls.sessions, await callAs(t, accountSecurityCalls.sessions, {}, { token }));

const loginAs = async (t: TestApp, username: string, password: string, ip: string) => {
  const res = await callAs(t, sessionCalls.login, { username, password, type: 'username' }, { ip, userAgent: UA, device: 'web' });
  return valueOf(sessionCalls.login, res).token;
};

const memberInfo = (t: TestApp, token: string) => callAs(t, memberCalls.info, {}, { token });

/** A demo game launch token and a lottery page ticket made by the site session `token`, and a use of each. */
async function credentialsOf(t: TestApp, token: string) {
  const tiger = await nodeOf(t, 'fortune-tiger');
  const game = playUrl(valueOf(gameCalls.launch, await send(t, gameCalls.launch, { ...GLS, nodeId: tiger.nodeId, vassalage: 'PG' }, { token })));
  const launchToken = game!.split('/').pop()!;
  const lott = await send(t, gameCalls.launch, { launchMode: 'LOTT', lottoGameCode: 'GD11X5', language: 'EN' }, { token });
  const ticket = new URL(lott.json<{ value: { gameUrl: string } }>().value.gameUrl, 'http://x').searchParams.get('ticket')!;
  let round = 0;
  return {
    playRound: () =>
      t.call({ method: 'POST', url: '/vendor/demo/api/round', merchant: null, payload: { token: launchToken, roundId: `revoke-${Date.now()}-${round++}`, bet: 100 } }),
    lotteryState: () => t.call({ method: 'GET', url: `/vendor/lottery/api/state?ticket=${encodeURIComponent(ticket)}&gameCode=GD11X5`, merchant: null }),
  };
}

describeOnPglite(
  'active sessions',
  (t) => {
    const sockets: LiveTestClient[] = [];
    afterEach(() => {
      for (const s of sockets.splice(0)) s.close();
    });

    it('lists the member live sessions, newest first, with device, IP, user agent, times and which one is current', async () => {
      const older = await loginAs(t, 'player02', 'player1234', '203.0.113.10');
      const current = await loginAs(t, 'player02', 'player1234', '203.0.113.11');
      const list = await sessionsOf(t, current);
      expect(list.map((s) => [s.ip, s.device, s.userAgent, s.current])).toEqual([
        ['203.0.113.11', 'web', UA, true],
        ['203.0.113.10', 'web', UA, false],
      ]);
      for (const s of list) expect(s.lastSeenAt).toBeGreaterThanOrEqual(s.createdAt);
      // the other session sees the same list from its side
      expect((await sessionsOf(t, older)).map((s) => s.current)).toEqual([false, true]);
    });

    it('signs out another session: its token is refused at once, its game token and lottery ticket die, its socket loses the user topic', async () => {
      const victim = await loginAs(t, 'demo01', 'demo1234', '203.0.113.20');
      const me = await loginAs(t, 'demo01', 'demo1234', '203.0.113.21');
      const creds = await credentialsOf(t, victim);
      expect((await creds.playRound()).statusCode).toBe(200);
      expect((await creds.lotteryState()).statusCode).toBe(200);
      const topic = userTopic(await customerIdOf(t, victim));
      const socket = await LiveTestClient.open(await socketUrlOf(t.app));
      sockets.push(socket);
      await socket.subscribe({ topic, merchant: 'demo', token: victim });

      const target = (await sessionsOf(t, me)).find((s) => !s.current)!;
      const ended = await callAs(t, accountSecurityCalls.endSession, { sessionId: target.id }, { token: me });
      expect(ended.statusCode, ended.body).toBe(200);

      expect(failure(await memberInfo(t, victim))).toMatchObject({ status: 401, errorCode: 'login.not.session' });
      expect((await creds.playRound()).statusCode).toBe(401);
      expect((await creds.lotteryState()).statusCode).toBe(401);
      // at once, as at logout: not at the next periodic session check (60 s by default)
      expect(await socket.next()).toMatchObject({ kind: 'error', topic, errorCode: 'login.not.session' });
      expect((await memberInfo(t, me)).statusCode).toBe(200);
      expect((await sessionsOf(t, me)).map((s) => s.id)).not.toContain(target.id);
    });

    it('refuses to end a session of another member, or one already ended, and changes nothing', async () => {
      const theirs = await loginAs(t, 'agent01', 'agent1234', '203.0.113.30');
      const [their] = await sessionsOf(t, theirs);
      const mine = await loginAs(t, 'player02', 'player1234', '203.0.113.31');
      expect(failure(await callAs(t, accountSecurityCalls.endSession, { sessionId: their!.id }, { token: mine }))).toMatchObject({
        status: 404,
        errorCode: 'resource.not.found',
      });
      expect((await memberInfo(t, theirs)).statusCode).toBe(200);
      expect(failure(await callAs(t, accountSecurityCalls.endSession, { sessionId: 'abc' }, { token: mine }))).toMatchObject({ status: 400 });
      const other = await loginAs(t, 'player02', 'player1234', '203.0.113.32');
      const [newest] = await sessionsOf(t, mine);
      expect((await callAs(t, accountSecurityCalls.endSession, { sessionId: newest!.id }, { token: mine })).statusCode).toBe(200);
      expect(failure(await memberInfo(t, other))).toMatchObject({ status: 401 });
      expect(failure(await callAs(t, accountSecurityCalls.endSession, { sessionId: newest!.id }, { token: mine }))).toMatchObject({ status: 404 });
      expect((await memberInfo(t, mine)).statusCode).toBe(200);
    });

    it('signs out every other live session and keeps the current one', async () => {
      // an expired session is not live: it is neither listed nor counted
      const [agent] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.username, 'agent01'));
      const hourAgo = new Date(Date.now() - 3_600_000);
      await t.db
        .insert(sessions)
        .values({ tokenHash: tokenHash(newToken()), customerId: agent!.id, merchantCode: 'demo', idleExpiresAt: hourAgo, absoluteExpiresAt: hourAgo });
      const a = await loginAs(t, 'agent01', 'agent1234', '203.0.113.40');
      const b = await loginAs(t, 'agent01', 'agent1234', '203.0.113.41');
      const me = await loginAs(t, 'agent01', 'agent1234', '203.0.113.42');
      const topic = userTopic(await customerIdOf(t, a));
      const socket = await LiveTestClient.open(await socketUrlOf(t.app));
      sockets.push(socket);
      await socket.subscribe({ topic, merchant: 'demo', token: a });
      const res = await callAs(t, accountSecurityCalls.endOtherSessions, {}, { token: me });
      // agent01 also holds the session of the previous test
      expect(valueOf(accountSecurityCalls.endOtherSessions, res).ended).toBe(3);
      for (const token of [a, b]) expect(failure(await memberInfo(t, token))).toMatchObject({ status: 401, errorCode: 'login.not.session' });
      expect((await sessionsOf(t, me)).map((s) => s.current)).toEqual([true]);
      expect(await socket.next()).toMatchObject({ kind: 'error', topic, errorCode: 'login.not.session' });
    });

    it('ending the current session is a logout', async () => {
      const me = await loginAs(t, 'expired01', 'expired1234', '203.0.113.50');
      const [current] = await sessionsOf(t, me);
      expect((await callAs(t, accountSecurityCalls.endSession, { sessionId: current!.id }, { token: me })).statusCode).toBe(200);
      expect(failure(await memberInfo(t, me))).toMatchObject({ status: 401, errorCode: 'login.not.session' });
    });

    it('[S1-6.2] refuses a trial account and a guest', async () => {
      const trial = await tokenFor(t, 'trial01', 'trial1234');
      expect(failure(await callAs(t, accountSecurityCalls.sessions, {}, { token: trial }))).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
      expect(failure(await callAs(t, accountSecurityCalls.endOtherSessions))).toMatchObject({ status: 401, errorCode: 'in_sorry_in' });
    });
  },
);
