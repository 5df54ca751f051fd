import { PlayerWindow } from '../../features/games';

/** /player?gameType=: an alternate game window (spec 2 §4), outside the site shell. */
export function Component() {
  return <PlayerWindow />;
}
