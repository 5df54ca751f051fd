/**
 * The operator's desk for deposits and withdrawals (issue 14; server/README.md "Member money"):
 *   npm run operator -w server -- payments list [--merchant demo]
 *   npm run operator -w server -- payments approve <orderId> [--remarks "text"]
 *   npm run operator -w server -- payments reject <orderId> --remarks "reason"
 * Add `--server http://127.0.0.1:8080` to decide through a running development server's dev
 * endpoint (/dev/payments/...): with PGlite the server holds the data folder, and that server
 * then publishes the member's live event itself. Without --server the script opens the database
 * like the server does (DATABASE_URL or DATA_DIR); its live event reaches running servers through
 * Redis when REDIS_URL is set, and is otherwise only printed (the member sees the result on the
 * next refresh). Deciding an order twice the same way changes nothing.
 */
import { userInfo } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import type { LiveEvent } from '@lotto/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import type { PaymentOrderRow } from '../db/schema/index.js';
import { createPaymentDecisions, type PaymentDecisions, type Publish } from '../modules/payments/payment-decisions.js';
import { createLiveEventHub } from '../plugins/live-events.js';
import { startRedisRelay } from '../plugins/live-events-redis.js';
import { EVENTS_USAGE, isEventCommand, parseEventArgs, runEventCommand, runEventThroughServer } from './operator-events.js';
import { PROMOTIONS_USAGE, isPromotionCommand, parsePromotionArgs, runPromotionCommand, runPromotionThroughServer } from './operator-promotions.js';

const USAGE = `usage: operator payments list [--merchant <code>] [--server <url>]
       operator payments approve <orderId> [--remarks <text>] [--server <url>]
       operator payments reject <orderId> --remarks <text> [--server <url>]
${EVENTS_USAGE}
${PROMOTIONS_USAGE}`;

export type OperatorCommand =
  | { action: 'list'; merchant: string | null; server: string | null }
  | { action: 'approve' | 'reject'; orderId: number; remarks: string | null; server: string | null };

/** Parses the command line; throws the usage on anything it does not understand. */
export function parseOperatorArgs(argv: readonly string[]): OperatorCommand {
  const [area, action, ...rest] = argv;
  if (area !== 'payments' || !action) throw new Error(USAGE);
  const options: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (arg.startsWith('--')) {
      const value = rest[i + 1];
      if (!['--merchant', '--remarks', '--server'].includes(arg) || value === undefined) throw new Error(`bad option ${arg}\n${USAGE}`);
      options[arg.slice(2)] = value;
      i++;
    } else positional.push(arg);
  }
  const server = options.server ?? null;
  if (server !== null && !/^https?:\/\/[^\s/]+/.test(server)) throw new Error('--server expects an http(s) URL');
  if (action === 'list' && positional.length === 0) return { action, merchant: options.merchant ?? null, server };
  if ((action === 'approve' || action === 'reject') && positional.length === 1 && /^\d{1,15}$/.test(positional[0] ?? '')) {
    const remarks = options.remarks?.trim() || null;
    if (action === 'reject' && !remarks) throw new Error('a rejection needs --remarks (the member is shown them)');
    return { action, orderId: Number(positional[0]), remarks, server };
  }
  throw new Error(USAGE);
}

const line = (o: PaymentOrderRow) =>
  `#${o.id} ${o.merchantCode} customer ${o.customerId} ${o.kind} ${o.amountMinor.toString()} minor ${o.currency} ${o.status}${o.remarks ? ` "${o.remarks}"` : ''}`;

/** Runs a command on the database; answers the lines to print. */
export async function runOperatorCommand(cmd: OperatorCommand, decisions: PaymentDecisions, publish: Publish, decidedBy: string): Promise<string[]> {
  if (cmd.action === 'list') {
    const pending = await decisions.pending(cmd.merchant);
    return pending.length ? pending.map(line) : ['no pending orders'];
  }
  const { order, changed } = await decisions.decide(cmd.orderId, cmd.action, cmd.remarks, decidedBy, publish);
  return [line(order), changed ? `${cmd.action === 'approve' ? 'approved' : 'rejected'} now` : 'already decided this way: nothing changed'];
}

/** The same command through a running server's dev endpoint. */
async function runThroughServer(cmd: OperatorCommand, server: string): Promise<unknown> {
  const base = server.replace(/\/+$/, '');
  const res =
    cmd.action === 'list'
      ? await fetch(`${base}/dev/payments/pending${cmd.merchant ? `?merchant=${encodeURIComponent(cmd.merchant)}` : ''}`)
      : await fetch(`${base}/dev/payments/${cmd.orderId}/${cmd.action}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(cmd.remarks ? { remarks: cmd.remarks } : {}),
        });
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function main() {
  const argv = process.argv.slice(2);
  // the live-notification actions (inbox, online message, payment to confirm, agent transfer): scripts/operator-events.ts
  const eventCmd = isEventCommand(argv) ? parseEventArgs(argv) : null;
  // claims by application and manual bonuses (issue 13): scripts/operator-promotions.ts
  const promotionCmd = isPromotionCommand(argv) ? parsePromotionArgs(argv) : null;
  const cmd = eventCmd || promotionCmd ? null : parseOperatorArgs(argv);
  const server = eventCmd?.server ?? promotionCmd?.server ?? cmd?.server;
  if (server) {
    const answer = eventCmd
      ? await runEventThroughServer(eventCmd, server)
      : promotionCmd
        ? await runPromotionThroughServer(promotionCmd, server)
        : await runThroughServer(cmd!, server);
    console.log(JSON.stringify(answer, null, 2));
    return;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectionName: `${config.REDIS_PREFIX}operator`, maxRetriesPerRequest: 1, lazyConnect: true })
    : undefined;
  const hub = createLiveEventHub(console);
  let stopRelay = async () => {};
  try {
    await database.migrate();
    if (redis) {
      await redis.connect();
      stopRelay = await startRedisRelay(hub, { redis, channel: `${config.REDIS_PREFIX}live-events`, log: console });
    }
    const publish = (topic: string, event: LiveEvent) => {
      hub.publish(topic, event);
      if (!redis) console.log(`live event not delivered (no REDIS_URL): ${topic} ${JSON.stringify(event)}`);
    };
    const lines = eventCmd
      ? await runEventCommand(eventCmd, database.db, publish)
      : promotionCmd
        ? await runPromotionCommand(promotionCmd, database.db, publish, `operator-script:${userInfo().username}`)
        : await runOperatorCommand(cmd!, createPaymentDecisions(database.db), publish, `operator-script:${userInfo().username}`);
    for (const text of lines) {
      console.log(text);
    }
  } finally {
    await stopRelay();
    await redis?.quit();
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
