import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NoticeBoard } from '../../features/home-content';
import { PageFrame } from '../../components/ui/page-frame';
import { loadNamespaces } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';

/** /notice and /notice?id=: the notice board (spec 2 §2), reached from the home strip and the right bar. */
export function Component() {
  const { t } = useTranslation('shell');
  const title = t('pages.notice');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  return (
    <div className="shell-container py-4 sm:py-6">
      <div className="mx-auto max-w-3xl">
        <PageFrame title={title} icon="megaphone">
          <NoticeBoard
            selectedId={params.get('id')}
            onSelect={(id) => setParams(id ? { id } : {}, { replace: true, preventScrollReset: true })}
          />
        </PageFrame>
      </div>
    </div>
  );
}

/** The board's texts (the homeContent namespace) arrive before the page renders. */
export const loader = (): Promise<null> => loadNamespaces(['homeContent']).then(() => null);
