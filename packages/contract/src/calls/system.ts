import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { fieldRulesSchema } from '../rules.js';
import { AREA_KEYS, LANGUAGES } from '../constants.js';
import { onFirstUse } from '../common/on-first-use.js';

/** Customer-service entry (spec 2 §3). */
export const customerServiceEntrySchema = onFirstUse(() => z.object({
  csType: z.string(),
  csPosition: z.optional(z.string()),
  /** Obfuscated on the wire unless a web link (common/customer-service-path.ts): the site decodes it. */
  path: z.string(),
  title: z.string(),
  target: z.optional(z.string()),
  type: z.optional(z.string()),
}));
export type CustomerServiceEntry = z.infer<typeof customerServiceEntrySchema>;

/**
 * Resource link (spec 2 §3): app downloads, chat handles, speed test. GAME_LOBBY (spec 2 §4) is a
 * provider's game lobby address: `provider` names the vendor (vassalage) whose card opens it, and
 * `allowGuest` lets a visitor without a session in (else the login gate; a session signs in with stoken).
 */
export const resourceSchema = onFirstUse(() => z.object({
  resourceType: z.enum(['IOS', 'Android', 'H5', 'SKYPE', 'QQ', 'ZALO', 'SpeedTest', 'WECHAT', 'GAME_LOBBY']),
  url: z.string(),
  provider: z.optional(z.string()),
  allowGuest: z.optional(z.boolean()),
}));
export type Resource = z.infer<typeof resourceSchema>;

export const domainRouteSchema = onFirstUse(() => z.object({ domainName: z.string(), speed: z.optional(z.number()) }));
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const whitelabelSchema = onFirstUse(() => z.record(z.string(), z.boolean()));

export const geetestVersionSchema = onFirstUse(() => z.enum(['v3', 'v4']));

/** Theme tokens a merchant overrides (ARCHITECTURE.md "Look and feel"). Values are CSS values. */
export const themeSchema = onFirstUse(() => z.object({
  mode: z.enum(['dark', 'light']),
  colors: z.record(z.string(), z.string()),
  radius: z.string(),
  fontFamily: z.string(),
}));
export type Theme = z.infer<typeof themeSchema>;

export const menuItemSchema = onFirstUse(() => z.object({
  key: z.enum(AREA_KEYS),
  path: z.string(),
}));
export type MenuItem = z.infer<typeof menuItemSchema>;

/** `/wps/system/settings/consolidated` value (spec 1 §3 "Site settings"). */
export const siteSettingsSchema = onFirstUse(() => z.object({
  merchantCode: z.string(),
  siteName: z.string(),
  logoUrl: z.string(),
  theme: themeSchema,
  languages: z.array(z.enum(LANGUAGES)).check(z.minLength(1)),
  defaultLanguage: z.enum(LANGUAGES),
  currency: z.string(),
  menu: z.array(menuItemSchema),
  GEETEST_ID: z.string(),
  GEETEST_VERSION: geetestVersionSchema,
  PROFILE_ICON_COUNT: z.number().check(z.int(), z.positive()),
  loginPop: z.boolean(),
  /**
   * ours: a merchant setting for spec 1 §2 #1 "two particular merchants have the login box switched
   * to a popup after a failure": a failed login on the /login page continues in the login popup.
   * Absent means off (a platform that does not send it).
   */
  loginPopAfterFailure: z.optional(z.boolean()),
  whitelabel: whitelabelSchema,
  /** ours: RSA-OAEP public key, SPKI base64 (also at /wps/session/key/rsa). */
  encryptionPublicKey: z.string(),
}));
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** `/wps/system/status` value (spec 3 Replies "Status"). */
export const systemStatusSchema = onFirstUse(() => z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  maintenanceEnd: z.nullable(z.number()),
  location: z.object({ ip: z.string(), countryCode: z.nullable(z.string()) }),
  info: z.object({
    register: fieldRulesSchema,
    whitelabelVal: whitelabelSchema,
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    customerService: z.array(customerServiceEntrySchema),
    gw: z.object({
      GEETEST_ID: z.string(),
      GEETEST_VERSION: geetestVersionSchema,
      PROFILE_ICON_COUNT: z.number().check(z.int(), z.positive()),
    }),
    resources: z.array(resourceSchema),
    domainRoute: z.array(domainRouteSchema),
    mainDomain: z.string(),
    analytics: z.record(z.string(), z.string()),
  }),
}));
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const locationSchema = onFirstUse(() => z.object({ ip: z.string(), countryCode: z.nullable(z.string()) }));

/** Merchant templates (stored locally by the site, spec 2 §7). Shape is ours. */
export const templatesSchema = onFirstUse(() => z.object({
  footer: z.object({
    copyright: z.string(),
    licences: z.array(z.string()),
    links: z.array(z.object({ key: z.string(), url: z.string() })),
  }),
  agreementHtml: z.string(),
}));
export type Templates = z.infer<typeof templatesSchema>;

/** Country (spec 1 §3). */
export const countrySchema = onFirstUse(() => z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  currency: z.string(),
}));
export type Country = z.infer<typeof countrySchema>;

const empty = onFirstUse(() => z.strictObject({}));

export const systemCalls = {
  rsaKey: onFirstUse(() => defineCall({
    id: 'system.rsaKey',
    method: 'GET',
    path: '/wps/session/key/rsa',
    modId: null,
    request: empty,
    reply: z.string().check(z.minLength(1)), // SPKI base64
  })),
  settings: onFirstUse(() => defineCall({
    id: 'system.settings',
    method: 'GET',
    path: '/wps/system/settings/consolidated',
    modId: null,
    request: empty,
    reply: siteSettingsSchema,
  })),
  status: onFirstUse(() => defineCall({
    id: 'system.status',
    method: 'GET',
    path: '/wps/system/status',
    modId: null,
    request: z.object({ url: z.optional(z.string().check(z.maxLength(2048))) }), // spec 1 §7: sends the url host
    reply: systemStatusSchema,
  })),
  location: onFirstUse(() => defineCall({
    id: 'system.location',
    method: 'GET',
    path: '/wps/system/location',
    modId: null,
    request: empty,
    reply: locationSchema,
  })),
  whitelabel: onFirstUse(() => defineCall({
    id: 'system.whitelabel',
    method: 'GET',
    path: '/wps/system/whitelabel',
    modId: null,
    request: empty,
    reply: whitelabelSchema,
  })),
  domainRoute: onFirstUse(() => defineCall({
    id: 'system.domainRoute',
    method: 'GET',
    path: '/wps/system/domainRoute',
    modId: null,
    request: empty,
    reply: z.array(domainRouteSchema),
  })),
  templates: onFirstUse(() => defineCall({
    id: 'system.templates',
    method: 'GET',
    path: '/wps/system/templates',
    modId: null,
    request: empty,
    reply: templatesSchema,
  })),
  country: onFirstUse(() => defineCall({
    id: 'system.country',
    method: 'GET',
    path: '/wps/system/country',
    modId: 'COMM3',
    request: empty,
    reply: z.array(countrySchema),
  })),
  ping: onFirstUse(() => defineCall({
    id: 'system.ping',
    method: 'GET',
    path: '/wps/system/test/ping',
    modId: null,
    alert: false,
    request: z.object({ speed: z.string().check(z.regex(/^\d{1,16}$/)) }),
    reply: z.object({ speed: z.string(), serverTime: z.number() }),
  })),
  routers: onFirstUse(() => defineCall({
    id: 'system.routers',
    method: 'GET',
    path: '/wps/system/routers',
    pathNote: 'ours: spec 1 §7 names a routers list read for customerService and domainList without a path',
    modId: null,
    request: empty,
    reply: z.object({
      customerService: z.array(customerServiceEntrySchema),
      domainList: z.array(z.string()),
    }),
  })),
};
