/**
 * The member centre's security records (issue 14): every login attempt of an account (its login
 * history, and the user agent of the sessions it opened) and authenticator enrolments waiting for
 * their confirming code.
 */
import { bigint, bigserial, boolean, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customerIdRef, sessions } from './accounts.js';
import { createdAt } from './columns.js';
import { merchantCodeRef } from './merchants.js';

/**
 * One login attempt of a known account: a success (with the session it opened) or a failure (a
 * wrong password or second factor, a refused captcha, a rate limit). Attempts naming no account
 * are not kept: there is no member to show them to.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    customerId: customerIdRef(),
    /** The session a successful attempt opened; null for a failure. */
    sessionId: bigint('session_id', { mode: 'number' }).references(() => sessions.id, { onDelete: 'set null' }),
    success: boolean('success').notNull(),
    ip: varchar('ip', { length: 64 }),
    /** The request's Device header (web, h5...). */
    device: varchar('device', { length: 32 }),
    userAgent: varchar('user_agent', { length: 512 }),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_customer_idx').on(t.customerId, t.createdAt), index('login_attempts_session_idx').on(t.sessionId)],
);

/** A new authenticator secret shown to the member, not in force until a code from it is confirmed; one per account. */
export const authenticatorEnrolments = pgTable('authenticator_enrolments', {
  customerId: customerIdRef().primaryKey(),
  /** Base32 TOTP secret. */
  secret: text('secret').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export type LoginAttemptRow = typeof loginAttempts.$inferSelect;
export type AuthenticatorEnrolmentRow = typeof authenticatorEnrolments.$inferSelect;
