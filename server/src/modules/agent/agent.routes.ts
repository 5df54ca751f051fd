import type { FastifyInstance } from 'fastify';
import { agentCalls } from '@lotto/contract';
import { registerCall } from '../../http/register-call.js';
import { presentNotice } from '../announcements/announcements.presenter.js';
import { presentDownlines, presentOverview, presentTeamBets, presentTeamTransactions, presentUserLoss } from './agent.presenter.js';
import { downlines, notices, registerCentre, teamBets, teamOverview, teamTransactions, userLoss } from './agent.service.js';

/** The agent centre (spec 2 §2, §6; docs/decisions/0020-agent-centre.md): agents only, their own team only. */
export async function agentRoutes(app: FastifyInstance) {
  registerCall(app, agentCalls.teamOverview, async ({ input, session }) => presentOverview(await teamOverview(app.db, session, input, Date.now())));

  registerCall(app, agentCalls.notices, async ({ session, language }) => ({
    notices: (await notices(app.db, session, language, new Date())).map(presentNotice),
  }));

  registerCall(app, agentCalls.downlines, async ({ input, session }) => presentDownlines(await downlines(app.db, session, input)));

  registerCall(app, agentCalls.teamBets, async ({ input, session, language }) =>
    presentTeamBets(await teamBets(app.db, session, input, Date.now()), language),
  );

  registerCall(app, agentCalls.userLoss, async ({ input, session }) => presentUserLoss(await userLoss(app.db, session, input, Date.now())));

  registerCall(app, agentCalls.teamTransactions, async ({ input, session }) => presentTeamTransactions(await teamTransactions(app.db, session, input, Date.now())));

  registerCall(app, agentCalls.registerCentre, async ({ session }) => registerCentre(app.db, session, Date.now()));
}
