import type { IconName } from '../../components/ui/icons';

/**
 * Every site path (spec 1 §2, spec 2 §2) with its page title key (`shell:pages.<titleKey>`).
 * Clean paths chosen where the spec leaves them open:
 *   /more/:gamePage?   more-games page; `/more/<gamePage>?page=<displayName>` is the slot-type entrance (spec 2 §2)
 *   /elott             lowercase ELOTT game-type path (spec 2 §2 "lowercase game-type paths")
 *   /trend             lottery trend page reached through `?gameUrl=` (spec 2 §2)
 *   /lang/:lang        language route: sets the language, then home
 */
export interface SiteRoute {
  id: string;
  path: string;
  titleKey: string;
  icon: IconName;
}

export const SITE_ROUTES = [
  { id: 'home', path: '/', titleKey: 'home', icon: 'home' },
  { id: 'index', path: '/index', titleKey: 'home', icon: 'home' },
  { id: 'register', path: '/register', titleKey: 'register', icon: 'user' },
  { id: 'login', path: '/login', titleKey: 'login', icon: 'login' },
  { id: 'download', path: '/download', titleKey: 'download', icon: 'download' },
  { id: 'help', path: '/help', titleKey: 'help', icon: 'help' },
  { id: 'helpmc', path: '/helpmc', titleKey: 'helpmc', icon: 'help' },
  { id: 'notice', path: '/notice', titleKey: 'notice', icon: 'megaphone' },
  { id: 'promotion', path: '/promotion', titleKey: 'promotion', icon: 'gift' },
  { id: 'lottery', path: '/lottery', titleKey: 'lottery', icon: 'lottery' },
  { id: 'lott', path: '/lott', titleKey: 'lott', icon: 'lottery' },
  { id: 'vnLottery', path: '/vnLottery', titleKey: 'vnLottery', icon: 'lottery' },
  { id: 'vnlottery', path: '/vnlottery', titleKey: 'vnLottery', icon: 'lottery' },
  { id: 'elott', path: '/elott', titleKey: 'elott', icon: 'lottery' },
  { id: 'trend', path: '/trend', titleKey: 'trend', icon: 'lottery' },
  { id: 'seamless', path: '/seamless', titleKey: 'seamless', icon: 'esports' },
  { id: 'trial', path: '/trial', titleKey: 'trial', icon: 'sparkles' },
  { id: 'electron', path: '/electron', titleKey: 'electron', icon: 'slot' },
  { id: 'pointMall', path: '/pointMall', titleKey: 'pointMall', icon: 'star' },
  { id: 'speedTest', path: '/speedTest', titleKey: 'speedTest', icon: 'gauge' },
  { id: 'maintenance', path: '/maintenance', titleKey: 'maintenance', icon: 'wrench' },
  { id: 'live', path: '/live', titleKey: 'live', icon: 'live' },
  { id: 'sports', path: '/sports', titleKey: 'sports', icon: 'sports' },
  { id: 'esports', path: '/esports', titleKey: 'esports', icon: 'esports' },
  { id: 'fish', path: '/fish', titleKey: 'fish', icon: 'fish' },
  { id: 'pvp', path: '/pvp', titleKey: 'pvp', icon: 'cards' },
  { id: 'rng', path: '/rng', titleKey: 'rng', icon: 'slot' },
  { id: 'more', path: '/more/:gamePage?', titleKey: 'more', icon: 'sparkles' },
  { id: 'lang', path: '/lang/:lang', titleKey: 'home', icon: 'globe' },
  { id: 'notFound', path: '*', titleKey: 'notFound', icon: 'help' },
] as const satisfies readonly SiteRoute[];

export type SiteRouteId = (typeof SITE_ROUTES)[number]['id'];

export const routeById = (id: SiteRouteId): SiteRoute => SITE_ROUTES.find((r) => r.id === id)!;
