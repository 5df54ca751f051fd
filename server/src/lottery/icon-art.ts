import { gameArtGradient } from '@lotto/contract';
import type { LotteryGameRow } from '../db/schema/index.js';

/** The badge's letters: the game's kind (5D, 11X5, LD for long dragon, TH, VN). */
const labelOf = (g: Pick<LotteryGameRow, 'groupCode' | 'defaultPlayType'>): string =>
  g.groupCode === '11X5' ? '11X5' : g.groupCode === 'SSC' ? (g.defaultPlayType === 2 ? 'LD' : '5D') : g.groupCode === 'VN' ? 'VN' : 'TH';

/**
 * Generated icon art (the game's gradient, a motif, the kind's letters) as SVG, so the demo needs no
 * outside host; the site's stand-in badge (web: lottery-icon.tsx) has the same gradient.
 */
export function lotteryIconSvg(g: Pick<LotteryGameRow, 'gameCode' | 'groupCode' | 'defaultPlayType'>): string {
  const [from, to] = gameArtGradient(g.gameCode);
  const label = labelOf(g);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="120" height="120" rx="28" fill="url(#g)"/>` +
    `<circle cx="30" cy="30" r="14" fill="#fff" fill-opacity=".18"/><circle cx="94" cy="92" r="20" fill="#fff" fill-opacity=".12"/>` +
    `<circle cx="60" cy="60" r="34" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>` +
    `<text x="60" y="70" font-family="Arial,sans-serif" font-size="${label.length > 3 ? 22 : 28}" font-weight="700" text-anchor="middle" fill="#fff">${label}</text></svg>`
  );
}
