import { and, asc, count, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { customers } from '../../db/schema/index.js';
import { chatMessages, chatTickets, type ChatMessageRow, type ChatSender } from '../../db/schema/member-support.js';
import { newToken, tokenHash } from '../../security/tokens.js';

/** A chat ticket opens the chat page for 2 hours (ours). */
export const CHAT_TICKET_TTL_MS = 2 * 60 * 60 * 1000;
/** The conversation a page shows: the latest 200 messages. */
const HISTORY = 200;

export interface ChatHolder {
  merchantCode: string;
  customerId: number;
}

export interface ChatThread {
  customerId: number;
  account: string;
  unread: number;
  lastAt: Date | null;
}

export function createChatRepository(db: Db) {
  const other = (side: ChatSender): ChatSender => (side === 'MEMBER' ? 'OPERATOR' : 'MEMBER');
  return {
    /** Messages the member has not seen yet: the operator's, unread. */
    async unreadForMember(customerId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(chatMessages)
        .where(and(eq(chatMessages.customerId, customerId), eq(chatMessages.sender, 'OPERATOR'), isNull(chatMessages.readAt)));
      return row?.n ?? 0;
    },

    async issueTicket(holder: ChatHolder): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + CHAT_TICKET_TTL_MS);
      await db.insert(chatTickets).values({ tokenHash: tokenHash(token), merchantCode: holder.merchantCode, customerId: holder.customerId, expiresAt });
      return { token, expiresAt };
    },

    async holderOf(token: string): Promise<ChatHolder | null> {
      if (!token || token.length > 128) return null;
      const [row] = await db
        .select({ merchantCode: chatTickets.merchantCode, customerId: chatTickets.customerId })
        .from(chatTickets)
        .where(and(eq(chatTickets.tokenHash, tokenHash(token)), gt(chatTickets.expiresAt, sql`now()`)));
      return row ?? null;
    },

    /** The conversation, oldest first; what the reader's side had not seen is marked read now. */
    async readConversation(holder: ChatHolder, reader: ChatSender): Promise<ChatMessageRow[]> {
      await db
        .update(chatMessages)
        .set({ readAt: sql`now()` })
        .where(and(eq(chatMessages.customerId, holder.customerId), eq(chatMessages.sender, other(reader)), isNull(chatMessages.readAt)));
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.customerId, holder.customerId), eq(chatMessages.merchantCode, holder.merchantCode)))
        .orderBy(desc(chatMessages.id))
        .limit(HISTORY);
      return rows.reverse();
    },

    async post(holder: ChatHolder, sender: ChatSender, body: string): Promise<ChatMessageRow> {
      const [row] = await db.insert(chatMessages).values({ ...holder, sender, body }).returning();
      if (!row) throw new Error('chat message not stored');
      return row;
    },

    /** The merchant's conversations for the operator, newest first, with the member's unread count. */
    async threads(merchantCode: string): Promise<ChatThread[]> {
      const rows = await db
        .select({
          customerId: chatMessages.customerId,
          account: customers.username,
          unread: sql<number>`count(*) filter (where ${chatMessages.sender} = 'MEMBER' and ${chatMessages.readAt} is null)`.mapWith(Number),
          lastAt: max(chatMessages.createdAt),
        })
        .from(chatMessages)
        .innerJoin(customers, eq(customers.id, chatMessages.customerId))
        .where(eq(chatMessages.merchantCode, merchantCode))
        .groupBy(chatMessages.customerId, customers.username)
        .orderBy(desc(max(chatMessages.id)));
      return rows.map((r) => ({ ...r, account: r.account ?? String(r.customerId) }));
    },

    async customerOf(merchantCode: string, customerId: number): Promise<ChatHolder | null> {
      const [row] = await db
        .select({ merchantCode: customers.merchantCode, customerId: customers.id })
        .from(customers)
        .where(and(eq(customers.id, customerId), eq(customers.merchantCode, merchantCode)))
        .orderBy(asc(customers.id));
      return row ?? null;
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;

/** A message as the chat pages show it. */
export const presentMessage = (m: ChatMessageRow) => ({ id: m.id, sender: m.sender, body: m.body, createdAt: m.createdAt.getTime() });
