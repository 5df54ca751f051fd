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
