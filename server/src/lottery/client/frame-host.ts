import type { FrameHeightMessage } from '@lotto/contract';
import { contentHeight, readViewport, viewportVars } from '../frame-viewport.js';

/**
 * The page inside the site's frame (docs/decisions/0015-lottery-frame-height.md). The site tells
 * the page which part of the frame the player sees (`site:viewport`, from the parent window, same
 * origin); from the first such message the page is "hosted": it drops its own viewport heights
 * (html[data-hosted]), reports its content height (`frame:height`) whenever it changes, and keeps
 * its sticky top bar, sticky bet bar and toast in the visible band through CSS variables. Opened on
 * its own (no parent, or a parent that never says anything) it stays an ordinary scrolling page.
 */
export function hostInSiteFrame(): void {
  if (window.parent === window) return;
  const root = document.documentElement;
  let hosted = false;
  let reported = -1;
  const report = () => {
    const height = contentHeight(document.body.getBoundingClientRect().height);
    if (height === reported) return;
    reported = height;
    const message: FrameHeightMessage = { type: 'frame:height', height };
    window.parent.postMessage(message, location.origin);
  };
  window.addEventListener('message', (e: MessageEvent) => {
    if (e.source !== window.parent || e.origin !== location.origin) return;
    const vp = readViewport(e.data);
    if (!vp) return;
    if (!hosted) {
      hosted = true;
      root.dataset.hosted = 'site';
      new ResizeObserver(report).observe(document.body);
      report();
    }
    for (const [name, value] of Object.entries(viewportVars(vp, window.innerHeight))) root.style.setProperty(name, value);
  });
}
