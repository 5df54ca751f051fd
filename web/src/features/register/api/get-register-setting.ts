import { queryOptions, useQuery } from '@tanstack/react-query';
import { registerCalls, type RegisterSetting } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Registration field rules and switches (spec 1 §7 /wps/system/setting/register). */
export const getRegisterSetting = (): Promise<RegisterSetting> => request(registerCalls.setting, {}, { alert: false });

export const getRegisterSettingQueryOptions = () =>
  queryOptions({ queryKey: ['register', 'setting'] as const, queryFn: getRegisterSetting, staleTime: 5 * 60_000 });

export const useRegisterSetting = () => useQuery(getRegisterSettingQueryOptions());
