import { useEffect, useRef, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../components/ui/cn';
import { getDomainRoutesQueryOptions } from '../api/get-domain-routes';
import { SPEED_RETEST_DELAY_MS, classifySpeed, measureDomain, type SpeedClass } from '../speed-test';
import { toBaseUrl } from '../domain-retry';

const BADGE: Record<SpeedClass, string> = {
  fast: 'bg-success/15 text-success',
  normal: 'bg-warning/15 text-warning',
  slow: 'bg-danger/15 text-danger',
  unreachable: 'bg-surface-2 text-muted',
};
const BAR: Record<SpeedClass, string> = {
  fast: 'bg-success',
  normal: 'bg-warning',
  slow: 'bg-danger',
  unreachable: 'bg-border',
};

/** Speed-test page: every merchant domain with the time its speed image takes (spec 2 §2 Speed-test page, §4, §9). */
export function SpeedTestPage({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  const routes = useQuery(getDomainRoutesQueryOptions());
  const [round, setRound] = useState(0);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const domains = (routes.data ?? []).map((r) => r.domainName).filter(Boolean);
  // one measurement per domain and round; a retest is a new round
  const measurements = useQueries({
    queries: domains.map((d) => ({
      queryKey: ['system', 'speed', d, round] as const,
      queryFn: () => measureDomain(d),
      staleTime: Infinity,
      gcTime: 60_000,
      retry: false,
    })),
  });
  const running = waiting || measurements.some((m) => m.isFetching);
  useEffect(() => () => clearTimeout(timer.current), []);

  const retest = () => {
    setWaiting(true);
    // spec 2 §9: a retest starts after 1 s
    timer.current = setTimeout(() => {
      setWaiting(false);
      setRound((r) => r + 1);
    }, SPEED_RETEST_DELAY_MS);
  };

  return (
    <section aria-labelledby="page-title" className="shell-container py-6 sm:py-10">
      <div className="mx-auto max-w-3xl">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="inline-flex items-center gap-2 text-sm font-semibold text-accent">
              <Icon name="gauge" className="size-5" />
              {t('speed.eyebrow')}
            </p>
            <h1 id="page-title" className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl">
              {title}
            </h1>
            <p className="mt-1 text-sm text-muted">{t('speed.intro')}</p>
          </div>
          <Button variant="secondary" onClick={retest} disabled={running || domains.length === 0} aria-busy={running}>
            <Icon name="refresh" className={cn('size-4', running && 'animate-spin')} />
            {t('speed.retest')}
          </Button>
        </div>
        <ul className="mt-6 space-y-3" aria-busy={routes.isPending || running}>
          {routes.isPending &&
            Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-[72px] w-full rounded-card" />
              </li>
            ))}
          {routes.isError && (
            <li role="alert" className="rounded-card border border-border bg-surface p-5 text-sm text-muted">
              {t('app.loadFailedBody')}
            </li>
          )}
          {routes.isSuccess && domains.length === 0 && (
            <li className="rounded-card border border-border bg-surface p-5 text-sm text-muted">{t('speed.none')}</li>
          )}
          {domains.map((d, i) => {
            const ms = waiting ? undefined : measurements[i]?.data;
            const cls = ms === undefined ? null : classifySpeed(ms);
            return (
              <li key={d} data-testid="speed-row" className="flex items-center gap-4 rounded-card border border-border bg-surface p-4">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{d}</p>
                  <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-2">
                    <div
                      className={cn('h-full rounded-full transition-all duration-500', cls ? BAR[cls] : 'w-1/3 animate-pulse bg-border')}
                      style={cls ? { width: cls === 'unreachable' ? '100%' : `${Math.max(8, 100 - Math.min(ms!, 300) / 3)}%` } : undefined}
                    />
                  </div>
                </div>
                <div className="w-24 shrink-0 text-right">
                  {cls ? (
                    <>
                      <p className="font-mono text-sm font-semibold">{cls === 'unreachable' ? '—' : t('speed.ms', { ms })}</p>
                      <span className={cn('mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-bold', BADGE[cls])}>{t(`speed.${cls}`)}</span>
                    </>
                  ) : (
                    <p className="text-sm text-muted">{t('speed.testing')}</p>
                  )}
                </div>
                <a
                  href={toBaseUrl(d)}
                  aria-label={t('speed.open', { domain: d })}
                  className="grid size-11 shrink-0 place-items-center rounded-control text-muted hover:bg-surface-2 hover:text-text"
                >
                  <Icon name="chevronRight" className="size-5" />
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
