import { createHash } from 'node:crypto';

export { PROMOTION_ART_PATH } from '../../lib/promotion-art.js';

const PALETTES: [string, string, string][] = [
  ['#3b0764', '#db2777', '#fde68a'],
  ['#0c4a6e', '#0891b2', '#fef08a'],
  ['#14532d', '#16a34a', '#fde047'],
  ['#7c2d12', '#ea580c', '#fef3c7'],
  ['#1e1b4b', '#6366f1', '#fbcfe8'],
  ['#450a0a', '#dc2626', '#fcd34d'],
];

/** A motif per kind of promotion, drawn in the accent colour. */
const MOTIFS: Record<string, (c: string) => string> = {
  // a golden egg on a cushion
  raffle: (c) =>
    `<ellipse cx="600" cy="300" rx="150" ry="40" fill="#000" opacity=".25"/><ellipse cx="600" cy="190" rx="95" ry="125" fill="${c}"/>` +
    `<ellipse cx="565" cy="140" rx="22" ry="40" fill="#fff" opacity=".45"/>`,
  // a gift box
  gift: (c) =>
    `<rect x="480" y="150" width="240" height="170" rx="14" fill="${c}"/><rect x="465" y="115" width="270" height="50" rx="10" fill="${c}" opacity=".85"/>` +
    `<rect x="585" y="115" width="30" height="205" fill="#fff" opacity=".6"/><path d="M600 115 C 540 40, 480 90, 600 115 C 720 90, 660 40, 600 115Z" fill="#fff" opacity=".7"/>`,
  // stacked coins
  coins: (c) =>
    [0, 1, 2, 3]
      .map((i) => `<ellipse cx="600" cy="${290 - i * 42}" rx="120" ry="34" fill="${c}" stroke="#000" stroke-opacity=".2" stroke-width="6"/>`)
      .join('') + `<text x="600" y="176" font-size="56" text-anchor="middle" font-family="sans-serif" font-weight="700" fill="#000" opacity=".35">$</text>`,
  // a calendar with a tick
  calendar: (c) =>
    `<rect x="470" y="110" width="260" height="220" rx="20" fill="#fff" opacity=".9"/><rect x="470" y="110" width="260" height="60" rx="20" fill="${c}"/>` +
    `<path d="M540 250 l40 40 l80 -90" stroke="${c}" stroke-width="22" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  // a shield with a heart (rescue)
  shield: (c) =>
    `<path d="M600 90 L720 135 V215 C720 290 660 330 600 350 C540 330 480 290 480 215 V135Z" fill="${c}"/>` +
    `<path d="M600 290 C 520 230, 560 170, 600 210 C 640 170, 680 230, 600 290Z" fill="#fff" opacity=".8"/>`,
  // a crown (rank upgrade)
  crown: (c) => `<path d="M470 310 L490 150 L560 220 L600 120 L640 220 L710 150 L730 310Z" fill="${c}"/><rect x="470" y="300" width="260" height="30" rx="8" fill="${c}" opacity=".8"/>`,
};

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!);

/**
 * The artwork of a promotion card (1200x400, the card keeps that ratio so nothing shifts): a
 * gradient and a motif picked from the name (`<motif>-<anything>`), the same picture for one name.
 */
export function promotionArtSvg(name: string): string {
  const hash = createHash('sha256').update(name).digest();
  const [from, to, accent] = PALETTES[hash[0]! % PALETTES.length]!;
  const motif = MOTIFS[name.split('-')[0] ?? ''] ?? MOTIFS.gift!;
  const sparkles = [1, 2, 3, 4, 5, 6, 7, 8]
    .map((i) => `<circle cx="${(hash[i]! * 4.7) % 1200}" cy="${(hash[i + 8]! * 1.6) % 400}" r="${2 + (hash[i + 16]! % 6)}" fill="#fff" opacity=".5"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>${sparkles}` +
    `<circle cx="600" cy="210" r="190" fill="${accent}" opacity=".12"/>${motif(accent)}</svg>`
  );
}
