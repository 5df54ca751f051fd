/** Messages: what the dev SMS and e-mail providers keep (outbox), and platform messages to a customer (inbox). */
import { bigserial, pgTable, text, timestamp, index, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { merchantCodeRef } from './merchants.js';
import { customerIdRef } from './accounts.js';

/** What the dev SMS and e-mail providers "send": a developer reads them (dev page and endpoint). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    channel: varchar('channel', { length: 8 }).$type<'sms' | 'email'>().notNull(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_merchant_idx').on(t.merchantCode, t.createdAt)],
);

/** Platform messages to one customer (CSP inbox relays, spec 2 §7); unread while read_at is null. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    customerId: customerIdRef(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('inbox_messages_customer_idx').on(t.customerId, t.sentAt)],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
