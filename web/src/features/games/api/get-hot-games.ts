import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_TYPE, DEFAULT_GAME_PLATFORM, gameCalls, type Game } from '@lotto/contract';
import { request } from '../../../lib/api-client';

// lists fail quietly (no dialog): the lobby shows its empty state instead
/** GCSGAME_hotGamesV2 (spec 2 §7). */
export const getHotGames = (gameType: string): Promise<Game[]> =>
  request(gameCalls.hot, { clientType: CLIENT_TYPE, platform: DEFAULT_GAME_PLATFORM, gameType }, { alert: false });

export const getHotGamesQueryOptions = (gameType: string) =>
  queryOptions({ queryKey: ['games', 'hot', gameType] as const, queryFn: () => getHotGames(gameType), staleTime: 60_000 });

export const useHotGames = (gameType: string, enabled = true) => useQuery({ ...getHotGamesQueryOptions(gameType), enabled });
