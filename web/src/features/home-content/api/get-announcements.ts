import { queryOptions, useQuery } from '@tanstack/react-query';
import { announcementCalls, BANNER_GROUP_HOME, type AnnouncementType, type AnnouncementsReply, type Language } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

export interface AnnouncementsQuery {
  types: readonly AnnouncementType[];
  groupName?: string;
  execution?: 'A' | 'F';
  platform?: 'W';
}

/** MCSFE_getListAnnouncements (spec 2 §7): types as a comma list, banner group, popups for platform W. */
export const getAnnouncements = (query: AnnouncementsQuery): Promise<AnnouncementsReply> =>
  request(announcementCalls.list, { ...query, types: query.types.join(',') }, { alert: false });

export const getAnnouncementsQueryOptions = (query: AnnouncementsQuery, lang: Language = currentLanguage()) =>
  queryOptions({
    queryKey: [announcementCalls.list.id, lang, query.types.join(','), query.groupName ?? '', query.execution ?? '', query.platform ?? ''] as const,
    queryFn: () => getAnnouncements(query),
    staleTime: 5 * 60_000,
  });

export const useAnnouncements = (query: AnnouncementsQuery) => useQuery(getAnnouncementsQueryOptions(query, currentLanguage()));

/** Banners of a group (spec 2 §9: w_home on the home page, w_promotion on the promotions page). */
export const useBanners = (groupName: string = BANNER_GROUP_HOME) => {
  const q = useAnnouncements({ types: ['B'], groupName });
  return { ...q, banners: q.data?.banners ?? [] };
};

/** The player notices (PL), newest first as the server sends them. */
export const useNotices = () => {
  const q = useAnnouncements({ types: ['PL'] });
  return { ...q, notices: q.data?.player ?? [] };
};

/** The advertisement popups (spec 2 §9: a popup request is PU, platform W). */
export const usePopups = (enabled: boolean) => {
  const lang = currentLanguage();
  return useQuery({ ...getAnnouncementsQueryOptions({ types: ['PU'], platform: 'W' }, lang), enabled });
};
