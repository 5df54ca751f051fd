import type { SiteViewportMessage } from '@lotto/contract';

/**
 * The demo lottery page's side of the frame messages (docs/decisions/0015-lottery-frame-height.md):
 * pure, so the server's tests check it; client/frame-host.ts wires it to the page. No runtime
 * import: the page's bundle takes only this file (the contract's type is erased).
 */

export type Viewport = Pick<SiteViewportMessage, 'top' | 'height'>;

const finiteAtLeast0 = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** The site's `site:viewport` message, or null for anything else (other messages, bad numbers). */
export function readViewport(data: unknown): Viewport | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Partial<Record<keyof SiteViewportMessage, unknown>>;
  if (m.type !== 'site:viewport' || !finiteAtLeast0(m.top) || !finiteAtLeast0(m.height)) return null;
  return { top: m.top, height: m.height };
}

/**
 * The CSS custom properties that keep the page's sticky and fixed parts in the visible band of a
 * frame as tall as its content: `--vp-top` (the band's top, for the sticky top bar and the toast),
 * `--vp-height`, and `--vp-bottom` (from the band's bottom to the frame's bottom: the sticky bet
 * bar's `bottom`). The band is clamped into the frame; a frame out of view has a band of 0.
 */
export function viewportVars(vp: Viewport, frameHeight: number): Record<'--vp-top' | '--vp-height' | '--vp-bottom', string> {
  const h = Math.max(0, frameHeight);
  const top = Math.min(Math.max(0, vp.top), h);
  const height = Math.min(Math.max(0, vp.height), h - top);
  const px = (n: number) => `${Math.round(n)}px`;
  return { '--vp-top': px(top), '--vp-height': px(height), '--vp-bottom': px(h - top - height) };
}

/** The height the page reports: its content, whole pixels up, so the frame never shows a scroll bar. */
export const contentHeight = (rectHeight: number): number => Math.max(0, Math.ceil(rectHeight));
