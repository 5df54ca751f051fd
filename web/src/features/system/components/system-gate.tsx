import { Suspense, lazy, type ReactNode } from 'react';
import { useSystemStatus } from '../hooks/use-system-status';
import { blockReason } from '../block-reason';

// Shown only while the site is closed: its code (and the date formatting it brings) loads then,
// never with the first load of an open site.
const ClosedSitePage = lazy(() => import('./maintenance-page').then((m) => ({ default: m.ClosedSitePage })));

/** Renders the site, or the maintenance / region-restricted page when the status says so (spec 3 Status). */
export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  if (status.data && blockReason(status.data)) {
    return (
      // while its code arrives: the page's background, never the closed site
      <Suspense fallback={<main className="min-h-dvh bg-bg" aria-busy="true" />}>
        <ClosedSitePage query={status} />
      </Suspense>
    );
  }
  return <>{children}</>;
}
