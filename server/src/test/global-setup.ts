import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPgPool, type Database } from '../db/connection.js';
import { seedDatabase } from '../db/seeds/index.js';
import { ensureServerKeyPair } from '../plugins/encryption.js';
import { PGLITE_TEST_START_PARAMS } from './pglite.js';
import { adminUrl, PG_TEST_URL, quoteIdent } from './postgres.js';

/** Migrate, seed and store the key once; every test file clones the result. */
async function prepare(database: Database) {
  await database.migrate();
  await seedDatabase(database.db);
  await ensureServerKeyPair(database.db);
}

/**
 * The PGlite template, made for fast clones (every test suite starts one, see harness.ts): 1 MB
 * WAL segments instead of 16 MB, and without the template0/template1 databases nothing in a test
 * uses, the data folder shrinks from about 42 MB to about 17 MB, halving a clone's start. Stored
 * uncompressed: unpacking it is no slower than gunzip plus unpacking. None of this changes SQL.
 */
async function pgliteTemplate(dir: string): Promise<string> {
  const client = await PGlite.create({ startParams: PGLITE_TEST_START_PARAMS, initDbStartParams: ['--wal-segsize=1'] });
  const database = fromPglite(client);
  await prepare(database);
  for (const name of ['template1', 'template0']) {
    await client.query(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await client.query(`DROP DATABASE ${name}`);
  }
  await client.query('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'pglite-template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  return file;
}

async function reachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (e) {
    return e instanceof Error ? e.message || e.name : String(e);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The PostgreSQL template of this run, or why there is none. */
async function postgresTemplate(): Promise<{ template: string } | { problem: string }> {
  const problem = await reachable(adminUrl());
  if (problem) return { problem };
  // Each run has its own databases, named by a random run id, dropped at the end.
  const template = `lotto_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(adminUrl());
  await admin.connect();
  await admin.query(`CREATE DATABASE ${quoteIdent(template)}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: adminUrl(template), max: 2 });
  await prepare(fromPgPool(pool));
  await pool.end();
  return { template };
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'lotto-server-test-'));
  // Side by side: the PostgreSQL server migrates and seeds its copy while PGlite works here.
  const [pgliteFile, postgres] = await Promise.all([pgliteTemplate(dir), postgresTemplate()]);
  project.provide('pgliteTemplate', pgliteFile);
  const template = 'template' in postgres ? postgres.template : null;
  if ('problem' in postgres) {
    project.provide('postgres', { available: false, reason: `${PG_TEST_URL} not reachable (${postgres.problem})` });
  } else {
    project.provide('postgres', { available: true, url: PG_TEST_URL, template: postgres.template });
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!template) return;
    const admin = new pg.Client(adminUrl());
    await admin.connect();
    try {
      // Clones left behind by a crashed file go too.
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [template, `${template}\\_%`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgres: { available: true; url: string; template: string } | { available: false; reason: string };
  }
}
