import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { createEmptyPostgresDatabase, createTestDatabase, describeEachDatabaseKind } from '../test/harness.js';
import { fromPgPool, migrationsFolder, type Db } from './connection.js';

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

/** How many migrations Drizzle has recorded as applied. */
async function appliedCount(db: Db): Promise<number> {
  // Both drivers answer raw queries with { rows }.
  const result: unknown = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (result as { rows: { n: number }[] }).rows[0]!.n;
}

// PostgreSQL too: migrations are what start-up runs on either driver, and on PostgreSQL several
// processes may start (and migrate) at once.
describeEachDatabaseKind('migrations', (kind) => {
  it('finds the migrated template up to date: migrating again applies nothing', async () => {
    const { database, drop } = await createTestDatabase(kind);
    try {
      expect(await appliedCount(database.db)).toBe(journal.entries.length);
      await database.migrate();
      expect(await appliedCount(database.db)).toBe(journal.entries.length);
    } finally {
      await drop();
    }
  });

  // PGlite is one process per data folder: only PostgreSQL has processes starting together.
  if (kind === 'postgres') {
    it('applies each migration once when several processes migrate an empty database at once', async () => {
      const empty = await createEmptyPostgresDatabase();
      const pools = [0, 1, 2].map(() => new pg.Pool({ connectionString: empty.url, max: 2 }));
      try {
        const databases = pools.map(fromPgPool);
        await Promise.all(databases.map((d) => d.migrate()));
        expect(await appliedCount(databases[0]!.db)).toBe(journal.entries.length);
      } finally {
        await Promise.all(pools.map((p) => p.end()));
        await empty.drop();
      }
    });
  }
});

// A data migration: what it changes in a database the earlier seed filled (a fresh one is seeded right).
describeEachDatabaseKind('migration 0018 (sports demo kind)', (kind) => {
  it('gives the demo vendor\'s sports and e-sports games the sports page and leaves every other game as it was', async () => {
    const { database, drop } = await createTestDatabase(kind);
    const kinds = async () => {
      const result: unknown = await database.db.execute(sql`
        select p.game_type as type, g.demo_kind as kind, count(*)::int as n from games g
        join game_products p on p.id = g.product_id group by 1, 2 order by 1, 2`);
      return (result as { rows: { type: string; kind: string | null; n: number }[] }).rows;
    };
    try {
      const seeded = await kinds();
      // what a database seeded before the sports page holds: its sports games play the crash game
      await database.db.execute(sql`
        update games set demo_kind = 'crash'
        where demo_kind = 'sports' and product_id in (select id from game_products where game_type in ('SPORTS', 'ESPORTS'))`);
      expect((await kinds()).filter((r) => r.kind === 'sports')).toEqual([]);
      await database.db.execute(sql.raw(readFileSync(join(migrationsFolder, '0018_sports_demo_kind.sql'), 'utf8')));
      expect(await kinds()).toEqual(seeded);
      expect(seeded.filter((r) => r.kind === 'sports').map((r) => r.type).sort()).toEqual(['ESPORTS', 'SPORTS']);
    } finally {
      await drop();
    }
  });
});
