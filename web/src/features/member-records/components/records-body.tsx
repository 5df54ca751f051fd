import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ListSkeleton, LoadFailed } from './page-frame';

/**
 * The loading, error and empty states every records list shares; `children` renders the data.
 * While another page or filter loads, the previous rows stay and are marked busy.
 */
export function RecordsBody<T>({ query, empty, isEmpty, children }: { query: UseQueryResult<T>; empty: string; isEmpty: (data: T) => boolean; children: (data: T) => ReactNode }) {
  if (query.isError && !query.isFetching) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <ListSkeleton />;
  if (isEmpty(query.data)) return <EmptyState message={empty} />;
  return (
    <div className="grid gap-4" aria-busy={query.isFetching || undefined}>
      {children(query.data)}
    </div>
  );
}
