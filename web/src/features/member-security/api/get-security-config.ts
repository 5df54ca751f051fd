import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberCalls, type SecurityConfig } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** GET /wps/v2/member/securityConfig: what is set and on (issue 14). The page shows its own error state. */
export const getSecurityConfig = (): Promise<SecurityConfig> => request(memberCalls.securityConfig, {}, { alert: false });

export const SECURITY_CONFIG_QUERY_KEY = [memberCalls.securityConfig.id] as const;

export const getSecurityConfigQueryOptions = () =>
  queryOptions({ queryKey: SECURITY_CONFIG_QUERY_KEY, queryFn: getSecurityConfig, staleTime: 30_000 });

export const useSecurityConfig = () => useQuery(getSecurityConfigQueryOptions());
