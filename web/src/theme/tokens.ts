// The merchant theme tokens live once, in the contract: the platform's framed pages (the demo
// lottery page) paint with the same tokens as the site (docs/decisions/0015-lottery-frame-height.md).
export { COLOR_TOKENS, DARK_DEFAULTS, LIGHT_DEFAULTS, DEFAULT_RADIUS, DEFAULT_FONT, themeToCssVars } from '@lotto/contract';
export type { ColorToken } from '@lotto/contract';
