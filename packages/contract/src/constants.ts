/** Business constants (spec 1 §9, spec 2 §9). Each cites its section. */

export const LANGUAGES = ['CN', 'TW', 'HK', 'EN', 'JA', 'KO', 'ID', 'ES', 'VI', 'TA', 'TH'] as const; // spec 1 §9
export type Language = (typeof LANGUAGES)[number];
export const SITE_DEFAULT_LANGUAGE: Language = 'CN'; // spec 1 §9: CN on the site (zh_CN maps to CN)
export const isLanguage = (v: unknown): v is Language =>
  typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
/** zh_CN (any case, - or _) is CN; anything else unknown falls back to the site default. */
export function normaliseLanguage(v: string | null | undefined): Language {
  if (!v) return SITE_DEFAULT_LANGUAGE;
  const up = v.trim().toUpperCase().replace('-', '_');
  if (up === 'ZH_CN' || up === 'ZH') return 'CN';
  return isLanguage(up) ? up : SITE_DEFAULT_LANGUAGE;
}

/** Menu area keys (spec 2 §2). */
export const AREA_KEYS = [
  'Index', 'LOTT', 'ELOTT', 'EastAsia', 'ESPORTS', 'EATHLETICS', 'Members', 'Active', 'Promotion',
  'Download', 'Help', 'Service', 'VIP', 'ACTVTY', 'INTGRAL',
] as const;
export type AreaKey = (typeof AREA_KEYS)[number];

/** Product types (spec 2 §9). */
export const PRODUCT_TYPES = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP', 'DEPOSIT'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PING_MAX_DOMAINS = 10; // spec 1 §9, spec 2 §9
export const PING_TIMEOUT_MS = 10_000; // spec 1 §9, spec 2 §9
export const BACK_TO_TOP_AFTER_PX = 200; // spec 2 §9
export const DEFAULT_PROFILE_ICON_COUNT = 9; // spec 1 §9
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'; // spec 1 §9, spec 2 §9
export const MONEY_DECIMALS = 2; // spec 1 §9
export const MONEY_ARITHMETIC_PLACES = 20; // spec 2 §9: 20 places, half-up
export const TOAST_DEFAULT_DURATION_MS = 4500; // spec 2 §9
export const TOAST_SPACING_PX = 16; // spec 2 §9
export const TOAST_SLOT_HEIGHT_PX = 94; // spec 2 §9: max(2, floor(height / 94) - 1)
export const LOADER_FALLBACK_MS = 3000; // spec 1 §9, spec 2 §9
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const; // spec 1 §9
