import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameCalls, type FavouriteRequest, type Game } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { useFavouriteOverrides } from '../favourite-store';
import { FAVOURITES_KEY } from './get-favourite-games';

/** MCSFE_addFavoriteGameV2 (POST) — spec 2 §7. */
export const addFavourite = (fav: FavouriteRequest) => request(gameCalls.addFavourite, fav);
/** MCSFE_removeFavoriteGameV2 (DELETE) — spec 2 §7. */
export const removeFavourite = (fav: FavouriteRequest) => request(gameCalls.removeFavourite, fav);

export const favouriteOf = (g: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>): FavouriteRequest => ({
  nodeId: g.nodeId,
  vendor: g.vassalage,
  gameType: g.gameType,
});

/**
 * Star toggle, optimistic (ARCHITECTURE.md "optimistic favourites"): the star flips at once, the
 * call follows, a failure puts it back (the funnel shows the error); the favourite list refetches.
 */
export function useToggleFavourite() {
  const qc = useQueryClient();
  const setOverride = useFavouriteOverrides((s) => s.set);
  return useMutation({
    mutationFn: ({ game, on }: { game: Game; on: boolean }) => (on ? addFavourite(favouriteOf(game)) : removeFavourite(favouriteOf(game))),
    onMutate: ({ game, on }) => {
      const before = useFavouriteOverrides.getState().overrides[game.nodeId];
      setOverride(game.nodeId, on);
      return { before };
    },
    onError: (_e, { game }, ctx) => setOverride(game.nodeId, ctx?.before),
    onSettled: () => qc.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}
