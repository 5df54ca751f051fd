import { useTranslation } from 'react-i18next';
import { RegisterPage } from '../../features/register';
import { useSettings } from '../../features/system';
import { useDomainAffiliateCode } from '../../features/tracking';
import { loadNamespaces } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';

/** The registration texts load with the page (not in the home page's first load). */
export const loader = (): Promise<null> => loadNamespaces(['register']).then(() => null);

/** /register (spec 1 §2): the registration feature, given the merchant's white-label flags and the domain's affiliate code. */
export function Component() {
  const { t } = useTranslation('shell');
  const title = t('pages.register');
  usePageTitle(title);
  const whitelabel = useSettings().data?.whitelabel;
  // the affiliate code of this domain (its tracking config, spec 2 §3), when the URL carries none
  const siteAffiliateCode = useDomainAffiliateCode();
  return <RegisterPage title={title} whitelabel={whitelabel} siteAffiliateCode={siteAffiliateCode} />;
}
