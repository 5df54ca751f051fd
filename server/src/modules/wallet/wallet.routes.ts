import type { FastifyInstance } from 'fastify';
import { memberCalls } from '@lotto/contract';
import { registerCall } from '../../http/register-call.js';
import { requireRealAccount } from '../member/member.guards.js';
import { createWalletRepository } from './wallet.repository.js';
import { presentBalance } from './wallet.presenter.js';

export async function walletRoutes(app: FastifyInstance) {
  const repo = createWalletRepository(app.db);

  // Trial accounts have a demo balance too, so the info bar can show it.
  registerCall(app, memberCalls.balance, async ({ session, merchant }) =>
    presentBalance(await repo.list(Number(session!.customerId)), merchant.currency),
  );

  // spec 1 §6: type 4 skips the consolidated-balance load; the server refuses it.
  registerCall(app, memberCalls.fundsConsolidated, async ({ session, merchant }) => {
    requireRealAccount(session!);
    return { balance: presentBalance(await repo.list(Number(session!.customerId)), merchant.currency) };
  });
}
