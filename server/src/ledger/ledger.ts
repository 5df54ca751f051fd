import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import {
  LEDGER_KINDS,
  MAIN_WALLET_ACCOUNT_TYPE_ID,
  ledgerEntries,
  wallets,
  type LedgerEntryRow,
  type LedgerKind,
  type WalletRow,
} from '../db/schema/index.js';

/**
 * The ledger: every balance of the platform lives in a wallet, and every change of a balance is
 * one ledger entry written in the same transaction. Features that move money (free play, lottery
 * bets and settlement, demo-vendor rounds) post through here and nowhere else.
 */

export { LEDGER_KINDS, MAIN_WALLET_ACCOUNT_TYPE_ID, type LedgerKind };

export interface WalletSpec {
  accountTypeId: number;
  displayName: string;
  accountName: string;
}

/** Opens the given wallets at zero for a customer; call inside the transaction creating the account. */
export async function openWallets(db: Db, customerId: number, currency: string, specs: readonly WalletSpec[]): Promise<WalletRow[]> {
  if (specs.length === 0) return [];
  return db
    .insert(wallets)
    .values(specs.map((s, i) => ({ ...s, customerId, currency, sortOrder: i })))
    .onConflictDoNothing()
    .returning();
}

/** A customer's wallets in display order. */
export const walletsOf = (db: Db, customerId: number): Promise<WalletRow[]> =>
  db.select().from(wallets).where(eq(wallets.customerId, customerId)).orderBy(asc(wallets.sortOrder), asc(wallets.id));

/** A customer's main wallet, or null when the account has none. */
export async function mainWalletOf(db: Db, customerId: number): Promise<WalletRow | null> {
  const [wallet] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.customerId, customerId), eq(wallets.accountTypeId, MAIN_WALLET_ACCOUNT_TYPE_ID)));
  return wallet ?? null;
}

/** A wallet's balance in minor units, or null when there is no such wallet. */
export async function balanceOf(db: Db, walletId: number): Promise<bigint | null> {
  const [row] = await db.select({ balanceMinor: wallets.balanceMinor }).from(wallets).where(eq(wallets.id, walletId));
  return row?.balanceMinor ?? null;
}

export interface LedgerEntry {
  walletId: number;
  /** Positive credits, negative debits; minor units. */
  amountMinor: bigint;
  kind: LedgerKind;
  /** What the money moved for, e.g. `lottery:<game>:<numero>:<bet id>`. */
  reference?: string | null;
  /**
   * The spending request's key, unique across the ledger: posting a key twice fails (unique
   * violation) and so rolls back the transaction that tried, balance change included.
   */
  idempotencyKey?: string | null;
}

/**
 * Changes a balance by `amountMinor` and writes its ledger entry. Run it inside a transaction
 * (`db.transaction`) so the balance and the entry land together; the row update serialises
 * concurrent changes of one wallet. Refuses to go below zero unless `allowNegative`: answers null
 * then, and writes nothing.
 */
export async function postLedgerEntry(
  tx: Db,
  entry: LedgerEntry,
  opts: { allowNegative?: boolean } = {},
): Promise<{ balanceAfterMinor: bigint } | null> {
  const [updated] = await tx
    .update(wallets)
    .set({ balanceMinor: sql`${wallets.balanceMinor} + ${entry.amountMinor.toString()}::bigint`, updatedAt: sql`now()` })
    .where(
      opts.allowNegative
        ? eq(wallets.id, entry.walletId)
        : sql`${wallets.id} = ${entry.walletId} and ${wallets.balanceMinor} + ${entry.amountMinor.toString()}::bigint >= 0`,
    )
    .returning({ balanceMinor: wallets.balanceMinor });
  if (!updated) return null;
  await tx.insert(ledgerEntries).values({
    walletId: entry.walletId,
    amountMinor: entry.amountMinor,
    balanceAfterMinor: updated.balanceMinor,
    kind: entry.kind,
    reference: entry.reference ?? null,
    idempotencyKey: entry.idempotencyKey ?? null,
  });
  return { balanceAfterMinor: updated.balanceMinor };
}

/** The entry an idempotency key wrote, or null: how a retry finds that its spend happened. */
export async function entryByKey(db: Db, idempotencyKey: string): Promise<LedgerEntryRow | null> {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
  return row ?? null;
}

export interface UnbalancedWallet {
  walletId: number;
  balanceMinor: bigint;
  /** The sum of the wallet's ledger entries. */
  entriesMinor: bigint;
}

/**
 * The ledger's invariant: each wallet's balance is the sum of its entries. Answers the wallets
 * (all, or the given ones) where it does not hold; an empty list means the books balance.
 */
export async function unbalancedWallets(db: Db, walletIds?: readonly number[]): Promise<UnbalancedWallet[]> {
  const rows = await db
    .select({
      walletId: wallets.id,
      balanceMinor: wallets.balanceMinor,
      entriesMinor: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text`,
    })
    .from(wallets)
    .leftJoin(ledgerEntries, eq(ledgerEntries.walletId, wallets.id))
    .where(walletIds ? inArray(wallets.id, [...walletIds]) : undefined)
    .groupBy(wallets.id, wallets.balanceMinor)
    .orderBy(asc(wallets.id));
  return rows
    .map((r) => ({ walletId: r.walletId, balanceMinor: r.balanceMinor, entriesMinor: BigInt(r.entriesMinor) }))
    .filter((r) => r.balanceMinor !== r.entriesMinor);
}
