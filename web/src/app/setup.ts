import { configureFunnel } from '../lib/error-funnel';
import { queryClient } from '../lib/query-client';
import { isLoggedIn } from '../lib/storage';
import { registerDomainFailureHandler } from '../features/system';
import type { AppRouter } from './router';

/** Event the member-centre feature listens for; the shell only knows the page name (spec 3 openMc). */
export const OPEN_MEMBER_CENTRE_EVENT = 'lotto:open-member-centre';

/** Wires the error funnel to the router and registers the shell's error rows. */
export function configureApp(router: Pick<AppRouter, 'navigate'>): void {
  configureFunnel({
    navigate: (path) => void router.navigate(path),
    openMemberCentre: (page) => {
      // a visitor opening the member centre goes to /login (spec 2 §4)
      if (!isLoggedIn()) void router.navigate('/login');
      else window.dispatchEvent(new CustomEvent(OPEN_MEMBER_CENTRE_EVENT, { detail: { page } }));
    },
    logout: () => {
      // keep the merchant's public data (settings, status, templates); drop everything tied to the user
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'system' });
    },
    goBack: () => void router.navigate(-1),
  });
  registerDomainFailureHandler();
}
