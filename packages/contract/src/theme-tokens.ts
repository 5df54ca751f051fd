/**
 * A merchant's theme as CSS custom properties (ARCHITECTURE.md "Look and feel"): the site writes them
 * on its root (web/src/theme), and the platform's own framed pages (the demo lottery page) take the
 * same tokens, so one merchant looks one way everywhere. Here once, for both sides.
 */
import type { Theme } from './calls/system.js';

/** Semantic colour tokens the shell styles with; index.css maps each to a Tailwind colour. */
export const COLOR_TOKENS = [
  'bg',
  'surface',
  'surface-2',
  'border',
  'text',
  'muted',
  'accent',
  'accent-2',
  'accent-contrast',
  'success',
  'warning',
  'danger',
  'info',
] as const;
export type ColorToken = (typeof COLOR_TOKENS)[number];

/** Dark is the product default (ARCHITECTURE.md "Look and feel": dark with one accent). */
export const DARK_DEFAULTS: Record<ColorToken, string> = {
  bg: '#0a0e1a',
  surface: '#121829',
  'surface-2': '#1b2338',
  border: '#263049',
  text: '#eef1f8',
  muted: '#94a0bd',
  accent: '#f5b73b',
  'accent-2': '#ff7a45',
  'accent-contrast': '#1b1204',
  success: '#2fcf86',
  warning: '#f5a524',
  danger: '#f2545b',
  info: '#4aa8ff',
};

export const LIGHT_DEFAULTS: Record<ColorToken, string> = {
  bg: '#f4f6fb',
  surface: '#ffffff',
  'surface-2': '#eef1f7',
  border: '#dde3ee',
  text: '#141a2b',
  muted: '#5d6781',
  accent: '#e0314b',
  'accent-2': '#ff8a3d',
  'accent-contrast': '#ffffff',
  success: '#138a55',
  warning: '#b86e00',
  danger: '#d42c3c',
  info: '#1f6fd1',
};

export const DEFAULT_RADIUS = '14px';
export const DEFAULT_FONT =
  "'Inter', 'PingFang SC', 'Hiragino Sans', 'Noto Sans', 'Noto Sans Thai', 'Noto Sans Tamil', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Merchant colour keys are free-form; these aliases fold the common spellings onto our tokens. */
const ALIASES: Record<string, ColorToken> = {
  background: 'bg',
  bg: 'bg',
  surface: 'surface',
  card: 'surface',
  panel: 'surface',
  surface2: 'surface-2',
  surfaceAlt: 'surface-2',
  surfaceRaised: 'surface-2',
  elevated: 'surface-2',
  border: 'border',
  divider: 'border',
  text: 'text',
  foreground: 'text',
  muted: 'muted',
  textMuted: 'muted',
  mutedText: 'muted',
  accent: 'accent',
  primary: 'accent',
  brand: 'accent',
  accent2: 'accent-2',
  secondary: 'accent-2',
  accentContrast: 'accent-contrast',
  onAccent: 'accent-contrast',
  onPrimary: 'accent-contrast',
  primaryContrast: 'accent-contrast',
  primaryText: 'accent-contrast',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  error: 'danger',
  info: 'info',
};

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[_\s]+/g, '-').toLowerCase();

/** Turns a merchant theme into CSS custom properties (`--c-*`, `--c-radius`, `--c-font`). */
export function themeToCssVars(theme: Theme | null | undefined): Record<string, string> {
  const mode = theme?.mode ?? 'dark';
  const base: Record<string, string> = { ...(mode === 'light' ? LIGHT_DEFAULTS : DARK_DEFAULTS) };
  const given = new Set<string>();
  for (const [key, value] of Object.entries(theme?.colors ?? {})) {
    if (!value || !/^[#a-zA-Z0-9(),.%\s/-]+$/.test(value)) continue; // only plain CSS colour values
    const token = ALIASES[key] ?? ALIASES[key.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] ?? kebab(key);
    base[token] = value;
    given.add(token);
  }
  // one merchant accent: the gradient partner is derived from it so the pair always matches
  if (given.has('accent') && !given.has('accent-2')) {
    base['accent-2'] = `color-mix(in oklab, ${base.accent} 68%, ${mode === 'light' ? '#1fb6ff' : '#ff4d2e'})`;
  }
  const vars: Record<string, string> = {};
  for (const [token, value] of Object.entries(base)) vars[`--c-${token}`] = value;
  vars['--c-radius'] = theme?.radius || DEFAULT_RADIUS;
  vars['--c-font'] = theme?.fontFamily ? `${theme.fontFamily}, ${DEFAULT_FONT}` : DEFAULT_FONT;
  return vars;
}
