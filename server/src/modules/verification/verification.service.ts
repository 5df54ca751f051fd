import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { customers, type CustomerRow, type OneTimeCodePurpose } from '../../db/schema/index.js';
import type { Merchant } from '../../plugins/merchant.js';
import { accountSmsAddress, codeMinutesFor, emailTarget, issueCode, mobileTarget, smsAddress } from './codes.js';
import { sendEmail, sendSms, smsCodeText } from './messages.js';

export { mobileTarget, emailTarget, smsAddress, accountSmsAddress };

export async function customerByMobile(db: Db, merchantCode: string, target: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.merchantCode, merchantCode), eq(customers.mobile, target)))
    .limit(1);
  return row ?? null;
}

export async function customerByUsername(db: Db, merchantCode: string, username: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.merchantCode, merchantCode), sql`lower(${customers.username}) = ${username.trim().toLowerCase()}`))
    .limit(1);
  return row ?? null;
}

export interface SendCodeInput {
  merchant: Merchant;
  purpose: OneTimeCodePurpose;
  channel: 'sms' | 'email';
  /** mobileTarget(...) digits, or an e-mail address. */
  target: string;
  /** For SMS: smsAddress(...) or accountSmsAddress(...); the target's digits carry no sign of a dialing code. */
  smsTo?: string;
  /** The account the code is for, when known; null sends to a new number (registration). */
  customerId?: number | null;
  /**
   * False issues the code (so limits and answers look the same) but sends nothing: used when the
   * target is not the account's, so replies never reveal whether an account exists.
   */
  deliver: boolean;
  ip?: string | null;
  subject?: string;
}

/** Issues a code under the resend limits and sends it by SMS or e-mail. */
export async function sendCode(app: FastifyInstance, input: SendCodeInput): Promise<{ expiredMinutes: number; expirationTime: number }> {
  const target = input.channel === 'email' ? emailTarget(input.target) : input.target;
  const issued = await issueCode(app.db, {
    merchant: input.merchant,
    purpose: input.purpose,
    target,
    customerId: input.customerId ?? null,
    minutes: codeMinutesFor(input.merchant),
    ip: input.ip ?? null,
  });
  if (input.deliver) {
    const text = smsCodeText(input.merchant, issued.code, issued.expiredMinutes);
    if (input.channel === 'sms') await sendSms(app, input.merchant, input.smsTo ?? target, text);
    else await sendEmail(app, input.merchant, target, input.subject ?? 'Your verification code', text);
  }
  return { expiredMinutes: issued.expiredMinutes, expirationTime: issued.expiresAt.getTime() };
}
