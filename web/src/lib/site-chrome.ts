import { useEffect, type RefObject } from 'react';
import { create } from 'zustand';

/**
 * The site's fixed chrome: the sticky header at the top and, on phones, the dock of floating
 * shortcuts at the bottom (lib/phone-dock.ts). Each marks itself with `data-site-chrome="top" | "bottom"`; what lies
 * between them is the band where the page's own content can be seen (a framed page keeps its
 * sticky parts in it: docs/decisions/0015-lottery-frame-height.md).
 */
export const SITE_CHROME_ATTR = 'data-site-chrome';

export interface ViewportBand {
  /** px from the window's top: the bottom of the top chrome (0 without any). */
  top: number;
  /** px from the window's top: the top of the bottom chrome (the window's height without any). */
  bottom: number;
}

/** Measures the band now: the window less the chrome that is shown (an element of no size is not). */
export function siteViewportBand(doc: Document = document, win: Window = window): ViewportBand {
  let top = 0;
  let bottom = win.innerHeight;
  for (const el of doc.querySelectorAll<HTMLElement>(`[${SITE_CHROME_ATTR}]`)) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (el.getAttribute(SITE_CHROME_ATTR) === 'top') top = Math.max(top, Math.min(r.bottom, win.innerHeight));
    // bottom chrome counts where it lies along the window's bottom (the desktop right bar, in the
    // middle of the right edge, covers no band)
    else if (r.bottom >= win.innerHeight - 1) bottom = Math.min(bottom, Math.max(r.top, 0));
  }
  return { top, bottom: Math.max(top, bottom) };
}

export interface ChromeInsets {
  /** px of the window's bottom the fixed chrome covers (the phone dock). */
  bottom: number;
  /** px of the window's right edge it covers, with the gap to the edge (the desktop right bar). */
  right: number;
}

const NO_INSETS: ChromeInsets = { bottom: 0, right: 0 };

/**
 * What a fixed bar covers of the window's edges: a strip along the bottom (the phone dock) covers
 * its height; a bar floating on the right edge (the desktop right bar) covers its width and the
 * gap to the edge. Nothing when it is not shown.
 */
export function chromeInsets(r: Pick<DOMRect, 'top' | 'left' | 'right' | 'bottom' | 'width' | 'height'>, win: { innerWidth: number; innerHeight: number }): ChromeInsets {
  if (r.width === 0 || r.height === 0) return NO_INSETS;
  if (r.bottom >= win.innerHeight - 1 && r.left <= 1) return { bottom: Math.max(0, win.innerHeight - r.top), right: 0 };
  if (r.right >= win.innerWidth - 32) return { bottom: 0, right: Math.max(0, win.innerWidth - r.left) };
  return NO_INSETS;
}

/** What the right bar covers now (usePublishChromeInsets); only a page that fills the window reads it. */
const useInsetsStore = create<ChromeInsets>(() => NO_INSETS);

const publish = (next: ChromeInsets) => {
  const now = useInsetsStore.getState();
  if (next.bottom !== now.bottom || next.right !== now.right) useInsetsStore.setState(next, true);
};

/**
 * Publishes what the fixed bar `ref` covers, kept current as it shows, hides or resizes. It is
 * measured when the browser has laid the page out anyway (a ResizeObserver's callback), never by
 * forcing a layout while the page renders, and written nowhere in the document: only a page that
 * fills the window reads it (useChromeInsets).
 */
export function usePublishChromeInsets(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => publish(chromeInsets(el.getBoundingClientRect(), window));
    const observer = new ResizeObserver(update);
    observer.observe(el);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      publish(NO_INSETS);
    };
  }, [ref]);
}

/** What the site's fixed bars cover of the window now, for a page that fills it (a game's frame). */
export const useChromeInsets = (): ChromeInsets => useInsetsStore();
