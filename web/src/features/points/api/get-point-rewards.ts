import { queryOptions, useQuery } from '@tanstack/react-query';
import { REWARD_LIST_REQUEST_SIZE, pointCalls, type Page, type PointReward } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** The reward catalogue, one page of 1000 (spec 2 §7, §9), grouped by type on the page. */
export const getPointRewards = (): Promise<Page<PointReward>> => request(pointCalls.rewards, { page: 1, size: REWARD_LIST_REQUEST_SIZE });

export const POINT_REWARDS_QUERY_KEY = [pointCalls.rewards.id] as const;

export const getPointRewardsQueryOptions = () => queryOptions({ queryKey: [...POINT_REWARDS_QUERY_KEY, i18n.language] as const, queryFn: getPointRewards });

export const usePointRewards = (enabled: boolean) => useQuery({ ...getPointRewardsQueryOptions(), enabled });
