import { lazy, useEffect, useId, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AGENT_CENTRE_DEFAULT_PAGE, showsAgentMenu, type Whitelabel } from '@lotto/contract';
import { buttonClasses } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { useIsAgent, useLoggedIn } from '../../features/auth';
import { AgentCentreLayout, agentMenu, agentPagePath, isAgentPageName, type AgentPageName } from '../../features/agent-centre';
// the member centre's loader stage only (the 3-second fallback of spec 2 §2), not its menu's code
import { MemberPageStage } from '../../features/member-centre/components/member-page-stage';
import { useSettings, useStatus } from '../../features/system';
import { loadNamespaces } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';

/** Each agent page, loaded on demand (one chunk per page). */
const AGENT_PAGES: Record<AgentPageName, LazyExoticComponent<ComponentType<{ onReady: () => void }>>> = {
  agentAnnouncement: lazy(() => import('../../features/agent-centre/pages/notices-page')),
  agentTeamOverview: lazy(() => import('../../features/agent-centre/pages/team-overview-page')),
  registerCenter: lazy(() => import('../../features/agent-centre/pages/register-centre-page')),
  agentDownlines: lazy(() => import('../../features/agent-centre/pages/downlines-page')),
  agentTeamBetting: lazy(() => import('../../features/agent-centre/pages/team-betting-page')),
  agentUserLoss: lazy(() => import('../../features/agent-centre/pages/user-loss-page')),
  agentAccountDetails: lazy(() => import('../../features/agent-centre/pages/account-details-page')),
};

/** A refusal in a sentence, with the way back. */
function Refusal({ body, testId, to, back }: { body: string; testId: string; to: string; back: string }) {
  const { t } = useTranslation('agentCentre');
  const id = useId();
  return (
    <div className="shell-container py-8">
      <section aria-labelledby={id} data-testid={testId} className="mx-auto grid max-w-lg place-items-center gap-4 rounded-card border border-border bg-surface px-6 py-12 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-accent/12 text-accent">
          <Icon name="lock" className="size-7" />
        </span>
        <h1 id={id} className="text-xl font-extrabold">
          {t('menu.title')}
        </h1>
        <p className="max-w-md leading-relaxed text-muted">{body}</p>
        <Link to={to} className={buttonClasses('secondary')}>
          {back}
        </Link>
      </section>
    </div>
  );
}

/** The centre for a signed-in agent: the menu for this site and account, and the page behind the centre's loader. */
function AgentCentre({ page }: { page: AgentPageName }) {
  const { t } = useTranslation('agentCentre');
  usePageTitle(t(`pages.${page}`));
  const isAgent = useIsAgent();
  const settings = useSettings().data;
  const status = useStatus().data;
  const flags = useMemo<Whitelabel>(() => ({ ...settings?.whitelabel, ...status?.info.whitelabelVal }), [settings?.whitelabel, status?.info.whitelabelVal]);
  const menu = useMemo(() => agentMenu({ flags, isAgent }), [flags, isAgent]);
  const Page = AGENT_PAGES[page];
  const offered = menu.some((e) => e.page === page);
  return (
    <AgentCentreLayout menu={menu} active={page}>
      <MemberPageStage key={page}>
        {(onReady) =>
          settings === undefined ? (
            <Skeleton className="h-64 w-full rounded-card" />
          ) : offered ? (
            <Page onReady={onReady} />
          ) : (
            <Unavailable onReady={onReady} />
          )
        }
      </MemberPageStage>
    </AgentCentreLayout>
  );
}

/** A page this site's agent menu does not offer (spec 2 §6). */
function Unavailable({ onReady }: { onReady: () => void }) {
  const { t } = useTranslation('agentCentre');
  useEffect(onReady, [onReady]);
  return <Refusal body={t('refused.unavailable')} testId="agent-page-unavailable" to={agentPagePath(AGENT_CENTRE_DEFAULT_PAGE)} back={t('refused.toOverview')} />;
}

/** The centre's texts (and the records' ledger kind names, for account details) load with the route, never with the home page. */
export const loader = (): Promise<null> => loadNamespaces(['agentCentre', 'records']).then(() => null);

/**
 * /agent/:page (spec 2 §2 "The agent-centre default page is agentTeamOverview"; S2-2.43, S2-6.4):
 * the agent centre's pages by name. A visitor goes to /login; an account without the agent menu
 * (isAgent other than 1, 2, 41, 42) is refused in a sentence; an unknown name opens the overview.
 */
export function Component() {
  const { page } = useParams();
  const { t } = useTranslation('agentCentre');
  const loggedIn = useLoggedIn();
  const isAgent = useIsAgent();
  if (!loggedIn) return <Navigate to="/login" replace />;
  if (!showsAgentMenu(isAgent)) {
    return <Refusal body={t('refused.notAgent')} testId="agent-refused" to="/" back={t('refused.toHome')} />;
  }
  if (!isAgentPageName(page)) return <Navigate to={agentPagePath(AGENT_CENTRE_DEFAULT_PAGE)} replace />;
  return <AgentCentre page={page} />;
}
