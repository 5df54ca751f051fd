import type { FastifyInstance } from 'fastify';
import { isTrialAccount, memberCalls } from '@lotto/contract';
import { registerCall } from '../../http/register-call.js';
import { requireRealAccount } from '../../plugins/session.js';
import { playerRankProgress } from '../rank/rank-progress.js';
import { uplineAgentStatus } from '../upline-transfer/upline-transfer.service.js';
import { accountGone } from './current-account.js';
import { accountSecurityRoutes } from './account-security.routes.js';
import { presentIcon, presentMemberInfo, presentSecurityConfig } from './member.presenter.js';
import { createMemberRepository } from './member.repository.js';
import { createMemberService } from './member.service.js';

/** Member calls (spec 1 §7): info, icon, password change, security config, language, first login; the security page's calls. */
export async function memberRoutes(app: FastifyInstance) {
  const repo = createMemberRepository(app.db);
  const service = createMemberService(repo, app.accountSessions);

  // Trial accounts read their info too: the client learns type 4 from it (spec 1 §6). A real
  // member's level label and VIP fields come from the rank (MCSFE_getPlayerRankProgress).
  // The session's type is the account's, read by the resolver: the rank is read beside the account.
  registerCall(app, memberCalls.info, async ({ session, merchant, language }) => {
    const [read, vip] = await Promise.all([
      repo.infoOf(session.customerId, session.sessionId),
      isTrialAccount(session.isAgent) ? undefined : playerRankProgress(app, merchant, session.customerId, language),
    ]);
    if (!read) throw accountGone();
    return {
      ...presentMemberInfo(read.account, read.currency ?? merchant.currency, read.previousLogin, vip),
      // ours: the upline's agent status for the menu's transfer to upline (spec 2 §6)
      uplineAgentStatus: uplineAgentStatus(read.upline),
    };
  });

  registerCall(app, memberCalls.icon, async ({ session, merchant }) =>
    presentIcon(await service.customerOf(session), merchant.profileIconCount),
  );

  registerCall(
    app,
    memberCalls.changePassword,
    ({ session, merchant, input }) => service.changePassword(session, merchant, input),
    { rateLimit: { max: 10, timeWindow: 60_000 } },
  );

  registerCall(app, memberCalls.securityConfig, async ({ session }) => {
    requireRealAccount(session);
    return presentSecurityConfig(await service.customerOf(session));
  });

  // spec 1 §6: language updates only for a logged-in, non-type-4 user.
  registerCall(app, memberCalls.language, async ({ session, customerId, input }) => {
    requireRealAccount(session);
    await repo.setLanguage(customerId, input.language);
    return null;
  });

  // spec 1 §4: a first login triggers this call; it stamps the first login once.
  registerCall(app, memberCalls.firstLogin, async ({ customerId }) => {
    await repo.markFirstLogin(customerId);
    return null;
  });

  await accountSecurityRoutes(app, repo);
}
