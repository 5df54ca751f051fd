import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingTopic, userTopic, type LiveEvent } from '@lotto/contract';
import { FakeLiveSocket } from '../test/fake-live-socket';
import {
  KEEPALIVE_INTERVAL_MS,
  KEEPALIVE_TIMEOUT_MS,
  RECONNECT_MAX_MS,
  connectLiveEvents,
  liveSocketUrl,
  onLiveEvent,
  reconnectDelay,
} from './live-events';

const me = userTopic('c-demo01');
const site = settingTopic('demo');
const settled: LiveEvent = { type: 'LOTTERY_SETTLED', data: { gameCode: 'CQSSC', numero: '20310301-0481', bets: 1, payout: 19.6 } };

describe('live-event client', () => {
  let stop: (() => void) | null = null;
  const heard: Array<[string, string]> = [];
  let unlisten: () => void;
  const start = (onReconnected?: () => void) => {
    stop = connectLiveEvents({
      merchant: 'demo',
      token: 'tok-demo01',
      topics: [me, site],
      url: 'ws://site.test/wps/socket',
      createSocket: (url) => new FakeLiveSocket(url),
      ...(onReconnected ? { onReconnected } : {}),
    });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter: delays are exactly 1 s, 2 s, 4 s...
    FakeLiveSocket.reset();
    heard.length = 0;
    unlisten = onLiveEvent((event, topic) => heard.push([topic, event.type]));
  });
  afterEach(() => {
    stop?.();
    stop = null;
    unlisten();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('[S1-7.28] [S2-7.12] subscribes to the user topic with merchant and token, and to the setting topic without the token', () => {
    start();
    const socket = FakeLiveSocket.last();
    expect(socket.url).toBe('ws://site.test/wps/socket');
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent).toEqual([
      { action: 'subscribe', topic: me, merchant: 'demo', token: 'tok-demo01' },
      { action: 'subscribe', topic: site, merchant: 'demo' },
    ]);
  });

  it('hands events of its topics to listeners and skips the rest without failing', () => {
    start();
    const socket = FakeLiveSocket.last();
    socket.open();
    socket.receive({ kind: 'subscribed', topic: me });
    socket.receive({ kind: 'event', topic: me, event: settled });
    socket.receive({ kind: 'event', topic: site, event: { type: 'LGSGAMESETTING' } });
    socket.receive({ kind: 'event', topic: userTopic('someone-else'), event: settled });
    socket.receive('not json');
    socket.receive(JSON.stringify({ kind: 'event', topic: me, event: { type: 'FROM_A_NEWER_SERVER' } }));
    socket.receive({ kind: 'error', topic: me, errorCode: 'login.not.session', message: 'ended' });
    expect(heard).toEqual([
      [me, 'LOTTERY_SETTLED'],
      [site, 'LGSGAMESETTING'],
    ]);
  });

  it('reconnects with a doubling backoff, subscribes again and reports the reconnection', () => {
    const reconnected = vi.fn();
    start(reconnected);
    const first = FakeLiveSocket.last();
    first.open();
    first.receive({ kind: 'subscribed', topic: me });
    expect(reconnected).not.toHaveBeenCalled();

    first.drop();
    vi.advanceTimersByTime(999);
    expect(FakeLiveSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeLiveSocket.all).toHaveLength(2);

    // the server is still down: the next wait doubles
    FakeLiveSocket.last().drop();
    vi.advanceTimersByTime(1999);
    expect(FakeLiveSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeLiveSocket.all).toHaveLength(3);

    const third = FakeLiveSocket.last();
    third.open();
    expect(third.sent.map((f) => f.action === 'subscribe' && f.topic)).toEqual([me, site]);
    third.receive({ kind: 'subscribed', topic: me });
    expect(reconnected).toHaveBeenCalledTimes(1);
    third.receive({ kind: 'event', topic: me, event: settled });
    expect(heard).toEqual([[me, 'LOTTERY_SETTLED']]);

    // subscribed again: the backoff starts over at 1 s
    third.drop();
    vi.advanceTimersByTime(1000);
    expect(FakeLiveSocket.all).toHaveLength(4);
  });

  it('caps the backoff at 30 s, jitter included', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(8000);
    expect(reconnectDelay(20, () => 0.5)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(20, () => 0.999)).toBeLessThanOrEqual(RECONNECT_MAX_MS * 1.2);
    expect(reconnectDelay(0, () => 0)).toBe(800);
  });

  it('pings a quiet connection and replaces it when the ping goes unanswered', () => {
    start();
    const socket = FakeLiveSocket.last();
    socket.open();
    vi.advanceTimersByTime(KEEPALIVE_INTERVAL_MS);
    expect(socket.sent.at(-1)).toEqual({ action: 'ping' });
    socket.receive({ kind: 'pong' });
    vi.advanceTimersByTime(KEEPALIVE_TIMEOUT_MS);
    expect(socket.closedByClient).toBe(false);

    vi.advanceTimersByTime(KEEPALIVE_INTERVAL_MS - KEEPALIVE_TIMEOUT_MS); // next ping, no answer
    vi.advanceTimersByTime(KEEPALIVE_TIMEOUT_MS);
    expect(socket.closedByClient).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(FakeLiveSocket.all).toHaveLength(2);
  });

  it('stops for good: closes the socket and never reconnects', () => {
    start();
    const socket = FakeLiveSocket.last();
    socket.open();
    stop?.();
    stop = null;
    expect(socket.closedByClient).toBe(true);
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(FakeLiveSocket.all).toHaveLength(1);
  });

  it('stopped while still connecting, lets the socket open and closes it then (browsers log an error otherwise)', () => {
    start();
    const socket = FakeLiveSocket.last();
    stop?.();
    stop = null;
    expect(socket.closedByClient).toBe(false);
    socket.open();
    expect(socket.closedByClient).toBe(true);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(FakeLiveSocket.all).toHaveLength(1);
  });

  it('uses wss on https pages and ws otherwise, on the page host', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'demo.example' })).toBe('wss://demo.example/wps/socket');
    expect(liveSocketUrl({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe('ws://127.0.0.1:8080/wps/socket');
  });
});
