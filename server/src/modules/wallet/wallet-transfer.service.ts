import { majorToMinor } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import { WITHDRAWAL_HOLD_ACCOUNT_TYPE_ID, type WalletTransferRow } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, postLedgerEntry } from '../../ledger/ledger.js';
import { requireRealAccount, type Session } from '../../plugins/session.js';
import type { WalletRepository } from './wallet.repository.js';

export interface TransferInput {
  fromAccountTypeId: number;
  toAccountTypeId: number;
  /** Major units, as validated by the contract. */
  amount: number;
  idempotencyKey: string;
}

const INVALID = 'Transfers go between the main wallet and one of your other wallets.';

/**
 * Transfers between the main wallet and a vendor wallet, either way (issue 14): the transfer row
 * and its two ledger entries in one transaction, refused beyond the source's balance. The member's
 * idempotency key is stored with the transfer: a retry answers the first transfer, a different
 * request under the same key is idempotency.conflict.
 */
export function createWalletTransferService(db: Db, repo: WalletRepository) {
  function replayOf(previous: WalletTransferRow, input: TransferInput, amountMinor: bigint): WalletTransferRow {
    if (
      previous.fromAccountTypeId !== input.fromAccountTypeId ||
      previous.toAccountTypeId !== input.toAccountTypeId ||
      previous.amountMinor !== amountMinor
    ) {
      throw errors.idempotencyConflict('This idempotency key was used for another transfer.');
    }
    return previous;
  }

  return {
    async transfer(session: Session, merchantCode: string, input: TransferInput): Promise<{ transfer: WalletTransferRow; replayed: boolean }> {
      requireRealAccount(session);
      // spec 2 §6: a single-wallet merchant has no fund transfer
      if (await repo.isSingleWallet(merchantCode)) throw errors.functionNotAvailable('This site has a single wallet.');
      const { fromAccountTypeId: fromType, toAccountTypeId: toType } = input;
      const types = [fromType, toType];
      if (fromType === toType || !types.includes(MAIN_WALLET_ACCOUNT_TYPE_ID) || types.includes(WITHDRAWAL_HOLD_ACCOUNT_TYPE_ID)) {
        throw errors.walletTransferInvalid(INVALID);
      }
      const amountMinor = majorToMinor(input.amount);
      const previous = await repo.transferByKey(session.customerId, input.idempotencyKey);
      if (previous) return { transfer: replayOf(previous, input, amountMinor), replayed: true };

      const [from, to] = [await repo.walletOf(session.customerId, fromType), await repo.walletOf(session.customerId, toType)];
      if (!from || !to) throw errors.walletTransferInvalid(INVALID);

      const made = await db.transaction(async (tx) => {
        const transfer = await repo.insertTransfer(tx, {
          customerId: session.customerId,
          fromWalletId: from.id,
          toWalletId: to.id,
          fromAccountTypeId: fromType,
          toAccountTypeId: toType,
          amountMinor,
          idempotencyKey: input.idempotencyKey,
        });
        if (!transfer) return null;
        const legs = [
          { walletId: from.id, amountMinor: -amountMinor, key: 'out' },
          { walletId: to.id, amountMinor, key: 'in' },
        ].sort((a, b) => a.walletId - b.walletId); // one lock order for every transaction: no deadlock
        for (const leg of legs) {
          const posted = await postLedgerEntry(tx, {
            walletId: leg.walletId,
            amountMinor: leg.amountMinor,
            kind: 'transfer',
            reference: `transfer:${transfer.id}`,
            idempotencyKey: `transfer:${transfer.id}:${leg.key}`,
          });
          // Throwing rolls the transfer row and any leg back with the transaction.
          if (!posted) throw errors.walletBalanceInsufficient('The wallet balance is not enough for this transfer.');
        }
        return transfer;
      });
      if (made) return { transfer: made, replayed: false };
      // A parallel request with the same key won the race: answer its transfer.
      const won = await repo.transferByKey(session.customerId, input.idempotencyKey);
      if (!won) throw errors.internalError();
      return { transfer: replayOf(won, input, amountMinor), replayed: true };
    },
  };
}
