import type { AreaKey, MenuItem } from '@lotto/contract';
import type { IconName } from '../ui/icons';

/** Icon per menu area key (spec 2 §2 area keys). */
export const AREA_ICON: Record<AreaKey, IconName> = {
  Index: 'home',
  LOTT: 'lottery',
  ELOTT: 'lottery',
  EastAsia: 'lottery',
  ESPORTS: 'sports',
  EATHLETICS: 'esports',
  Members: 'user',
  Active: 'sparkles',
  Promotion: 'gift',
  Download: 'download',
  Help: 'help',
  Service: 'headset',
  VIP: 'crown',
  ACTVTY: 'star',
  INTGRAL: 'star',
};

/** Shown when the merchant's menu has not loaded (or is empty), so the header is never bare. */
export const FALLBACK_MENU: MenuItem[] = [
  { key: 'Index', path: '/' },
  { key: 'LOTT', path: '/lottery' },
  { key: 'ESPORTS', path: '/sports' },
  { key: 'EATHLETICS', path: '/esports' },
  { key: 'Promotion', path: '/promotion' },
  { key: 'Download', path: '/download' },
];

export const isExternal = (path: string): boolean => /^(https?:)?\/\//i.test(path);

/** Customer service has no page of its own: its menu entry opens the popup. */
export const opensCustomerService = (item: MenuItem): boolean => item.key === 'Service' && (!item.path || item.path === '#');
