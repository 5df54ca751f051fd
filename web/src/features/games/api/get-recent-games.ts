import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_TYPE, DEFAULT_GAME_PLATFORM, gameCalls, type Game } from '@lotto/contract';
import { request } from '../../../lib/api-client';

// lists fail quietly (no dialog): the lobby shows its empty state instead
/** GCS_recentGame (spec 2 §7; needs a token, spec 2 §6). */
export const getRecentGames = (gameType: string): Promise<Game[]> =>
  request(gameCalls.recent, { clientType: CLIENT_TYPE, platform: DEFAULT_GAME_PLATFORM, gameType }, { alert: false });

export const getRecentGamesQueryOptions = (gameType: string) =>
  queryOptions({ queryKey: ['games', 'recent', gameType] as const, queryFn: () => getRecentGames(gameType), staleTime: 30_000 });

export const useRecentGames = (gameType: string, enabled: boolean) => useQuery({ ...getRecentGamesQueryOptions(gameType), enabled });
