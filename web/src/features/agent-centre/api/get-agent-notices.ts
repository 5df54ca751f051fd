import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentCalls, type AgentNoticesReply } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

/** The merchant's notices for agents (agent.notices, ours: docs/decisions/0020-agent-centre.md), in the site's language. */
export const getAgentNotices = (): Promise<AgentNoticesReply> => request(agentCalls.notices, {}, { alert: false });

export const getAgentNoticesQueryOptions = () =>
  queryOptions({ queryKey: [agentCalls.notices.id, currentLanguage()] as const, queryFn: getAgentNotices });

export const useAgentNotices = () => useQuery(getAgentNoticesQueryOptions());
