import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** GET /wps/member/info/icon (spec 2 §7): the chosen icon, or none for the fallback image. */
export const getMemberIcon = () => request(memberCalls.icon, {}, { alert: false });

export const MEMBER_ICON_QUERY_KEY = [memberCalls.icon.id] as const;

export const useMemberIcon = (enabled: boolean) =>
  useQuery({ ...queryOptions({ queryKey: MEMBER_ICON_QUERY_KEY, queryFn: getMemberIcon, staleTime: 5 * 60_000 }), enabled });
