import type { FastifyInstance } from 'fastify';
import { otherCalls, type InboxMessage } from '@lotto/contract';
import { errors } from '../../errors.js';
import { registerCall } from '../../http/register-call.js';
import { requireRealAccount } from '../../plugins/session.js';
import { createInboxRepository, type InboxRow } from './inbox.repository.js';

const present = (r: InboxRow): InboxMessage => ({
  id: String(r.id),
  title: r.title,
  content: r.content,
  sendTime: r.sentAt.getTime(),
  read: r.readAt !== null,
});

/**
 * The platform inbox (CSP relays, spec 2 §7): unread count for the info bar and the message list;
 * the member centre's read state and delete (issue 14), which answer the new unread count so the
 * info bar's badge follows.
 */
export async function inboxRoutes(app: FastifyInstance) {
  const repo = createInboxRepository(app.db);

  // spec 1 §6: type 4 skips the unread load; the server refuses it the same way.
  registerCall(app, otherCalls.inboxUnreadCount, async ({ session, customerId }) => {
    requireRealAccount(session);
    return { unreadCount: await repo.unreadCount(customerId) };
  });

  registerCall(app, otherCalls.inbox, async ({ session, customerId, input }) => {
    requireRealAccount(session);
    const { rows, total } = await repo.page(customerId, input);
    return { content: rows.map(present), pageNum: input.page, pageSize: input.size, totalPages: Math.ceil(total / input.size), total };
  });

  registerCall(app, otherCalls.inboxMarkRead, async ({ session, customerId, input }) => {
    requireRealAccount(session);
    await repo.markRead(customerId, input.ids.map(Number));
    return { unreadCount: await repo.unreadCount(customerId) };
  });

  registerCall(app, otherCalls.inboxDelete, async ({ session, customerId, input }) => {
    requireRealAccount(session);
    if (!(await repo.remove(customerId, Number(input.id)))) throw errors.resourceNotFound('This message does not exist.');
    return { unreadCount: await repo.unreadCount(customerId) };
  });
}
