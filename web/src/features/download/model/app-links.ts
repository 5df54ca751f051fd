import type { Resource } from '@lotto/contract';

/** The download page's platforms, in the order of spec 2 §2 "Download page". */
export const APP_PLATFORMS = ['Android', 'IOS', 'H5'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

export interface AppLink {
  platform: AppPlatform;
  /** The absolute address the QR code holds (a phone scanning it needs the whole URL). */
  href: string;
  /** The path within this site when the link leads here (opened in-app), else null. */
  onSite: string | null;
}

/**
 * The merchant's app links among the site's resources (spec 2 §3 resourceType IOS, Android, H5):
 * the first non-empty one per platform, resolved against the site's origin (a resource may be a
 * path such as `/`). Anything that is not an http(s) address is left out: it could not be scanned,
 * and a `javascript:` value must never become a link.
 */
export function appLinksOf(resources: readonly Resource[], origin: string): AppLink[] {
  return APP_PLATFORMS.flatMap((platform) => {
    const raw = resources.find((r) => r.resourceType === platform && r.url.trim())?.url.trim();
    if (!raw) return [];
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      return [];
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return [];
    const onSite = url.origin === new URL(origin).origin ? `${url.pathname}${url.search}${url.hash}` : null;
    return [{ platform, href: url.href, onSite }];
  });
}

/** The element id of a platform's install guide on the download page (a seeded link's hash). */
export const INSTALL_GUIDE_ID: Partial<Record<AppPlatform, string>> = { IOS: 'install-ios', Android: 'install-android' };

/**
 * Whether the page shows a platform's install guide: only when its link leads to this site (the
 * seeded `/download#install-ios`), i.e. the "app" is the site added to the home screen, which the
 * guide's steps show. A merchant whose link is a store page or an installer of its own gets the
 * code alone, as those steps would not fit its app.
 */
export const hasInstallGuide = (link: AppLink | undefined): boolean => !!link?.onSite && !!INSTALL_GUIDE_ID[link.platform];
