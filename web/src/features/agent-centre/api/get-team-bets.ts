import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentCalls, type TeamBetsReply, type TeamBetsRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** A page of the team's bets over a range (agent.teamBets, ours: docs/decisions/0020-agent-centre.md). */
export const getTeamBets = (f: TeamBetsRequest): Promise<TeamBetsReply> => request(agentCalls.teamBets, f, { alert: false });

export const getTeamBetsQueryOptions = (f: TeamBetsRequest) =>
  queryOptions({ queryKey: [agentCalls.teamBets.id, f] as const, queryFn: () => getTeamBets(f), placeholderData: keepPreviousData });

export const useTeamBets = (f: TeamBetsRequest, enabled = true) => useQuery({ ...getTeamBetsQueryOptions(f), enabled });
