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
import { adminUrl, PG_TEST_URL, quoteIdent } from './postgres.js';

/** Migrate, seed and store the key once; every test file clones the result. */
async function prepare(database: Database) {
  await database.migrate();
  await seedDatabase(database.db);
  await ensureServerKeyPair(database.db);
}

async function pgliteTemplate(dir: string): Promise<string> {
  const client = await PGlite.create();
  const database = fromPglite(client);
  await prepare(database);
  const dump = await client.dumpDataDir('gzip');
  const file = join(dir, 'pglite-template.tar.gz');
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

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'lotto-server-test-'));
  const pgliteFile = await pgliteTemplate(dir);
  project.provide('pgliteTemplate', pgliteFile);

  const problem = await reachable(adminUrl());
  let template: string | null = null;
  if (problem) {
    project.provide('postgres', { available: false, reason: `${PG_TEST_URL} not reachable (${problem})` });
  } else {
    // Each run has its own databases, named by a random run id, dropped at the end.
    const runId = randomBytes(4).toString('hex');
    template = `lotto_test_${runId}`;
    const admin = new pg.Client(adminUrl());
    await admin.connect();
    await admin.query(`CREATE DATABASE ${quoteIdent(template)}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: adminUrl(template), max: 2 });
    await prepare(fromPgPool(pool));
    await pool.end();
    project.provide('postgres', { available: true, url: PG_TEST_URL, template });
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
