import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { usePageTitle } from './use-page-title';

/** Any path the site does not know. */
export function Component() {
  const { t } = useTranslation('shell');
  const title = t('pages.notFound');
  usePageTitle(title);
  return <PagePlaceholder testId="not-found" title={title} icon="help" badge={t('notFound.code')} body={t('notFound.body')} />;
}
