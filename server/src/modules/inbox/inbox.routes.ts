import { and, count, desc, asc, eq, gte, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { otherCalls, type InboxMessage } from '@lotto/contract';
import { inboxMessages } from '../../db/schema/index.js';
import { registerCall } from '../../http/register-call.js';
import { requireRealAccount } from '../../plugins/session.js';

type Row = typeof inboxMessages.$inferSelect;

const present = (r: Row): InboxMessage => ({
  id: String(r.id),
  title: r.title,
  content: r.content,
  sendTime: r.sentAt.getTime(),
  read: r.readAt !== null,
});

/** The platform inbox (CSP relays, spec 2 §7): unread count for the info bar and the message list. */
export async function inboxRoutes(app: FastifyInstance) {
  // spec 1 §6: type 4 skips the unread load; the server refuses it the same way.
  registerCall(app, otherCalls.inboxUnreadCount, async ({ session, customerId }) => {
    requireRealAccount(session);
    const [row] = await app.db
      .select({ n: count() })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.customerId, customerId), isNull(inboxMessages.readAt)));
    return { unreadCount: Number(row?.n ?? 0) };
  });

  registerCall(app, otherCalls.inbox, async ({ session, customerId, input }) => {
    requireRealAccount(session);
    const where: SQL[] = [eq(inboxMessages.customerId, customerId)];
    if (input.read !== undefined) where.push(input.read ? isNotNull(inboxMessages.readAt) : isNull(inboxMessages.readAt));
    if (input.startTime !== undefined) where.push(gte(inboxMessages.sentAt, new Date(input.startTime)));
    if (input.endTime !== undefined) where.push(lte(inboxMessages.sentAt, new Date(input.endTime)));
    const filter = and(...where);
    const [total] = await app.db.select({ n: count() }).from(inboxMessages).where(filter);
    const rows = await app.db
      .select()
      .from(inboxMessages)
      .where(filter)
      .orderBy(input.sort === 'sendTime:asc' ? asc(inboxMessages.sentAt) : desc(inboxMessages.sentAt), desc(inboxMessages.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size);
    const n = Number(total?.n ?? 0);
    return { content: rows.map(present), pageNum: input.page, pageSize: input.size, totalPages: Math.ceil(n / input.size), total: n };
  });
}
