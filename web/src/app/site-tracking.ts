import type { QueryClient } from '@tanstack/react-query';
import { getTrackingConfigQueryOptions, pageHost, startTracker } from '../features/tracking';
// the registration's announcement by its own module, not the feature's index (which brings its pages)
import { SESSION_CHANGED_EVENT } from '../features/register/session';

/** The site's running pixels, as the shell drives them. */
export interface SiteTracking {
  pageView(page: string): void;
  stop(): void;
}

/**
 * Reads this host's tracking config and starts its pixels on the current page; a completed
 * registration (the register feature's session announcement) is their sign-up event. Null when
 * the config names no pixel or cannot be read: tracking fails silently.
 */
export async function startSiteTracking(queryClient: QueryClient, currentPage: () => string): Promise<SiteTracking | null> {
  const config = await queryClient.fetchQuery(getTrackingConfigQueryOptions(pageHost())).catch(() => null);
  const tracker = startTracker(config, currentPage());
  if (!tracker) return null;
  const onSessionChanged = (e: Event) => {
    if ((e as CustomEvent<{ reason?: string } | null>).detail?.reason === 'register') tracker.signUp();
  };
  window.addEventListener(SESSION_CHANGED_EVENT, onSessionChanged);
  return {
    pageView: (page) => tracker.pageView(page),
    stop: () => window.removeEventListener(SESSION_CHANGED_EVENT, onSessionChanged),
  };
}
