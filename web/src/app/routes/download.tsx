import { useTranslation } from 'react-i18next';
import { DownloadPage } from '../../features/download';
import { useStatus } from '../../features/system';
import { loadNamespaces } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';

/** /download (spec 1 §2, spec 2 §2 "Download page"): the merchant's app codes and install guides. */
export function Component() {
  const { t } = useTranslation('shell');
  const title = t('pages.download');
  usePageTitle(title);
  // the app links are the merchant's resources in the site status the shell reads (one query)
  const status = useStatus();
  return <DownloadPage title={title} pending={status.isPending} />;
}

/** The page's texts (its own locale namespace) arrive before the page renders. */
export const loader = (): Promise<null> => loadNamespaces(['download']).then(() => null);
