import { useTranslation } from 'react-i18next';
import { AgreementPage } from '../../features/register';
import { useTemplates } from '../../features/system';
import { loadNamespaces } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';

/** The registration texts load with the page (not in the home page's first load). */
export const loader = (): Promise<null> => loadNamespaces(['register']).then(() => null);

/** /register/agreement: the agreement text page of the registration form (spec 1 §2 #5), from the merchant templates. */
export function Component() {
  const { t } = useTranslation('register');
  usePageTitle(t('agreement.title'));
  return <AgreementPage html={useTemplates().data?.agreementHtml} />;
}
