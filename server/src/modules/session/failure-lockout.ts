import type { FastifyInstance } from 'fastify';
import type { CustomerRow } from '../../db/schema/index.js';
import type { Merchant } from '../../plugins/merchant.js';
import { sendEmail } from '../verification/messages.js';

/** The longest wait of one attempt: under the site's 20 s request timeout (ARCHITECTURE.md). */
export const LOCKOUT_MAX_DELAY_MS = 10_000;

/**
 * How long an attempt past the account's hourly failure limit waits before it is checked: the
 * base, doubled for every 10 failures more, at most LOCKOUT_MAX_DELAY_MS. The owner still gets in
 * (with the captcha); a guesser's attempts get slower and slower.
 */
export function lockoutDelayMs(overLimit: number, baseMs: number): number {
  if (overLimit <= 0) return 0;
  return Math.min(LOCKOUT_MAX_DELAY_MS, baseMs * 2 ** Math.min(Math.floor((overLimit - 1) / 10), 20));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Tells the account holder, by e-mail through the provider (the dev outbox locally), that its
 * hourly failure limit was passed. An account without an address is not told (no other channel
 * reaches the holder without a session). A delivery failure is logged, never the login's answer.
 */
export async function notifyFailedLogins(app: FastifyInstance, merchant: Merchant, holder: CustomerRow, failures: number): Promise<void> {
  if (!holder.email) return;
  const text =
    `There were ${failures} failed attempts to sign in to your account ${holder.username ?? ''} in the last hour.\n\n` +
    'Your account is not locked: from now on each attempt needs the image check and waits a little longer.\n' +
    'If it was not you, change your password after signing in.';
  await sendEmail(app, merchant, holder.email, 'Failed sign-in attempts', text).catch((err: unknown) =>
    app.log.warn({ err, merchant: merchant.code }, 'failed-login notice not sent'),
  );
}
