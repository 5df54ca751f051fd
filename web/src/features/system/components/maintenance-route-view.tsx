import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../api/get-status';
import { blockReason } from '../block-reason';
import { ClosedSitePage } from './maintenance-page';

/** /maintenance: the notice while maintenance or a region block is on, otherwise home (spec 2 §2). */
export function MaintenanceRouteView() {
  const { t } = useTranslation('shell');
  const status = useStatus(); // the SystemGate above keeps it fresh on tab visibility
  if (status.isPending) {
    return (
      <div className="grid min-h-[50dvh] place-items-center text-accent">
        <Spinner label={t('app.loading')} className="size-8" />
      </div>
    );
  }
  if (status.data && blockReason(status.data)) return <ClosedSitePage query={status} />;
  return <Navigate to="/" replace />;
}
