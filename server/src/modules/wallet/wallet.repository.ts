import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import {
  merchantPaymentSettings,
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
  isSingleWallet: async (merchantCode: string): Promise<boolean> =>
    (
      await db
        .select({ single: merchantPaymentSettings.singleWallet })
        .from(merchantPaymentSettings)
        .where(eq(merchantPaymentSettings.merchantCode, merchantCode))
    )[0]?.single ?? false,

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
