import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_TYPE, DEFAULT_GAME_PLATFORM, gameCalls, type GameListReply, type GameListRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

// lists fail quietly (no dialog): the lobby shows its empty state instead
/** GCSGAME_gameList (spec 2 §3 "Game list query"; page 10 in the popup, 40 in the lobby, spec 2 §9). */
export const getGameList = (query: GameListRequest): Promise<GameListReply> =>
  request(gameCalls.list, { clientType: CLIENT_TYPE, platform: DEFAULT_GAME_PLATFORM, ...query }, { alert: false });

export const getGameListQueryOptions = (query: GameListRequest) =>
  queryOptions({ queryKey: ['games', 'list', query] as const, queryFn: () => getGameList(query), staleTime: 60_000 });

/**
 * While the next page, category or name loads, the list on screen stays; another provider's list
 * never stands in for this one's (a tab change shows the loading state, not the last tab's games).
 */
export const useGameList = (query: GameListRequest, enabled = true) =>
  useQuery({
    ...getGameListQueryOptions(query),
    enabled,
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2];
      return before && before.gameType === query.gameType && before.vassalage === query.vassalage ? keepPreviousData(previous) : undefined;
    },
  });
