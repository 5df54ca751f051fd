import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { outboxMessages, type OutboxMessageRow } from '../../db/schema/index.js';

/** What the dev providers kept (providers/outbox.ts writes it). */
export interface OutboxQuery {
  to?: string | undefined;
  merchantCode?: string | undefined;
  limit?: number;
}

/** Newest first. */
export function listOutbox(db: Db, q: OutboxQuery = {}): Promise<OutboxMessageRow[]> {
  const where = and(
    // An SMS is stored as +<digits>; the filter matches with or without the plus, e-mail case-insensitively.
    q.to ? or(
          eq(outboxMessages.to, q.to),
          eq(outboxMessages.to, `+${q.to.replace(/^\+/, '')}`),
          eq(outboxMessages.to, q.to.replace(/^\+/, '')),
          eq(outboxMessages.to, q.to.toLowerCase()),
        ) : undefined,
    q.merchantCode ? eq(outboxMessages.merchantCode, q.merchantCode) : undefined,
  );
  return db
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(q.limit ?? 100);
}
