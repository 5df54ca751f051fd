import { and, eq, sql } from 'drizzle-orm';
import { userTopic, type LiveEvent } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import { customers, inboxMessages, type CustomerRow } from '../../db/schema/index.js';
import { errors } from '../../errors.js';

export type Publish = (topic: string, event: LiveEvent) => void;

/** A member of a merchant by username (case-insensitive, as at login); 404 when there is none. */
export async function memberByUsername(db: Db, merchantCode: string, username: string): Promise<CustomerRow> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.merchantCode, merchantCode), sql`lower(${customers.username}) = ${username.trim().toLowerCase()}`))
    .limit(1);
  if (!row) throw errors.resourceNotFound(`No member ${username} at merchant ${merchantCode}.`);
  return row;
}

export const INBOX_TITLE_MAX = 200;
export const INBOX_CONTENT_MAX = 5000;
export const ONLINE_MESSAGE_MAX = 500;

/**
 * An operator's messages to a member (spec 2 §3 INBOX and ONLINE_MSG), used by the dev endpoint
 * (modules/dev/events.routes.ts) and the operator script (scripts/operator-events.ts). An inbox
 * message is stored (plain text: the site renders it as text) and announced with INBOX after the
 * insert; an online message is a live message only, nothing is kept.
 */
export function createMemberMessages(db: Db) {
  return {
    async sendInbox(
      member: Pick<CustomerRow, 'id' | 'merchantCode'>,
      message: { title: string; content: string },
      publish: Publish,
    ): Promise<{ id: number; sentAt: Date }> {
      const title = message.title.trim();
      const content = message.content.trim();
      if (!title || title.length > INBOX_TITLE_MAX) throw errors.requestInvalid(`A title of 1 to ${INBOX_TITLE_MAX} characters is required.`);
      if (!content || content.length > INBOX_CONTENT_MAX) throw errors.requestInvalid(`A body of 1 to ${INBOX_CONTENT_MAX} characters is required.`);
      const [row] = await db
        .insert(inboxMessages)
        .values({ merchantCode: member.merchantCode, customerId: member.id, title, content })
        .returning({ id: inboxMessages.id, sentAt: inboxMessages.sentAt });
      if (!row) throw errors.internalError();
      publish(userTopic(String(member.id)), { type: 'INBOX', title });
      return row;
    },

    onlineMessage(member: Pick<CustomerRow, 'id'>, message: { title?: string; text: string; popup?: boolean }, publish: Publish): LiveEvent {
      const text = message.text.trim();
      if (!text || text.length > ONLINE_MESSAGE_MAX) throw errors.requestInvalid(`A message of 1 to ${ONLINE_MESSAGE_MAX} characters is required.`);
      const title = (message.title ?? '').trim().slice(0, INBOX_TITLE_MAX);
      const event: LiveEvent = { type: 'ONLINE_MSG', popup: message.popup ?? true, title, message: text };
      publish(userTopic(String(member.id)), event);
      return event;
    },
  };
}
