import { useTranslation } from 'react-i18next';
import { AgreementPage } from '../../features/register';
import { useTemplates } from '../../features/system';
import { usePageTitle } from './use-page-title';

/** /register/agreement: the agreement text page of the registration form (spec 1 §2 #5), from the merchant templates. */
export function Component() {
  const { t } = useTranslation('register');
  usePageTitle(t('agreement.title'));
  return <AgreementPage html={useTemplates().data?.agreementHtml} />;
}
