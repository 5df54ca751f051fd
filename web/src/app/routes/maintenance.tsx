import { useTranslation } from 'react-i18next';
import { MaintenanceRouteView } from '../../features/system';
import { usePageTitle } from './use-page-title';

/** /maintenance: the notice when maintenance or a region block is on, else home (spec 2 §2). */
export function Component() {
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.maintenance'));
  return <MaintenanceRouteView />;
}
