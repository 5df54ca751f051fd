import { createHash } from 'node:crypto';

/**
 * Generated game artwork (ARCHITECTURE "Look and feel"): a gradient, a motif of the game type and
 * the initials of the name, all derived from a hash of the id, so one id always draws the same
 * picture and no outside host is needed.
 */

export interface GameIconInput {
  /** Node id or account type name: the seed of every choice. */
  id: string;
  /** EN name; its initials are drawn. */
  label: string;
  gameType: string;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Up to two initials: first letters of the first two words, or the first two characters (CJK). */
export function initialsOf(label: string): string {
  const words = label.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return [...words[0]!].slice(0, 2).join('').toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => [...w][0])
    .join('')
    .toUpperCase();
}

/** Slot symbols; one is picked per id so a lobby of slots is not one picture repeated. */
const SLOT_SYMBOLS: ((c: string) => string)[] = [
  // A lucky seven on a reel window.
  (c) =>
    `<g transform="translate(150 115)"><rect x="-70" y="-62" width="140" height="124" rx="18" fill="${c}" opacity=".3"/>` +
    `<path d="M-34 -40 H 36 L -6 48 H -28 L 8 -20 H -34Z" fill="${c}" opacity=".9"/></g>`,
  // A cut diamond.
  (c) =>
    `<g transform="translate(150 112)" fill="${c}"><path d="M-60 -22 L -30 -54 H 30 L 60 -22 L 0 58Z" opacity=".9"/>` +
    `<path d="M-60 -22 H 60 M-30 -54 L -14 -22 L 0 58 L 14 -22 L 30 -54" stroke="#0b1020" stroke-width="4" fill="none" opacity=".4"/></g>`,
  // A star.
  (c) =>
    `<g transform="translate(150 112)"><path d="M0 -66 L 19 -22 L 66 -20 L 30 10 L 41 58 L 0 32 L -41 58 L -30 10 L -66 -20 L -19 -22Z" fill="${c}" opacity=".9"/></g>`,
  // Cherries.
  (c) =>
    `<g transform="translate(150 112)"><path d="M-26 18 C -20 -20 0 -50 24 -60 M26 22 C 22 -10 20 -40 24 -60" stroke="${c}" stroke-width="6" fill="none"/>` +
    `<circle cx="-30" cy="30" r="28" fill="${c}" opacity=".9"/><circle cx="30" cy="34" r="28" fill="${c}" opacity=".75"/></g>`,
  // A crown.
  (c) =>
    `<g transform="translate(150 112)" fill="${c}"><path d="M-64 40 L -70 -36 L -34 -6 L 0 -56 L 34 -6 L 70 -36 L 64 40Z" opacity=".9"/>` +
    `<rect x="-64" y="44" width="128" height="14" rx="4" opacity=".7"/></g>`,
];

const MOTIFS: Record<string, (c: string) => string> = {
  // A fanned pair of cards with a spade.
  LIVE: (c) =>
    `<g transform="translate(150 118)" fill="${c}"><rect x="-58" y="-70" width="80" height="112" rx="10" transform="rotate(-14)" opacity=".55"/>` +
    `<rect x="-22" y="-66" width="80" height="112" rx="10" transform="rotate(10)" opacity=".85"/>` +
    `<path d="M18 -40 C 40 -10 62 0 40 20 C 30 28 22 22 20 18 L 26 36 L 10 36 L 16 18 C 14 22 6 28 -4 20 C -26 0 -4 -10 18 -40Z" fill="#0b1020" opacity=".55"/></g>`,
  // A fish with bubbles.
  FISH: (c) =>
    `<g transform="translate(150 118)" fill="${c}"><ellipse cx="-10" cy="0" rx="62" ry="36" opacity=".85"/>` +
    `<path d="M44 0 L 84 -32 L 84 32Z" opacity=".7"/><circle cx="-44" cy="-8" r="7" fill="#0b1020" opacity=".6"/>` +
    `<circle cx="-70" cy="-54" r="9" opacity=".45"/><circle cx="-52" cy="-76" r="6" opacity=".35"/></g>`,
  // Three fanned cards.
  PVP: (c) =>
    `<g transform="translate(150 130)" fill="${c}">${[-22, 0, 22]
      .map((a, i) => `<rect x="-36" y="-96" width="72" height="100" rx="10" transform="rotate(${a})" opacity="${0.45 + i * 0.2}"/>`)
      .join('')}</g>`,
  // A ball with its seams.
  SPORTS: (c) =>
    `<g transform="translate(150 115)"><circle r="62" fill="${c}" opacity=".85"/>` +
    `<path d="M0 -24 L 23 -7 L 14 20 L -14 20 L -23 -7Z" fill="#0b1020" opacity=".55"/>` +
    `<path d="M0 -24 V -62 M23 -7 L 58 -20 M14 20 L 36 50 M-14 20 L -36 50 M-23 -7 L -58 -20" stroke="#0b1020" stroke-width="5" opacity=".45"/></g>`,
  // A game pad.
  ESPORTS: (c) =>
    `<g transform="translate(150 118)"><rect x="-80" y="-40" width="160" height="80" rx="40" fill="${c}" opacity=".85"/>` +
    `<path d="M-48 -14 V 14 M-62 0 H -34" stroke="#0b1020" stroke-width="9" stroke-linecap="round" opacity=".55"/>` +
    `<circle cx="40" cy="-10" r="9" fill="#0b1020" opacity=".55"/><circle cx="58" cy="10" r="9" fill="#0b1020" opacity=".55"/></g>`,
};

/** The SVG document (300 x 300) of one game or product. */
export function gameIconSvg({ id, label, gameType }: GameIconInput): string {
  const h = createHash('sha256').update(id).digest();
  const hue = (h[0]! * 360) / 256;
  const hue2 = (hue + 40 + (h[1]! % 80)) % 360;
  const angle = h[2]! % 360;
  const from = `hsl(${hue.toFixed(0)} 72% 42%)`;
  const to = `hsl(${hue2.toFixed(0)} 78% 18%)`;
  const accent = `hsl(${((hue + 180) % 360).toFixed(0)} 90% 70%)`;
  const motif = (MOTIFS[gameType] ?? SLOT_SYMBOLS[h[4]! % SLOT_SYMBOLS.length]!)(accent);
  // Sparkles placed by the hash bytes: different for every id, fixed for one.
  const sparkles = [3, 5, 7, 9, 11]
    .map((i) => `<circle cx="${20 + (h[i]! % 260)}" cy="${20 + (h[i + 1]! % 180)}" r="${2 + (h[i]! % 4)}" fill="#fff" opacity=".35"/>`)
    .join('');
  const initials = escapeXml(initialsOf(label));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(label)}">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="300" height="300" rx="28" fill="url(#g)"/>${sparkles}${motif}` +
    `<rect x="0" y="214" width="300" height="86" fill="#000" opacity=".28"/>` +
    `<text x="150" y="274" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" font-size="56" font-weight="900" fill="#fff" letter-spacing="4">${initials}</text>` +
    `</svg>`
  );
}
