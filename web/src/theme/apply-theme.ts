import type { Theme } from '@lotto/contract';
import { themeToCssVars } from './tokens';

/** Writes the merchant theme onto :root so every Tailwind token follows it. */
export function applyTheme(theme: Theme | null | undefined, root: HTMLElement = document.documentElement): void {
  const vars = themeToCssVars(theme);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  const mode = theme?.mode ?? 'dark';
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta && vars['--c-bg']) meta.content = vars['--c-bg'];
}

const key = (merchant: string) => `theme:${merchant}`;

/** Keeps the last theme per merchant so the next visit paints in its colours before settings load. */
export function rememberTheme(merchant: string | null, theme: Theme): void {
  if (!merchant) return;
  try {
    window.localStorage.setItem(key(merchant), JSON.stringify(theme));
  } catch {
    // storage unavailable: the next visit simply starts from the default theme
  }
}

/**
 * Applies the remembered theme of this merchant, if any; returns whether one was found. A page the
 * server painted in the merchant's current theme (`<style id="merchant-theme">`) keeps that one: a
 * remembered copy can only be older.
 */
export function restoreTheme(merchant: string | null, doc: Document = document): boolean {
  if (!merchant || doc.getElementById('merchant-theme')) return false;
  try {
    const raw = window.localStorage.getItem(key(merchant));
    if (!raw) return false;
    applyTheme(JSON.parse(raw) as Theme);
    return true;
  } catch {
    return false;
  }
}
