import type { FastifyInstance } from 'fastify';
import { referralCalls } from '@lotto/contract';
import { registerCall } from '../../http/register-call.js';
import { requireRealAccount } from '../../plugins/session.js';
import { createReferralsRepository } from './referrals.repository.js';
import { referralOverview } from './referrals.service.js';

/** Invite friends (spec 2 §2 member menu `referral`; docs/decisions/0022-member-referrals.md). */
export async function referralsRoutes(app: FastifyInstance) {
  const repo = createReferralsRepository(app.db);
  // spec 1 §6, spec 2 §6: a trial account (type 4) cannot open member pages
  registerCall(app, referralCalls.overview, async ({ input, session, customerId, merchant, language }) => {
    requireRealAccount(session);
    return referralOverview(repo, merchant, customerId, input, language, new Date());
  });
}
