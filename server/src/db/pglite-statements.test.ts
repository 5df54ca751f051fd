import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clonePglite } from '../test/pglite.js';
import { fromPglite, type Db } from './connection.js';
import { keptStatements } from './pglite-statements.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('the embedded database keeps its statements', () => {
  let client: PGlite;
  let db: Db;

  beforeAll(async () => {
    client = await clonePglite(inject('pgliteTemplate'));
    db = fromPglite(client).db;
    await db.execute(sql`create table things (id int primary key, name text not null unique, made timestamptz)`);
  });
  afterAll(() => client.close());

  /** The named statements this connection holds whose text contains `fragment` (PGlite's own query: unnamed). */
  const keptLike = async (fragment: string) =>
    (await client.query<{ statement: string }>('select statement from pg_prepared_statements where statement like $1', [`%${fragment}%`])).rows;

  it('parses a statement once and runs it again with other parameters, nulls and dates included', async () => {
    const made = new Date('2026-11-28T10:00:00.000Z');
    for (const [id, name] of [
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
    ] as const)
      await db.execute(sql`insert into things (id, name, made) values (${id}, ${name}, ${id === 2 ? null : made})`);
    const byId = async (id: number) => rowsOf<{ name: string; made: string | null }>(await db.execute(sql`select name, made from things where id = ${id}`));
    expect(await byId(1)).toEqual([{ name: 'one', made: '2026-11-28 10:00:00+00' }]);
    expect(await byId(2)).toEqual([{ name: 'two', made: null }]);
    expect(await byId(9)).toEqual([]);
    expect(await keptLike('insert into things')).toHaveLength(1);
    expect(await keptLike('select name, made from things')).toHaveLength(1);
  });

  it("answers a refused write with PostgreSQL's error (code and constraint) and the statement still runs", async () => {
    const insert = (id: number, name: string) => db.execute(sql`insert into things (id, name) values (${id}, ${name}) returning id`);
    const refused = await insert(4, 'one').then(
      () => undefined,
      (e: unknown) => e as { cause?: { code?: string; constraint?: string } },
    );
    expect(refused?.cause).toMatchObject({ code: '23505', constraint: 'things_name_key' });
    expect(rowsOf(await insert(4, 'four'))).toEqual([{ id: 4 }]);
  });

  it('rolls back a failed transaction and commits a good one, its statements kept inside it too', async () => {
    const rename = (tx: Pick<Db, 'execute'>, id: number, name: string) => tx.execute(sql`update things set name = ${name} where id = ${id}`);
    await expect(
      db.transaction(async (tx) => {
        await rename(tx, 1, 'uno');
        await rename(tx, 2, 'three'); // unique name taken: the whole transaction goes
      }),
    ).rejects.toThrow();
    await db.transaction(async (tx) => {
      await rename(tx, 3, 'tres');
    });
    const names = rowsOf<{ name: string }>(await db.execute(sql`select name from things order by id`)).map((r) => r.name);
    expect(names).toEqual(['one', 'two', 'tres', 'four']);
    expect(await keptLike('update things set name')).toHaveLength(1);
  });

  it('leaves statements that are not data statements to PGlite (savepoints, settings)', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 5000`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`select 1 as savepointed`);
      });
    });
    expect(await keptLike('statement_timeout')).toEqual([]);
    expect(await keptLike('savepoint sp')).toEqual([]);
  });

  it('keeps at most as many statements as it is told: the least recently run one is closed', async () => {
    const kept = keptStatements(client, { kept: 2 });
    const select = (n: number) => kept.query<{ n: number }>(`select ${n}::int as n /* evicted-${n} */`);
    expect((await select(1)).rows).toEqual([{ n: 1 }]);
    await select(2);
    await select(1); // now the most recently run
    await select(3); // closes 2's statement with the next parse
    await select(4); // closes 1's
    expect((await select(3)).rows).toEqual([{ n: 3 }]);
    const texts = (await keptLike('evicted-')).map((r) => /evicted-(\d)/.exec(r.statement)?.[1]);
    expect(texts.sort()).toEqual(['3', '4']);
  });
});
