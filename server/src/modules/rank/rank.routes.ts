import type { FastifyInstance } from 'fastify';
import { otherCalls, recordCalls } from '@lotto/contract';
import { registerCall } from '../../http/register-call.js';
import { requireRealAccount } from '../../plugins/session.js';
import { playerRankProgress } from './rank-progress.js';
import { presentRankLevels } from './rank.presenter.js';
import { playerRank } from './rank.service.js';

/** The player's rank (playerRank page): progress (the spec's relay) and the table behind it (ours). */
export async function rankRoutes(app: FastifyInstance) {
  registerCall(app, otherCalls.rankProgress, async ({ session, customerId, merchant, language }) => {
    requireRealAccount(session);
    return playerRankProgress(app, merchant, customerId, language);
  });

  registerCall(app, recordCalls.rankLevels, async ({ session, customerId, merchant, language }) => {
    requireRealAccount(session);
    const { levels, figures, position } = await playerRank(app, merchant.code, customerId);
    return presentRankLevels(levels, figures, position, language);
  });
}
