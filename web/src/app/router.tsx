import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootErrorBoundary, RootLayout } from './routes/root';
import { ShellSkeleton } from './shell-skeleton';

/** Child routes of the shell, each loaded on demand (route-level `lazy`); paths listed in routes/index.ts. */
export const pageRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home') },
  { path: 'index', lazy: () => import('./routes/home') },
  { path: 'register', lazy: () => import('./routes/register') },
  // the agreement text of the registration form (spec 1 §2 #5); reached from the form, not the menus
  { path: 'register/agreement', lazy: () => import('./routes/register-agreement') },
  { path: 'login', lazy: () => import('./routes/login') },
  { path: 'download', lazy: () => import('./routes/download') },
  { path: 'help', lazy: () => import('./routes/help') },
  { path: 'helpmc', lazy: () => import('./routes/helpmc') },
  { path: 'notice', lazy: () => import('./routes/notice') },
  { path: 'promotion', lazy: () => import('./routes/promotion') },
  { path: 'lottery', lazy: () => import('./routes/lottery') },
  { path: 'lott', lazy: () => import('./routes/lott') },
  // both spellings exist in the spec (spec 2 §2)
  { path: 'vnLottery', caseSensitive: true, lazy: () => import('./routes/vn-lottery') },
  { path: 'vnlottery', caseSensitive: true, lazy: () => import('./routes/vn-lottery') },
  { path: 'elott', lazy: () => import('./routes/elott') },
  { path: 'trend', lazy: () => import('./routes/trend') },
  { path: 'seamless', lazy: () => import('./routes/seamless') },
  { path: 'trial', lazy: () => import('./routes/trial') },
  { path: 'electron', lazy: () => import('./routes/electron') },
  { path: 'pointMall', lazy: () => import('./routes/point-mall') },
  // the member centre's pages by name (spec 1 §2, spec 2 §2); /member opens securityCenter
  { path: 'member/:page?', lazy: () => import('./routes/member') },
  // the agent centre's pages by name (spec 2 §2); /agent opens agentTeamOverview
  { path: 'agent/:page?', lazy: () => import('./routes/agent') },
  { path: 'speedTest', lazy: () => import('./routes/speed-test') },
  { path: 'maintenance', lazy: () => import('./routes/maintenance') },
  { path: 'live', lazy: () => import('./routes/live') },
  { path: 'sports', lazy: () => import('./routes/sports') },
  { path: 'esports', lazy: () => import('./routes/esports') },
  { path: 'fish', lazy: () => import('./routes/fish') },
  { path: 'pvp', lazy: () => import('./routes/pvp') },
  { path: 'rng', lazy: () => import('./routes/rng') },
  { path: 'more/:gamePage?', lazy: () => import('./routes/more-games') },
  { path: 'lang/:lang', lazy: () => import('./routes/lang') },
  { path: '*', lazy: () => import('./routes/not-found') },
];

export const routes: RouteObject[] = [
  // an alternate game window: the game fills the window, so no header, footer or widgets (spec 2 §4)
  { path: '/player', lazy: () => import('./routes/player'), HydrateFallback: ShellSkeleton, ErrorBoundary: RootErrorBoundary },
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: ShellSkeleton,
    ErrorBoundary: RootErrorBoundary,
    children: pageRoutes,
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
