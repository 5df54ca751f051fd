import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentCalls, type TeamTransactionsReply, type TeamTransactionsRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** The team's ledger entries over a range (agent.teamTransactions, ours: docs/decisions/0020-agent-centre.md). */
export const getTeamTransactions = (f: TeamTransactionsRequest): Promise<TeamTransactionsReply> => request(agentCalls.teamTransactions, f, { alert: false });

export const getTeamTransactionsQueryOptions = (f: TeamTransactionsRequest) =>
  queryOptions({ queryKey: [agentCalls.teamTransactions.id, f] as const, queryFn: () => getTeamTransactions(f), placeholderData: keepPreviousData });

export const useTeamTransactions = (f: TeamTransactionsRequest, enabled = true) => useQuery({ ...getTeamTransactionsQueryOptions(f), enabled });
