import type { DrawKind } from './draw.js';
import type { PagePick } from './page-types.js';

/**
 * The numbers a player picked before opening the lottery page: the site's /lottery appends
 * `bet_param` (comma-joined numbers, spec 2 §2) to the launch's gameUrl, as the home quick-bet box
 * does with its five numbers. The page's URL is the player's to edit, so the set is only taken when
 * it has the quick-bet shape of the opened game's group (spec 2 §5): SSC five digits 0-9, one per
 * position; 11X5 five distinct numbers 01-11, each an "any one number" pick. Anything else opens
 * the game with nothing selected.
 */

const SSC_DIGIT = /^\d$/;
const ELEVEN_FIVE_NUMBER = /^(0?[1-9]|1[01])$/;
const QUICK_SET_SIZE = 5;

export function preselectedPicks(kind: DrawKind, betParam: unknown): PagePick[] {
  if (typeof betParam !== 'string' || betParam.length > 64) return [];
  const parts = betParam.split(',').map((p) => p.trim());
  if (parts.length !== QUICK_SET_SIZE) return [];
  if (kind === 'SSC') {
    if (!parts.every((p) => SSC_DIGIT.test(p))) return [];
    return parts.map((digit, i) => ({ playCode: `pos${i + 1}`, selection: digit }));
  }
  if (kind === '11X5') {
    if (!parts.every((p) => ELEVEN_FIVE_NUMBER.test(p))) return [];
    const numbers = parts.map((p) => p.padStart(2, '0'));
    if (new Set(numbers).size !== numbers.length) return [];
    return numbers.map((n) => ({ playCode: 'any1', selection: n }));
  }
  return [];
}

