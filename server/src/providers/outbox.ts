/** A message the dev providers keep instead of sending (read at /dev/outbox). */
export interface OutboxMessage {
  merchantCode: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
}

/** Stores one outbox message (the dev outbox repository implements it over outbox_messages). */
export type OutboxWriter = (message: OutboxMessage) => Promise<void>;
