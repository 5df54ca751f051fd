import { and, desc, eq, gt, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
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

/** One counter to reserve an attempt on: its scope and key, and the windows (ms back from now) to total. */
export interface FailureAsk {
  scope: FailureScope;
  key: string;
  windowsMs: readonly number[];
}

/** What the session check reads of a session and its customer (one indexed lookup by token hash). */
export interface SessionLookup {
  session: Pick<SessionRow, 'id' | 'merchantCode' | 'lastSeenAt' | 'idleExpiresAt' | 'absoluteExpiresAt' | 'endedAt'>;
  customer: Pick<CustomerRow, 'id' | 'username' | 'mobile' | 'isAgent' | 'status'>;
}

/** The login's own records, written with its session in one statement (createLoginSession). */
export interface LoginRecords {
  /** The customer's last login address. */
  ip: string | null;
  /** The login history line: the device and user agent of the login. */
  device: string | null;
  userAgent: string | null;
  /** Login history older than this is dropped. */
  historyBefore: Date;
  /** The account's failure counters to clear (its key), or null. */
  clearFailuresKey: string | null;
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
  /**
   * A successful login's writes in one statement (one round trip): the session, the customer's
   * last login, the login history line naming the session, the history's pruning and the
   * account's failure counters cleared. Answers the new session's id.
   */
  createLoginSession(s: NewSession, records: LoginRecords): Promise<{ id: number }>;
  sessionByTokenHash(hash: string): Promise<SessionLookup | null>;
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
  /** Records a TOTP step as used; false when it (or a later one) was used already. */
  useTotpStep(customerId: number, step: number): Promise<boolean>;
  /**
   * Counts an attempt as a failure before it is checked, atomically: the increment of the current
   * bucket returns its new count, so parallel attempts each see a different total. Answers the
   * bucket and the total over each window (ms back from now), this attempt included.
   */
  reserveFailure(merchantCode: string, scope: FailureScope, key: string, now: number, windowsMs: readonly number[]): Promise<FailureReservation>;
  /** reserveFailure for several counters in one statement (each increment as atomic); answers in the order asked. */
  reserveFailures(merchantCode: string, asks: readonly FailureAsk[], now: number): Promise<FailureReservation[]>;
  /** Takes back one reserved attempt (it was refused before any check, or it succeeded). */
  releaseFailure(merchantCode: string, scope: FailureScope, key: string, bucket: Date): Promise<void>;
  /** releaseFailure for several counters in one statement. */
  releaseFailures(merchantCode: string, counters: readonly { scope: FailureScope; key: string }[], bucket: Date): Promise<void>;
  socialCustomer(merchantCode: string, provider: string, subject: string): Promise<CustomerRow | null>;
  bindSocial(merchantCode: string, provider: string, subject: string, customerId: number, email: string | null): Promise<void>;
}

/** Raw rows as both drivers answer them (node-postgres and PGlite both give `rows`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute<Record<string, unknown>>(query);
  return (result as { rows: T[] }).rows;
}

export function createSessionRepository(db: Db): SessionRepository {
  const one = <T>(rows: T[]): T | null => rows[0] ?? null;
  // The calls of every request and every login, built once (named statements on PostgreSQL).
  const bySessionToken = db
    .select({
      session: {
        id: sessions.id,
        merchantCode: sessions.merchantCode,
        lastSeenAt: sessions.lastSeenAt,
        idleExpiresAt: sessions.idleExpiresAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
        endedAt: sessions.endedAt,
      },
      customer: { id: customers.id, username: customers.username, mobile: customers.mobile, isAgent: customers.isAgent, status: customers.status },
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(eq(sessions.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('session_by_token_hash');
  const byUsername = db
    .select()
    .from(customers)
    .where(and(eq(customers.merchantCode, sql.placeholder('merchantCode')), sql`lower(${customers.username}) = ${sql.placeholder('username')}`))
    .limit(1)
    .prepare('customer_by_username');
  const byCounter = (a: { scope: string; key: string }, b: { scope: string; key: string }) =>
    a.scope < b.scope ? -1 : a.scope > b.scope ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  /** Each counter's current bucket and the older ones inside its windows, the current bucket incremented (one statement). */
  const reserve = async (merchantCode: string, asks: readonly FailureAsk[], now: number): Promise<FailureReservation[]> => {
    const bucket = bucketStart(now);
    // rows are locked in the order inserted: (scope, key) order, as release takes them, so two
    // statements on the same counters never wait on each other in a cycle (PostgreSQL deadlock)
    const inOrder = [...asks].sort(byCounter);
    const at = bucket.toISOString();
    const oldest = new Date(now - Math.max(...asks.flatMap((a) => a.windowsMs))).toISOString();
    const rows = await rowsOf<{ scope: string; key: string; count: number | string; current: boolean; start_ms: number | string }>(db, sql`
      with bumped as (
        insert into ${loginFailures} ("merchant_code", "scope", "key", "window_start", "count")
        values ${sql.join(inOrder.map((a) => sql`(${merchantCode}, ${a.scope}, ${a.key}, ${at}::timestamptz, 1)`), sql`, `)}
        on conflict ("merchant_code", "scope", "key", "window_start") do update set "count" = ${loginFailures.count} + 1
        returning "scope", "key", "count"
      )
      select "scope", "key", "count", true as "current", 0::float8 as "start_ms" from bumped
      union all
      select "scope", "key", "count", false, (extract(epoch from "window_start") * 1000)::float8 from ${loginFailures}
      where "merchant_code" = ${merchantCode}
        and (${sql.join(asks.map((a) => sql`("scope" = ${a.scope} and "key" = ${a.key})`), sql` or `)})
        and "window_start" >= ${oldest}::timestamptz and "window_start" <> ${at}::timestamptz`);
    return asks.map((a) => {
      const mine = rows.filter((r) => r.scope === a.scope && r.key === a.key);
      // Older buckets are no longer incremented; the current one counts as the increment answered.
      const current = Number(mine.find((r) => r.current)?.count ?? 1);
      const older = mine.filter((r) => !r.current);
      const totals = a.windowsMs.map((ms) => {
        const since = now - ms;
        return current + older.filter((b) => Number(b.start_ms) >= since).reduce((n, b) => n + Number(b.count), 0);
      });
      return { bucket, totals };
    });
  };
  /** Takes back one reserved attempt of each counter (one statement). */
  const release = async (merchantCode: string, counters: readonly { scope: FailureScope; key: string }[], bucket: Date): Promise<void> => {
    // the rows are locked in (scope, key) order first, as reserve inserts them (no deadlock between the two)
    await db.execute(sql`
      with locked as (
        select "merchant_code", "scope", "key", "window_start" from ${loginFailures}
        where "merchant_code" = ${merchantCode} and "window_start" = ${bucket.toISOString()}::timestamptz
          and (${sql.join(counters.map((c) => sql`("scope" = ${c.scope} and "key" = ${c.key})`), sql` or `)})
        order by "scope" collate "C", "key" collate "C"
        for update
      )
      update ${loginFailures} set "count" = greatest(${loginFailures.count} - 1, 0)
      from locked
      where ${loginFailures.merchantCode} = locked."merchant_code" and ${loginFailures.scope} = locked."scope"
        and ${loginFailures.key} = locked."key" and ${loginFailures.windowStart} = locked."window_start"`);
  };
  return {
    customerByUsername: async (merchantCode, username) => one(await byUsername.execute({ merchantCode, username: username.toLowerCase() })),
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
    createLoginSession: async (s, records) => {
      const [row] = await rowsOf<{ id: number | string }>(db, sql`
        with opened as (${db.insert(sessions).values(s).returning({ id: sessions.id }).getSQL()}),
        marked as (${db.update(customers).set({ lastLoginAt: sql`now()`, lastLoginIp: records.ip }).where(eq(customers.id, s.customerId)).getSQL()}),
        recorded as (
          insert into ${loginAttempts} ("merchant_code", "customer_id", "session_id", "success", "ip", "device", "user_agent")
          select ${s.merchantCode}, ${s.customerId}, opened.id, true, ${records.ip}, ${records.device?.slice(0, 32) ?? null}, ${records.userAgent?.slice(0, 512) ?? null}
          from opened
        ),
        pruned as (${db.delete(loginAttempts).where(and(eq(loginAttempts.customerId, s.customerId), lt(loginAttempts.createdAt, records.historyBefore))).getSQL()})
        ${
          records.clearFailuresKey === null
            ? sql``
            : sql`, cleared as (${db
                .delete(loginFailures)
                .where(and(eq(loginFailures.merchantCode, s.merchantCode), eq(loginFailures.scope, 'account'), eq(loginFailures.key, records.clearFailuresKey)))
                .getSQL()})`
        }
        select id from opened`);
      if (!row) throw new Error('session insert returned nothing');
      return { id: Number(row.id) };
    },
    sessionByTokenHash: async (hash) => one(await bySessionToken.execute({ hash })),
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
    reserveFailure: async (merchantCode, scope, key, now, windowsMs) => (await reserve(merchantCode, [{ scope, key, windowsMs }], now))[0]!,
    reserveFailures: reserve,
    releaseFailure: (merchantCode, scope, key, bucket) => release(merchantCode, [{ scope, key }], bucket),
    releaseFailures: release,
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
