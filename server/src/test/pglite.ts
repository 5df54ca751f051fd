import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { quoteIdent } from './postgres.js';

/**
 * PGlite's default shared_buffers (128 MB) is zeroed at every start, most of what an instance
 * takes to start; the test database is a few MB, so 16 MB keeps all of it cached.
 */
export const PGLITE_TEST_START_PARAMS: string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

// The runtime's WebAssembly (the project's TypeScript libs declare its types only).
const wasmApi = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }).WebAssembly;

/**
 * What every clone made by this worker shares: the template, the compiled PostgreSQL WebAssembly
 * and its file bundle (otherwise read, and the module compiled, for each instance). The server
 * project runs without isolation, so a worker keeps them from one test file to the next.
 */
let shared: Promise<{ template: Blob; module: WebAssembly.Module; fsBundle: Blob }> | undefined;
let sharedFor: string | undefined;

/** A new PGlite instance holding a copy of the template tarball at `templateFile`. */
export async function clonePglite(templateFile: string): Promise<PGlite> {
  if (sharedFor !== templateFile) {
    sharedFor = templateFile;
    shared = (async () => {
      const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
      const [template, wasm, bundle] = await Promise.all([
        readFile(templateFile),
        readFile(join(dist, 'pglite.wasm')),
        readFile(join(dist, 'pglite.data')),
      ]);
      return { template: new Blob([template]), module: await wasmApi.compile(wasm), fsBundle: new Blob([bundle]) };
    })();
  }
  const { template, module, fsBundle } = await (shared as NonNullable<typeof shared>);
  return PGlite.create({ loadDataDir: template, pgliteWasmModule: module, fsBundle, startParams: PGLITE_TEST_START_PARAMS });
}

/**
 * Databases handed back are reused: a suite's database, once dropped, is put back to the template's
 * rows and given to the next suite of this worker instead of a new clone. A clone unpacks the
 * template and starts PostgreSQL, about 0.4 s of CPU, once per suite (110 a run). Each instance
 * keeps a copy of the template's rows (schema test_pristine, made when it is cloned, before any
 * test sees it). At hand-back, the tables the suite changed are found (a row count that differs
 * from the copy's, or a row written by a transaction after the last reset) and only those are
 * emptied and filled again from the copy; every sequence is set back and the session's state
 * (prepared statements, settings, advisory locks, listeners) discarded. A database that was
 * closed, or that has a table the template has not or lacks one of its tables, is closed, not reused.
 */
const PRISTINE = 'test_pristine';
const SCHEMAS = `('public', 'drizzle')`;

interface Table {
  /** schema.table, quoted */
  target: string;
  /** its copy in the pristine schema, quoted */
  source: string;
  /** the columns a row is written with (generated columns left out), quoted */
  columns: string;
  rows: number;
}
interface Reset {
  tables: Table[];
  /** tableNames when the copy was made */
  names: string;
  sequences: string;
  /** transactions after this one wrote rows the template did not have */
  since: string;
}

const idle: PGlite[] = [];
const resets = new WeakMap<PGlite, Reset>();

/** The tables of the reset schemas, by name: a suite that added or dropped one changes it. */
const tableNames = async (client: PGlite): Promise<string> =>
  (await client.query<{ names: string }>(`select string_agg(schemaname || '.' || tablename, ',' order by 1) as names from pg_tables where schemaname in ${SCHEMAS}`)).rows[0]!.names;
const lastTransaction = async (client: PGlite): Promise<string> =>
  (await client.query<{ x: string }>(`select (txid_current() % 4294967296)::text as x`)).rows[0]!.x;

/** Copies the instance's rows (the template's, untouched yet) and notes how to put them back. */
async function keepPristine(client: PGlite): Promise<void> {
  const found = (
    await client.query<{ schema: string; name: string; columns: string }>(`
      select c.table_schema as schema, c.table_name as name,
             string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) as columns
      from information_schema.columns c join pg_tables t on t.schemaname = c.table_schema and t.tablename = c.table_name
      where c.table_schema in ${SCHEMAS} and c.is_generated = 'NEVER'
      group by 1, 2 order by 1, 2`)
  ).rows;
  const tables: Table[] = found.map((t) => ({ target: `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`, source: `${quoteIdent(PRISTINE)}.${quoteIdent(`${t.schema}.${t.name}`)}`, columns: t.columns, rows: 0 }));
  await client.exec(`create schema ${quoteIdent(PRISTINE)}; ${tables.map((t) => `create table ${t.source} as table ${t.target};`).join('\n')}`);
  const counts = (await client.query<{ n: number }>(tables.map((t) => `select count(*)::int as n from ${t.source}`).join(' union all '))).rows;
  tables.forEach((t, i) => (t.rows = counts[i]!.n));
  const sequences = (
    await client.query<{ name: string; value: string | null }>(
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value from pg_sequences where schemaname in ${SCHEMAS}`,
    )
  ).rows.map((s) => (s.value === null ? `alter sequence ${s.name} restart;` : `select setval('${s.name}', ${s.value}, true);`));
  resets.set(client, { tables, names: await tableNames(client), sequences: sequences.join('\n'), since: await lastTransaction(client) });
}

/** The tables whose rows are no longer the template's: a count that differs, or a row written since. */
async function changedTables(client: PGlite, reset: Reset): Promise<Table[]> {
  const checks = reset.tables.map(
    (t, i) => `select ${i} as i where (select count(*) from ${t.target}) <> ${t.rows} or exists (select 1 from ${t.target} where xmin::text::bigint > ${reset.since})`,
  );
  const rows = (await client.query<{ i: number }>(checks.join(' union all '))).rows;
  return rows.map((r) => reset.tables[r.i]!);
}

/** A database holding the template's rows: one this worker handed back, else a new clone. */
export async function takePglite(templateFile: string): Promise<PGlite> {
  const reused = idle.pop();
  if (reused) return reused;
  const client = await clonePglite(templateFile);
  await keepPristine(client);
  return client;
}

/** Hands a database from takePglite back: its rows are put back and the next suite takes it. */
export async function releasePglite(client: PGlite): Promise<void> {
  if (client.closed) return;
  const reset = resets.get(client);
  try {
    if (!reset || (await tableNames(client)) !== reset.names) throw new Error('not the template tables');
    await client.exec('discard all');
    const changed = await changedTables(client, reset);
    await client.exec(
      [
        // no foreign key or trigger fires while the rows go back
        'set session_replication_role = replica;',
        ...changed.flatMap((t) => [`delete from ${t.target};`, `insert into ${t.target} (${t.columns}) overriding system value select ${t.columns} from ${t.source};`]),
        reset.sequences,
        'set session_replication_role = origin;',
      ].join('\n'),
    );
    reset.since = await lastTransaction(client);
    idle.push(client);
  } catch (e) {
    if (process.env.DEBUG_PGLITE_POOL) console.warn('pglite pool: not reused', e);
    await client.close().catch(() => undefined);
  }
}
