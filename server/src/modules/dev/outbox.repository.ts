import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { outboxMessages, type OutboxMessageRow } from '../../db/schema.js';
import type { OutboxWriter } from '../../providers/outbox.js';

/** The dev providers' store: each "sent" SMS or e-mail is a row in outbox_messages. */
export function createOutboxWriter(db: Db): OutboxWriter {
  return async (m) => {
    await db.insert(outboxMessages).values({
      merchantCode: m.merchantCode,
      channel: m.channel,
      to: m.to,
      subject: m.subject,
      body: m.body,
    });
  };
}

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
