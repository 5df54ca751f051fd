import type { IconName } from '../../../components/ui/icons';

/** Game types with a page of their own, in menu order, with their icon (spec 2 §1, §9). */
export const GAME_TYPE_ICON: Record<string, IconName> = {
  LIVE: 'live',
  RNG: 'slot',
  FISH: 'fish',
  PVP: 'cards',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  LOTT: 'lottery',
};

/** `types.<TYPE>` key of a lane title; unknown types fall back to the title itself. */
export const typeLabelKey = (gameType: string) => `types.${gameType.toUpperCase()}`;
