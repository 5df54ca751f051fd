import type { FastifyInstance } from 'fastify';
import { memberCalls, moneyCalls, otherCalls } from '@lotto/contract';
import { errors } from '../../errors.js';
import { registerCall } from '../../http/register-call.js';
import { walletsOf } from '../../ledger/ledger.js';
import { requireRealAccount } from '../../plugins/session.js';
import { createWalletTransferService } from './wallet-transfer.service.js';
import { createWalletRepository } from './wallet.repository.js';
import { presentBalance, presentWallet, shownWallets } from './wallet.presenter.js';

export async function walletRoutes(app: FastifyInstance) {
  const repo = createWalletRepository(app.db);
  const transfers = createWalletTransferService(app.db, repo);

  // Trial accounts have a demo balance too, so the info bar can show it.
  registerCall(app, memberCalls.balance, async ({ customerId, merchant }) =>
    presentBalance(await walletsOf(app.db, customerId), merchant.currency),
  );

  // spec 1 §6: type 4 skips the consolidated-balance load; the server refuses it.
  registerCall(app, memberCalls.fundsConsolidated, async ({ session, customerId, merchant }) => {
    requireRealAccount(session);
    return { balance: presentBalance(await walletsOf(app.db, customerId), merchant.currency) };
  });

  // spec 2 §7: GCS_merchantWallet answers isSingle for the site's own merchant.
  registerCall(app, otherCalls.merchantWallet, async ({ merchant, input }) => {
    if (input.merchantCode !== merchant.code) throw errors.resourceNotFound('Unknown merchant wallet setting.');
    return { isSingle: await repo.isSingleWallet(merchant.code) };
  });

  registerCall(app, moneyCalls.transfer, async ({ session, customerId, merchant, input }) => {
    const { transfer, replayed } = await transfers.transfer(session, merchant.code, input);
    return {
      transferId: String(transfer.id),
      fromAccountTypeId: transfer.fromAccountTypeId,
      toAccountTypeId: transfer.toAccountTypeId,
      amount: input.amount,
      replayed,
      balance: presentBalance(await walletsOf(app.db, customerId), merchant.currency),
    };
  });

  registerCall(app, moneyCalls.walletRefresh, async ({ session, customerId, input }) => {
    requireRealAccount(session);
    const wallet = await repo.walletOf(customerId, input.accountTypeId);
    if (!wallet || shownWallets([wallet]).length === 0) throw errors.resourceNotFound('No such wallet.');
    return presentWallet(wallet);
  });
}
