import { Secret, TOTP } from 'otpauth';
import type { z } from 'zod';
import {
  AUTHENTICATOR_ENROLMENT_MINUTES,
  type AuthenticatorEnrolment,
  type SecurityConfig,
  type twoFactorMethodsRequestSchema,
} from '@lotto/contract';
import type { TwoFactorMethods } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import type { Merchant } from '../../plugins/merchant.js';
import { requireRealAccount, type Session } from '../../plugins/session.js';
import { TOTP_PERIOD_S, accountOf, checkTotp, requiredMethods } from '../session/session.service.js';
import { currentAccount } from './current-account.js';
import { presentSecurityConfig } from './member.presenter.js';
import type { MemberRepository } from './member.repository.js';
import type { SecuritySettingsRepository } from './security-settings.repository.js';

type MethodsInput = z.output<typeof twoFactorMethodsRequestSchema>;

/** Bytes of a new authenticator secret: 160 bits, RFC 4226's recommendation for HMAC-SHA1. */
const SECRET_BYTES = 20;

/**
 * Two-factor set-up (issue 14, spec 1 §3 methods): the authenticator is enrolled with a new secret
 * and is on only once a code from it is confirmed, checked by the same TOTP check as the two-factor
 * login; SMS, e-mail and payee name are switched with the current password. The payee name is never
 * the only method (docs/decisions/0011-second-factors.md).
 */
export function createTwoFactorSetupService(members: MemberRepository, settings: SecuritySettingsRepository) {
  const { customerOf, confirmedBy } = currentAccount(members);
  const config = async (session: Session): Promise<SecurityConfig> => presentSecurityConfig(await customerOf(session));

  return {
    async enrol(session: Session, merchant: Merchant, password: string): Promise<AuthenticatorEnrolment> {
      const c = await confirmedBy(session, password);
      const secret = new Secret({ size: SECRET_BYTES });
      const expiresAt = new Date(Date.now() + AUTHENTICATOR_ENROLMENT_MINUTES * 60_000);
      await settings.saveEnrolment(c.id, secret.base32, expiresAt);
      const totp = new TOTP({
        issuer: merchant.siteSettings.siteName || merchant.name,
        label: accountOf(c),
        secret,
        algorithm: 'SHA1',
        digits: 6,
        period: TOTP_PERIOD_S,
      });
      return { secret: secret.base32, otpauthUri: totp.toString(), expiresAt: expiresAt.getTime() };
    },

    async confirm(session: Session, authCode: string): Promise<SecurityConfig> {
      requireRealAccount(session);
      const enrolment = await settings.enrolmentOf(session.customerId);
      const live = enrolment && enrolment.expiresAt.getTime() > Date.now() ? enrolment : null;
      const step = live ? checkTotp(live.secret, authCode) : null;
      // The confirming code's time step counts as used: it cannot sign in afterwards.
      if (!live || step === null || !(await settings.bindAuthenticator(session.customerId, live.secret, step))) {
        throw errors.verificationCodeInvalid('The code is not correct or the set-up has expired. Please start again.');
      }
      return config(session);
    },

    async setMethods(session: Session, input: MethodsInput): Promise<SecurityConfig> {
      const c = await confirmedBy(session, input.password);
      const next: TwoFactorMethods = { ...requiredMethods(c.twoFactorMethods) };
      const means = { sms: c.mobile, email: c.email, payeeName: c.payeeName };
      for (const key of ['sms', 'email', 'payeeName'] as const) {
        const on = input[key];
        if (on === undefined) continue;
        if (on && !means[key]) {
          throw errors.securityMethodUnavailable(`Add ${key === 'sms' ? 'a mobile number' : key === 'email' ? 'an e-mail address' : 'a payee name'} first.`);
        }
        next[key] = on;
      }
      const removeAuthenticator = input.ga === false;
      if (removeAuthenticator) next.ga = false;
      if (next.payeeName && !next.sms && !next.email && !next.ga) {
        throw errors.securityPayeeNameAlone('The payee name works only together with another verification method.');
      }
      await settings.setTwoFactor(c.id, requiredMethods(next), removeAuthenticator);
      return config(session);
    },
  };
}
