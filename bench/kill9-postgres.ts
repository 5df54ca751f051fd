// `npm run bench:kill9` (after `npm run build`): money under kill -9, two server processes on one
// PostgreSQL database, written to bench/results/kill9-postgres.json. The regression case of issue 11
// ("the kill -9 test under load on PostgreSQL with two processes"), run outside the CI budget.
//   1. creates its own database on 127.0.0.1:5432 (user postgres; PGUSER, PGPASSWORD, PGHOST and
//      PGPORT override) and starts two built servers (server/dist/main.js, production mode) on it;
//   2. opens MEMBERS members with a main wallet of 1,000.00 each, and a session for each in the
//      database (the bench is about money, not logins: bench:login measures those);
//   3. for DURATION seconds every member sends wallet transfers (main <-> a game wallet, each with
//      its own idempotency key) as fast as answers come, spread over both processes; a request that
//      gets no answer, or a 5xx, is sent again with the same key to the other process, as a client
//      would, until it is answered;
//   4. at 40 % of the run one process is killed with SIGKILL, and started again 3 s later;
//   5. then checks: every acknowledged transfer id exists exactly once, and every idempotency key at
//      most once; no wallet is negative; each wallet's balance equals the sum of its ledger entries;
//      each transfer has its two ledger entries; each member still holds its 1,000.00 in total.
// Drops its database at the end. With no PostgreSQL reachable it says so and exits 0.
// Exit 1 when a check fails. Figures, not timing assertions.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { HEADERS, moneyCalls } from '@lotto/contract';
import { GAME_WALLETS, customers, sessions } from '../server/src/db/schema/index.js';
import { fromPgPool } from '../server/src/db/connection.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, openWallets, postLedgerEntry, unbalancedWallets } from '../server/src/ledger/ledger.js';
import { newToken, tokenHash } from '../server/src/security/tokens.js';
import { SITE_HEADERS } from './bench-app.js';

const MEMBERS = Number(process.env.MEMBERS ?? 32);
const DURATION = Number(process.env.DURATION ?? 40);
const KILL_AT = 0.4;
const RESTART_AFTER_MS = 3000;
const OPENING_MINOR = 1000_00n;
const GAME_WALLET = GAME_WALLETS[0]!.accountTypeId;

const root = resolve(import.meta.dirname, '..');
const mainJs = join(root, 'server/dist/main.js');
const pgHost = process.env.PGHOST ?? '127.0.0.1';
const pgPort = Number(process.env.PGPORT ?? 5432);
const pgUser = process.env.PGUSER ?? 'postgres';
const pgPassword = process.env.PGPASSWORD ?? '';
const urlOf = (db: string) =>
  `postgres://${encodeURIComponent(pgUser)}${pgPassword ? `:${encodeURIComponent(pgPassword)}` : ''}@${pgHost}:${pgPort}/${db}`;

// ------------------------------------------------------------------ the database
const admin = new pg.Client({ connectionString: urlOf('postgres'), connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (e) {
  console.log(`kill -9 bench skipped: PostgreSQL is not reachable at ${pgHost}:${pgPort} as ${pgUser} (${(e as Error).message}).`);
  process.exit(0);
}
if (!existsSync(mainJs)) {
  console.error(`kill -9 bench: ${relative(root, mainJs)} is missing; run \`npm run build\` first.`);
  await admin.end();
  process.exit(1);
}
const dbName = `kill9_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
await admin.query(`CREATE DATABASE ${dbName}`);
const databaseUrl = urlOf(dbName);
console.log(`kill -9 bench: database ${dbName}, ${MEMBERS} members, ${DURATION} s`);

// ------------------------------------------------------------------ the two processes
interface Server {
  name: string;
  port: number;
  child: ChildProcess | null;
  up: boolean;
}
const freePort = () => 20000 + randomInt(0, 20000);
const servers: Server[] = [
  { name: 'A', port: freePort(), child: null, up: false },
  { name: 'B', port: freePort(), child: null, up: false },
];
const baseOf = (s: Server) => `http://127.0.0.1:${s.port}`;

async function waitReady(s: Server, timeoutMs = 60_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (s.child?.exitCode !== null && s.child?.exitCode !== undefined) throw new Error(`server ${s.name} exited with ${s.child.exitCode}`);
    try {
      const res = await fetch(`${baseOf(s)}/health/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) {
        s.up = true;
        return;
      }
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  throw new Error(`server ${s.name} not ready after ${timeoutMs} ms`);
}

function start(s: Server): void {
  const child = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(s.port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      KEY_ENCRYPTION_KEY: 'kill9-bench-key-encryption-key-0123456789',
      LOG_LEVEL: 'error',
      LOTTERY_ENGINE: 'off',
      WEB_DIST_DIR: '/nonexistent',
      SEED_DEMO_ACCOUNTS: 'false',
      // all load comes from 127.0.0.1
      RATE_LIMIT_MAX: '100000000',
      PAGE_RATE_LIMIT_MAX: '100000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // error-level logs only (LOG_LEVEL): a fault on either process is shown with its name
  for (const out of [child.stdout, child.stderr]) out?.on('data', (d: Buffer) => process.stderr.write(`[${s.name}] ${d.toString()}`));
  s.child = child;
}

async function stop(s: Server): Promise<void> {
  const c = s.child;
  if (!c || c.exitCode !== null) return;
  const exited = new Promise((ok) => c.once('exit', ok));
  c.kill('SIGTERM');
  await Promise.race([exited, delay(10_000).then(() => c.kill('SIGKILL'))]);
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const database = fromPgPool(pool);
const db = database.db;
let failed = false;
let result: Record<string, unknown> = {};

try {
  // one process migrates and seeds the merchants first; the second starts on the migrated database
  start(servers[0]!);
  await waitReady(servers[0]!);
  start(servers[1]!);
  await waitReady(servers[1]!);

  // ---------------------------------------------------------------- members and sessions
  const members: { id: number; username: string; token: string }[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const username = `k9${randomBytes(4).toString('hex')}`;
    const id = await db.transaction(async (tx) => {
      const [c] = await tx
        .insert(customers)
        .values({ merchantCode: 'demo', username, passwordHash: null, firstLoginAt: new Date() })
        .returning({ id: customers.id });
      const [main] = await openWallets(tx, c!.id, 'CNY', [
        { accountTypeId: MAIN_WALLET_ACCOUNT_TYPE_ID, displayName: 'Main wallet', accountName: 'MAIN' },
        ...GAME_WALLETS,
      ]);
      await postLedgerEntry(tx, { walletId: main!.id, amountMinor: OPENING_MINOR, kind: 'opening', reference: 'kill9-bench' });
      return c!.id;
    });
    const token = newToken();
    const now = Date.now();
    await db.insert(sessions).values({
      tokenHash: tokenHash(token),
      customerId: id,
      merchantCode: 'demo',
      idleExpiresAt: new Date(now + 3_600_000),
      absoluteExpiresAt: new Date(now + 3_600_000),
      ip: '127.0.0.1',
      device: 'web',
    });
    members.push({ id, username, token });
  }

  // ---------------------------------------------------------------- load, with a kill -9 midway
  const counts = { requestsTried: 0, answered: 0, status5xx: 0, noAnswer: 0, acknowledged: 0, replayedOnRetry: 0, refusedInsufficient: 0, otherRefusals: 0, retriedKeys: 0 };
  const acknowledged: { customerId: number; key: string; transferId: string }[] = [];
  const started = performance.now();
  const end = started + DURATION * 1000;
  let killedAt: number | null = null;
  let restartedAt: number | null = null;

  const killer = (async () => {
    await delay(DURATION * 1000 * KILL_AT);
    const victim = servers[0]!;
    victim.up = false;
    victim.child!.kill('SIGKILL');
    killedAt = Math.round((performance.now() - started) / 100) / 10;
    console.log(`  kill -9 of process ${victim.name} at ${killedAt.toFixed(1)} s`);
    await delay(RESTART_AFTER_MS);
    start(victim);
    await waitReady(victim);
    restartedAt = Math.round((performance.now() - started) / 100) / 10;
    console.log(`  process ${victim.name} serving again at ${restartedAt.toFixed(1)} s`);
  })();

  /** Sends one transfer until some process answers it, with the same key each time. */
  async function transfer(m: (typeof members)[number], n: number): Promise<void> {
    const toGame = randomInt(0, 2) === 0;
    const body = {
      fromAccountTypeId: toGame ? MAIN_WALLET_ACCOUNT_TYPE_ID : GAME_WALLET,
      toAccountTypeId: toGame ? GAME_WALLET : MAIN_WALLET_ACCOUNT_TYPE_ID,
      amount: randomInt(1, 50),
      idempotencyKey: randomUUID(),
    };
    for (let attempt = 0; attempt < 200; attempt++) {
      if (attempt === 1) counts.retriedKeys++;
      // the first try goes to the member's process of this turn; a retry to the other one
      const s = servers[(n + attempt) % 2]!;
      counts.requestsTried++;
      let res: Response;
      try {
        res = await fetch(baseOf(s) + moneyCalls.transfer.path, {
          method: 'POST',
          headers: { ...SITE_HEADERS, [HEADERS.authorization]: m.token, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        counts.noAnswer++;
        // the process is down or was killed mid-request: the other one gets the same key
        if (!servers.some((x) => x.up)) await delay(50);
        continue;
      }
      counts.answered++;
      const env = (await res.json().catch(() => null)) as { success?: boolean; errorCode?: string; value?: { transferId: string; replayed: boolean } } | null;
      if (res.status >= 500) {
        counts.status5xx++;
        continue;
      }
      if (res.status === 200 && env?.value) {
        counts.acknowledged++;
        if (env.value.replayed) counts.replayedOnRetry++;
        acknowledged.push({ customerId: m.id, key: body.idempotencyKey, transferId: env.value.transferId });
      } else if (env?.errorCode === 'wallet.balance.insufficient') counts.refusedInsufficient++;
      else counts.otherRefusals++;
      return;
    }
    throw new Error(`transfer ${body.idempotencyKey} never answered`);
  }

  await Promise.all(
    members.map(async (m, i) => {
      let n = i;
      while (performance.now() < end) await transfer(m, n++);
    }),
  );
  await killer;
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(servers.map(stop));

  // ---------------------------------------------------------------- checks
  const q = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];
  const ids = acknowledged.map((a) => a.transferId);
  const stored = await q<{ id: string; customer_id: string; idempotency_key: string }>(
    'select id::text, customer_id::text, idempotency_key from wallet_transfers where id = any($1::bigint[])',
    [ids],
  );
  const storedById = new Map(stored.map((r) => [r.id, r]));
  const lost = acknowledged.filter((a) => {
    const r = storedById.get(a.transferId);
    return !r || r.idempotency_key !== a.key || Number(r.customer_id) !== a.customerId;
  });
  const ackedTwice = ids.length - new Set(ids).size;
  const doubledKeys = await q<{ n: number }>(
    'select count(*)::int as n from (select customer_id, idempotency_key from wallet_transfers group by 1, 2 having count(*) > 1) d',
  );
  const allTransfers = await q<{ n: number }>('select count(*)::int as n from wallet_transfers');
  const ackedKeys = new Set(acknowledged.map((a) => a.key));
  // transfers stored whose answer never reached the client (cut off by the kill): each is one key sent once
  const unacknowledgedStored = allTransfers[0]!.n - ackedKeys.size;
  const negative = await q<{ id: string }>('select id::text from wallets where balance_minor < 0');
  const unbalanced = await unbalancedWallets(db);
  const entries = await q<{ n: number }>(
    "select count(*)::int as n from ledger_entries e join wallets w on w.id = e.wallet_id join customers c on c.id = w.customer_id where c.username like $1 and e.kind <> 'opening'",
    ['k9%'],
  );
  const totals = await q<{ customer_id: string; total: string }>(
    'select w.customer_id::text, sum(w.balance_minor)::text as total from wallets w join customers c on c.id = w.customer_id where c.username like $1 group by 1',
    ['k9%'],
  );
  const wrongTotals = totals.filter((t) => BigInt(t.total) !== OPENING_MINOR);

  const checks = {
    acknowledgedTransfersMissingOrWrong: lost.length,
    acknowledgedIdsAnsweredForTwoKeys: ackedTwice,
    idempotencyKeysStoredTwice: doubledKeys[0]!.n,
    negativeWallets: negative.length,
    walletsWhoseBalanceIsNotTheirLedgerSum: unbalanced.length,
    transfersWithoutTheirTwoLedgerEntries: entries[0]!.n === 2 * allTransfers[0]!.n ? 0 : Math.abs(entries[0]!.n - 2 * allTransfers[0]!.n),
    membersWhoseTotalChanged: wrongTotals.length + (MEMBERS - totals.length),
  };
  failed = Object.values(checks).some((v) => v !== 0);
  result = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    database: 'PostgreSQL',
    processes: 2,
    members: MEMBERS,
    durationSeconds: Math.round(seconds * 10) / 10,
    killedAtSeconds: killedAt,
    servingAgainAtSeconds: restartedAt,
    requests: counts,
    transfersStored: allTransfers[0]!.n,
    transfersStoredWithoutAnswer: unacknowledgedStored,
    transfersPerSecond: Math.round(counts.acknowledged / seconds),
    checks,
    passed: !failed,
  };
  console.log(`  ${counts.requestsTried} requests tried, ${counts.answered} answered, ${counts.noAnswer} without an answer, ${counts.status5xx} 5xx`);
  console.log(`  ${counts.acknowledged} transfers acknowledged (${counts.replayedOnRetry} as replays of a retried key), ${allTransfers[0]!.n} stored`);
  console.log(`  checks: ${JSON.stringify(checks)}`);
  console.log(failed ? 'kill -9 bench: FAILED' : 'kill -9 bench: money held');
  const out = join(root, 'bench/results/kill9-postgres.json');
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`  written to ${relative(root, out)}`);
} catch (e) {
  failed = true;
  console.error('kill -9 bench failed:', e);
} finally {
  await Promise.all(servers.map(stop)).catch(() => undefined);
  await pool.end().catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e: Error) => console.error(`could not drop ${dbName}: ${e.message}`));
  await admin.end();
}
process.exit(failed ? 1 : 0);
