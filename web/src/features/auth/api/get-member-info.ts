import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberCalls, type MemberInfo } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** GET /wps/member/info (spec 1 §7). */
export const getMemberInfo = (): Promise<MemberInfo> => request(memberCalls.info);

export const MEMBER_INFO_QUERY_KEY = ['member', 'info'] as const;

export const getMemberInfoQueryOptions = () =>
  queryOptions({ queryKey: MEMBER_INFO_QUERY_KEY, queryFn: getMemberInfo, staleTime: 60_000 });

export const useMemberInfoQuery = (enabled: boolean) => useQuery({ ...getMemberInfoQueryOptions(), enabled });
