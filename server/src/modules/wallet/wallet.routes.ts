import type { FastifyInstance } from 'fastify';
import { isTrialAccount, memberCalls, moneyCalls, otherCalls } from '@lotto/contract';
import { errors } from '../../errors.js';
import { registerCall } from '../../http/register-call.js';
import { requireRealAccount, type Session } from '../../plugins/session.js';
import { contractSetsOf } from '../contracts/contracts.service.js';
import { createWalletTransferService } from './wallet-transfer.service.js';
import { createWalletRepository } from './wallet.repository.js';
import { presentBalance, presentWallet, shownWallets } from './wallet.presenter.js';

export async function walletRoutes(app: FastifyInstance) {
  const repo = createWalletRepository(app.db);
  const transfers = createWalletTransferService(app.db, repo);
  // a real member's wallets, the merchant's game wallets opened first when the account lacks them
  const walletsOfMember = (session: Session) => repo.memberWallets(session.customerId, session.merchantCode, !isTrialAccount(session.isAgent));

  // Trial accounts have a demo balance too, so the info bar can show it.
  registerCall(app, memberCalls.balance, async ({ session, merchant }) =>
    presentBalance(await walletsOfMember(session), merchant.currency),
  );

  // spec 1 §6: type 4 skips the consolidated-balance load; the server refuses it.
  registerCall(app, memberCalls.fundsConsolidated, async ({ session, merchant }) => {
    requireRealAccount(session);
    // the member's agent-contract offers and active contracts ride along (spec 2 §3; modules/contracts)
    return { ...(await contractSetsOf(app.db, session)), balance: presentBalance(await walletsOfMember(session), merchant.currency) };
  });

  // spec 2 §7: GCS_merchantWallet answers isSingle for the site's own merchant.
  registerCall(app, otherCalls.merchantWallet, async ({ merchant, input }) => {
    if (input.merchantCode !== merchant.code) throw errors.resourceNotFound('Unknown merchant wallet setting.');
    return { isSingle: await repo.isSingleWallet(merchant.code) };
  });

  registerCall(app, moneyCalls.transfer, async ({ session, merchant, input }) => {
    await walletsOfMember(session);
    const { transfer, replayed } = await transfers.transfer(session, merchant.code, input);
    return {
      transferId: String(transfer.id),
      fromAccountTypeId: transfer.fromAccountTypeId,
      toAccountTypeId: transfer.toAccountTypeId,
      amount: input.amount,
      replayed,
      balance: presentBalance(await walletsOfMember(session), merchant.currency),
    };
  });

  registerCall(app, moneyCalls.walletRefresh, async ({ session, customerId, input }) => {
    requireRealAccount(session);
    await walletsOfMember(session);
    const wallet = await repo.walletOf(customerId, input.accountTypeId);
    if (!wallet || shownWallets([wallet]).length === 0) throw errors.resourceNotFound('No such wallet.');
    return presentWallet(wallet);
  });
}
