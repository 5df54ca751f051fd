// `npm run bench:fanout`: live-event fan-out of one server process, written to
// bench/results/live-fanout.json. Starts the real app (embedded database in a temp folder, lottery
// loop off), opens SOCKETS WebSocket clients subscribed to the demo merchant's setting topic, then
// publishes EVENTS events on the hub and measures, per event, the time from publish until the last
// client has it, and the deliveries per second over the whole run. The clients share the process
// with the server, so the figures are a floor for one process. Figures, not assertions.
import { mkdirSync, writeFileSync } from 'node:fs';

import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { SOCKET_PATH, settingTopic } from '@lotto/contract';
import { startBenchApp } from './bench-app.js';

const SOCKETS = Number(process.env.SOCKETS ?? 1000);
const EVENTS = Number(process.env.EVENTS ?? 50);
const topic = settingTopic('demo');

// all clients connect from 127.0.0.1, where players would come from many addresses: the bench app
// lifts the per-address request limits
const bench = await startBenchApp('fanout');
const { app } = bench;
const url = `${bench.base.replace(/^http/, 'ws')}${SOCKET_PATH}`;

/** received[i] counts the events client i has had; lastAt[e] is when the last client got event e. */
const received = new Array<number>(SOCKETS).fill(0);
const arrivals = new Array<number>(EVENTS).fill(0);
const lastAt = new Array<number>(EVENTS).fill(0);
let onAllArrived: (() => void) | null = null;
let complete = 0;

const clients: WebSocket[] = [];
for (let i = 0; i < SOCKETS; i++) {
  const ws = new WebSocket(url);
  await new Promise<void>((ok, fail) => {
    ws.once('open', () => ok());
    ws.once('error', fail);
  });
  await new Promise<void>((ok) => {
    ws.once('message', () => ok()); // "subscribed"
    ws.send(JSON.stringify({ action: 'subscribe', topic, merchant: 'demo' }));
  });
  ws.on('message', () => {
    const e = received[i]!++;
    if (++arrivals[e]! === SOCKETS) {
      lastAt[e] = performance.now();
      if (++complete === EVENTS) onAllArrived?.();
    }
  });
  clients.push(ws);
}

const publishedAt: number[] = [];
const started = performance.now();
const done = new Promise<void>((ok) => (onAllArrived = ok));
for (let e = 0; e < EVENTS; e++) {
  publishedAt.push(performance.now());
  app.liveEvents.publish(topic, { type: 'LGSGAMESETTING' });
  await new Promise((r) => setImmediate(r)); // events go out one after another, as they would
}
await done;
const seconds = (performance.now() - started) / 1000;

const latencies = lastAt.map((t, e) => t - publishedAt[e]!).sort((a, b) => a - b);
const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]! * 10) / 10;
const result = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  sockets: SOCKETS,
  events: EVENTS,
  deliveries: SOCKETS * EVENTS,
  deliveriesPerSecond: Math.round((SOCKETS * EVENTS) / seconds),
  // publish -> the last of all sockets has the event
  fanOutMs: { p50: pct(50), p95: pct(95), max: pct(100) },
};
console.log(`Live-event fan-out: ${SOCKETS} sockets on one topic, ${EVENTS} events`);
console.log(`  ${result.deliveries} deliveries in ${seconds.toFixed(2)} s: ${result.deliveriesPerSecond} per second`);
console.log(`  publish -> last socket: p50 ${result.fanOutMs.p50} ms, p95 ${result.fanOutMs.p95} ms, max ${result.fanOutMs.max} ms`);

for (const ws of clients) ws.terminate();
await bench.close();
const root = resolve(import.meta.dirname, '..');
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const out = join(root, 'bench', 'results', 'live-fanout.json');
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten to ${relative(root, out)}`);
