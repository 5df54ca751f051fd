import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { inboxMessages } from '../../db/schema/index.js';

export type InboxRow = typeof inboxMessages.$inferSelect;
export type InboxSort = 'sendTime:desc' | 'sendTime:asc' | 'read:asc,sendTime:desc';

export interface InboxQuery {
  read?: boolean;
  startTime?: number;
  endTime?: number;
  sort?: InboxSort;
  page: number;
  size: number;
}

export interface InboxRepository {
  unreadCount(customerId: number): Promise<number>;
  page(customerId: number, q: InboxQuery): Promise<{ rows: InboxRow[]; total: number }>;
  /** Marks the customer's messages among `ids` read (others' ids change nothing). */
  markRead(customerId: number, ids: number[]): Promise<void>;
  /** Deletes one message of the customer; false when they have no such message. */
  remove(customerId: number, id: number): Promise<boolean>;
}

/** The order of a page: newest first by default; unread first (then newest) for the member centre. */
function orderOf(sort: InboxSort | undefined): SQL[] {
  if (sort === 'sendTime:asc') return [asc(inboxMessages.sentAt), asc(inboxMessages.id)];
  const newest = [desc(inboxMessages.sentAt), desc(inboxMessages.id)];
  return sort === 'read:asc,sendTime:desc' ? [sql`${inboxMessages.readAt} is not null`, ...newest] : newest;
}

export function createInboxRepository(db: Db): InboxRepository {
  return {
    unreadCount: async (customerId) => {
      const [row] = await db
        .select({ n: count() })
        .from(inboxMessages)
        .where(and(eq(inboxMessages.customerId, customerId), isNull(inboxMessages.readAt)));
      return Number(row?.n ?? 0);
    },
    page: async (customerId, q) => {
      const where: SQL[] = [eq(inboxMessages.customerId, customerId)];
      if (q.read !== undefined) where.push(q.read ? isNotNull(inboxMessages.readAt) : isNull(inboxMessages.readAt));
      if (q.startTime !== undefined) where.push(gte(inboxMessages.sentAt, new Date(q.startTime)));
      if (q.endTime !== undefined) where.push(lte(inboxMessages.sentAt, new Date(q.endTime)));
      const filter = and(...where);
      const [total] = await db.select({ n: count() }).from(inboxMessages).where(filter);
      const rows = await db
        .select()
        .from(inboxMessages)
        .where(filter)
        .orderBy(...orderOf(q.sort))
        .limit(q.size)
        .offset((q.page - 1) * q.size);
      return { rows, total: Number(total?.n ?? 0) };
    },
    markRead: async (customerId, ids) => {
      await db
        .update(inboxMessages)
        .set({ readAt: sql`now()` })
        .where(and(eq(inboxMessages.customerId, customerId), inArray(inboxMessages.id, ids), isNull(inboxMessages.readAt)));
    },
    remove: async (customerId, id) => {
      const gone = await db
        .delete(inboxMessages)
        .where(and(eq(inboxMessages.customerId, customerId), eq(inboxMessages.id, id)))
        .returning({ id: inboxMessages.id });
      return gone.length > 0;
    },
  };
}
