import { SlotLobbyPage } from './electron';

/** /rng: the lowercase RNG type path (spec 2 §2) shows the slot lobby; ?page= works the same. */
export function Component() {
  return <SlotLobbyPage titleKey="rng" />;
}
