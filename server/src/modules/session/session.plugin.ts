import fp from 'fastify-plugin';
import { createLoginHistoryRepository } from './login-history.repository.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService, type SessionService } from './session.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The account module's sessions: start one (registration), end them (password change). */
    accountSessions: SessionService;
  }
}

/**
 * Sessions for the whole app, from one service: `app.sessionResolver` answers the tokens of token
 * calls and live topics (plugins/session.ts), `app.accountSessions` serves the other modules.
 */
export const accountSessionsPlugin = fp(
  async (app) => {
    const service = createSessionService(app, createSessionRepository(app.db), createLoginHistoryRepository(app.db));
    app.decorate('accountSessions', service);
    app.decorate('sessionResolver', (token, request, merchant, opts) => service.resolve(token, request, merchant, opts));
  },
  { name: 'session', dependencies: ['database', 'providers'] },
);
