import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../components/ui/dialog-host';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getRoutersQueryOptions } from '../api/get-routers';
import { getStatusQueryOptions } from '../api/get-status';
import { pingDomain } from '../api/ping-domain';
import { firstCustomerService, openCustomerServiceWindow } from '../customer-service';
import { buildRedirectUrl, pickRandomDomains, raceFastest } from '../domain-retry';
import { useDomainFailureStore } from '../domain-failure-store';

type Phase = 'idle' | 'retrying' | 'failed';

/** Domain-failure dialog: message, customer service and retry to the fastest domain (spec 1 §2 #11, §8). */
export function DomainFailureDialog({ redirect = (url: string) => window.location.assign(url) }: { redirect?: (url: string) => void }) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const { open, message, hide } = useDomainFailureStore();
  const [phase, setPhase] = useState<Phase>('idle');

  const routers = () => queryClient.fetchQuery(getRoutersQueryOptions()).catch(() => null);

  const onCustomerService = async () => {
    const fromRouters = firstCustomerService((await routers())?.customerService);
    const fromStatus = firstCustomerService(queryClient.getQueryData(getStatusQueryOptions().queryKey)?.info.customerService);
    const entry = fromRouters ?? fromStatus;
    if (entry) openCustomerServiceWindow(entry.path);
  };

  const onRetry = async () => {
    setPhase('retrying');
    const list = (await routers())?.domainList ?? [];
    const winner = await raceFastest(pickRandomDomains(list), (baseUrl, signal) => pingDomain(baseUrl, signal));
    if (!winner) {
      setPhase('failed');
      return;
    }
    redirect(buildRedirectUrl(winner.baseUrl, window.location.search));
  };

  return (
    <ModalFrame
      open={open}
      onOpenChange={(o) => {
        if (!o && phase !== 'retrying') {
          hide();
          setPhase('idle');
        }
      }}
      testId="domain-failure-dialog"
      tone="warning"
      title={t('system.domainTitle')}
      description={message ?? t('system.domainCheckFailed')}
      details={phase === 'failed' ? [t('system.noDomainAnswered')] : undefined}
      dismissible={phase !== 'retrying'}
    >
      <Button variant="secondary" className="sm:min-w-36" onClick={() => void onCustomerService()}>
        {t('system.customerService')}
      </Button>
      <Button className="sm:min-w-36" disabled={phase === 'retrying'} aria-busy={phase === 'retrying'} onClick={() => void onRetry()}>
        {phase === 'retrying' ? (
          <>
            <Spinner className="size-4" />
            {t('system.retrying')}
          </>
        ) : (
          t('system.retry')
        )}
      </Button>
    </ModalFrame>
  );
}
