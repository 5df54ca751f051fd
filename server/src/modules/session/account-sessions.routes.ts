import type { FastifyInstance } from 'fastify';
import { accountSecurityCalls, type ActiveSession, type LoginAttempt } from '@lotto/contract';
import type { LoginAttemptRow } from '../../db/schema/index.js';
import { registerCall } from '../../http/register-call.js';
import { requireRealAccount } from '../../plugins/session.js';
import type { LiveSession } from './session.repository.js';

const presentAttempt = (r: LoginAttemptRow): LoginAttempt => ({
  id: String(r.id),
  time: r.createdAt.getTime(),
  success: r.success,
  ip: r.ip,
  device: r.device,
  userAgent: r.userAgent,
});

const presentSession = (l: LiveSession, currentId: number): ActiveSession => ({
  id: String(l.session.id),
  device: l.session.device,
  userAgent: l.userAgent,
  ip: l.session.ip,
  createdAt: l.session.createdAt.getTime(),
  lastSeenAt: l.session.lastSeenAt.getTime(),
  current: l.session.id === currentId,
});

/** The member centre's login history and active sessions (issue 14); member pages refuse type 4 (spec 1 §6). */
export async function accountSessionRoutes(app: FastifyInstance) {
  const service = app.accountSessions;

  registerCall(app, accountSecurityCalls.loginHistory, async ({ session, customerId, input }) => {
    requireRealAccount(session);
    const { rows, total } = await service.loginHistory(customerId, input.page, input.size);
    return { content: rows.map(presentAttempt), pageNum: input.page, pageSize: input.size, totalPages: Math.ceil(total / input.size), total };
  });

  registerCall(app, accountSecurityCalls.sessions, async ({ session, customerId }) => {
    requireRealAccount(session);
    return (await service.liveSessions(customerId)).map((l) => presentSession(l, session.sessionId));
  });

  registerCall(app, accountSecurityCalls.endSession, ({ session, input }) => {
    requireRealAccount(session);
    return service.endSessionOf(session, Number(input.sessionId));
  });

  registerCall(app, accountSecurityCalls.endOtherSessions, async ({ session }) => {
    requireRealAccount(session);
    return { ended: await service.endOtherSessions(session) };
  });
}
