import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, ledgerEntries, wallets, type WalletRow } from '../../db/schema.js';

export interface WalletSpec {
  accountTypeId: number;
  displayName: string;
  accountName: string;
}

export interface WalletRepository {
  list(customerId: number): Promise<WalletRow[]>;
}

export function createWalletRepository(db: Db): WalletRepository {
  return {
    list: (customerId) =>
      db.select().from(wallets).where(eq(wallets.customerId, customerId)).orderBy(asc(wallets.sortOrder), asc(wallets.id)),
  };
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

/** The main wallet every real or demo account has (accountTypeId 9); call when creating an account. */
export const MAIN_WALLET: WalletSpec = { accountTypeId: MAIN_WALLET_ACCOUNT_TYPE_ID, displayName: 'Main wallet', accountName: 'MAIN' };

export async function openMainWallet(db: Db, customerId: number, currency: string): Promise<WalletRow | null> {
  return (await openWallets(db, customerId, currency, [MAIN_WALLET]))[0] ?? null;
}

/**
 * Changes a balance by `amountMinor` and writes its ledger entry. Run it inside a transaction
 * (`db.transaction`) so the balance and the entry land together; the row update serialises
 * concurrent changes of one wallet. Refuses to go below zero unless `allowNegative`.
 */
export async function postLedgerEntry(
  tx: Db,
  entry: { walletId: number; amountMinor: bigint; kind: string; reference?: string | null; idempotencyKey?: string | null },
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
