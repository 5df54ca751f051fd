/**
 * Merchants and what each configures: domains, customer service, resources, routes, countries; and the
 * server key pair of encrypted calls.
 */
import { bigserial, boolean, integer, jsonb, pgTable, text, uniqueIndex, index, bigint, varchar } from 'drizzle-orm/pg-core';
import type { FieldRules, Language, MenuItem, Resource, Templates, Theme } from '@lotto/contract';
import { createdAt, updatedAt } from './columns.js';

/** Site settings a merchant stores beside its columns; shapes follow the status/settings replies. */
export interface MerchantSiteSettings {
  siteName: string;
  logoUrl: string;
  mainDomain: string;
  imageCDNs: string[];
  launchGameCDNs: string[];
  analytics: Record<string, string>;
  /** A failed login on /login continues in the login popup (spec 1 §2 #1; settings loginPopAfterFailure). */
  loginPopAfterFailure?: boolean;
  /**
   * This merchant's session lengths (issue 11; `modules/session/session-lengths.ts`): idle minutes
   * 5..240 and absolute hours 1..72, idle never longer than absolute. Unset: the server's
   * SESSION_IDLE_MINUTES / SESSION_ABSOLUTE_HOURS.
   */
  sessionIdleMinutes?: number;
  sessionAbsoluteHours?: number;
  /**
   * This merchant's rule for new passwords (issue 11; `security/password-policy.ts`): length
   * minLength 6..64 to maxLength 16..64, letters and digits or any characters. Unset: the
   * `password` register rule (spec 1 §5), else the spec's default.
   */
  passwordPolicy?: { minLength: number; maxLength: number; anyCharacters: boolean };
}

/** The merchant a row belongs to; the row goes with the merchant. */
export const merchantCodeRef = () =>
  varchar('merchant_code', { length: 32 })
    .notNull()
    .references(() => merchants.code, { onDelete: 'cascade' });

export const merchants = pgTable('merchants', {
  code: varchar('code', { length: 32 }).primaryKey(),
  name: text('name').notNull(),
  flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default({}),
  siteSettings: jsonb('site_settings').$type<MerchantSiteSettings>().notNull(),
  theme: jsonb('theme').$type<Theme>().notNull(),
  languages: jsonb('languages').$type<Language[]>().notNull(),
  defaultLanguage: varchar('default_language', { length: 8 }).$type<Language>().notNull(),
  currency: varchar('currency', { length: 8 }).notNull(),
  menu: jsonb('menu').$type<MenuItem[]>().notNull().default([]),
  templates: jsonb('templates').$type<Templates>().notNull(),
  registerRules: jsonb('register_rules').$type<FieldRules>().notNull().default({}),
  maintenance: boolean('maintenance').notNull().default(false),
  /** Epoch ms when maintenance is announced to end; null when open-ended. */
  maintenanceEnd: bigint('maintenance_end', { mode: 'number' }),
  /** When on, every visitor is region restricted (switch used by operators and tests). */
  regionRestricted: boolean('region_restricted').notNull().default(false),
  /** Visitor IPs or CIDRs refused with region.restricted even when the switch is off. */
  blockedIps: jsonb('blocked_ips').$type<string[]>().notNull().default([]),
  loginPop: boolean('login_pop').notNull().default(false),
  geetestId: text('geetest_id').notNull().default(''),
  geetestVersion: varchar('geetest_version', { length: 4 }).$type<'v3' | 'v4'>().notNull().default('v4'),
  profileIconCount: integer('profile_icon_count').notNull().default(9),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const merchantDomains = pgTable(
  'merchant_domains',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    /** Host name without port, lower case. */
    host: text('host').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** Listed in the domain list the client pings on domain failure. */
    listed: boolean('listed').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('merchant_domains_host_uq').on(t.host), index('merchant_domains_merchant_idx').on(t.merchantCode)],
);

export const customerServiceEntries = pgTable(
  'customer_service_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    csType: text('cs_type').notNull(),
    csPosition: text('cs_position'),
    path: text('path').notNull(),
    title: text('title').notNull(),
    target: text('target'),
    type: text('type'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('customer_service_merchant_idx').on(t.merchantCode)],
);

export const resources = pgTable(
  'resources',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    resourceType: varchar('resource_type', { length: 16 }).$type<Resource['resourceType']>().notNull(),
    url: text('url').notNull(),
    /** GAME_LOBBY only: the vendor (vassalage) whose card opens this lobby address (spec 2 §4). */
    provider: varchar('provider', { length: 32 }),
    /** GAME_LOBBY only: a visitor without a session may open the lobby as a guest (free play). */
    allowGuest: boolean('allow_guest').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('resources_merchant_idx').on(t.merchantCode)],
);

export const domainRoutes = pgTable(
  'domain_routes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    domainName: text('domain_name').notNull(),
    /** Last measured speed in ms, when known. */
    speed: integer('speed'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('domain_routes_merchant_idx').on(t.merchantCode)],
);

export const countries = pgTable(
  'countries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    countryDialingCode: varchar('country_dialing_code', { length: 4 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('countries_merchant_code_uq').on(t.merchantCode, t.countryCode)],
);

/** The RSA-OAEP key pair for encrypted calls; one row named 'primary'. */
export const serverKeys = pgTable('server_keys', {
  name: varchar('name', { length: 32 }).primaryKey(),
  algorithm: text('algorithm').notNull(),
  publicKeySpki: text('public_key_spki').notNull(),
  privateKeyPkcs8: text('private_key_pkcs8').notNull(),
  createdAt: createdAt(),
});

export type MerchantRow = typeof merchants.$inferSelect;
export type NewMerchantRow = typeof merchants.$inferInsert;
export type CustomerServiceRow = typeof customerServiceEntries.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export type DomainRouteRow = typeof domainRoutes.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;
export type MerchantDomainRow = typeof merchantDomains.$inferSelect;
