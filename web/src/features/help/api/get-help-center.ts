import { queryOptions, useQuery } from '@tanstack/react-query';
import { helpCalls, type Language } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** The help centre in one language (spec 2 §7 /wps/system/helpCenter: lang and device WEB). */
export const getHelpCenter = (lang: Language) => request(helpCalls.helpCenter, { lang, device: 'WEB' }, { alert: false });

export const getHelpCenterQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: [helpCalls.helpCenter.id, lang] as const, queryFn: () => getHelpCenter(lang), staleTime: 10 * 60_000 });

export const useHelpCenter = (lang: Language) => useQuery(getHelpCenterQueryOptions(lang));
