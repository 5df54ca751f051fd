import { createHash } from 'node:crypto';
import { themeToCssVars, type Theme } from '@lotto/contract';

/**
 * The merchant's theme for a page the server writes (the demo lottery page, the site's index.html):
 * the site's own tokens (`--c-*`, from the contract's themeToCssVars) as a stylesheet, so the page
 * paints like the site around it
 * (docs/decisions/0015-lottery-frame-height.md). The theme is merchant data: only token names and
 * values that cannot leave their declaration are written, one declaration a line.
 */

const NAME = /^--c-[a-z0-9-]{1,40}$/;
const VALUE = /^[^;{}<>\\\r\n]{1,300}$/;
const balanced = (v: string) => (v.split("'").length - 1) % 2 === 0 && (v.split('"').length - 1) % 2 === 0;
const safeValue = (v: string) => VALUE.test(v) && !v.includes('/*') && !v.includes('*/') && balanced(v);

export interface PageTheme {
  css: string;
  /** Short content hash: the stylesheet's `?v=`. */
  hash: string;
  /** The page background, for `<meta name="theme-color">`. */
  background: string;
}

export function pageTheme(theme: Theme | null | undefined): PageTheme {
  const vars = themeToCssVars(theme);
  const lines = Object.entries(vars)
    .filter(([name, value]) => NAME.test(name) && safeValue(value))
    .map(([name, value]) => `  ${name}: ${value};`);
  lines.push(`  color-scheme: ${theme?.mode === 'light' ? 'light' : 'dark'};`);
  // html:root outranks the built stylesheet's :root defaults wherever the page loads it (the site's
  // stylesheet link sits at the end of the body, after this: web/build/critical-css.ts)
  const css = `html:root {\n${lines.join('\n')}\n}\n`;
  const bg = vars['--c-bg'];
  return {
    css,
    hash: createHash('sha256').update(css).digest('hex').slice(0, 12),
    background: bg && safeValue(bg) ? bg : '#0a0e1a',
  };
}
