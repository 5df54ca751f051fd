import type { SystemStatus } from '@lotto/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { useSettings } from '../api/get-settings';
import { blockReason } from '../block-reason';

/** Full-page maintenance or region-restriction notice (spec 2 §2 Maintenance page). */
export function MaintenancePage({
  status,
  siteName,
  logoUrl,
  onCheckAgain,
  checking = false,
}: {
  status: SystemStatus;
  siteName?: string;
  logoUrl?: string;
  onCheckAgain?: () => void;
  checking?: boolean;
}) {
  const { t } = useTranslation('shell');
  const reason = blockReason(status) ?? 'maintenance';
  const isMaintenance = reason === 'maintenance';
  const end = isMaintenance && status.maintenanceEnd ? formatDateTime(status.maintenanceEnd) : '';
  return (
    <main
      data-testid={isMaintenance ? 'maintenance-page' : 'region-restricted-page'}
      className="relative grid min-h-dvh place-items-center overflow-hidden bg-bg px-4 py-12 text-text"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_50%_at_50%_0%,color-mix(in_oklab,var(--c-accent)_22%,transparent),transparent_70%)]" />
      <div className="relative w-full max-w-md rounded-card border border-border bg-surface/90 p-8 text-center shadow-[0_30px_80px_-30px_rgba(0,0,0,0.6)] backdrop-blur">
        {logoUrl ? (
          <img src={logoUrl} alt={siteName ?? ''} className="mx-auto mb-6 h-10 w-auto" />
        ) : (
          siteName && <p className="mb-6 text-lg font-extrabold tracking-tight">{siteName}</p>
        )}
        <div
          className={
            isMaintenance
              ? 'mx-auto grid size-20 place-items-center rounded-full bg-warning/12 text-warning ring-1 ring-warning/30'
              : 'mx-auto grid size-20 place-items-center rounded-full bg-danger/12 text-danger ring-1 ring-danger/30'
          }
        >
          <Icon name={isMaintenance ? 'wrench' : 'shield'} className="size-10" />
        </div>
        <h1 className="mt-6 text-2xl font-bold tracking-tight">
          {isMaintenance ? t('system.maintenanceTitle') : t('system.restrictedTitle')}
        </h1>
        <p className="mt-3 leading-relaxed text-muted">{isMaintenance ? t('system.maintenanceBody') : t('system.restrictedBody')}</p>
        {end && (
          <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-surface-2 px-4 py-2 text-sm font-medium">
            <Icon name="clock" className="size-4 text-accent" />
            {t('system.maintenanceUntil', { time: end })}
          </p>
        )}
        {!isMaintenance && (
          <p data-testid="visitor-ip" className="mt-5 inline-flex items-center gap-2 rounded-full bg-surface-2 px-4 py-2 font-mono text-sm">
            {t('system.restrictedIp', { ip: status.location.ip })}
          </p>
        )}
        {onCheckAgain && (
          <div className="mt-8">
            <Button variant="secondary" onClick={onCheckAgain} disabled={checking} aria-busy={checking}>
              <Icon name="refresh" className={checking ? 'size-4 animate-spin' : 'size-4'} />
              {t('system.checkAgain')}
            </Button>
          </div>
        )}
      </div>
    </main>
  );
}

/**
 * The page of a closed site for its status query (the gate's or /maintenance's): the merchant's name
 * and logo, and a button that asks the status again. Nothing before the status has arrived.
 */
export function ClosedSitePage({ query }: { query: Pick<UseQueryResult<SystemStatus>, 'data' | 'isFetching' | 'refetch'> }) {
  const settings = useSettings();
  if (!query.data) return null;
  return (
    <MaintenancePage
      status={query.data}
      siteName={settings.data?.siteName}
      logoUrl={settings.data?.logoUrl}
      checking={query.isFetching}
      onCheckAgain={() => void query.refetch()}
    />
  );
}
