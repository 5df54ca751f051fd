import type { FastifyInstance } from 'fastify';
import { missionCalls } from '@lotto/contract';
import { registerCall } from '../../http/register-call.js';
import { createMissionsService, type Clock } from './missions.service.js';

export interface MissionsRoutesOptions {
  clock?: Clock;
}

/** Mission activity (missionLeaderboard page): missions, their claim, the week's leaderboard (calls in packages/contract missions.ts). */
export async function missionsRoutes(app: FastifyInstance, opts: MissionsRoutesOptions = {}) {
  const service = createMissionsService(app.db, opts.clock ?? Date.now);
  registerCall(app, missionCalls.list, ({ merchant, session, language }) => service.list(merchant, session, language));
  registerCall(app, missionCalls.claim, ({ merchant, session, input }) => service.claim(merchant, session, Number(input.missionId)), {
    rateLimit: { max: 30, timeWindow: 60_000 },
  });
  registerCall(app, missionCalls.leaderboard, ({ merchant, session }) => service.leaderboard(merchant, session));
}
