import { useTranslation } from 'react-i18next';
import { HelpCentrePage } from '../../features/help';
import { loadNamespaces } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';

/** /helpmc: the member help, the same topics as a compact accordion (spec 2 §2). */
export function Component() {
  const { t } = useTranslation('shell');
  const title = t('pages.helpmc');
  usePageTitle(title);
  return <HelpCentrePage title={title} variant="member" />;
}

/** The help centre's texts (its own locale namespace) arrive before the page renders. */
export const loader = (): Promise<null> => loadNamespaces(['help']).then(() => null);
