import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentCalls, type RegisterCentreReply } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** The agent's affiliate code and registration link (agent.registerCentre, ours: docs/decisions/0020-agent-centre.md). */
export const getRegisterCentre = (): Promise<RegisterCentreReply> => request(agentCalls.registerCentre, {}, { alert: false });

export const getRegisterCentreQueryOptions = () => queryOptions({ queryKey: [agentCalls.registerCentre.id] as const, queryFn: getRegisterCentre });

export const useRegisterCentre = () => useQuery(getRegisterCentreQueryOptions());
