import type { FastifyInstance } from 'fastify';
import { recordCalls } from '@lotto/contract';
import { registerCall } from '../../http/register-call.js';
import { requireRealAccount } from '../../plugins/session.js';
import { presentAccountRecords, presentBetRecords, presentProfitLoss } from './records.presenter.js';
import { accountRecords, betRecords, bonusRecords, profitLoss } from './records.service.js';

/** The member centre's betting record, account record and personal loss (issue 14). */
export async function recordsRoutes(app: FastifyInstance) {
  // spec 1 §6, spec 2 §6: a trial account (type 4) cannot open member pages.
  registerCall(app, recordCalls.bets, async ({ input, session, customerId, language }) => {
    requireRealAccount(session);
    return presentBetRecords(await betRecords(app.db, customerId, input, Date.now()), language);
  });

  registerCall(app, recordCalls.account, async ({ input, session, customerId }) => {
    requireRealAccount(session);
    return presentAccountRecords(await accountRecords(app.db, customerId, input, Date.now()));
  });

  // bonus details (spec 2 §2): the account record's bonus entries only
  registerCall(app, recordCalls.bonuses, async ({ input, session, customerId }) => {
    requireRealAccount(session);
    return presentAccountRecords(await bonusRecords(app.db, customerId, input, Date.now()));
  });

  registerCall(app, recordCalls.profitLoss, async ({ input, session, customerId }) => {
    requireRealAccount(session);
    return presentProfitLoss(await profitLoss(app.db, customerId, input, Date.now()));
  });
}
