import { and, eq, exists, gt, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { customers, sessions } from '../db/schema/index.js';

/**
 * A credential derived from a site session (a game launch, a lottery ticket, a lobby ticket) lives
 * only while that session does: not ended (logout, password change or reset), not expired by the
 * database clock, and its account still active. As SQL, so it can guard a query or an update.
 */
export const siteSessionLive = (db: Db, sessionId: SQLWrapper | number, customerId: SQLWrapper | number): SQL =>
  exists(
    db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.customerId, customerId),
          isNull(sessions.endedAt),
          gt(sessions.idleExpiresAt, sql`now()`),
          gt(sessions.absoluteExpiresAt, sql`now()`),
          eq(customers.status, 'active'),
        ),
      ),
  );

/** The same check for a session named by a credential that is not a row (a signed ticket). */
export async function isSiteSessionLive(db: Db, sessionId: number | null | undefined, customerId: number | null | undefined): Promise<boolean> {
  if (sessionId == null || customerId == null) return false;
  const [row] = await db.select({ live: sql<boolean>`${siteSessionLive(db, sessionId, customerId)}` }).from(sql`(select 1) as one`);
  return row?.live === true;
}
