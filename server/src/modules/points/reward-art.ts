import { createHash } from 'node:crypto';

/**
 * Generated artwork of the point rewards (ARCHITECTURE "Look and feel": artwork the platform does
 * not supply is generated): a gradient and a drawing of the reward's kind, every choice derived
 * from a hash of the merchant, reward code and view, so a reward always looks the same and the
 * views of one reward differ (spec 2 §9 "thumbnail loop over 5 images").
 */

/** Where the art is served (points.routes.ts). */
export const REWARD_ART_PATH = '/res/point-rewards';

/** Views drawn per reward: the main image (M) and small ones (S). */
export const REWARD_ART_VIEWS = 3;

export const rewardArtUrl = (merchantCode: string, code: string, view: number): string => `${REWARD_ART_PATH}/${merchantCode}/${code}-${view}.svg`;

const PALETTES: readonly [string, string, string][] = [
  ['#1e3a8a', '#7c3aed', '#fde68a'],
  ['#7f1d1d', '#ea580c', '#fef3c7'],
  ['#064e3b', '#0d9488', '#ccfbf1'],
  ['#312e81', '#db2777', '#fce7f3'],
  ['#0c4a6e', '#0891b2', '#e0f2fe'],
  ['#3f2d0c', '#b45309', '#fef9c3'],
];

/** Each motif draws in a 400×300 box around (200, 150) with the given ink. */
const MOTIFS: Record<string, (ink: string, glow: string) => string> = {
  phone: (ink, glow) =>
    `<rect x="150" y="52" width="100" height="196" rx="18" fill="${ink}"/><rect x="160" y="70" width="80" height="150" rx="6" fill="${glow}" opacity=".85"/>` +
    `<circle cx="200" cy="234" r="6" fill="${glow}"/>`,
  headphones: (ink) =>
    `<path d="M120 180 V150 a80 80 0 0 1 160 0 V180" stroke="${ink}" stroke-width="16" fill="none"/>` +
    `<rect x="100" y="170" width="44" height="74" rx="14" fill="${ink}"/><rect x="256" y="170" width="44" height="74" rx="14" fill="${ink}"/>`,
  watch: (ink, glow) =>
    `<rect x="172" y="40" width="56" height="220" rx="14" fill="${ink}" opacity=".7"/><circle cx="200" cy="150" r="64" fill="${ink}"/>` +
    `<circle cx="200" cy="150" r="50" fill="${glow}"/><path d="M200 112 V150 L226 166" stroke="${ink}" stroke-width="8" stroke-linecap="round" fill="none"/>`,
  gift: (ink, glow) =>
    `<rect x="118" y="120" width="164" height="126" rx="10" fill="${ink}"/><rect x="106" y="96" width="188" height="38" rx="8" fill="${ink}"/>` +
    `<rect x="190" y="96" width="20" height="150" fill="${glow}"/><path d="M200 96 C170 50 130 70 160 96 M200 96 C230 50 270 70 240 96" stroke="${glow}" stroke-width="10" fill="none"/>`,
  voucher: (ink, glow) =>
    `<path d="M90 100 H310 V132 a18 18 0 0 0 0 36 V200 H90 V168 a18 18 0 0 0 0 -36Z" fill="${ink}"/>` +
    `<path d="M240 104 V196" stroke="${glow}" stroke-width="4" stroke-dasharray="8 8"/><text x="160" y="164" font-family="Arial, sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="${glow}">%</text>`,
  coin: (ink, glow) =>
    `<circle cx="176" cy="160" r="66" fill="${ink}" opacity=".6"/><circle cx="222" cy="140" r="66" fill="${ink}"/>` +
    `<circle cx="222" cy="140" r="48" fill="none" stroke="${glow}" stroke-width="8"/><path d="M222 112 V168 M206 124 H234 M206 156 H236" stroke="${glow}" stroke-width="8" stroke-linecap="round"/>`,
  cup: (ink, glow) =>
    `<path d="M140 70 H260 V120 a60 60 0 0 1 -120 0Z" fill="${ink}"/><path d="M140 86 H112 a28 28 0 0 0 30 44 M260 86 H288 a28 28 0 0 1 -30 44" stroke="${ink}" stroke-width="10" fill="none"/>` +
    `<rect x="188" y="178" width="24" height="40" fill="${ink}"/><rect x="150" y="218" width="100" height="24" rx="6" fill="${ink}"/><path d="M200 88 l9 18 20 3 -15 14 4 20 -18 -10 -18 10 4 -20 -15 -14 20 -3Z" fill="${glow}"/>`,
  bag: (ink, glow) =>
    `<path d="M120 110 H280 L296 250 H104Z" fill="${ink}"/><path d="M164 110 V92 a36 36 0 0 1 72 0 V110" stroke="${ink}" stroke-width="12" fill="none"/>` +
    `<circle cx="200" cy="176" r="22" fill="${glow}"/>`,
  speaker: (ink, glow) =>
    `<rect x="136" y="46" width="128" height="208" rx="20" fill="${ink}"/><circle cx="200" cy="184" r="44" fill="${glow}" opacity=".9"/>` +
    `<circle cx="200" cy="184" r="16" fill="${ink}"/><circle cx="200" cy="94" r="20" fill="${glow}" opacity=".9"/>`,
  crown: (ink, glow) =>
    `<path d="M108 214 L96 98 L152 146 L200 72 L248 146 L304 98 L292 214Z" fill="${ink}"/><rect x="108" y="220" width="184" height="24" rx="6" fill="${ink}"/>` +
    `<circle cx="200" cy="176" r="14" fill="${glow}"/><circle cx="150" cy="184" r="10" fill="${glow}"/><circle cx="250" cy="184" r="10" fill="${glow}"/>`,
};

export const REWARD_MOTIFS = Object.keys(MOTIFS);

export interface RewardArtInput {
  /** Merchant and reward code: the seed of every choice. */
  seed: string;
  motif: string;
  view: number;
}

/** The SVG of one view of a reward. */
export function rewardArtSvg({ seed, motif, view }: RewardArtInput): string {
  const h = createHash('sha256').update(`${seed}#${view}`).digest();
  const [deep, bright, glow] = PALETTES[h[0]! % PALETTES.length]!;
  const angle = (h[1]! % 4) * 45 + view * 30;
  const draw = MOTIFS[motif] ?? MOTIFS.gift!;
  // the views zoom and tilt the same drawing so a reward's thumbnails differ
  const scale = [1, 0.82, 1.12][view % 3]!;
  const tilt = [0, -8, 7][view % 3]!;
  const sparkles = Array.from({ length: 6 }, (_, i) => {
    const x = 20 + ((h[2 + i]! * 7) % 360);
    const y = 16 + ((h[8 + i]! * 5) % 268);
    const r = 2 + (h[14 + i]! % 4);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${glow}" opacity=".35"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${bright}"/></linearGradient>` +
    `<radialGradient id="l" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="400" height="300" fill="url(#g)"/><rect width="400" height="300" fill="url(#l)"/>${sparkles}` +
    `<ellipse cx="200" cy="262" rx="120" ry="14" fill="#000" opacity=".22"/>` +
    `<g transform="translate(200 150) rotate(${tilt}) scale(${scale}) translate(-200 -150)">${draw('#fffdf5', deep)}</g>` +
    `</svg>`
  );
}
