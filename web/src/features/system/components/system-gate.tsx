import { Suspense, lazy, type ReactNode } from 'react';
import { useSettings } from '../api/get-settings';
import { useSystemStatus } from '../hooks/use-system-status';
import { blockReason } from '../block-reason';

// Shown only while the site is closed: its code (and the date formatting it brings) loads then,
// never with the first load of an open site.
const MaintenancePage = lazy(() => import('./maintenance-page').then((m) => ({ default: m.MaintenancePage })));

/** Renders the site, or the maintenance / region-restricted page when the status says so (spec 3 Status). */
export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  const settings = useSettings();
  if (status.data && blockReason(status.data)) {
    return (
      // while its code arrives: the page's background, never the closed site
      <Suspense fallback={<main className="min-h-dvh bg-bg" aria-busy="true" />}>
        <MaintenancePage
          status={status.data}
          siteName={settings.data?.siteName}
          logoUrl={settings.data?.logoUrl}
          checking={status.isFetching}
          onCheckAgain={() => void status.refetch()}
        />
      </Suspense>
    );
  }
  return <>{children}</>;
}
