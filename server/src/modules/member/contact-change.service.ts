import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  SecurityConfig,
  SmsCodeReply,
  changeEmailRequestSchema,
  changeMobileRequestSchema,
  mobileCodeRequestSchema,
} from '@lotto/contract';
import type { CustomerRow } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import type { Merchant } from '../../plugins/merchant.js';
import { requireRealAccount, type Session } from '../../plugins/session.js';
import { consumeCodeDetailed } from '../verification/codes.js';
import { emailTarget, mobileTarget, sendCode, smsAddress } from '../verification/verification.service.js';
import { currentAccount } from './current-account.js';
import { presentSecurityConfig } from './member.presenter.js';
import type { MemberRepository } from './member.repository.js';
import type { SecuritySettingsRepository } from './security-settings.repository.js';

type MobileInput = z.output<typeof mobileCodeRequestSchema>;

const MOBILE_TAKEN = 'This mobile number is already used by another account.';
const CODE_INVALID = 'The code is not correct or has expired.';

/** The dialing code of a new number (digits): the one given, else the account's current one. */
const dialingCodeOf = (input: MobileInput, c: CustomerRow): string | null =>
  input.countryDialingCode?.replace(/\D/g, '') || c.mobileDialingCode || null;

/**
 * Mobile number (with its dialing code, UPDATEMOBILEICC3) and e-mail change (issue 14): a code to
 * the new number or address proves it, the current password confirms the change, and the account's
 * contact becomes verified. Codes are the verification module's (single use, bound to the target
 * and to this account, resend limits).
 */
export function createContactChangeService(app: FastifyInstance, members: MemberRepository, settings: SecuritySettingsRepository) {
  const { customerOf, confirmedBy } = currentAccount(members);
  const config = async (session: Session): Promise<SecurityConfig> => presentSecurityConfig(await customerOf(session));

  const refuseTaken = async (merchant: Merchant, c: CustomerRow, target: string) => {
    const owner = await settings.customerByMobile(merchant.code, target);
    if (owner && owner.id !== c.id) throw errors.securityMobileTaken(MOBILE_TAKEN);
  };

  return {
    async sendMobileCode(session: Session, merchant: Merchant, input: MobileInput, ip: string): Promise<SmsCodeReply> {
      requireRealAccount(session);
      const c = await customerOf(session);
      const cc = dialingCodeOf(input, c);
      const target = mobileTarget(cc, input.mobileNum);
      await refuseTaken(merchant, c, target);
      return sendCode(app, {
        merchant,
        purpose: 'change_mobile',
        channel: 'sms',
        target,
        smsTo: smsAddress(cc, input.mobileNum),
        customerId: c.id,
        deliver: true,
        ip,
      });
    },

    async changeMobile(session: Session, merchant: Merchant, input: z.output<typeof changeMobileRequestSchema>): Promise<SecurityConfig> {
      const c = await confirmedBy(session, input.password);
      const cc = dialingCodeOf(input, c);
      const target = mobileTarget(cc, input.mobileNum);
      await refuseTaken(merchant, c, target);
      const used = await consumeCodeDetailed(app.db, merchant, 'change_mobile', target, input.verificationCode);
      if (!used.ok || used.customerId !== c.id) throw errors.verificationCodeInvalid(CODE_INVALID);
      if (!(await settings.setMobile(c.id, target, cc))) throw errors.securityMobileTaken(MOBILE_TAKEN);
      return config(session);
    },

    async sendEmailCode(session: Session, merchant: Merchant, email: string, ip: string): Promise<SmsCodeReply> {
      requireRealAccount(session);
      const c = await customerOf(session);
      return sendCode(app, {
        merchant,
        purpose: 'change_email',
        channel: 'email',
        target: email,
        customerId: c.id,
        deliver: true,
        ip,
        subject: 'Confirm your e-mail address',
      });
    },

    async changeEmail(session: Session, merchant: Merchant, input: z.output<typeof changeEmailRequestSchema>): Promise<SecurityConfig> {
      const c = await confirmedBy(session, input.password);
      const used = await consumeCodeDetailed(app.db, merchant, 'change_email', emailTarget(input.email), input.verificationCode);
      if (!used.ok || used.customerId !== c.id) throw errors.verificationCodeInvalid(CODE_INVALID);
      await settings.setEmail(c.id, input.email);
      return config(session);
    },
  };
}
