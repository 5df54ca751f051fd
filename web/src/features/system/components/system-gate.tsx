import type { ReactNode } from 'react';
import { useSettings } from '../api/get-settings';
import { useSystemStatus } from '../hooks/use-system-status';
import { MaintenancePage, blockReason } from './maintenance-page';

/** Renders the site, or the maintenance / region-restricted page when the status says so (spec 3 Status). */
export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  const settings = useSettings();
  if (status.data && blockReason(status.data)) {
    return (
      <MaintenancePage
        status={status.data}
        siteName={settings.data?.siteName}
        logoUrl={settings.data?.logoUrl}
        checking={status.isFetching}
        onCheckAgain={() => void status.refetch()}
      />
    );
  }
  return <>{children}</>;
}
