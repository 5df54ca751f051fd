import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { whenIdle } from '../components/ui/after-first-paint';
import type { SiteTracking } from './site-tracking';

/** At the latest this long after the shell's first render, the pixels start even if the browser never idles. */
const START_TIMEOUT_MS = 4000;

/**
 * The analytics pixels of the site's tracking config (spec 2 §3; docs/decisions/0029-tracking-config.md):
 * their module loads once the browser is idle after the first paint, never with the first load,
 * and each later page of the site (a client-side route change) is a page view.
 */
export function useSiteTracking(): void {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const pageNow = useRef(page);
  const tracking = useRef<SiteTracking | null>(null);

  useEffect(() => {
    let stopped = false;
    const cancel = whenIdle(() => {
      import('./site-tracking')
        .then((m) => m.startSiteTracking(queryClient, () => pageNow.current))
        .then((started) => {
          if (stopped) started?.stop();
          else tracking.current = started;
        })
        // tracking never troubles the visitor: a chunk or config that fails to load is left alone
        .catch(() => undefined);
    }, START_TIMEOUT_MS);
    return () => {
      stopped = true;
      cancel();
      tracking.current?.stop();
      tracking.current = null;
    };
  }, [queryClient]);

  useEffect(() => {
    pageNow.current = page;
    tracking.current?.pageView(page);
  }, [page]);
}
