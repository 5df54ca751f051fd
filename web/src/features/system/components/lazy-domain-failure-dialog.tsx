import { Suspense, lazy, useState } from 'react';
import { OverlayLoading } from '../../../components/ui/overlay-loading';
import { useDomainFailureStore } from '../domain-failure-store';

// the dialog (a Radix dialog with the domain race) loads the first time a domain failure shows it
const DomainFailureDialog = lazy(() => import('./domain-failure-dialog').then((m) => ({ default: m.DomainFailureDialog })));

/** The domain-failure dialog of the app shell, loaded when it first opens and kept mounted after. */
export function LazyDomainFailureDialog() {
  const open = useDomainFailureStore((s) => s.open);
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={open ? <OverlayLoading /> : null}>
      <DomainFailureDialog />
    </Suspense>
  );
}
