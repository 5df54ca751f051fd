import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_TYPE, DEFAULT_GAME_PLATFORM, FAVOURITES_PAGE_SIZE, gameCalls, type Game, type Page } from '@lotto/contract';
import { request } from '../../../lib/api-client';

export const FAVOURITES_KEY = ['games', 'favourites'] as const;

// lists fail quietly (no dialog): the lobby shows its empty state instead
/** MCSFE_getFavoriteGamesList (spec 2 §7: clientType, platform, pageNo, pageSize 40; needs a token). */
export const getFavouriteGames = (pageNo: number): Promise<Page<Game>> =>
  request(gameCalls.favourites, { clientType: CLIENT_TYPE, platform: DEFAULT_GAME_PLATFORM, pageNo, pageSize: FAVOURITES_PAGE_SIZE }, { alert: false });

export const getFavouriteGamesQueryOptions = (pageNo: number) =>
  queryOptions({ queryKey: [...FAVOURITES_KEY, pageNo] as const, queryFn: () => getFavouriteGames(pageNo), staleTime: 30_000 });

export const useFavouriteGames = (pageNo: number, enabled: boolean) =>
  useQuery({ ...getFavouriteGamesQueryOptions(pageNo), enabled, placeholderData: keepPreviousData });
