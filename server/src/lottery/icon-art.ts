import type { LotteryGameRow } from '../db/schema/index.js';

/** The demo games' gradients; any other game gets one from its code. */
const COLORS: Record<string, [string, string]> = {
  CQSSC: ['#f43f5e', '#f59e0b'],
  TJSSC: ['#8b5cf6', '#ec4899'],
  GD11X5: ['#0ea5e9', '#22c55e'],
  long_dragon: ['#dc2626', '#7c2d12'],
  THAIGOV: ['#1d4ed8', '#dc2626'],
  THAISTOCK: ['#059669', '#0f766e'],
  LAODEV: ['#b91c1c', '#1e3a8a'],
  VNMB: ['#dc2626', '#facc15'],
  VNMN: ['#f97316', '#dc2626'],
};

function colorsOf(gameCode: string): [string, string] {
  const known = COLORS[gameCode];
  if (known) return known;
  let hue = 0;
  for (const ch of gameCode) hue = (hue * 31 + ch.charCodeAt(0)) % 360;
  return [`hsl(${hue} 85% 55%)`, `hsl(${(hue + 48) % 360} 80% 38%)`];
}

/** The badge's letters: the game's kind (5D, 11X5, LD for long dragon, TH, VN). */
const labelOf = (g: Pick<LotteryGameRow, 'groupCode' | 'defaultPlayType'>): string =>
  g.groupCode === '11X5' ? '11X5' : g.groupCode === 'SSC' ? (g.defaultPlayType === 2 ? 'LD' : '5D') : g.groupCode === 'VN' ? 'VN' : 'TH';

/** Generated icon art (gradient, motif, the kind's letters) as SVG, so the demo needs no outside host. */
export function lotteryIconSvg(g: Pick<LotteryGameRow, 'gameCode' | 'groupCode' | 'defaultPlayType'>): string {
  const [from, to] = colorsOf(g.gameCode);
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
