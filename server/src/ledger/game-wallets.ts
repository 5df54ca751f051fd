import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { GAME_WALLETS, merchantPaymentSettings, wallets, type WalletRow } from '../db/schema/index.js';
import type { WalletSpec } from './ledger.js';

export { GAME_WALLETS };

/** Whether the merchant keeps one wallet per member (its payment setting; false when it has none, as GCS_merchantWallet answers). */
export async function isSingleWalletMerchant(db: Db, merchantCode: string): Promise<boolean> {
  const [row] = await db
    .select({ single: merchantPaymentSettings.singleWallet })
    .from(merchantPaymentSettings)
    .where(eq(merchantPaymentSettings.merchantCode, merchantCode));
  return row?.single ?? false;
}

/** The game wallets the members of a merchant hold: none on a single-wallet merchant. */
export async function gameWalletsOf(db: Db, merchantCode: string): Promise<readonly WalletSpec[]> {
  return (await isSingleWalletMerchant(db, merchantCode)) ? [] : GAME_WALLETS;
}

/** Whether the given wallets lack one of the game wallets (cheap: no query). */
export const lacksGameWallets = (rows: readonly Pick<WalletRow, 'accountTypeId'>[]): boolean =>
  GAME_WALLETS.some((g) => !rows.some((w) => w.accountTypeId === g.accountTypeId));

/**
 * Opens, at zero, the merchant's game wallets a member lacks, after the main wallet in display
 * order; answers how many it opened. Inside the transaction creating an account it gives a new
 * member its wallets; for an account made before (or by a seed without them) it is the lazy
 * opening. Idempotent: a wallet is unique per member and account type, so a parallel call opens
 * nothing twice.
 */
export async function openGameWallets(db: Db, customerId: number, merchantCode: string, currency: string): Promise<number> {
  const specs = await gameWalletsOf(db, merchantCode);
  if (specs.length === 0) return 0;
  const have = await db
    .select({ accountTypeId: wallets.accountTypeId })
    .from(wallets)
    .where(and(eq(wallets.customerId, customerId), inArray(wallets.accountTypeId, specs.map((s) => s.accountTypeId))));
  const missing = specs
    .map((s, i) => ({ ...s, sortOrder: i + 1 }))
    .filter((s) => !have.some((h) => h.accountTypeId === s.accountTypeId));
  if (missing.length === 0) return 0;
  const opened = await db
    .insert(wallets)
    .values(missing.map((s) => ({ ...s, customerId, currency })))
    .onConflictDoNothing()
    .returning({ id: wallets.id });
  return opened.length;
}
