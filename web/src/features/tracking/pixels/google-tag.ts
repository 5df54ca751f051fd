import { loadScriptOnce } from './load-script';
import type { Pixel } from './pixel';

export const GOOGLE_TAG_SRC = 'https://www.googletagmanager.com/gtag/js';

interface GoogleTagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

/**
 * The Google tag as Google's snippet installs it: `dataLayer`, `gtag('js', …)`, the script once
 * (named by the first id), then `gtag('config', id)` for each id, which counts the first page view.
 */
export function installGoogleTag(ids: readonly [string, ...string[]]): Pixel {
  const w = window as unknown as GoogleTagWindow;
  w.dataLayer ??= [];
  if (!w.gtag) {
    const layer = w.dataLayer;
    // gtag.js reads the Arguments objects the snippet pushes, not arrays
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    w.gtag('js', new Date());
  }
  loadScriptOnce(`${GOOGLE_TAG_SRC}?id=${encodeURIComponent(ids[0])}`);
  for (const id of ids) w.gtag('config', id);
  const gtag = (...args: unknown[]) => w.gtag?.(...args);
  return {
    pageView: () => gtag('event', 'page_view', { page_location: window.location.href, page_title: document.title }),
    signUp: () => gtag('event', 'sign_up'),
  };
}
