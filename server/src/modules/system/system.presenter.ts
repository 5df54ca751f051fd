import { FLAGS, encodeCustomerServicePath, isFlag } from '@lotto/contract';
import type {
  Country,
  CustomerServiceEntry,
  DomainRoute,
  Resource,
  SiteSettings,
  SystemStatus,
  Templates,
} from '@lotto/contract';
import type { CountryRow, CustomerServiceRow, DomainRouteRow, ResourceRow } from '../../db/schema/index.js';
import type { Merchant } from '../../plugins/merchant.js';
import { registerRulesOf } from '../../security/password-policy.js';

/** Drops nulls so optional contract fields are absent rather than null. */
const opt = <K extends string>(key: K, v: string | null): Partial<Record<K, string>> =>
  v == null ? {} : ({ [key]: v } as Record<K, string>);

/** An entry as the platform sends it: its path obfuscated unless it is a web link (spec 2 §3). */
export const presentCustomerService = (r: CustomerServiceRow): CustomerServiceEntry => ({
  csType: r.csType,
  path: encodeCustomerServicePath(r.path),
  title: r.title,
  ...opt('csPosition', r.csPosition),
  ...opt('target', r.target),
  ...opt('type', r.type),
});

export const presentResource = (r: ResourceRow): Resource => ({
  resourceType: r.resourceType,
  url: r.url,
  // A provider's lobby says whose it is and whether guests may enter (spec 2 §4).
  ...(r.resourceType === 'GAME_LOBBY' ? { provider: r.provider ?? '', allowGuest: r.allowGuest } : {}),
});

export const presentDomainRoute = (r: DomainRouteRow): DomainRoute => ({
  domainName: r.domainName,
  ...(r.speed == null ? {} : { speed: r.speed }),
});

export const presentCountry = (r: CountryRow): Country => ({
  countryCode: r.countryCode,
  countryDialingCode: r.countryDialingCode,
  currency: r.currency,
});

/** Flat `{ FLAG: boolean }` (spec 3 status `info.whitelabelVal`): every known flag, in FLAGS order. */
export const presentWhitelabel = (m: Merchant): Record<string, boolean> => ({
  ...Object.fromEntries(FLAGS.map((f) => [f, m.flags[f] === true])),
  ...Object.fromEntries(Object.entries(m.flags).filter(([k]) => !isFlag(k)).map(([k, v]) => [k, v === true])),
});

export const presentGateway = (m: Merchant) => ({
  GEETEST_ID: m.geetestId,
  GEETEST_VERSION: m.geetestVersion,
  PROFILE_ICON_COUNT: m.profileIconCount,
});

export function presentSettings(m: Merchant, encryptionPublicKey: string): SiteSettings {
  return {
    merchantCode: m.code,
    siteName: m.siteSettings.siteName,
    logoUrl: m.siteSettings.logoUrl,
    theme: m.theme,
    languages: m.languages,
    defaultLanguage: m.defaultLanguage,
    currency: m.currency,
    menu: m.menu,
    ...presentGateway(m),
    loginPop: m.loginPop,
    loginPopAfterFailure: m.siteSettings.loginPopAfterFailure === true,
    whitelabel: presentWhitelabel(m),
    encryptionPublicKey,
  };
}

export const presentTemplates = (m: Merchant): Templates => m.templates;

export function presentStatus(input: {
  merchant: Merchant;
  maintenance: boolean;
  regionRestriction: boolean;
  location: { ip: string; countryCode: string | null };
  customerService: CustomerServiceRow[];
  resources: ResourceRow[];
  domainRoutes: DomainRouteRow[];
  mainDomain: string;
}): SystemStatus {
  const m = input.merchant;
  return {
    maintenance: input.maintenance,
    regionRestriction: input.regionRestriction,
    maintenanceEnd: input.maintenance ? (m.maintenanceEnd ?? null) : null,
    location: input.location,
    info: {
      register: registerRulesOf(m),
      whitelabelVal: presentWhitelabel(m),
      imageCDNs: m.siteSettings.imageCDNs,
      launchGameCDNs: m.siteSettings.launchGameCDNs,
      customerService: input.customerService.map(presentCustomerService),
      gw: presentGateway(m),
      resources: input.resources.map(presentResource),
      domainRoute: input.domainRoutes.map(presentDomainRoute),
      mainDomain: input.mainDomain,
      analytics: m.siteSettings.analytics,
    },
  };
}
