import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionCalls, settingTopic, userTopic, type LiveEvent } from '@lotto/contract';
import { describeOnPglite, useTestApp } from '../test/harness.js';
import { customerIdOf, tokenFor, withToken } from '../test/accounts.js';
import { LiveTestClient, socketUrlOf } from '../test/live-socket-client.js';
import { sessions } from '../db/schema/index.js';
import { tokenHash } from '../security/tokens.js';
import { MAX_SUBSCRIPTIONS } from './live-socket-connection.js';

const settled: LiveEvent = { type: 'LOTTERY_SETTLED', data: { gameCode: 'CQSSC', numero: '20310301-0481', bets: 2, payout: 19.6 } };

describeOnPglite(
  'live event socket',
  (t) => {
    const clients: LiveTestClient[] = [];
    const open = async () => {
      const client = await LiveTestClient.open(await socketUrlOf(t.app));
      clients.push(client);
      return client;
    };
    afterEach(() => {
      for (const c of clients.splice(0)) c.close();
    });
    /** A socket of a logged-in demo player, subscribed to their user topic. */
    const subscribedAs = async (username: string, password: string) => {
      const token = await tokenFor(t, username, password);
      const topic = userTopic(await customerIdOf(t, token));
      const socket = await open();
      await socket.subscribe({ topic, merchant: 'demo', token });
      return { socket, topic, token };
    };

    it('[S1-7.28] [S2-7.12] a player subscribed to their user topic with merchant and token hears the events published for them, and only those', async () => {
      const { socket, topic } = await subscribedAs('demo01', 'demo1234');

      t.app.liveEvents.publish(topic, settled);
      t.app.liveEvents.publish(userTopic('999999'), settled); // someone else's
      expect(await socket.next()).toEqual({ kind: 'event', topic, event: settled });
      expect(await socket.drain()).toEqual([]);

      // after unsubscribing nothing more arrives
      socket.send({ action: 'unsubscribe', topic });
      expect(await socket.drain()).toEqual([]); // the unsubscribe has been handled
      t.app.liveEvents.publish(topic, settled);
      expect(await socket.drain()).toEqual([]);
    });

    it('delivers the setting topic of the socket merchant without a token (LGSGAMESETTING)', async () => {
      const topic = settingTopic('demo');
      const socket = await open();
      socket.send({ action: 'subscribe', topic, merchant: 'demo' });
      expect(await socket.next()).toEqual({ kind: 'subscribed', topic });
      t.app.liveEvents.publish(topic, { type: 'LGSGAMESETTING' });
      t.app.liveEvents.publish(settingTopic('lucky'), { type: 'LGSGAMESETTING' });
      expect(await socket.next()).toEqual({ kind: 'event', topic, event: { type: 'LGSGAMESETTING' } });
      expect(await socket.drain()).toEqual([]);
    });

    it('refuses subscriptions the token or merchant does not allow, and hears nothing on them', async () => {
      const token = await tokenFor(t, 'demo01', 'demo1234');
      const otherTopic = userTopic(await customerIdOf(t, await tokenFor(t, 'player02', 'player1234')));
      const socket = await open();
      const refusal = async (frame: Parameters<LiveTestClient['send']>[0]) => {
        socket.send(frame);
        const answer = await socket.next();
        expect(answer.kind).toBe('error');
        return answer.kind === 'error' ? answer.errorCode : null;
      };

      expect(await refusal({ action: 'subscribe', topic: otherTopic, merchant: 'demo', token })).toBe('function.not.available');
      expect(await refusal({ action: 'subscribe', topic: otherTopic, merchant: 'demo' })).toBe('in_sorry_in');
      expect(await refusal({ action: 'subscribe', topic: otherTopic, merchant: 'demo', token: 'not-a-token' })).toBe('user.or.token.invalid');
      // a demo session is no session in merchant lucky
      expect(await refusal({ action: 'subscribe', topic: otherTopic, merchant: 'lucky', token })).toBe('user.or.token.invalid');
      expect(await refusal({ action: 'subscribe', topic: settingTopic('lucky'), merchant: 'demo' })).toBe('function.not.available');
      expect(await refusal({ action: 'subscribe', topic: settingTopic('nowhere'), merchant: 'nowhere' })).toBe('merchant.not.found');
      expect(await refusal({ action: 'subscribe', topic: '/topic/other/1', merchant: 'demo' })).toBe('request.invalid');

      t.app.liveEvents.publish(otherTopic, settled);
      expect(await socket.drain()).toEqual([]);

      // the first granted subscription fixes the socket's merchant
      socket.send({ action: 'subscribe', topic: settingTopic('demo'), merchant: 'demo' });
      expect(await socket.next()).toMatchObject({ kind: 'subscribed' });
      expect(await refusal({ action: 'subscribe', topic: settingTopic('lucky'), merchant: 'lucky' })).toBe('function.not.available');
    });

    it('refuses subscriptions while the merchant is in maintenance or the visitor is region-restricted, as its calls are', async () => {
      const state = (payload: Record<string, unknown>) =>
        t.call({ method: 'POST', url: '/dev/merchants/demo/state', merchant: null, payload });
      const socket = await open();
      const frame = { action: 'subscribe', topic: settingTopic('demo'), merchant: 'demo' } as const;
      try {
        expect((await state({ maintenance: true })).statusCode).toBe(200);
        socket.send(frame);
        expect(await socket.next()).toMatchObject({ kind: 'error', errorCode: 'system.maintenance', topic: frame.topic });
        expect((await state({ maintenance: false, regionRestricted: true })).statusCode).toBe(200);
        socket.send(frame);
        expect(await socket.next()).toMatchObject({ kind: 'error', errorCode: 'region.restricted' });
      } finally {
        await state({ maintenance: false, regionRestricted: false });
      }
      await socket.subscribe({ topic: frame.topic, merchant: 'demo' });
    });

    it('answers malformed frames with an error frame and keeps serving the connection', async () => {
      const socket = await open();
      for (const bad of ['not json', '[1,2]', JSON.stringify({ action: 'shout' }), JSON.stringify({ action: 'subscribe', topic: 7 }), Buffer.from([1, 2, 3])]) {
        socket.send(bad);
        expect(await socket.next()).toMatchObject({ kind: 'error', errorCode: 'request.invalid' });
      }
      expect(await socket.drain()).toEqual([]);
      expect(socket.closed).toBeNull();
    });

    it(`caps a connection at ${MAX_SUBSCRIPTIONS} subscriptions`, async () => {
      const accounts = [
        ['demo01', 'demo1234'],
        ['player02', 'player1234'],
        ['agent01', 'agent1234'],
        ['trial01', 'trial1234'],
      ] as const;
      const socket = await open();
      socket.send({ action: 'subscribe', topic: settingTopic('demo'), merchant: 'demo' });
      const answers = [await socket.next()];
      for (const [username, password] of accounts) {
        const token = await tokenFor(t, username, password);
        socket.send({ action: 'subscribe', topic: userTopic(await customerIdOf(t, token)), merchant: 'demo', token });
        answers.push(await socket.next());
      }
      expect(answers.map((a) => (a.kind === 'error' ? a.errorCode : a.kind))).toEqual([
        ...Array<string>(MAX_SUBSCRIPTIONS).fill('subscribed'),
        'TOO_MANY_REQUESTS',
      ]);
    });

    it('closes a connection that floods frames', async () => {
      const socket = await open();
      for (let i = 0; i < 40; i++) socket.send({ action: 'ping' });
      expect((await socket.waitClosed()).code).toBe(1008);
    });

    it('ends a user-topic subscription once its session ends (logout)', async () => {
      const { socket, topic, token } = await subscribedAs('player02', 'player1234');

      expect((await withToken(t, token, { method: 'DELETE', url: sessionCalls.logout.path })).statusCode).toBe(200);
      // the session check runs every LIVE_SESSION_CHECK_MS (200 ms here)
      expect(await socket.next()).toMatchObject({ kind: 'error', topic, errorCode: 'login.not.session' });
      t.app.liveEvents.publish(topic, settled);
      expect(await socket.drain()).toEqual([]);
    });

    it('does not keep a session alive: its checks leave the idle expiry alone, and once that passes the subscription ends', async () => {
      const { socket, topic, token } = await subscribedAs('agent01', 'agent1234');

      // last used a minute ago, idle expiry 3 s ahead: a use would slide it, a check must not
      const row = eq(sessions.tokenHash, tokenHash(token));
      const idle = new Date(Date.now() + 3_000);
      await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 60_000), idleExpiresAt: idle }).where(row);
      await new Promise((r) => setTimeout(r, 700)); // several checks at 200 ms
      const [after] = await t.db.select({ idleExpiresAt: sessions.idleExpiresAt }).from(sessions).where(row);
      expect(after?.idleExpiresAt.getTime()).toBe(idle.getTime());
      expect(await socket.drain()).toEqual([]);

      await t.db.update(sessions).set({ idleExpiresAt: new Date(Date.now() - 1_000) }).where(row);
      expect(await socket.next()).toMatchObject({ kind: 'error', topic, errorCode: 'user.or.token.invalid' });
    });
  },
  { env: { LIVE_SESSION_CHECK_MS: '200' } },
);

describe('live event socket heartbeat', () => {
  const t = useTestApp('pglite', { env: { LIVE_HEARTBEAT_MS: '150' } });

  it('drops a socket that stops answering pings and keeps one that answers', async () => {
    const url = await socketUrlOf(t.app);
    const [dead, live] = [await LiveTestClient.open(url, { autoPong: false }), await LiveTestClient.open(url)];
    for (const c of [dead, live]) {
      c.send({ action: 'subscribe', topic: settingTopic('demo'), merchant: 'demo' });
      expect(await c.next()).toMatchObject({ kind: 'subscribed' });
    }
    // abnormal closure: the server terminated the socket without a closing handshake
    expect((await dead.waitClosed()).code).toBe(1006);
    expect(live.closed).toBeNull();
    expect(await live.drain()).toEqual([]);
    live.close();
  });

  it('closes a socket that never subscribes', async () => {
    const idle = await LiveTestClient.open(await socketUrlOf(t.app));
    expect(await idle.waitClosed()).toEqual({ code: 1008, reason: 'no subscription' });
  });
});

/** Real sockets to the app of the enclosing describe block, closed after each test. */
function socketsOf(t: ReturnType<typeof useTestApp>) {
  const clients: LiveTestClient[] = [];
  afterEach(() => {
    for (const c of clients.splice(0)) c.close();
  });
  return async () => {
    const client = await LiveTestClient.open(await socketUrlOf(t.app));
    clients.push(client);
    return client;
  };
}

describe('live event socket: logout and the per-account cap', () => {
  // the session check stays at its default (a minute): a logout must not wait for it
  const t = useTestApp('pglite', { env: { LIVE_MAX_SOCKETS_PER_ACCOUNT: '2' } });
  const open = socketsOf(t);

  it('ends a logged-out session\'s user topic at once, while another session of the account keeps its own', async () => {
    const ended = await tokenFor(t, 'demo01', 'demo1234');
    const kept = await tokenFor(t, 'demo01', 'demo1234');
    const topic = userTopic(await customerIdOf(t, ended));
    const [a, b] = [await open(), await open()];
    await a.subscribe({ topic, merchant: 'demo', token: ended });
    await b.subscribe({ topic, merchant: 'demo', token: kept });

    expect((await withToken(t, ended, { method: 'DELETE', url: sessionCalls.logout.path })).statusCode).toBe(200);
    expect(await a.next(2_000)).toMatchObject({ kind: 'error', topic, errorCode: 'login.not.session' });
    t.app.liveEvents.publish(topic, settled);
    expect(await a.drain()).toEqual([]);
    expect(await b.next()).toEqual({ kind: 'event', topic, event: settled });
  });

  it('caps the sockets holding one account\'s user topic', async () => {
    const token = await tokenFor(t, 'player02', 'player1234');
    const topic = userTopic(await customerIdOf(t, token));
    const [a, b, c] = [await open(), await open(), await open()];
    await a.subscribe({ topic, merchant: 'demo', token });
    await b.subscribe({ topic, merchant: 'demo', token });
    c.send({ action: 'subscribe', topic, merchant: 'demo', token });
    expect(await c.next()).toMatchObject({ kind: 'error', topic, errorCode: 'TOO_MANY_REQUESTS' });
    // one closes: its place is free again
    a.close();
    await a.waitClosed();
    await expect
      .poll(async () => {
        c.send({ action: 'subscribe', topic, merchant: 'demo', token });
        return (await c.next()).kind;
      })
      .toBe('subscribed');
  });
});

describe('live event socket: the per-address cap', () => {
  const t = useTestApp('pglite', { env: { LIVE_MAX_SOCKETS_PER_IP: '3' } });
  const open = socketsOf(t);

  it('closes a socket beyond the cap of one address and frees a place when one closes', async () => {
    const sockets = [await open(), await open(), await open()];
    const fourth = await open();
    expect(await fourth.waitClosed()).toEqual({ code: 1008, reason: 'too many connections' });
    sockets[0]!.close();
    await sockets[0]!.waitClosed();
    await expect
      .poll(async () => {
        const next = await open();
        next.send({ action: 'subscribe', topic: settingTopic('demo'), merchant: 'demo' });
        return (await next.next().catch(() => null))?.kind ?? 'closed';
      })
      .toBe('subscribed');
    expect(sockets.slice(1).every((s) => s.closed === null)).toBe(true);
  });
});
