import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  index,
  bigint,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  FieldRules,
  IsAgent,
  Language,
  MenuItem,
  Resource,
  Templates,
  Theme,
} from '@lotto/contract';

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
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The merchant a row belongs to; the row goes with the merchant. */
const merchantCodeRef = () =>
  varchar('merchant_code', { length: 32 })
    .notNull()
    .references(() => merchants.code, { onDelete: 'cascade' });
/** The customer a row belongs to; the row goes with the customer. */
const customerIdRef = () =>
  bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

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

// ---------------------------------------------------------------------------------------------
// Accounts and sessions (issue "Account access")
// ---------------------------------------------------------------------------------------------

/** Club label shown in the info bar (spec 1 §3). */
export interface ClubLabel {
  labelName: string;
  color: string | null;
  type: string | null;
  rankLevel: number | null;
}

/** The two-factor methods an account requires at login, as the login_verify_required value (spec 3). */
export interface TwoFactorMethods {
  payeeName?: boolean;
  sms?: boolean;
  ga?: boolean;
  email?: boolean;
}

export const CUSTOMER_STATUSES = ['active', 'locked', 'disabled'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/**
 * A player or agent account of one merchant. `username` is matched case-insensitively (unique on
 * lower(username) per merchant); `mobile` holds the dialing code and the number as digits only
 * (8613800000001), unique per merchant. Either may be null (mobile-only or username-only accounts).
 */
export const customers = pgTable(
  'customers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    username: varchar('username', { length: 64 }),
    /** Dialing code + national number, digits only. */
    mobile: varchar('mobile', { length: 24 }),
    /** The dialing-code part of `mobile` (digits), so the number can be shown and masked. */
    mobileDialingCode: varchar('mobile_dialing_code', { length: 4 }),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    email: varchar('email', { length: 254 }),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** argon2id PHC string; null for an account created by social sign-in without a password. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** When set and past, login answers passwordExpired (with PWDEXPFORCECHANGE3). */
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    /** Set for accounts given a default password; the next login must change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The server made up the password (no-password or onlyMobile registration): the forced change needs no old one. */
    passwordGenerated: boolean('password_generated').notNull().default(false),
    /** Null until the first-login call (spec 1 §4); login answers firstTimeLogin while null. */
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    nickname: varchar('nickname', { length: 64 }),
    payeeName: varchar('payee_name', { length: 64 }),
    paymentPasswordHash: text('payment_password_hash'),
    /** isAgent / type (spec 1 §6, spec 2 §6): '0' player, '1' '2' agents, '4' trial, '40' '41' '42'. */
    isAgent: varchar('is_agent', { length: 2 }).$type<IsAgent>().notNull().default('0'),
    toUpline: integer('to_upline').notNull().default(0),
    clubLabel: jsonb('club_label').$type<ClubLabel>(),
    memberLabel: varchar('member_label', { length: 64 }),
    language: varchar('language', { length: 8 }).$type<Language>(),
    uplineId: bigint('upline_id', { mode: 'number' }).references((): AnyPgColumn => customers.id, {
      onDelete: 'set null',
    }),
    /** Affiliate code given at registration (an agent's code in `affiliates`). */
    affiliateCode: varchar('affiliate_code', { length: 64 }),
    /** Referral code given at registration (the register page's referralCode query). */
    referralCode: varchar('referral_code', { length: 64 }),
    /** Profile icon number 1..PROFILE_ICON_COUNT, null for the default icon. */
    iconIndex: integer('icon_index'),
    /** Base32 TOTP secret for Google authenticator (method G). */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted, so a code cannot be used twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    twoFactorMethods: jsonb('two_factor_methods').$type<TwoFactorMethods>().notNull().default({}),
    status: varchar('status', { length: 16 }).$type<CustomerStatus>().notNull().default('active'),
    registerIp: varchar('register_ip', { length: 64 }),
    registerDomain: text('register_domain'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: varchar('last_login_ip', { length: 64 }),
  },
  (t) => [
    uniqueIndex('customers_merchant_username_uq').on(t.merchantCode, sql`lower(${t.username})`),
    uniqueIndex('customers_merchant_mobile_uq').on(t.merchantCode, t.mobile),
    index('customers_merchant_email_idx').on(t.merchantCode, sql`lower(${t.email})`),
    index('customers_upline_idx').on(t.uplineId),
  ],
);

/** Main wallet account type (the member-transactions call reads accountTypeId 9, spec 2 §7). */
export const MAIN_WALLET_ACCOUNT_TYPE_ID = 9;

/** One wallet per customer and account type; balance in integer minor units. */
export const wallets = pgTable(
  'wallets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: customerIdRef(),
    accountTypeId: integer('account_type_id').notNull(),
    displayName: text('display_name').notNull(),
    accountName: text('account_name').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    currency: varchar('currency', { length: 8 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('wallets_customer_type_uq').on(t.customerId, t.accountTypeId)],
);

/** Every balance change, written in the same transaction as the wallet update. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    walletId: bigint('wallet_id', { mode: 'number' })
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    /** e.g. 'opening', 'demo_credit', 'transfer_in', 'bet', 'payout'. */
    kind: varchar('kind', { length: 32 }).notNull(),
    reference: text('reference'),
    /** A spending request's key; a retry with the same key finds the entry instead of spending twice. */
    idempotencyKey: varchar('idempotency_key', { length: 128 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_idempotency_uq').on(t.idempotencyKey),
    index('ledger_entries_wallet_idx').on(t.walletId, t.createdAt),
  ],
);

export const SESSION_END_REASONS = ['logout', 'password_change', 'password_reset', 'admin'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** Login sessions. The token is never stored: only its SHA-256 (hex). */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    customerId: customerIdRef(),
    merchantCode: merchantCodeRef(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: varchar('end_reason', { length: 32 }).$type<SessionEndReason>(),
    ip: varchar('ip', { length: 64 }),
    device: varchar('device', { length: 32 }),
    loginDeviceId: varchar('login_device_id', { length: 64 }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_customer_idx').on(t.customerId)],
);

/**
 * Failed-login counters in fixed buckets: scope 'account' (key = lower-case username or mobile)
 * or 'ip' (key = client IP). Limits sum the buckets inside their window.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    scope: varchar('scope', { length: 16 }).$type<'account' | 'ip'>().notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('login_failures_bucket_uq').on(t.merchantCode, t.scope, t.key, t.windowStart)],
);

export const ONE_TIME_CODE_PURPOSES = [
  'login_sms',
  'register_sms',
  'reset_sms',
  'reset_email',
  'two_factor_sms',
  'two_factor_email',
] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/**
 * SMS and e-mail codes: single use, expiring, bound to their target (mobile digits with dialing
 * code, or lower-case e-mail) and, when known, the customer. Only a hash of the code is kept.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    purpose: varchar('purpose', { length: 32 }).$type<OneTimeCodePurpose>().notNull(),
    target: varchar('target', { length: 254 }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 hex of the code. */
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong guesses against this code; it is dead after the limit. */
    attempts: integer('attempts').notNull().default(0),
    requestIp: varchar('request_ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.merchantCode, t.purpose, t.target, t.createdAt)],
);

/** Image captchas; the id travels in a cookie, only a hash of the answer is kept. */
export const captchas = pgTable(
  'captchas',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    merchantCode: merchantCodeRef(),
    answerHash: varchar('answer_hash', { length: 128 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** What the dev SMS and e-mail providers "send": a developer reads them (dev page and endpoint). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    channel: varchar('channel', { length: 8 }).$type<'sms' | 'email'>().notNull(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_merchant_idx').on(t.merchantCode, t.createdAt)],
);

/** A social sign-in identity (provider + subject) bound to one customer of the merchant. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    /** firebaseChannel, e.g. google, facebook, twitter, line, phone. */
    provider: varchar('provider', { length: 32 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    customerId: customerIdRef(),
    email: varchar('email', { length: 254 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_identities_subject_uq').on(t.merchantCode, t.provider, t.subject),
    index('social_identities_customer_idx').on(t.customerId),
  ],
);

/** Affiliate codes: a code an agent hands out; registration with it puts the member under the agent. */
export const affiliates = pgTable(
  'affiliates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    code: varchar('code', { length: 64 }).notNull(),
    agentCustomerId: bigint('agent_customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('affiliates_merchant_code_uq').on(t.merchantCode, t.code)],
);

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
export type WalletRow = typeof wallets.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type LoginFailureRow = typeof loginFailures.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type CaptchaRow = typeof captchas.$inferSelect;
export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
export type SocialIdentityRow = typeof socialIdentities.$inferSelect;
export type AffiliateRow = typeof affiliates.$inferSelect;

export type MerchantRow = typeof merchants.$inferSelect;
export type NewMerchantRow = typeof merchants.$inferInsert;
export type CustomerServiceRow = typeof customerServiceEntries.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export type DomainRouteRow = typeof domainRoutes.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;
export type MerchantDomainRow = typeof merchantDomains.$inferSelect;

/** Platform messages to one customer (CSP inbox relays, spec 2 §7); unread while read_at is null. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    customerId: customerIdRef(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('inbox_messages_customer_idx').on(t.customerId, t.sentAt)],
);

// ---------------------------------------------------------------------------------------------
// Games catalogue (spec 2 §3 "Game", "Game card", "Favourite"; relay calls of spec 2 §7)
// ---------------------------------------------------------------------------------------------

/**
 * How a vendor's games open (spec 2 §4 "Game launch"): a new window on the vendor's address, the
 * in-page frame, its lobby page, or an alternate game window (`player`: a new window showing the
 * site's player page on the start-game URL).
 */
export const GAME_OPEN_MODES = ['window', 'frame', 'lobby', 'player'] as const;
export type GameOpenMode = (typeof GAME_OPEN_MODES)[number];

/** A third-party game vendor of a merchant; `vassalage` is the vendor code the spec uses (PT, DG, JDB, ...). */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    vassalage: varchar('vassalage', { length: 32 }).notNull(),
    displayName: text('display_name').notNull(),
    openMode: varchar('open_mode', { length: 8 }).$type<GameOpenMode>().notNull().default('window'),
    /** Host the vendor's games are served from; null answers game_maintenance (spec 2 §4). */
    lobbyDomain: text('lobby_domain'),
    maintenance: boolean('maintenance').notNull().default(false),
    /** The announced maintenance window the vendor_under_maintenance dialog shows (spec 1 §8); null when unknown. */
    maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('game_vendors_merchant_vassalage_uq').on(t.merchantCode, t.vassalage)],
);

/**
 * One vendor product: a vendor in one game type (PT live, PT slots, ...). It is the "account type"
 * the spec routes by (`?page={accountTypeName}`) and the VASSALAGE card of the vendor lanes.
 */
export const gameProducts = pgTable(
  'game_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    vendorId: bigint('vendor_id', { mode: 'number' })
      .notNull()
      .references(() => gameVendors.id, { onDelete: 'cascade' }),
    /** Product type (spec 2 §9): LIVE, RNG, SPORTS, LOTT, FISH, ELOTT, PVP, ... */
    gameType: varchar('game_type', { length: 16 }).notNull(),
    accountTypeId: integer('account_type_id').notNull(),
    accountTypeName: varchar('account_type_name', { length: 32 }).notNull(),
    displayName: text('display_name').notNull(),
    /** The node a VASSALAGE card launches (the vendor's own lobby); null when only single games launch. */
    lobbyNodeId: varchar('lobby_node_id', { length: 64 }),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('game_products_merchant_account_type_uq').on(t.merchantCode, t.accountTypeId),
    uniqueIndex('game_products_merchant_name_uq').on(t.merchantCode, t.accountTypeName),
    index('game_products_vendor_idx').on(t.vendorId),
  ],
);

/** Playable kinds of the built-in demo vendor (server/src/vendor); null for catalogue-only games. */
export const DEMO_GAME_KINDS = ['slot', 'crash'] as const;
export type DemoGameKind = (typeof DEMO_GAME_KINDS)[number];

/** A game of a vendor product. Names are per language; the list falls back to EN, then the code. */
export const games = pgTable(
  'games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => gameProducts.id, { onDelete: 'cascade' }),
    gameId: varchar('game_id', { length: 64 }).notNull(),
    nodeId: varchar('node_id', { length: 64 }).notNull(),
    roomId: varchar('room_id', { length: 64 }),
    gameName: varchar('game_name', { length: 128 }).notNull(),
    names: jsonb('names').$type<Partial<Record<Language, string>>>().notNull().default({}),
    nodeName: text('node_name').notNull().default(''),
    /** Category filter of the slot lobby (spec 2 §2): VIDEO_POKER, TABLE, SCRATCH, ARCADE, JACKPOT or null. */
    gameClassify: varchar('game_classify', { length: 32 }),
    platform: varchar('platform', { length: 32 }).notNull().default('html5-desktop'),
    appNewWindow: boolean('app_new_window').notNull().default(false),
    /** 0 offers free trial (spec 2 §2). */
    supportPlay: integer('support_play').notNull().default(0),
    freeplay: boolean('freeplay').notNull().default(true),
    iconUrl: text('icon_url'),
    /** Position in the hot list; null when not hot. */
    hotRank: integer('hot_rank'),
    minBetMinor: bigint('min_bet_minor', { mode: 'number' }).notNull().default(100),
    maxBetMinor: bigint('max_bet_minor', { mode: 'number' }).notNull().default(1_000_000),
    lineNum: integer('line_num').notNull().default(0),
    demoKind: varchar('demo_kind', { length: 16 }).$type<DemoGameKind>(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('games_merchant_node_uq').on(t.merchantCode, t.nodeId),
    index('games_product_idx').on(t.productId, t.sortOrder),
    index('games_merchant_hot_idx').on(t.merchantCode, t.hotRank),
  ],
);

/** A player's favourite games (MCSFE_addFavoriteGameV2 / removeFavoriteGameV2). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    customerId: customerIdRef(),
    gameRowId: bigint('game_row_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favourite_games_uq').on(t.customerId, t.gameRowId), index('favourite_games_customer_idx').on(t.customerId, t.createdAt)],
);

/** Games a player launched, most recent first (GCS_recentGame). */
export const recentGames = pgTable(
  'recent_games',
  {
    customerId: customerIdRef(),
    gameRowId: bigint('game_row_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recent_games_uq').on(t.customerId, t.gameRowId), index('recent_games_customer_idx').on(t.customerId, t.lastPlayedAt)],
);

// ---------------------------------------------------------------------------------------------
// Demo game vendor (server/src/vendor): launch tickets and rounds
// ---------------------------------------------------------------------------------------------

/**
 * A launch of a demo game. The play URL carries the ticket token; only its SHA-256 is stored.
 * Real play (customerId set, trial false) moves the main wallet; trial play moves `playMoneyMinor`.
 */
export const vendorLaunches = pgTable(
  'vendor_launches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    merchantCode: merchantCodeRef(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, { onDelete: 'cascade' }),
    gameRowId: bigint('game_row_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    trial: boolean('trial').notNull(),
    playMoneyMinor: bigint('play_money_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    language: varchar('language', { length: 8 }).$type<Language>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendor_launches_token_uq').on(t.tokenHash), index('vendor_launches_customer_idx').on(t.customerId)],
);

/** `open`: a live crash round whose bet is debited and whose win is not decided yet; else `settled`. */
export const VENDOR_ROUND_STATUSES = ['open', 'settled'] as const;
export type VendorRoundStatus = (typeof VENDOR_ROUND_STATUSES)[number];

/**
 * One round of a demo game, idempotent by the client's round id. Most rounds settle at once (bet and
 * win in one transaction); a live crash round is `open` from its bet until the cash-out or the crash
 * (one transaction each), and a launch has at most one open round.
 */
export const vendorRounds = pgTable(
  'vendor_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    launchId: bigint('launch_id', { mode: 'number' })
      .notNull()
      .references(() => vendorLaunches.id, { onDelete: 'cascade' }),
    roundId: varchar('round_id', { length: 64 }).notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 8 }).$type<VendorRoundStatus>().notNull().default('settled'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_rounds_launch_round_uq').on(t.launchId, t.roundId),
    uniqueIndex('vendor_rounds_one_open_uq')
      .on(t.launchId)
      .where(sql`status = 'open'`),
  ],
);

/** `stoken`: the single-use sign-on token of a lobby address; `lobby`: the lobby session it became. */
export const VENDOR_LOBBY_TICKET_KINDS = ['stoken', 'lobby'] as const;
export type VendorLobbyTicketKind = (typeof VENDOR_LOBBY_TICKET_KINDS)[number];

/**
 * Single sign-on into a provider's game lobby (docs/decisions/0004-provider-lobby-sign-on.md). A
 * ticket is minted as a short-lived `stoken`; the lobby page exchanges it once, which turns the same
 * row into a `lobby` session under a new token. Only SHA-256 hashes of the tokens are stored. The
 * ticket names the site session that minted it: it lives only while that session does.
 */
export const vendorLobbyTickets = pgTable(
  'vendor_lobby_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<VendorLobbyTicketKind>().notNull(),
    merchantCode: merchantCodeRef(),
    customerId: customerIdRef(),
    /** The site session that minted the stoken; the ticket goes with it. */
    siteSessionId: bigint('site_session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 32 }).notNull(),
    language: varchar('language', { length: 8 }).$type<Language>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendor_lobby_tickets_token_uq').on(t.tokenHash), index('vendor_lobby_tickets_expires_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------------------------------------
// Lottery (server/src/lottery): games, issues with commit-reveal draws, bets
// ---------------------------------------------------------------------------------------------

/** Lottery areas (spec 2 §4 "Lottery modes"): LOTT and ELOTT share games by play type; SEA and VN have their own. */
export const LOTTERY_AREAS = ['LOTT', 'ELOTT', 'SEA', 'VN'] as const;
export type LotteryArea = (typeof LOTTERY_AREAS)[number];

/** A lottery game of a merchant. `id` is the spec's numeric gameId. */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantCode: merchantCodeRef(),
    gameCode: varchar('game_code', { length: 32 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    names: jsonb('names').$type<Partial<Record<Language, string>>>().notNull().default({}),
    /** SSC, 11X5, THAI, VN (spec 2 §3 gameGroupCode). */
    groupCode: varchar('group_code', { length: 16 }).notNull(),
    /** 9, 10, 11 are the Thai group (spec 2 §9). */
    groupId: integer('group_id').notNull(),
    area: varchar('area', { length: 8 }).$type<LotteryArea>().notNull().default('LOTT'),
    defaultPlayType: integer('default_play_type').notNull().default(1),
    intervalSeconds: integer('interval_seconds').notNull(),
    /** Sales close this many seconds before the draw (the spec's lockTime). */
    lockSeconds: integer('lock_seconds').notNull(),
    quick: boolean('quick').notNull().default(false),
    popularRank: integer('popular_rank'),
    iconUrl: text('icon_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('lottery_games_merchant_code_uq').on(t.merchantCode, t.gameCode)],
);

/**
 * One issue (numero) of a lottery game. `seedHash` = SHA-256 of the seed, published from the
 * moment the issue exists; `seed` is revealed (served) only once `winNo` is drawn.
 */
export const lotteryIssues = pgTable(
  'lottery_issues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotteryGameId: integer('lottery_game_id')
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    numero: varchar('numero', { length: 32 }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    locksAt: timestamp('locks_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    seed: varchar('seed', { length: 64 }).notNull(),
    seedHash: varchar('seed_hash', { length: 64 }).notNull(),
    winNo: text('win_no'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_issues_game_numero_uq').on(t.lotteryGameId, t.numero),
    index('lottery_issues_game_draw_idx').on(t.lotteryGameId, t.drawAt),
    index('lottery_issues_unsettled_idx').on(t.settledAt, t.drawAt),
  ],
);

export const LOTTERY_BET_STATUSES = ['open', 'won', 'lost', 'void'] as const;
export type LotteryBetStatus = (typeof LOTTERY_BET_STATUSES)[number];

/** A bet on one issue, debited when placed and settled exactly once when the issue is drawn. */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssues.id, { onDelete: 'cascade' }),
    customerId: customerIdRef(),
    walletId: bigint('wallet_id', { mode: 'number' })
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    /** Bet kind of the demo lottery page, e.g. 'pos1' (digit at position 1) or 'any1' (number drawn). */
    playCode: varchar('play_code', { length: 32 }).notNull(),
    selection: text('selection').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** Payout multiplier in hundredths (e.g. 980 pays 9.8x). */
    oddsHundredths: integer('odds_hundredths').notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    status: varchar('status', { length: 8 }).$type<LotteryBetStatus>().notNull().default('open'),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_bets_idempotency_uq').on(t.customerId, t.idempotencyKey),
    index('lottery_bets_issue_idx').on(t.issueId, t.status),
    index('lottery_bets_customer_idx').on(t.customerId, t.createdAt),
  ],
);

export type GameVendorRow = typeof gameVendors.$inferSelect;
export type GameProductRow = typeof gameProducts.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type VendorLaunchRow = typeof vendorLaunches.$inferSelect;
export type VendorRoundRow = typeof vendorRounds.$inferSelect;
export type VendorLobbyTicketRow = typeof vendorLobbyTickets.$inferSelect;
export type LotteryGameRow = typeof lotteryGames.$inferSelect;
export type LotteryIssueRow = typeof lotteryIssues.$inferSelect;
export type LotteryBetRow = typeof lotteryBets.$inferSelect;
