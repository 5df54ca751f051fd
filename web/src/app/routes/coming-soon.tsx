import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { routeById, type SiteRouteId } from './index';
import { usePageTitle } from './use-page-title';

/** The translated "coming soon" page of a route whose feature is built later. */
export function ComingSoon({ routeId }: { routeId: SiteRouteId }) {
  const { t } = useTranslation('shell');
  const route = routeById(routeId);
  const title = t(`pages.${route.titleKey}`);
  usePageTitle(title);
  return <PagePlaceholder title={title} icon={route.icon} />;
}
