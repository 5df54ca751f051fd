import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { isSingleWalletMerchant, lacksGameWallets, openGameWallets } from '../../ledger/game-wallets.js';
import { walletsOf } from '../../ledger/ledger.js';
import {
  walletTransfers,
  wallets,
  type WalletRow,
  type WalletTransferRow,
} from '../../db/schema/index.js';

export type NewWalletTransfer = Pick<
  WalletTransferRow,
  'customerId' | 'fromWalletId' | 'toWalletId' | 'fromAccountTypeId' | 'toAccountTypeId' | 'amountMinor' | 'idempotencyKey'
>;

export const createWalletRepository = (db: Db) => ({
  /** GCS_merchantWallet isSingle: the merchant's setting, false when it has none. */
  isSingleWallet: (merchantCode: string): Promise<boolean> => isSingleWalletMerchant(db, merchantCode),

  /**
   * The member's wallets in display order; a real member of a multi-wallet merchant who lacks the
   * merchant's game wallets (an account made before registration opened them) gets them now.
   */
  memberWallets: async (customerId: number, merchantCode: string, real: boolean): Promise<WalletRow[]> => {
    const rows = await walletsOf(db, customerId);
    if (!real || !lacksGameWallets(rows)) return rows;
    const currency = rows[0]?.currency;
    if (!currency || (await openGameWallets(db, customerId, merchantCode, currency)) === 0) return rows;
    return walletsOf(db, customerId);
  },

  walletOf: async (customerId: number, accountTypeId: number): Promise<WalletRow | null> =>
    (await db.select().from(wallets).where(and(eq(wallets.customerId, customerId), eq(wallets.accountTypeId, accountTypeId))))[0] ?? null,

  transferByKey: async (customerId: number, idempotencyKey: string): Promise<WalletTransferRow | null> =>
    (
      await db
        .select()
        .from(walletTransfers)
        .where(and(eq(walletTransfers.customerId, customerId), eq(walletTransfers.idempotencyKey, idempotencyKey)))
    )[0] ?? null,

  /** Inserts the transfer; null when a parallel request with the same key inserted it first. */
  insertTransfer: async (tx: Db, t: NewWalletTransfer): Promise<WalletTransferRow | null> =>
    (await tx.insert(walletTransfers).values(t).onConflictDoNothing().returning())[0] ?? null,
});

export type WalletRepository = ReturnType<typeof createWalletRepository>;
