import { createHash } from 'node:crypto';

/** Where the generated artwork of an announcement is served (ARCHITECTURE.md: no outside hosts). */
export const ANNOUNCEMENT_ART_PATH = '/res/announcement-art';
export const announcementArtUrl = (merchantCode: string, id: number): string =>
  `${ANNOUNCEMENT_ART_PATH}/${encodeURIComponent(merchantCode)}/${id}.svg`;

/** Banner artwork is 3:1 (1200x400), so the carousel keeps a fixed ratio and nothing shifts. */
export const ART_WIDTH = 1200;
export const ART_HEIGHT = 400;

const PALETTES: [string, string, string][] = [
  ['#1e1b4b', '#7c3aed', '#fbbf24'],
  ['#052e16', '#059669', '#fde047'],
  ['#450a0a', '#dc2626', '#fcd34d'],
  ['#0c4a6e', '#0284c7', '#f472b6'],
  ['#3b0764', '#c026d3', '#67e8f9'],
  ['#422006', '#d97706', '#fef08a'],
];

const escapeXml = (s: string): string =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Splits a title into at most two lines of about `max` characters (CJK and Thai have no spaces). */
function lines(title: string, max: number): string[] {
  const text = title.trim();
  if (text.length <= max) return [text];
  const cut = text.lastIndexOf(' ', max);
  const at = cut > max / 2 ? cut : max;
  const rest = text.slice(at).trim();
  return [text.slice(0, at).trim(), rest.length > max ? `${rest.slice(0, max - 1)}…` : rest];
}

/**
 * A banner or popup picture: a gradient, a few coins and rays drawn from the announcement's key
 * (the same key always gives the same picture) and its title in its language.
 */
export function announcementArtSvg({ key, title, subtitle }: { key: string; title: string; subtitle?: string }): string {
  const hash = createHash('sha256').update(key).digest();
  const [bg, mid, accent] = PALETTES[hash[0]! % PALETTES.length]!;
  const coins = Array.from({ length: 7 }, (_, i) => {
    const x = 760 + ((hash[i + 1]! * 3) % 400);
    const y = 40 + ((hash[i + 9]! * 5) % 320);
    const r = 18 + (hash[i + 17]! % 34);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" opacity="${(0.35 + (hash[i + 4]! % 60) / 100).toFixed(2)}"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.62)}" fill="none" stroke="${bg}" stroke-width="3" opacity="0.5"/>`;
  }).join('');
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<path d="M960 200 L${(960 + Math.cos(a) * 700).toFixed(0)} ${(200 + Math.sin(a) * 700).toFixed(0)} L${(960 + Math.cos(a + 0.12) * 700).toFixed(0)} ${(200 + Math.sin(a + 0.12) * 700).toFixed(0)} Z" fill="#ffffff" opacity="0.05"/>`;
  }).join('');
  const titleLines = lines(title, 26)
    .map((line, i) => `<text x="64" y="${170 + i * 66}" font-size="56" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('');
  const sub = subtitle ? `<text x="64" y="318" font-size="26" fill="#ffffff" opacity="0.85">${escapeXml(subtitle.slice(0, 60))}</text>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${ART_WIDTH}" height="${ART_HEIGHT}" font-family="system-ui, 'Segoe UI', 'Noto Sans', 'Noto Sans CJK SC', 'Noto Sans Thai', 'Noto Sans Tamil', sans-serif"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs><rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#g)"/>${rays}${coins}<rect x="64" y="78" width="96" height="8" rx="4" fill="${accent}"/>${titleLines}${sub}</svg>`;
}
