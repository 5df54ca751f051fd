export { applyTheme, rememberTheme, restoreTheme } from './apply-theme';
export { themeToCssVars, COLOR_TOKENS, DARK_DEFAULTS, LIGHT_DEFAULTS } from './tokens';
export type { ColorToken } from './tokens';
