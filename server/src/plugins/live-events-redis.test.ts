import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { sessionCalls, settingTopic, userTopic, type LiveEvent } from '@lotto/contract';
import { describeEachDatabaseKind, testAppFor } from '../test/harness.js';
import { customerIdOf, tokenFor, withToken } from '../test/accounts.js';
import { LiveTestClient, socketUrlOf } from '../test/live-socket-client.js';
import { REDIS_TEST_URL, redisSkipReason, useTwoProcesses } from '../test/redis.js';

const reason = await redisSkipReason();
if (reason) console.warn(`[server tests] skipping the live events relay through Redis: ${reason}`);

const settled: LiveEvent = { type: 'LOTTERY_SETTLED', data: { gameCode: 'CQSSC', numero: '20310301-0482', bets: 1, payout: 0 } };
const followUp: LiveEvent = { type: 'LOTTERY_SETTLED', data: { gameCode: 'CQSSC', numero: '20310301-0483', bets: 2, payout: 19.6 } };

// Several processes on one database, relaying through Redis: PostgreSQL too (what such a deployment runs on).
describeEachDatabaseKind('live events carried through Redis between server processes', (kind) => {
  // two processes: their channel is this suite's own (REDIS_PREFIX)
  const { apps, database: databaseOf, prefix } = useTwoProcesses(kind);
  const clients: LiveTestClient[] = [];
  afterEach(() => {
    for (const c of clients.splice(0)) c.close();
  });

  const subscribed = async (app: FastifyInstance, frame: { topic: string; token?: string }) => {
    const client = await LiveTestClient.open(await socketUrlOf(app));
    clients.push(client);
    await client.subscribe({ merchant: 'demo', ...frame });
    return client;
  };

  it('[S1-7.28] an event published on one process reaches the user-topic socket held by the other, once', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const t = testAppFor(b, databaseOf(), kind);
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const topic = userTopic(await customerIdOf(t, token));
    const onA = await subscribed(a, { topic, token });
    const onB = await subscribed(b, { topic, token });

    a.liveEvents.publish(topic, settled);
    expect(await onB.next()).toEqual({ kind: 'event', topic, event: settled });
    expect(await onA.next()).toEqual({ kind: 'event', topic, event: settled });
    // A's own message comes back from Redis too. B publishes after hearing A's, so on the channel
    // B's follows A's echo: once A relays B's event, the echo has come and must have been dropped.
    b.liveEvents.publish(topic, followUp);
    expect(await onA.next()).toEqual({ kind: 'event', topic, event: followUp });
    expect(await onB.next()).toEqual({ kind: 'event', topic, event: followUp });
    expect(await onA.drain()).toEqual([]);
    expect(await onB.drain()).toEqual([]);
  });

  it('a logout on one process ends the user topic of that session\'s socket held by the other at once', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const t = testAppFor(b, databaseOf(), kind);
    const token = await tokenFor(t, 'player02', 'player1234');
    const topic = userTopic(await customerIdOf(t, token));
    const onA = await subscribed(a, { topic, token });
    // the session check runs once a minute here: only the relayed session end can be this quick
    expect((await withToken(t, token, { method: 'DELETE', url: sessionCalls.logout.path })).statusCode).toBe(200);
    expect(await onA.next(3_000)).toMatchObject({ kind: 'error', topic, errorCode: 'login.not.session' });
    b.liveEvents.publish(topic, settled);
    expect(await onA.drain()).toEqual([]);
  });

  it('carries setting-topic events the same way', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const topic = settingTopic('demo');
    const onA = await subscribed(a, { topic });
    b.liveEvents.publish(topic, { type: 'LGSGAMESETTING' });
    expect(await onA.next()).toEqual({ kind: 'event', topic, event: { type: 'LGSGAMESETTING' } });
  });

  it('ignores unreadable messages on the channel and keeps relaying', async () => {
    const [a] = apps as [FastifyInstance];
    const topic = settingTopic('demo');
    const onA = await subscribed(a, { topic });
    const outsider = new Redis(REDIS_TEST_URL);
    try {
      const channel = `${prefix}live-events`;
      for (const junk of ['not json', JSON.stringify({ origin: 'x', topic, event: { type: 'NOPE' } }), JSON.stringify({ origin: 'x', topic: '/elsewhere', event: { type: 'LGSGAMESETTING' } })]) {
        await outsider.publish(channel, junk);
      }
      await outsider.publish(channel, JSON.stringify({ origin: 'another-process', topic, event: { type: 'LGSGAMESETTING' } }));
    } finally {
      await outsider.quit();
    }
    expect(await onA.next()).toEqual({ kind: 'event', topic, event: { type: 'LGSGAMESETTING' } });
    expect(await onA.drain()).toEqual([]);
  });

  it('each process holds two Redis connections: one for commands (rate limits, publishing) and one subscribed', async () => {
    const observer = new Redis(REDIS_TEST_URL);
    try {
      const list = String(await observer.client('LIST'));
      const names = [...list.matchAll(/ name=(\S*)/g)].map((m) => m[1]).filter((n) => n?.startsWith(prefix));
      // two apps stand for two processes
      expect(names.sort()).toEqual([`${prefix}server`, `${prefix}server`, `${prefix}server:live-events`, `${prefix}server:live-events`]);
    } finally {
      await observer.quit();
    }
  });
}, { skipReason: reason });
