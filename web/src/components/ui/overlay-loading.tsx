import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/**
 * Stands in for a modal while its code loads, as a dialog in the page from the moment it is asked
 * for: an overlay that opens by itself (the advertisement popup) waits while a dialog is in the
 * page (lib/dialog-presence), so it cannot slip in under the modal during the load. It also keeps a
 * second click off the page meanwhile.
 */
export function OverlayLoading() {
  const { t } = useTranslation('common');
  return (
    <div role="dialog" aria-modal="true" aria-busy="true" aria-label={t('loading')} className="fixed inset-0 z-[80] grid place-items-center">
      <span className="grid size-16 place-items-center rounded-card border border-border bg-surface text-accent shadow-2xl">
        <Spinner className="size-7" />
      </span>
    </div>
  );
}
