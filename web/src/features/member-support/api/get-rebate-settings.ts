import { queryOptions, useQuery } from '@tanstack/react-query';
import { otherCalls, type CallReply } from '@lotto/contract';
import { request } from '../../../lib/api-client';

export type RebateSettings = CallReply<typeof otherCalls.rebateSetting>;

/** MCSFE_getCustomerRebateSettingByProductType (spec 2 §7): quiet on failure (spec 2 §8 "returns empty quietly"). */
export const getRebateSettings = (): Promise<RebateSettings> => request(otherCalls.rebateSetting, {}, { alert: false });

export const getRebateSettingsQueryOptions = () =>
  queryOptions({ queryKey: [otherCalls.rebateSetting.id], queryFn: getRebateSettings, staleTime: 60_000 });

export const useRebateSettings = () => useQuery(getRebateSettingsQueryOptions());
