import { queryOptions, useQuery } from '@tanstack/react-query';
import { otherCalls, recordCalls, type RankLevelsReply, type VipInfo } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** MCSFE_getPlayerRankProgress (spec 2 §7): the VIP fields of spec 2 §3. */
export const getRankProgress = (): Promise<VipInfo> => request(otherCalls.rankProgress, {}, { alert: false });

/** The merchant's rank table with the member's turnover and deposits (records.rankLevels, ours: issue 14). */
export const getRankLevels = (): Promise<RankLevelsReply> => request(recordCalls.rankLevels, {}, { alert: false });

export const getRankProgressQueryOptions = () => queryOptions({ queryKey: [otherCalls.rankProgress.id] as const, queryFn: getRankProgress });
export const getRankLevelsQueryOptions = () => queryOptions({ queryKey: [recordCalls.rankLevels.id] as const, queryFn: getRankLevels });

export const useRankProgress = () => useQuery(getRankProgressQueryOptions());
export const useRankLevels = () => useQuery(getRankLevelsQueryOptions());
