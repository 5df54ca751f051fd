/**
 * Accounts and what a login needs: customers, sessions, login failures, one-time codes, captchas,
 * social identities, affiliate codes.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigserial, boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, index, bigint, varchar } from 'drizzle-orm/pg-core';
import type { IsAgent, Language } from '@lotto/contract';
import { createdAt, updatedAt } from './columns.js';
import { merchantCodeRef } from './merchants.js';

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

/** The customer a row belongs to; the row goes with the customer. */
export const customerIdRef = () =>
  bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

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

export const SESSION_END_REASONS = ['logout', 'password_change', 'password_reset', 'admin', 'revoked'] as const;
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
  'change_mobile',
  'change_email',
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
export type SessionRow = typeof sessions.$inferSelect;
export type LoginFailureRow = typeof loginFailures.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type CaptchaRow = typeof captchas.$inferSelect;
export type SocialIdentityRow = typeof socialIdentities.$inferSelect;
export type AffiliateRow = typeof affiliates.$inferSelect;
