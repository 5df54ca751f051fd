import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentCalls, type DownlinesReply, type DownlinesRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** A page of the team, optionally searched (agent.downlines, ours: docs/decisions/0020-agent-centre.md). */
export const getDownlines = (f: DownlinesRequest): Promise<DownlinesReply> => request(agentCalls.downlines, f, { alert: false });

export const getDownlinesQueryOptions = (f: DownlinesRequest) =>
  queryOptions({ queryKey: [agentCalls.downlines.id, f] as const, queryFn: () => getDownlines(f), placeholderData: keepPreviousData });

export const useDownlines = (f: DownlinesRequest, enabled = true) => useQuery({ ...getDownlinesQueryOptions(f), enabled });
