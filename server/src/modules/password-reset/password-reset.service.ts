import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerRow } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import { siteOrigin, type Merchant } from '../../plugins/merchant.js';
import { hashPassword } from '../../security/password.js';
import { checkNewPassword as checkPasswordPolicy } from '../../security/password-policy.js';
import { requireCaptcha } from '../captcha/captcha.service.js';
import { visitorIp } from '../system/system.service.js';
import { accountSmsAddress, codeMinutesFor, consumeCodeDetailed, emailTarget, issueCode, mobileTarget } from '../verification/codes.js';
import { sendEmail, sendSms, smsCodeText } from '../verification/messages.js';
import { customerByUsername } from '../verification/verification.service.js';
import { resetPassword } from './password-reset.repository.js';

/**
 * Sets the new password and ends the account's sessions; their live sockets, and what any process
 * keeps of them, end with them (the hub, through Redis in every process).
 */
async function resetAndSignOut(app: FastifyInstance, customerId: number, newPassword: string): Promise<void> {
  for (const sessionId of await resetPassword(app.db, customerId, await hashPassword(newPassword))) app.liveSockets.sessionEnded(sessionId);
}

/** One message whatever happened: the answer never tells whether the account exists (ARCHITECTURE.md). */
export const RESET_FAILED_MESSAGE = 'The verification code is not valid. Please request a new one.';

const active = (c: CustomerRow | null): c is CustomerRow => c !== null && c.status === 'active' && c.isAgent !== '4';

/** The account's phone when the number given is it (with or without the dialing code). */
function ownsMobile(c: CustomerRow, countryDialingCode: string | undefined, number: string): boolean {
  if (!c.mobile) return false;
  return c.mobile === mobileTarget(countryDialingCode, number) || c.mobile === mobileTarget(c.mobileDialingCode, number);
}

/**
 * The merchant's password rule (spec 1 §5 "Password change: the new password must match the server
 * rule") and the common-password list (issue 11).
 */
export function checkNewPassword(merchant: Merchant, password: string): void {
  checkPasswordPolicy(merchant, password, 'newPassword');
}

export interface ResetContext {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  merchant: Merchant;
}

export const resetLinkPath = '/wps/member/password/email/reset';

export function createPasswordResetService() {
  return {
    /** Step 1 by phone: a code to the account's phone when username and mobile match; same answer otherwise. */
    async sendSms(
      ctx: ResetContext,
      input: { username: string; countryDialingCode?: string | undefined; mobileNumber: string; captcha?: string | undefined },
    ): Promise<{ expiredMinutes: number }> {
      await requireCaptcha(ctx.app, ctx.request, ctx.reply, ctx.merchant, input);
      const customer = await customerByUsername(ctx.app.db, ctx.merchant.code, input.username);
      const owner = active(customer) && ownsMobile(customer, input.countryDialingCode, input.mobileNumber) ? customer : null;
      // The code is bound to the account and the number it holds; for a mismatch one is issued and
      // never sent, so limits and answers look the same, and it leaves the account's own code working.
      const target = owner?.mobile ?? mobileTarget(input.countryDialingCode, input.mobileNumber);
      const minutes = codeMinutesFor(ctx.merchant);
      const issued = await issueCode(ctx.app.db, {
        merchant: ctx.merchant,
        purpose: 'reset_sms',
        target,
        customerId: owner?.id ?? null,
        minutes,
        ip: visitorIp(ctx.request),
        keepEarlier: owner === null,
      });
      const to = owner && accountSmsAddress(owner);
      if (to) await sendSms(ctx.app, ctx.merchant, to, smsCodeText(ctx.merchant, issued.code, issued.expiredMinutes));
      return { expiredMinutes: issued.expiredMinutes };
    },

    /** Step 2 by phone: the code and the new password; ends every session of the account. */
    async verifySms(
      ctx: ResetContext,
      input: { username: string; countryDialingCode?: string | undefined; mobileNumber: string; verificationCode: string; newPassword: string },
    ): Promise<null> {
      checkNewPassword(ctx.merchant, input.newPassword);
      const customer = await customerByUsername(ctx.app.db, ctx.merchant.code, input.username);
      const owner = active(customer) && ownsMobile(customer, input.countryDialingCode, input.mobileNumber) ? customer : null;
      // Only the account's own attempts reach its code: another username (or number) touches nothing.
      const result = owner
        ? await consumeCodeDetailed(ctx.app.db, ctx.merchant, 'reset_sms', owner.mobile!, input.verificationCode, { customerId: owner.id })
        : null;
      if (!result?.ok || !owner || result.customerId !== owner.id) {
        throw errors.verificationCodeInvalid(RESET_FAILED_MESSAGE, { fields: ['verificationCode'] });
      }
      await resetAndSignOut(ctx.app, owner.id, input.newPassword);
      return null;
    },

    /**
     * By e-mail: when username and e-mail match, the owner receives a code and a link to a page of
     * this server where the code sets a new password (GET shows the form, only POST spends the code,
     * so mail scanners opening links do no harm). Always the same answer.
     */
    async sendEmail(ctx: ResetContext, input: { username: string; email: string }): Promise<null> {
      const customer = await customerByUsername(ctx.app.db, ctx.merchant.code, input.username);
      const target = emailTarget(input.email);
      const owner = active(customer) && customer.email && emailTarget(customer.email) === target ? customer : null;
      // The resend limit is per address and says nothing about accounts.
      const issued = await issueCode(ctx.app.db, {
        merchant: ctx.merchant,
        purpose: 'reset_email',
        target,
        customerId: owner?.id ?? null,
        minutes: codeMinutesFor(ctx.merchant),
        ip: visitorIp(ctx.request),
        keepEarlier: owner === null,
      });
      if (owner) {
        // Links in messages point at the merchant's configured site, never at the request's Host.
        const link = `${await siteOrigin(ctx.app, ctx.merchant)}${resetLinkPath}?merchant=${encodeURIComponent(ctx.merchant.code)}&email=${encodeURIComponent(target)}`;
        const text =
          `Someone asked to reset the password of your account ${owner.username ?? ''}.\n\n` +
          `Your reset code is ${issued.code}. It expires in ${issued.expiredMinutes} minutes.\n` +
          `Open ${link} and enter the code with your new password.\n\n` +
          `If it was not you, ignore this message: your password stays the same.`;
        await sendEmail(ctx.app, ctx.merchant, target, 'Password reset', text);
      }
      return null;
    },

    /** The e-mail link's form: spends the code, sets the password, ends sessions. */
    async verifyEmail(merchant: Merchant, app: FastifyInstance, input: { email: string; code: string; newPassword: string }): Promise<void> {
      checkNewPassword(merchant, input.newPassword);
      const target = emailTarget(input.email);
      // only codes sent to an account: one issued for a mismatched username never stands in front of it
      const result = await consumeCodeDetailed(app.db, merchant, 'reset_email', target, input.code, { boundToAccount: true });
      if (!result.ok || result.customerId === null) throw errors.verificationCodeInvalid(RESET_FAILED_MESSAGE);
      await resetAndSignOut(app, result.customerId, input.newPassword);
    },
  };
}
