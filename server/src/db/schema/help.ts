/** The help centre (spec 2 §2 "Help centre", §3 "Help topic"): topics per merchant and language, children by parent. */
import { bigserial, bigint, boolean, integer, pgTable, text, uniqueIndex, index, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@lotto/contract';
import { createdAt } from './columns.js';
import { merchantCodeRef } from './merchants.js';

export const helpTopics = pgTable(
  'help_topics',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    lang: varchar('lang', { length: 8 }).$type<Language>().notNull(),
    /** A child topic names its parent; the parent's row takes its children with it. */
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => helpTopics.id, { onDelete: 'cascade' }),
    /** The URL hash that opens the topic (/help#tag). */
    tag: varchar('tag', { length: 64 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Html the site sanitises before showing it (ARCHITECTURE.md "rich text"). */
    content: text('content').notNull(),
    bgColor: varchar('bg_color', { length: 32 }),
    /** Hidden topics are kept for the operator but never answered. */
    display: boolean('display').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('help_topics_merchant_lang_tag_uq').on(t.merchantCode, t.lang, t.tag),
    index('help_topics_parent_idx').on(t.parentId),
  ],
);

export type HelpTopicRow = typeof helpTopics.$inferSelect;
export type NewHelpTopicRow = typeof helpTopics.$inferInsert;
