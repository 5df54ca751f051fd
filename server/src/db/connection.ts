import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { keptStatements } from './pglite-statements.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The common Drizzle surface of both drivers; repositories take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Applies the committed SQL migrations (same files for both drivers). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Hears a connection of the pool failing (a terminated backend, a restart, a failover). The pool
   * drops that connection and opens a new one on the next query; the process goes on.
   */
  onConnectionError(listener: (err: Error) => void): () => void;
}

/**
 * Migrations sit beside this module in the source tree (src/db/migrations) and beside the bundle
 * in the build (dist/migrations, copied by tsup), so the same relative URL finds them.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export function fromPglite(client: PGlite): Database {
  // Drizzle's queries, the migrations' included, go through the kept statements (which hand DDL,
  // settings and savepoints on to PGlite's own query); close uses the client itself.
  const db = drizzlePglite({ client: keptStatements(client) as unknown as PGlite, schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    // One in-process connection: nothing can terminate it from outside.
    onConnectionError: () => () => undefined,
  };
}

const MIGRATION_LOCK_ID = 724_350_101;

export function fromPgPool(pool: pg.Pool): Database {
  const db = drizzlePg({ client: pool, schema });
  // An 'error' event without a listener ends the process. Every client gets one as it connects: a
  // checked-out client (inside a transaction) has no pool listener of its own. An idle client's
  // error reaches the pool too, which drops the client; that copy is the same error, already heard.
  const listeners = new Set<(err: Error) => void>();
  const report = (err: Error) => {
    for (const listener of listeners) listener(err);
  };
  pool.on('connect', (client) => client.on('error', report));
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    db,
    migrate: async () => {
      // Several processes may start together: one migrates while the others wait on the lock.
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(db, { migrationsFolder });
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
    onConnectionError: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Opens PostgreSQL at DATABASE_URL when set, else embedded PGlite at DATA_DIR. */
export async function openDatabase(opts: { DATABASE_URL?: string | undefined; DATA_DIR: string }): Promise<Database> {
  if (opts.DATABASE_URL) {
    // A request waits at most 5 s for a connection while the server is away, then answers 503.
    const pool = new pg.Pool({ connectionString: opts.DATABASE_URL, max: 10, connectionTimeoutMillis: 5_000 });
    // Fail at start, not on the first request, when the server is unreachable.
    const c = await pool.connect();
    c.release();
    return fromPgPool(pool);
  }
  mkdirSync(opts.DATA_DIR, { recursive: true });
  const client = await PGlite.create({ dataDir: opts.DATA_DIR });
  return fromPglite(client);
}
