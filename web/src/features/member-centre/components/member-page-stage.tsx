import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADER_FALLBACK_MS } from '@lotto/contract';
import { Spinner } from '../../../components/ui/spinner';

/**
 * Holds a member-centre page behind a loader until the page says its data is in, or for 3 s at
 * most (spec 2 §2, §9 "Loader fallback 3 s"). Mount it with the page name as key: each page starts
 * behind its own loader. The page's code loads inside (Suspense), under the same loader.
 */
export function MemberPageStage({ children }: { children: (onReady: () => void) => ReactNode }) {
  const { t } = useTranslation('common');
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  useEffect(() => {
    const timer = setTimeout(onReady, LOADER_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [onReady]);
  return (
    <div className="relative min-h-64" aria-busy={!ready}>
      {ready ? null : (
        <div data-testid="member-page-loader" className="grid min-h-64 place-items-center rounded-card border border-border bg-surface">
          <Spinner label={t('loading')} className="size-8 text-accent" />
        </div>
      )}
      <div hidden={!ready}>
        <Suspense fallback={null}>{children(onReady)}</Suspense>
      </div>
    </div>
  );
}
