import type { Page } from '@playwright/test';

/**
 * The page's width against the window's, and the controls (within `scope`, a CSS selector list)
 * past the window's edge. A box that clips its content hides an overflow from the page's width,
 * so the controls are checked one by one; a control in a row that scrolls sideways (tabs, a
 * carousel) or in a line cut short on purpose (an ellipsis) is meant to run past the edge.
 */
export function fitToWindow(page: Page, scope = 'main'): Promise<{ pageWidth: number; window: number; cutOff: string[] }> {
  return page.evaluate((scopes) => {
    const scrollsOrEllipsis = (c: Element) => {
      for (let e = c.parentElement; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (/auto|scroll/.test(style.overflowX) || style.textOverflow === 'ellipsis' || e.getAttribute('aria-roledescription') === 'carousel') return true;
      }
      return false;
    };
    const width = document.documentElement.clientWidth;
    const selector = scopes
      .split(',')
      .flatMap((s) => ['input', 'select', 'button', 'a', 'textarea'].map((tag) => `${s.trim()} ${tag}`))
      .join(', ');
    const cutOff = [...document.querySelectorAll(selector)]
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && (r.right > width + 0.5 || r.left < -0.5) && !scrollsOrEllipsis(c);
      })
      .map((c) => `${c.tagName.toLowerCase()} ${c.getAttribute('aria-label') ?? c.getAttribute('name') ?? c.textContent?.trim().slice(0, 30)}`);
    return { pageWidth: document.documentElement.scrollWidth, window: window.innerWidth, cutOff };
  }, scope);
}
