import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentCalls, type TeamOverviewReply, type TeamOverviewRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** The team's head counts, balance and movement over a range (agent.teamOverview, ours: docs/decisions/0020-agent-centre.md). */
export const getTeamOverview = (f: TeamOverviewRequest): Promise<TeamOverviewReply> => request(agentCalls.teamOverview, f, { alert: false });

export const getTeamOverviewQueryOptions = (f: TeamOverviewRequest) =>
  queryOptions({ queryKey: [agentCalls.teamOverview.id, f] as const, queryFn: () => getTeamOverview(f), placeholderData: keepPreviousData });

export const useTeamOverview = (f: TeamOverviewRequest, enabled = true) => useQuery({ ...getTeamOverviewQueryOptions(f), enabled });
