import { and, desc, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import {
  customers,
  loginAttempts,
  loginFailures,
  sessions,
  socialIdentities,
  type CustomerRow,
  type NewCustomerRow,
  type SessionEndReason,
  type SessionRow,
} from '../../db/schema/index.js';

export type FailureScope = 'account' | 'ip';

/** Failure counters are kept in 5-minute buckets; limits sum the buckets of their window. */
export const FAILURE_BUCKET_MS = 5 * 60_000;
export const bucketStart = (now: number): Date => new Date(Math.floor(now / FAILURE_BUCKET_MS) * FAILURE_BUCKET_MS);

export interface FailureReservation {
  bucket: Date;
  /** Failures in each asked window, the reserved attempt included. */
  totals: number[];
}

export interface NewSession {
  tokenHash: string;
  customerId: number;
  merchantCode: string;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  ip: string | null;
  device: string | null;
  loginDeviceId: string | null;
}

/** A live session as the member's session list shows it, with the user agent of the login that opened it. */
export interface LiveSession {
  session: SessionRow;
  userAgent: string | null;
}

export interface SessionRepository {
  customerByUsername(merchantCode: string, username: string): Promise<CustomerRow | null>;
  customerByMobile(merchantCode: string, mobile: string): Promise<CustomerRow | null>;
  customerById(id: number): Promise<CustomerRow | null>;
  createCustomer(db: Db, row: NewCustomerRow): Promise<CustomerRow>;
  /**
   * Free-play (type 4) accounts made from an address since a time, inside the caller's
   * transaction and holding a lock on that address until it ends, so parallel requests count in turn.
   */
  lockGuestsFrom(tx: Db, merchantCode: string, ip: string, since: Date): Promise<number>;
  createSession(s: NewSession): Promise<SessionRow>;
  sessionByTokenHash(hash: string): Promise<{ session: SessionRow; customer: CustomerRow } | null>;
  touchSession(id: number, idleExpiresAt: Date): Promise<void>;
  endSession(id: number, reason: SessionEndReason): Promise<void>;
  /**
   * Ends every session of the customer not ended yet except `keepId` (all when null); with `liveAt`
   * only those not expired at that time. Returns the ids of the ended sessions.
   */
  endSessionsOf(customerId: number, reason: SessionEndReason, keepId: number | null, liveAt?: Date): Promise<number[]>;
  /** Ends one live session of the customer; false when the customer has no such live session. */
  endSessionOf(customerId: number, sessionId: number, reason: SessionEndReason): Promise<boolean>;
  /** The customer's sessions not ended nor expired at `now`, newest first. */
  liveSessionsOf(customerId: number, now: Date): Promise<LiveSession[]>;
  markLogin(customerId: number, ip: string | null): Promise<void>;
  /** Records a TOTP step as used; false when it (or a later one) was used already. */
  useTotpStep(customerId: number, step: number): Promise<boolean>;
  /**
   * Counts an attempt as a failure before it is checked, atomically: the increment of the current
   * bucket returns its new count, so parallel attempts each see a different total. Answers the
   * bucket and the total over each window (ms back from now), this attempt included.
   */
  reserveFailure(merchantCode: string, scope: FailureScope, key: string, now: number, windowsMs: readonly number[]): Promise<FailureReservation>;
  /** Takes back one reserved attempt (it was refused before any check, or it succeeded). */
  releaseFailure(merchantCode: string, scope: FailureScope, key: string, bucket: Date): Promise<void>;
  clearFailures(merchantCode: string, scope: FailureScope, key: string): Promise<void>;
  socialCustomer(merchantCode: string, provider: string, subject: string): Promise<CustomerRow | null>;
  bindSocial(merchantCode: string, provider: string, subject: string, customerId: number, email: string | null): Promise<void>;
}

export function createSessionRepository(db: Db): SessionRepository {
  const one = <T>(rows: T[]): T | null => rows[0] ?? null;
  return {
    customerByUsername: async (merchantCode, username) =>
      one(
        await db
          .select()
          .from(customers)
          .where(and(eq(customers.merchantCode, merchantCode), sql`lower(${customers.username}) = ${username.toLowerCase()}`))
          .limit(1),
      ),
    customerByMobile: async (merchantCode, mobile) =>
      one(
        await db
          .select()
          .from(customers)
          .where(and(eq(customers.merchantCode, merchantCode), eq(customers.mobile, mobile)))
          .limit(1),
      ),
    customerById: async (id) => one(await db.select().from(customers).where(eq(customers.id, id)).limit(1)),
    lockGuestsFrom: async (tx, merchantCode, ip, since) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`freeplay:${merchantCode}:${ip}`}))`);
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(customers)
        .where(and(eq(customers.merchantCode, merchantCode), eq(customers.isAgent, '4'), eq(customers.registerIp, ip), gte(customers.createdAt, since)));
      return Number(row?.n ?? 0);
    },
    createCustomer: async (tx, row) => {
      const [created] = await tx.insert(customers).values(row).returning();
      if (!created) throw new Error('customer insert returned nothing');
      return created;
    },
    createSession: async (s) => {
      const [row] = await db.insert(sessions).values(s).returning();
      if (!row) throw new Error('session insert returned nothing');
      return row;
    },
    sessionByTokenHash: async (hash) => {
      const [row] = await db
        .select({ session: sessions, customer: customers })
        .from(sessions)
        .innerJoin(customers, eq(customers.id, sessions.customerId))
        .where(eq(sessions.tokenHash, hash))
        .limit(1);
      return row ?? null;
    },
    touchSession: async (id, idleExpiresAt) => {
      await db.update(sessions).set({ lastSeenAt: sql`now()`, idleExpiresAt }).where(eq(sessions.id, id));
    },
    endSession: async (id, reason) => {
      await db
        .update(sessions)
        .set({ endedAt: sql`now()`, endReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
    },
    endSessionsOf: async (customerId, reason, keepId, liveAt) => {
      const ended = await db
        .update(sessions)
        .set({ endedAt: sql`now()`, endReason: reason })
        .where(
          and(
            eq(sessions.customerId, customerId),
            isNull(sessions.endedAt),
            ...(keepId === null ? [] : [ne(sessions.id, keepId)]),
            ...(liveAt ? [gt(sessions.idleExpiresAt, liveAt), gt(sessions.absoluteExpiresAt, liveAt)] : []),
          ),
        )
        .returning({ id: sessions.id });
      return ended.map((r) => r.id);
    },
    endSessionOf: async (customerId, sessionId, reason) => {
      const ended = await db
        .update(sessions)
        .set({ endedAt: sql`now()`, endReason: reason })
        .where(and(eq(sessions.id, sessionId), eq(sessions.customerId, customerId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },
    liveSessionsOf: async (customerId, now) =>
      db
        .select({ session: sessions, userAgent: loginAttempts.userAgent })
        .from(sessions)
        .leftJoin(loginAttempts, eq(loginAttempts.sessionId, sessions.id))
        .where(
          and(
            eq(sessions.customerId, customerId),
            isNull(sessions.endedAt),
            gt(sessions.idleExpiresAt, now),
            gt(sessions.absoluteExpiresAt, now),
          ),
        )
        .orderBy(desc(sessions.createdAt), desc(sessions.id)),
    markLogin: async (customerId, ip) => {
      await db.update(customers).set({ lastLoginAt: sql`now()`, lastLoginIp: ip }).where(eq(customers.id, customerId));
    },
    useTotpStep: async (customerId, step) => {
      const updated = await db
        .update(customers)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(customers.id, customerId),
            sql`(${customers.totpLastStep} is null or ${customers.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: customers.id });
      return updated.length > 0;
    },
    reserveFailure: async (merchantCode, scope, key, now, windowsMs) => {
      const bucket = bucketStart(now);
      const [row] = await db
        .insert(loginFailures)
        .values({ merchantCode, scope, key, windowStart: bucket, count: 1 })
        .onConflictDoUpdate({
          target: [loginFailures.merchantCode, loginFailures.scope, loginFailures.key, loginFailures.windowStart],
          set: { count: sql`${loginFailures.count} + 1` },
        })
        .returning({ count: loginFailures.count });
      const current = row?.count ?? 1;
      // Older buckets are no longer incremented; the current one counts as the increment answered.
      const oldest = new Date(now - Math.max(...windowsMs));
      const older = await db
        .select({ windowStart: loginFailures.windowStart, count: loginFailures.count })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.merchantCode, merchantCode),
            eq(loginFailures.scope, scope),
            eq(loginFailures.key, key),
            gte(loginFailures.windowStart, oldest),
            ne(loginFailures.windowStart, bucket),
          ),
        );
      const totals = windowsMs.map((ms) => {
        const since = now - ms;
        return current + older.filter((b) => b.windowStart.getTime() >= since).reduce((n, b) => n + b.count, 0);
      });
      return { bucket, totals };
    },
    releaseFailure: async (merchantCode, scope, key, bucket) => {
      await db
        .update(loginFailures)
        .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
        .where(
          and(
            eq(loginFailures.merchantCode, merchantCode),
            eq(loginFailures.scope, scope),
            eq(loginFailures.key, key),
            eq(loginFailures.windowStart, bucket),
          ),
        );
    },
    clearFailures: async (merchantCode, scope, key) => {
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.merchantCode, merchantCode), eq(loginFailures.scope, scope), eq(loginFailures.key, key)));
    },
    socialCustomer: async (merchantCode, provider, subject) => {
      const [row] = await db
        .select({ customer: customers })
        .from(socialIdentities)
        .innerJoin(customers, eq(customers.id, socialIdentities.customerId))
        .where(
          and(
            eq(socialIdentities.merchantCode, merchantCode),
            eq(socialIdentities.provider, provider),
            eq(socialIdentities.subject, subject),
          ),
        )
        .limit(1);
      return row?.customer ?? null;
    },
    bindSocial: async (merchantCode, provider, subject, customerId, email) => {
      await db
        .insert(socialIdentities)
        .values({ merchantCode, provider, subject, customerId, email })
        .onConflictDoNothing();
    },
  };
}
