import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-funnel';

/** A failed load: what went wrong (the funnel's text for the error) and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('agentCentre');
  return (
    <div role="alert" className="grid gap-3 rounded-control border border-warning/40 bg-warning/10 p-4">
      <p className="text-sm">{isApiError(error) ? errorMessage(error) : t('common.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry} className="justify-self-start">
        <Icon name="refresh" className="size-4" />
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** Nothing to show, said in a sentence. */
export function EmptyState({ message }: { message: string }) {
  return (
    <div data-testid="agent-empty" className="grid place-items-center gap-2 rounded-control border border-dashed border-border px-4 py-10 text-center">
      <Icon name="search" className="size-8 text-muted" />
      <p className="text-sm text-muted">{message}</p>
    </div>
  );
}

/** Skeleton rows while a list loads (no spinners for lists). */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="grid gap-2" aria-busy="true" data-testid="agent-loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/**
 * The loading, error and empty states every agent page shares; `children` renders the data. While
 * another page or filter loads, the previous rows stay and are marked busy.
 */
export function QueryBody<T>({ query, empty, isEmpty, children }: { query: UseQueryResult<T>; empty: string; isEmpty: (data: T) => boolean; children: (data: T) => ReactNode }) {
  if (query.isError && !query.isFetching) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <ListSkeleton />;
  if (isEmpty(query.data)) return <EmptyState message={empty} />;
  return (
    <div className="grid gap-4" aria-busy={query.isFetching || undefined}>
      {children(query.data)}
    </div>
  );
}
