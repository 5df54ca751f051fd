import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Whitelabel } from '@lotto/contract';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../features/auth';
import { PointMallPage } from '../../features/points';
import { useSettings, useStatus } from '../../features/system';
import { loadNamespaces } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';

/**
 * /pointMall (spec 2 §2 "pointMall"): the points mall, composed with the session (a real member's
 * account, spec 2 §6), the merchant's flags (PTSYS3, MEMTRANS3) and its mobile rule (spec 2 §5).
 */
export function Component() {
  const { t } = useTranslation('shell');
  const title = t('pages.pointMall');
  usePageTitle(title);
  const session = useSession();
  const settings = useSettings().data;
  const status = useStatus().data;
  const flags = useMemo<Whitelabel>(() => ({ ...settings?.whitelabel, ...status?.info.whitelabelVal }), [settings?.whitelabel, status?.info.whitelabelVal]);
  if (!settings) return <Skeleton className="shell-container my-8 h-96 rounded-card" />;
  const account = session.loggedIn && !session.isTrial ? (session.info?.account ?? null) : null;
  return <PointMallPage title={title} account={account} flags={flags} phoneRule={status?.info.register.mobileNum} />;
}

/** The mall's texts (its own locale namespace) arrive before the page renders. */
export const loader = (): Promise<null> => loadNamespaces(['points']).then(() => null);
