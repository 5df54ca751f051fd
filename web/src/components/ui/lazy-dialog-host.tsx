import { Suspense, lazy, useState } from 'react';
import { useDialogStore } from '../../lib/dialogs';
import { OverlayLoading } from './overlay-loading';

// the dialog stack's modal (a Radix dialog) loads with the first dialog opened: no page paints one first
const DialogHost = lazy(() => import('./dialog-host').then((m) => ({ default: m.DialogHost })));

/** The app's dialog host (dialog-host.tsx), loaded when the first dialog opens and kept mounted after. */
export function LazyDialogHost() {
  const open = useDialogStore((s) => s.dialogs.length > 0);
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={open ? <OverlayLoading /> : null}>
      <DialogHost />
    </Suspense>
  );
}
