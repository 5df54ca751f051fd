import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentCalls, type UserLossReply, type UserLossRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Each downline's win and loss over a range (agent.userLoss, ours: docs/decisions/0020-agent-centre.md). */
export const getUserLoss = (f: UserLossRequest): Promise<UserLossReply> => request(agentCalls.userLoss, f, { alert: false });

export const getUserLossQueryOptions = (f: UserLossRequest) =>
  queryOptions({ queryKey: [agentCalls.userLoss.id, f] as const, queryFn: () => getUserLoss(f), placeholderData: keepPreviousData });

export const useUserLoss = (f: UserLossRequest, enabled = true) => useQuery({ ...getUserLossQueryOptions(f), enabled });
