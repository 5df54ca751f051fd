import type { TrackingConfig, TrackingDomain } from '@lotto/contract';
import { installGoogleTag } from './pixels/google-tag';
import { installMetaPixel } from './pixels/meta-pixel';
import { installTiktokPixel } from './pixels/tiktok-pixel';
import type { Pixel } from './pixels/pixel';

/** The pixels of the site's tracking config, as one: a page view and a sign-up reach each of them. */
export interface Tracker {
  /** A page view of `page` (path and query); the page the pixels started on, or the last one, is not counted twice. */
  pageView(page: string): void;
  /** A completed registration. */
  signUp(): void;
}

/** The distinct ids of one kind across the config's domains list, in order. */
function idsOf(config: TrackingConfig, key: keyof TrackingDomain): string[] {
  return [...new Set(config.domains.flatMap((d) => (d[key] ? [d[key]] : [])))];
}

const some = (ids: string[]): ids is [string, ...string[]] => ids.length > 0;

/** The domain's affiliate code: the first entry of its domains list that names one. */
export const affiliateCodeOf = (config: TrackingConfig | null | undefined): string | undefined =>
  config?.domains.find((d) => d.affiliateCode)?.affiliateCode ?? undefined;

/**
 * Installs the configured pixels (only those: appsFlyerId and adjustId are the merchant apps', and
 * the web loads no SDK for them) on `page`, each counting it as its first page view. Null when the
 * config names none.
 */
export function startTracker(config: TrackingConfig | null, page: string): Tracker | null {
  if (!config) return null;
  const pixels: Pixel[] = [];
  const gtag = idsOf(config, 'gtagId');
  const meta = idsOf(config, 'fbPixelId');
  const tiktok = idsOf(config, 'tiktokPixelId');
  if (some(gtag)) pixels.push(installGoogleTag(gtag));
  if (some(meta)) pixels.push(installMetaPixel(meta));
  if (some(tiktok)) pixels.push(installTiktokPixel(tiktok));
  if (pixels.length === 0) return null;
  let current = page;
  return {
    pageView(next) {
      if (next === current) return;
      current = next;
      for (const p of pixels) p.pageView();
    },
    signUp() {
      for (const p of pixels) p.signUp();
    },
  };
}
