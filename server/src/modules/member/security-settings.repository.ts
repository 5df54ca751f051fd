import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import {
  authenticatorEnrolments,
  customers,
  type AuthenticatorEnrolmentRow,
  type CustomerRow,
  type TwoFactorMethods,
} from '../../db/schema/index.js';

/** The account's second factors, contacts and authenticator enrolments (issue 14). */
export interface SecuritySettingsRepository {
  /** Keeps a started enrolment, replacing an earlier unconfirmed one. */
  saveEnrolment(customerId: number, secret: string, expiresAt: Date): Promise<void>;
  enrolmentOf(customerId: number): Promise<AuthenticatorEnrolmentRow | null>;
  /**
   * In one transaction: the enrolled secret becomes the account's, G is on, the confirming time
   * step counts as used, the enrolment is gone. False when that enrolment was confirmed meanwhile.
   */
  bindAuthenticator(customerId: number, secret: string, step: number): Promise<boolean>;
  /** Sets the required methods; `removeAuthenticator` also forgets the secret. */
  setTwoFactor(customerId: number, methods: TwoFactorMethods, removeAuthenticator: boolean): Promise<void>;
  customerByMobile(merchantCode: string, mobile: string): Promise<CustomerRow | null>;
  /** Sets a verified mobile; false when another account of the merchant took the number. */
  setMobile(customerId: number, mobile: string, dialingCode: string | null): Promise<boolean>;
  setEmail(customerId: number, email: string): Promise<void>;
}

export function createSecuritySettingsRepository(db: Db): SecuritySettingsRepository {
  return {
    saveEnrolment: async (customerId, secret, expiresAt) => {
      await db
        .insert(authenticatorEnrolments)
        .values({ customerId, secret, expiresAt })
        .onConflictDoUpdate({ target: authenticatorEnrolments.customerId, set: { secret, expiresAt, createdAt: sql`now()` } });
    },
    enrolmentOf: async (customerId) =>
      (await db.select().from(authenticatorEnrolments).where(eq(authenticatorEnrolments.customerId, customerId)).limit(1))[0] ?? null,
    bindAuthenticator: (customerId, secret, step) =>
      db.transaction(async (tx) => {
        const taken = await tx
          .delete(authenticatorEnrolments)
          .where(and(eq(authenticatorEnrolments.customerId, customerId), eq(authenticatorEnrolments.secret, secret)))
          .returning({ id: authenticatorEnrolments.customerId });
        if (taken.length === 0) return false;
        await tx
          .update(customers)
          .set({
            totpSecret: secret,
            totpLastStep: step,
            twoFactorMethods: sql`${customers.twoFactorMethods} || '{"ga": true}'::jsonb`,
            updatedAt: sql`now()`,
          })
          .where(eq(customers.id, customerId));
        return true;
      }),
    setTwoFactor: async (customerId, methods, removeAuthenticator) => {
      await db
        .update(customers)
        .set({
          twoFactorMethods: methods,
          ...(removeAuthenticator ? { totpSecret: null, totpLastStep: null } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(customers.id, customerId));
    },
    customerByMobile: async (merchantCode, mobile) =>
      (
        await db
          .select()
          .from(customers)
          .where(and(eq(customers.merchantCode, merchantCode), eq(customers.mobile, mobile)))
          .limit(1)
      )[0] ?? null,
    setMobile: async (customerId, mobile, dialingCode) => {
      try {
        await db
          .update(customers)
          .set({ mobile, mobileDialingCode: dialingCode, mobileVerified: true, updatedAt: sql`now()` })
          .where(eq(customers.id, customerId));
        return true;
      } catch (e) {
        if (isUniqueViolation(e)) return false;
        throw e;
      }
    },
    setEmail: async (customerId, email) => {
      await db.update(customers).set({ email, emailVerified: true, updatedAt: sql`now()` }).where(eq(customers.id, customerId));
    },
  };
}
