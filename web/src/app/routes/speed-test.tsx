import { useTranslation } from 'react-i18next';
import { SpeedTestPage } from '../../features/system';
import { usePageTitle } from './use-page-title';

/** /speedTest: the merchant's domains with their response times (spec 2 §2). */
export function Component() {
  const { t } = useTranslation('shell');
  const title = t('pages.speedTest');
  usePageTitle(title);
  return <SpeedTestPage title={title} />;
}
