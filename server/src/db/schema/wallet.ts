/** Money: wallets (balances in integer minor units) and the ledger entries that change them (server/src/ledger). */
import { sql } from 'drizzle-orm';
import { bigserial, integer, pgTable, text, uniqueIndex, index, bigint, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { customerIdRef } from './accounts.js';

import type { LedgerKind } from '@lotto/contract';

/** What a ledger entry records: the contract's LEDGER_KINDS (the account record shows the same codes). */
export { LEDGER_KINDS, type LedgerKind } from '@lotto/contract';

/** Main wallet account type (the member-transactions call reads accountTypeId 9, spec 2 §7). */
export const MAIN_WALLET_ACCOUNT_TYPE_ID = 9;

/**
 * The game wallets a member of a multi-wallet merchant holds beside the main wallet (ours: the
 * platform's vendor wallets, account type ids of the demo vendor's first products). Money moves
 * between them and the main wallet by transfer (transferFund); a single-wallet merchant
 * (GCS_merchantWallet isSingle, spec 2 §6) has none. Opened by `server/src/ledger/game-wallets.ts`.
 */
export const GAME_WALLETS: readonly { accountTypeId: number; displayName: string; accountName: string }[] = [
  { accountTypeId: 101, displayName: 'Live Casino', accountName: 'LIVE' },
  { accountTypeId: 102, displayName: 'Slots', accountName: 'RNG' },
];

/** One wallet per customer and account type; balance in integer minor units. */
export const wallets = pgTable(
  'wallets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: customerIdRef(),
    accountTypeId: integer('account_type_id').notNull(),
    displayName: text('display_name').notNull(),
    accountName: text('account_name').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    currency: varchar('currency', { length: 8 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('wallets_customer_type_uq').on(t.customerId, t.accountTypeId)],
);

/** Every balance change, written in the same transaction as the wallet update. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    walletId: bigint('wallet_id', { mode: 'number' })
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    kind: varchar('kind', { length: 32 }).$type<LedgerKind>().notNull(),
    reference: text('reference'),
    /** A spending request's key; a retry with the same key finds the entry instead of spending twice. */
    idempotencyKey: varchar('idempotency_key', { length: 128 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_idempotency_uq').on(t.idempotencyKey),
    index('ledger_entries_wallet_idx').on(t.walletId, t.createdAt),
    // the merchant-wide reads of recent entries (the jackpot's stakes of the last hours): a range of
    // the newest entries, not every wallet of the merchant probed in turn
    index('ledger_entries_created_idx').on(t.createdAt),
  ],
);

export type WalletRow = typeof wallets.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
