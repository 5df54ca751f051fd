import type { Db } from '../db/connection.js';
import { outboxMessages } from '../db/schema/index.js';

/** A message the dev providers keep instead of sending (read at /dev/outbox). */
export interface OutboxMessage {
  merchantCode: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
}

/** Stores one outbox message. */
export type OutboxWriter = (message: OutboxMessage) => Promise<void>;

/** The dev providers' store: each "sent" SMS or e-mail is a row in outbox_messages (read by modules/dev). */
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
