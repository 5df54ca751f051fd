import { useMemo } from 'react';
import { useSiteResources } from '../../../lib/site-resources';
import { providerLobbiesOf, type ProviderLobby } from '../launch-plan';

/** The providers with a lobby of their own: GAME_LOBBY entries of the site status's `resources` (spec 3 "Replies"). */
export function useProviderLobbies(): readonly ProviderLobby[] {
  const resources = useSiteResources();
  return useMemo(() => providerLobbiesOf(resources), [resources]);
}
