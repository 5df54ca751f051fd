import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { captchas } from '../../db/schema/index.js';

/** Cookie that binds an image captcha to the browser that fetched it (spec 3 Requests). */
export const CAPTCHA_COOKIE = 'lotto_captcha';
/** An image captcha lives 2 minutes (ours). */
export const CAPTCHA_TTL_MS = 120_000;
/** No 0/O, 1/I/l: easy to read, 4 characters, case-insensitive answers. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 4;

export const captchaText = (): string =>
  Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');

const hashAnswer = (id: string, answer: string): string =>
  createHash('sha256').update(`${id}\u0000${answer.trim().toUpperCase()}`).digest('hex');

/** Stores a new captcha (hashed answer) and returns its id for the cookie. */
export async function storeCaptcha(db: Db, merchantCode: string, answer: string): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
  await db.insert(captchas).values({ id, merchantCode, answerHash: hashAnswer(id, answer), expiresAt });
  return { id, expiresAt };
}

/**
 * Checks an image captcha answer for the captcha id bound by cookie. Single use: the captcha is
 * spent by the first check, right or wrong, so an answer cannot be guessed twice. False when the
 * id is unknown, of another merchant, used or older than 2 minutes.
 */
export async function verifyCaptcha(
  db: Db,
  merchant: string | { code: string },
  captchaId: string | null | undefined,
  answer: string | null | undefined,
): Promise<boolean> {
  if (!captchaId || !answer || captchaId.length > 64) return false;
  const merchantCode = typeof merchant === 'string' ? merchant : merchant.code;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(captchas)
      .set({ usedAt: sql`now()`, attempts: sql`${captchas.attempts} + 1` })
      .where(
        and(
          eq(captchas.id, captchaId),
          eq(captchas.merchantCode, merchantCode),
          sql`${captchas.usedAt} is null`,
          sql`${captchas.expiresAt} > now()`,
        ),
      )
      .returning({ answerHash: captchas.answerHash });
    if (!row) return false;
    const expected = Buffer.from(row.answerHash, 'hex');
    const given = Buffer.from(hashAnswer(captchaId, answer), 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
