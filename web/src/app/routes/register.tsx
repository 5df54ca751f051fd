import { useTranslation } from 'react-i18next';
import { RegisterPage } from '../../features/register';
import { useSettings } from '../../features/system';
import { usePageTitle } from './use-page-title';

/** /register (spec 1 §2): the registration feature, given the merchant's white-label flags. */
export function Component() {
  const { t } = useTranslation('shell');
  const title = t('pages.register');
  usePageTitle(title);
  const whitelabel = useSettings().data?.whitelabel;
  return <RegisterPage title={title} whitelabel={whitelabel} />;
}
