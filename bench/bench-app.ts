// The real app as the benchmarks start it: production mode, the demo seed, an embedded database in
// a temp folder (or the PostgreSQL database given), no lottery engine and no front end, listening
// on a free port of 127.0.0.1. All load comes from that one address, so the per-address request
// limits are lifted (`env` may set more).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { GATEWAY_VERSION, HEADERS, encryptPayload, importRsaPublicKey, sessionCalls, systemCalls } from '@lotto/contract';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';

export interface BenchApp {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  base: string;
  /** A temp folder of this run, removed by close(). */
  dataDir: string;
  close(): Promise<void>;
}

export async function startBenchApp(
  name: string,
  opts: { databaseUrl?: string; env?: Record<string, string>; build?: Parameters<typeof buildApp>[1] } = {},
): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      KEY_ENCRYPTION_KEY: 'bench-key-encryption-key-0123456789',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      LOTTERY_ENGINE: 'off',
      WEB_DIST_DIR: '/nonexistent',
      RATE_LIMIT_MAX: '100000000',
      PAGE_RATE_LIMIT_MAX: '100000000',
      LIVE_MAX_SOCKETS_PER_IP: '100000',
      ...opts.env,
    }),
    opts.build,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    dataDir,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the site sends on every call (web/src/lib/api-client.ts). */
export const SITE_HEADERS: Readonly<Record<string, string>> = {
  [HEADERS.merchant]: 'demo',
  [HEADERS.device]: 'web',
  [HEADERS.language]: 'EN',
  [HEADERS.gatewayVersion]: GATEWAY_VERSION,
  'content-type': 'application/json',
};

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL database of this run (for startBenchApp's databaseUrl); none for PGlite. */
  databaseUrl?: string;
  /** Drops the PostgreSQL database of this run. */
  drop(): Promise<void>;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const urlFor = (server: string, database: string) => {
  const u = new URL(server);
  u.pathname = `/${database}`;
  return u.toString();
};

async function admin(server: string, sql: string) {
  const client = new pg.Client(urlFor(server, 'postgres'));
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The database a benchmark runs on: with `--postgres[=URL]` on the command line (or
 * BENCH_DATABASE_URL) a fresh PostgreSQL database of its own on that server (default
 * postgres://postgres@127.0.0.1:5432), dropped by drop(); else the embedded PGlite of startBenchApp.
 */
export async function benchDatabase(name: string, argv: readonly string[] = process.argv): Promise<BenchDatabase> {
  const arg = argv.find((a) => a === '--postgres' || a.startsWith('--postgres='));
  const server = arg ? (arg.split('=')[1] ?? 'postgres://postgres@127.0.0.1:5432') : process.env.BENCH_DATABASE_URL;
  if (!server) return { kind: 'pglite', drop: async () => {} };
  const database = `bench_${name}_${randomBytes(4).toString('hex')}`;
  await admin(server, `CREATE DATABASE ${quoteIdent(database)}`);
  return {
    kind: 'postgres',
    databaseUrl: urlFor(server, database),
    drop: () => admin(server, `DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`),
  };
}

/** demo01 signs in as the site does (the login sealed with the server's public key): its token. */
export async function demoToken(base: string, headers: Record<string, string> = SITE_HEADERS): Promise<string> {
  const spki = ((await (await fetch(base + systemCalls.rsaKey.path, { headers })).json()) as { value: string }).value;
  const sealed = await encryptPayload(await importRsaPublicKey(spki), { username: 'demo01', password: 'demo1234', type: 'username' });
  const login = await fetch(base + sessionCalls.login.path, {
    method: 'POST',
    headers: { ...headers, [HEADERS.encryption]: sealed.header },
    body: JSON.stringify(sealed.body),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { value: { token: string } }).value.token;
}
