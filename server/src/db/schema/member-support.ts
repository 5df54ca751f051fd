/**
 * Support for members (spec 2 §2, §3, §7): feedback with an optional image, the site's own live
 * chat (messages between a member and the operator, tickets that open the chat page), the
 * customer-service scripts per merchant and language, and rebate settings per product type.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Language, ProductType } from '@lotto/contract';
import { createdAt } from './columns.js';
import { merchantCodeRef } from './merchants.js';
import { customerIdRef, customers } from './accounts.js';

export const feedbackEntries = pgTable(
  'feedback_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    /** The member who sent it; null for a visitor (spec 2 §5). */
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, { onDelete: 'set null' }),
    sender: varchar('sender', { length: 64 }),
    /** Question type 0, 1, 2, 3, 4 or 6 (spec 2 §3). */
    type: smallint('type').notNull(),
    content: varchar('content', { length: 200 }).notNull(),
    /** The image's key in the file storage (providers/storage), when one was sent. */
    fileKey: varchar('file_key', { length: 128 }),
    fileType: varchar('file_type', { length: 16 }),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_entries_merchant_idx').on(t.merchantCode, t.createdAt)],
);
export type FeedbackEntryRow = typeof feedbackEntries.$inferSelect;

export const CHAT_SENDERS = ['MEMBER', 'OPERATOR'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** One message of a member's conversation with the site's operator; read once the other side saw it. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    customerId: customerIdRef(),
    sender: varchar('sender', { length: 8 }).$type<ChatSender>().notNull(),
    body: varchar('body', { length: 1000 }).notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_messages_customer_idx').on(t.customerId, t.id),
    check('chat_messages_sender_ck', sql`${t.sender} in ('MEMBER', 'OPERATOR')`),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** A short-lived ticket that opens the chat page for one member (stored as a hash only). */
export const chatTickets = pgTable(
  'chat_tickets',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    merchantCode: merchantCodeRef(),
    customerId: customerIdRef(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_tickets_customer_idx').on(t.customerId)],
);

/** Script URLs the shell loads for a support-chat provider (WPSCORE_getCustomerServiceScript). */
export const customerServiceScripts = pgTable(
  'customer_service_scripts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    lang: varchar('lang', { length: 8 }).$type<Language>().notNull(),
    csType: varchar('cs_type', { length: 32 }).notNull(),
    src: text('src').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('customer_service_scripts_uq').on(t.merchantCode, t.lang, t.csType)],
);

/** The rebate a member earns per product type (MCSFE_getCustomerRebateSettingByProductType). */
export const rebateSettings = pgTable(
  'rebate_settings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    productType: varchar('product_type', { length: 16 }).$type<ProductType>().notNull(),
    /** Percent of valid bets, e.g. 0.8 = 0.8 %. */
    rate: numeric('rate', { precision: 6, scale: 3 }).notNull(),
    /** Cap per settlement in minor units; null = no cap. */
    maxRebateMinor: bigint('max_rebate_minor', { mode: 'bigint' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('rebate_settings_uq').on(t.merchantCode, t.productType),
    check('rebate_settings_rate_ck', sql`${t.rate} >= 0 and ${t.rate} <= 100`),
  ],
);
