import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { releasePglite, takePglite } from './pglite.js';

/** Every row of every table of the public and drizzle schemas, and every sequence, as one digest per relation. */
async function fingerprint(client: PGlite): Promise<Record<string, string>> {
  const tables = (await client.query<{ name: string }>(`select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`)).rows;
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    out[name] = (await client.query<{ d: string | null }>(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${name} t`)).rows[0]!.d ?? '';
  }
  for (const s of (await client.query<{ name: string; value: string | null }>(`select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences where schemaname in ('public', 'drizzle')`)).rows) {
    out[`sequence ${s.name}`] = String(s.value);
  }
  return out;
}

describe('test databases handed back (harness)', () => {
  it('hands the same database out again with the template rows, sequences and no session state', async () => {
    const client = await takePglite(inject('pgliteTemplate'));
    const template = await fingerprint(client);
    expect(Object.keys(template).length).toBeGreaterThan(20);
    // a suite that changed everything: rows gone and added, sequences moved, a setting, a statement, a lock
    const tables = Object.keys(template).filter((k) => !k.startsWith('sequence '));
    await client.exec(`set session_replication_role = replica; ${tables.map((t) => `delete from ${t};`).join(' ')} set session_replication_role = origin;`);
    for (const s of Object.keys(template).filter((k) => k.startsWith('sequence '))) await client.query(`select nextval('${s.slice('sequence '.length)}')`);
    await client.exec(`set timezone = 'Asia/Tokyo'; prepare kept as select 1; select pg_advisory_lock(42);`);
    expect(await fingerprint(client)).not.toEqual(template);

    await releasePglite(client);
    const again = await takePglite(inject('pgliteTemplate'));
    expect(again).toBe(client);
    expect(await fingerprint(again)).toEqual(template);
    expect((await again.query<{ timezone: string }>('show timezone')).rows[0]!.timezone).not.toBe('Asia/Tokyo');
    expect((await again.query('select name from pg_prepared_statements')).rows).toEqual([]);
    expect((await again.query(`select 1 from pg_locks where locktype = 'advisory'`)).rows).toEqual([]);

    // the next suite changes a few rows only: one updated, one added, one removed
    await again.exec(`update merchants set name = name || ' (changed)' where code = 'demo'; insert into captchas (id, merchant_code, answer_hash, expires_at) values ('suite-own', 'demo', 'x', now()); delete from countries where ctid in (select ctid from countries limit 1);`);
    expect(await fingerprint(again)).not.toEqual(template);
    await releasePglite(again);
    const third = await takePglite(inject('pgliteTemplate'));
    expect(third).toBe(client);
    expect(await fingerprint(third)).toEqual(template);
    await releasePglite(third);
  });

  it('closes a database with a table added or dropped, and one closed by its suite, instead of handing it out', async () => {
    const changed = await takePglite(inject('pgliteTemplate'));
    await changed.exec('create table suite_own (id int)');
    await releasePglite(changed);
    expect(changed.closed).toBe(true);
    // as many tables as the template, but not its own: one dropped, another made
    const swapped = await takePglite(inject('pgliteTemplate'));
    await swapped.exec('drop table captchas; create table suite_own (id int)');
    await releasePglite(swapped);
    expect(swapped.closed).toBe(true);

    const closed = await takePglite(inject('pgliteTemplate'));
    await closed.close();
    await releasePglite(closed);
    const next = await takePglite(inject('pgliteTemplate'));
    expect(next).not.toBe(closed);
    expect(next.closed).toBe(false);
    await releasePglite(next);
  });
});
