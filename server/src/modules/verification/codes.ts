import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { oneTimeCodes, type OneTimeCodePurpose } from '../../db/schema/index.js';
import { errors } from '../../errors.js';

/** Code lifetime: the merchant's expiredMinutes setting, default 5, never more than 10 (ours). */
export const CODE_DEFAULT_MINUTES = 5;
export const CODE_MAX_MINUTES = 10;
/** Wrong guesses a code survives; the fifth wrong one kills it (ours). */
export const CODE_MAX_ATTEMPTS = 5;
/**
 * Resend limits per target (phone or e-mail), ours: one code per 60 s per purpose (a login code
 * just sent must not block a reset code), ten per hour across all purposes together.
 */
export const CODE_RESEND_INTERVAL_MS = 60_000;
export const CODE_MAX_PER_HOUR = 10;

type MerchantRef = string | { code: string };
const codeOf = (m: MerchantRef): string => (typeof m === 'string' ? m : m.code);

/** Six digits from the CSPRNG (randomInt has no modulo bias). */
export const generateCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** SHA-256 over merchant, target and code: a stolen hash is useless for another phone or site. */
export const hashCode = (merchantCode: string, target: string, code: string): string =>
  createHash('sha256').update(`${merchantCode}\u0000${target}\u0000${code.trim()}`).digest('hex');

/**
 * The target a code is bound to for a phone: dialing code and number as digits only
 * ("86" + "13800000001" = "8613800000001"), the same form as customers.mobile.
 */
export function mobileTarget(countryDialingCode: string | null | undefined, mobile: string): string {
  const cc = (countryDialingCode ?? '').replace(/\D/g, '');
  return `${cc}${mobile.replace(/\D/g, '')}`;
}

/**
 * Where an SMS goes: `+`, dialing code and number when the dialing code is known; a national
 * number without one is sent as is, never given a `+` that would make its first digits a
 * country code (spec 1 §5 "International numbers get a + prefix").
 */
export function smsAddress(countryDialingCode: string | null | undefined, mobile: string): string {
  const cc = (countryDialingCode ?? '').replace(/\D/g, '');
  const number = mobile.replace(/\D/g, '');
  return cc ? `+${cc}${number}` : number;
}

/** The SMS address of an account's stored phone (customers.mobile already holds the dialing code). */
export function accountSmsAddress(c: { mobile: string | null; mobileDialingCode: string | null }): string | null {
  if (!c.mobile) return null;
  return c.mobileDialingCode ? `+${c.mobile}` : c.mobile;
}

/** The target for an e-mail address: trimmed, lower case. */
export const emailTarget = (email: string): string => email.trim().toLowerCase();

/** Minutes a merchant's codes live: site setting smsExpiredMinutes, default 5, clamped to 1..10. */
export function codeMinutesFor(merchant: { siteSettings: unknown }): number {
  const raw = (merchant.siteSettings as { smsExpiredMinutes?: unknown } | null)?.smsExpiredMinutes;
  const n = typeof raw === 'number' && Number.isFinite(raw) ? Math.floor(raw) : CODE_DEFAULT_MINUTES;
  return Math.min(CODE_MAX_MINUTES, Math.max(1, n));
}

export interface IssueCodeInput {
  merchant: MerchantRef;
  purpose: OneTimeCodePurpose;
  /** mobileTarget(...) or emailTarget(...). */
  target: string;
  customerId?: number | null;
  minutes?: number;
  ip?: string | null;
  /**
   * Keep earlier unused codes of the purpose and target working: for a code issued (and never
   * sent) to a pair that matches no account, which must not end the account's own code.
   */
  keepEarlier?: boolean;
}

export interface IssuedCode {
  code: string;
  expiresAt: Date;
  expiredMinutes: number;
}

/**
 * Creates a code for a target, enforcing the resend limits (one per 60 s per purpose, ten per hour
 * per target over all purposes: 429 TOO_MANY_REQUESTS with `value.retryAfter` seconds). Earlier unused codes of the same purpose
 * and target stop working. The caller sends the returned code; only its hash is stored.
 */
export async function issueCode(db: Db, input: IssueCodeInput): Promise<IssuedCode> {
  const merchantCode = codeOf(input.merchant);
  const minutes = Math.min(CODE_MAX_MINUTES, Math.max(1, input.minutes ?? CODE_DEFAULT_MINUTES));
  const code = generateCode();
  return db.transaction(async (tx) => {
    // Serialises issuing for one target so two parallel requests cannot both pass the limits.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otc:${merchantCode}:${input.target}`}))`);
    const hourAgo = new Date(Date.now() - 3_600_000);
    const recent = await tx
      .select({ createdAt: oneTimeCodes.createdAt, purpose: oneTimeCodes.purpose })
      .from(oneTimeCodes)
      .where(
        and(eq(oneTimeCodes.merchantCode, merchantCode), eq(oneTimeCodes.target, input.target), gt(oneTimeCodes.createdAt, hourAgo)),
      )
      .orderBy(desc(oneTimeCodes.createdAt));
    const last = recent.find((r) => r.purpose === input.purpose)?.createdAt.getTime();
    if (last !== undefined && Date.now() - last < CODE_RESEND_INTERVAL_MS) {
      const retryAfter = Math.ceil((CODE_RESEND_INTERVAL_MS - (Date.now() - last)) / 1000);
      throw errors.tooManyRequests(`Please wait ${retryAfter} s before requesting another code.`, { retryAfter });
    }
    if (recent.length >= CODE_MAX_PER_HOUR) {
      const oldest = recent[recent.length - 1]?.createdAt.getTime() ?? Date.now();
      const retryAfter = Math.max(1, Math.ceil((oldest + 3_600_000 - Date.now()) / 1000));
      throw errors.tooManyRequests('Too many codes requested. Please try again later.', { retryAfter });
    }
    if (!input.keepEarlier) {
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oneTimeCodes.merchantCode, merchantCode),
            eq(oneTimeCodes.purpose, input.purpose),
            eq(oneTimeCodes.target, input.target),
            isNull(oneTimeCodes.usedAt),
          ),
        );
    }
    const expiresAt = new Date(Date.now() + minutes * 60_000);
    await tx.insert(oneTimeCodes).values({
      merchantCode,
      purpose: input.purpose,
      target: input.target,
      customerId: input.customerId ?? null,
      codeHash: hashCode(merchantCode, input.target, code),
      expiresAt,
      requestIp: input.ip ?? null,
    });
    return { code, expiresAt, expiredMinutes: minutes };
  });
}

export type ConsumeFailure = 'missing' | 'expired' | 'attempts' | 'mismatch';
export type ConsumeCodeResult =
  | { ok: true; customerId: number | null }
  | { ok: false; reason: ConsumeFailure };

const sameHex = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** Which codes of a target an attempt may try and count against: those bound to one account, or to any. */
export interface ConsumeScope {
  customerId?: number;
  boundToAccount?: boolean;
}

/** consumeCode with the reason of a failure and the customer the code was sent for. */
export async function consumeCodeDetailed(
  db: Db,
  merchant: MerchantRef,
  purpose: OneTimeCodePurpose,
  target: string,
  code: string,
  scope: ConsumeScope = {},
): Promise<ConsumeCodeResult> {
  const merchantCode = codeOf(merchant);
  const bound =
    scope.customerId !== undefined ? eq(oneTimeCodes.customerId, scope.customerId) : scope.boundToAccount ? isNotNull(oneTimeCodes.customerId) : undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.merchantCode, merchantCode),
          eq(oneTimeCodes.purpose, purpose),
          eq(oneTimeCodes.target, target),
          isNull(oneTimeCodes.usedAt),
          bound,
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
      .limit(1)
      .for('update');
    if (!row) return { ok: false, reason: 'missing' };
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: 'attempts' };
    if (!/^\d{6}$/.test(code.trim()) || !sameHex(row.codeHash, hashCode(merchantCode, target, code))) {
      await tx
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, row.id));
      return { ok: false, reason: 'mismatch' };
    }
    await tx.update(oneTimeCodes).set({ usedAt: sql`now()` }).where(eq(oneTimeCodes.id, row.id));
    return { ok: true, customerId: row.customerId ?? null };
  });
}

/**
 * Checks and spends a code: true only for the latest unused, unexpired code of this merchant,
 * purpose and target, with fewer than 5 wrong attempts; a wrong guess counts an attempt.
 * Single use: a second call with the same code is false.
 */
export async function consumeCode(
  db: Db,
  merchant: MerchantRef,
  purpose: OneTimeCodePurpose,
  target: string,
  code: string,
): Promise<boolean> {
  return (await consumeCodeDetailed(db, merchant, purpose, target, code)).ok;
}
