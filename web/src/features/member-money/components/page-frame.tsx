import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-funnel';

// the page frame and panels are the site's (components/ui/page-frame.tsx)
export { PageFrame, Panel } from '../../../components/ui/page-frame';

/** A failed load: what went wrong (the funnel's text for the error) and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('money');
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
