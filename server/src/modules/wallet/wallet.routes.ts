import type { FastifyInstance } from 'fastify';
import { memberCalls } from '@lotto/contract';
import { registerCall } from '../../http/register-call.js';
import { walletsOf } from '../../ledger/ledger.js';
import { requireRealAccount } from '../../plugins/session.js';
import { presentBalance } from './wallet.presenter.js';

export async function walletRoutes(app: FastifyInstance) {
  // Trial accounts have a demo balance too, so the info bar can show it.
  registerCall(app, memberCalls.balance, async ({ customerId, merchant }) =>
    presentBalance(await walletsOf(app.db, customerId), merchant.currency),
  );

  // spec 1 §6: type 4 skips the consolidated-balance load; the server refuses it.
  registerCall(app, memberCalls.fundsConsolidated, async ({ session, customerId, merchant }) => {
    requireRealAccount(session);
    return { balance: presentBalance(await walletsOf(app.db, customerId), merchant.currency) };
  });
}
