import { queryOptions, useQuery } from '@tanstack/react-query';
import { pointCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** The merchant's reward types with their names in the site's language (MCSFE_getPointRewardConversionType). */
export const getConversionTypes = () => request(pointCalls.conversionTypes);

export const getConversionTypesQueryOptions = () =>
  queryOptions({ queryKey: [pointCalls.conversionTypes.id, i18n.language] as const, queryFn: getConversionTypes, staleTime: 5 * 60_000 });

export const useConversionTypes = (enabled: boolean) => useQuery({ ...getConversionTypesQueryOptions(), enabled });
