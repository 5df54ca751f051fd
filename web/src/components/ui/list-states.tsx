import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-funnel';
import { Button } from './button';
import { Icon } from './icons';
import { Skeleton } from './skeleton';

/** A failed load: what went wrong (the funnel's text for the error) and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="grid gap-3 rounded-control border border-warning/40 bg-warning/10 p-4">
      <p className="text-sm">{isApiError(error) ? errorMessage(error) : t('loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry} className="justify-self-start">
        <Icon name="refresh" className="size-4" />
        {t('retry')}
      </Button>
    </div>
  );
}

/** Nothing to show for this filter, said in a sentence. */
function EmptyState({ message, testId }: { message: string; testId: string }) {
  return (
    <div data-testid={testId} className="grid place-items-center gap-2 rounded-control border border-dashed border-border px-4 py-10 text-center">
      <Icon name="search" className="size-8 text-muted" />
      <p className="text-sm text-muted">{message}</p>
    </div>
  );
}

/** Skeleton rows while a list loads (no spinners for lists). */
function ListSkeleton({ testId }: { testId: string }) {
  return (
    <div className="grid gap-2" aria-busy="true" data-testid={testId}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/**
 * The loading, error and empty states of a list read from the server; `children` renders the data.
 * While another page or filter loads, the previous rows stay and are marked busy. `testIdPrefix`
 * names the empty and loading states (`<prefix>-empty`, `<prefix>-loading`).
 */
export function QueryBody<T>({
  query,
  empty,
  isEmpty,
  testIdPrefix,
  children,
}: {
  query: UseQueryResult<T>;
  empty: string;
  isEmpty: (data: T) => boolean;
  testIdPrefix: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && !query.isFetching) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <ListSkeleton testId={`${testIdPrefix}-loading`} />;
  if (isEmpty(query.data)) return <EmptyState message={empty} testId={`${testIdPrefix}-empty`} />;
  return (
    <div className="grid gap-4" aria-busy={query.isFetching || undefined}>
      {children(query.data)}
    </div>
  );
}
