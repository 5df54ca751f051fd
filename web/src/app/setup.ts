import { accessRefusal } from '../lib/access-gate';
import { configureFunnel } from '../lib/error-funnel';
import { openDialog } from '../lib/dialogs';
import { commonText, errorText } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { getIsAgent, isLoggedIn } from '../lib/storage';
import { primeCarriedReads, registerDomainFailureHandler } from '../features/system';
import type { AppRouter } from './router';

/** A trial account (isAgent 4) is refused from member pages with in_need_true_account (spec 1 §6). */
export function refuseTrialAccount(): void {
  openDialog({
    key: 'in_need_true_account',
    tone: 'warning',
    message: errorText('in_need_true_account') ?? 'in_need_true_account',
    confirmLabel: commonText('ok'),
  });
}

/**
 * Opens a member-centre page by name (spec 3 openMc): its route /member/<page>. A visitor goes to
 * /login (spec 1 §6); a trial account (isAgent 4) is refused with in_need_true_account (spec 1 §6).
 */
export function openMemberCentre(page: string, navigate: (path: string, options?: { replace?: boolean }) => void, options?: { replace?: boolean }): void {
  const refusal = accessRefusal(isLoggedIn(), getIsAgent());
  if (refusal === 'guest') navigate('/login', options);
  else if (refusal === 'trial') refuseTrialAccount();
  else navigate(`/member/${encodeURIComponent(page)}`, options);
}

/**
 * Opens an agent-centre page by name: its route /agent/<page> (spec 2 §2; default
 * agentTeamOverview). A visitor goes to /login; the route refuses an account without the agent menu.
 */
export function openAgentCentre(page: string, navigate: (path: string) => void): void {
  if (!isLoggedIn()) navigate('/login');
  else navigate(`/agent/${encodeURIComponent(page)}`);
}

/** Wires the error funnel to the router and registers the shell's error rows. */
export function configureApp(router: Pick<AppRouter, 'navigate' | 'state'>): void {
  configureFunnel({
    navigate: (path) => void router.navigate(path),
    openMemberCentre: (page, options) => openMemberCentre(page, (path, opts) => void router.navigate(path, opts), options),
    logout: () => {
      // keep the merchant's public data (settings, status, templates); drop everything tied to the user
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'system' });
    },
    goBack: () => void router.navigate(-1),
    // where the router is (the same as the window's in the browser)
    location: () => ({ protocol: window.location.protocol, pathname: router.state.location.pathname }),
  });
  registerDomainFailureHandler();
}

/** What the first render waits for besides its texts: the shell's reads the page carries (never the network). */
export const primeFirstRender = (): Promise<void> => primeCarriedReads(queryClient);
