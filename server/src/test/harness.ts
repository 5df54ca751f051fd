import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, type CallDef } from '@lotto/contract';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { fromPglite, fromPgPool, type Database, type Db } from '../db/connection.js';
import * as schema from '../db/schema/index.js';
import { releasePglite, takePglite } from './pglite.js';
import { adminUrl, quoteIdent } from './postgres.js';

export type DbKind = 'pglite' | 'postgres';
export const DB_KINDS: readonly DbKind[] = ['pglite', 'postgres'];

/** A config as tests use it: quiet, test mode, no web dist unless given; production gets the key encryption key it requires. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-unused',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...(env.NODE_ENV === 'production' ? { KEY_ENCRYPTION_KEY: 'test-key-encryption-key-0123456789abcdef' } : {}),
    ...env,
  });
}

/** Why the PostgreSQL leg cannot run in this process, or null when it can. */
export function postgresSkipReason(): string | null {
  const pgInfo = inject('postgres');
  return pgInfo.available ? null : pgInfo.reason;
}

/** A database holding the migrated, seeded template of this run (on PGlite, one a suite of this worker handed back, reset to it). */
export async function createTestDatabase(kind: DbKind): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const client = await takePglite(inject('pgliteTemplate'));
    return { database: fromPglite(client), drop: () => releasePglite(client) };
  }
  const info = inject('postgres');
  if (!info.available) throw new Error(`PostgreSQL unavailable: ${info.reason}`);
  const name = `${info.template}_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(info.template)}`));
  const database = fromPgPool(new pg.Pool({ connectionString: adminUrl(name), max: 4 }));
  return {
    database,
    drop: async () => {
      // The pool has ended, so FORCE only ends backends still on their way out (no client of ours
      // is left to see its connection killed); without it DROP can wait on them.
      await database.close();
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
    },
  };
}

/** An empty PostgreSQL database of this run (migrations tests): its URL and how to drop it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const info = inject('postgres');
  if (!info.available) throw new Error(`PostgreSQL unavailable: ${info.reason}`);
  // Named after the run's template, so the run's teardown drops it even if this file crashes.
  const name = `${info.template}_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${quoteIdent(name)}`));
  return {
    url: adminUrl(name),
    drop: () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)).then(() => undefined),
  };
}

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client(adminUrl());
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

export interface TestAppOptions {
  env?: Record<string, string>;
  extend?: BuildOptions['extend'];
}

export interface TestApp {
  readonly kind: DbKind;
  readonly app: FastifyInstance;
  readonly db: Db;
  /** app.inject with the Merchant header set (pass merchant: null to leave it out). */
  call(opts: InjectOptions & { merchant?: string | null }): Promise<LightMyRequestResponse>;
}

/** Builds the real app on a cloned database for the enclosing describe block. */
export function useTestApp(kind: DbKind, options: TestAppOptions = {}): TestApp {
  let app: FastifyInstance | undefined;
  let drop: (() => Promise<void>) | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    const created = await createTestDatabase(kind);
    drop = created.drop;
    database = created.database;
    app = await buildApp(testConfig(options.env), { database, extend: options.extend });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });
  const need = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('test app not started');
    return v;
  };
  return {
    kind,
    get app() {
      return need(app);
    },
    get db() {
      return need(database).db;
    },
    call: (options) => callApp(need(app), options),
  };
}

/** The harness's `call` for an app built by the test itself (two apps standing for two processes). */
export function testAppFor(app: FastifyInstance, database: Database, kind: DbKind = 'pglite'): TestApp {
  return { kind, app, db: database.db, call: (options) => callApp(app, options) };
}

/** A call with the Merchant header filled in (demo unless named; null sends none). */
function callApp(app: FastifyInstance, { merchant = 'demo', headers, ...rest }: Parameters<TestApp['call']>[0]) {
  return app.inject({ ...rest, headers: { ...(merchant === null ? {} : { merchant }), ...(headers ?? {}) } } as InjectOptions);
}

/*
 * Which database a suite runs on. The rule: the whole server suite runs on PGlite. PostgreSQL runs
 * only what can differ between the two drivers:
 *   - migrations (and several processes migrating one database at once);
 *   - transactions and locks: money moved with its ledger entry in one transaction, rollbacks,
 *     row and advisory locks;
 *   - concurrency: parallel requests racing on money or one-time codes, idempotency under
 *     parallel replay (PGlite is one connection that runs everything in turn, so a race is only
 *     a race on PostgreSQL's pool);
 *   - several processes (apps, engine instances) on one database;
 *   - Redis-backed behaviour between processes (a deployment of several processes is PostgreSQL).
 * Everything else (routes, validation, rules, presenters, sequential reads and writes) sends the
 * same SQL through the same Drizzle code to the same PostgreSQL engine, so a PostgreSQL leg of it
 * would only cost time. So: describeOnPglite by default; describeEachDatabase (or
 * describeEachDatabaseKind when the suite builds its own apps) for a suite the list covers, with
 * a comment beside it naming which part of the rule keeps it on PostgreSQL. A suite that mixes
 * both is split in two.
 */

/**
 * Declares a suite once per database kind: on PGlite always, on PostgreSQL when it is reachable.
 * When it is not, the PostgreSQL leg is skipped and the reason printed, so a run never passes
 * silently without it.
 */
export function describeEachDatabaseKind(name: string, body: (kind: DbKind) => void, opts: { skipReason?: string | null } = {}): void {
  for (const kind of DB_KINDS) {
    // A reason of the suite's own (Redis unreachable, printed by the suite) skips every leg.
    const reason = opts.skipReason ?? (kind === 'postgres' ? postgresSkipReason() : null);
    if (reason && !opts.skipReason) console.warn(`[server tests] skipping "${name}" on PostgreSQL: ${reason}`);
    describe.skipIf(reason !== null)(`${name} (${kind})`, () => body(kind));
  }
}

/** Runs the suite on PGlite and on PostgreSQL (see the rule above: only what can differ). */
export function describeEachDatabase(name: string, body: (t: TestApp) => void, options: TestAppOptions = {}): void {
  describeEachDatabaseKind(name, (kind) => body(useTestApp(kind, options)));
}

/** Runs the suite on PGlite only: everything the rule above does not send to PostgreSQL. */
export function describeOnPglite(name: string, body: (t: TestApp) => void, options: TestAppOptions = {}): void {
  describe(`${name} (pglite)`, () => body(useTestApp('pglite', options)));
}

/** Every row of every table, for "the database is unchanged" assertions. */
export async function snapshotDatabase(db: Db): Promise<string> {
  const tables = [
    schema.merchants,
    schema.merchantDomains,
    schema.customerServiceEntries,
    schema.resources,
    schema.domainRoutes,
    schema.countries,
    schema.serverKeys,
    schema.customers,
    schema.wallets,
    schema.ledgerEntries,
    schema.sessions,
    schema.loginFailures,
    schema.oneTimeCodes,
    schema.captchas,
    schema.outboxMessages,
    schema.socialIdentities,
    schema.affiliates,
    schema.trackingConfigs,
  ];
  const all = await Promise.all(tables.map((t) => db.select().from(t)));
  // bigint columns (money) are written as strings.
  const json = (r: unknown) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  return JSON.stringify(all.map((rows) => rows.map(json).sort()));
}

const anyEnvelope = envelopeSchema(z.unknown());

/** The reply read as an envelope (value left unknown): for failures and flags. */
export function envelopeOf(res: LightMyRequestResponse): z.output<typeof anyEnvelope> {
  return anyEnvelope.parse(res.json());
}

/** The value of a successful envelope reply, parsed with the call's own reply schema. */
export function valueOf<C extends CallDef>(call: C, res: LightMyRequestResponse): z.output<C['reply']> {
  const env = envelopeSchema(call.reply).parse(res.json());
  expect(env.success).toBe(true);
  return env.value as z.output<C['reply']>;
}
