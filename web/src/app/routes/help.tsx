import { useTranslation } from 'react-i18next';
import { HelpCentrePage } from '../../features/help';
import { loadNamespaces } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';

/** /help and /help#tag: the help centre, menu or the tagged topic (spec 2 §2). */
export function Component() {
  const { t } = useTranslation('shell');
  const title = t('pages.help');
  usePageTitle(title);
  return <HelpCentrePage title={title} variant="centre" />;
}

/** The help centre's texts (its own locale namespace) arrive before the page renders. */
export const loader = (): Promise<null> => loadNamespaces(['help']).then(() => null);
