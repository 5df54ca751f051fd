import type { FastifyInstance } from 'fastify';
import { verificationCalls } from '@lotto/contract';
import { registerCall } from '../../http/register-call.js';
import { errors } from '../../errors.js';
import { requireCaptcha } from '../captcha/captcha.service.js';
import { visitorIp } from '../system/system.service.js';
import { accountSmsAddress, customerByMobile, customerByUsername, mobileTarget, sendCode, smsAddress } from './verification.service.js';

/** Per-IP limit on code sends, on top of the per-target resend limits in codes.ts. */
const SMS_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

export async function verificationRoutes(app: FastifyInstance) {
  // Login SMS (and two-factor SMS with purpose twoFactor). The answer is the same whether or not
  // an account owns the number; only the owner's phone receives the code.
  registerCall(
    app,
    verificationCalls.smsNoLogin,
    async ({ input, merchant, request, reply }) => {
      await requireCaptcha(app, request, reply, merchant, input);
      const number = input.mobileNum ?? input.mobileNo ?? '';
      const target = mobileTarget(input.countryDialingCode, number);
      const smsTo = smsAddress(input.countryDialingCode, number);
      const purpose = input.purpose ?? 'login';
      if (purpose === 'bindMobile') throw errors.functionNotAvailable('Binding a mobile number is not available here.');
      if (purpose === 'register') {
        const sent = await sendCode(app, { merchant, purpose: 'register_sms', channel: 'sms', target, smsTo, deliver: true, ip: visitorIp(request) });
        return sent;
      }
      const owner = await customerByMobile(app.db, merchant.code, target);
      let deliver = owner !== null && owner.status === 'active';
      if (purpose === 'twoFactor' && owner) {
        // Two-factor: the code goes only to the phone of the account that is signing in.
        const named = input.username ? await customerByUsername(app.db, merchant.code, input.username) : null;
        deliver = deliver && named?.id === owner.id;
      }
      const sent = await sendCode(app, {
        merchant,
        purpose: purpose === 'twoFactor' ? 'two_factor_sms' : 'login_sms',
        channel: 'sms',
        target,
        smsTo: (owner && accountSmsAddress(owner)) ?? smsTo,
        customerId: deliver ? (owner?.id ?? null) : null,
        deliver,
        ip: visitorIp(request),
      });
      return purpose === 'twoFactor' ? { expirationTime: sent.expirationTime } : sent;
    },
    { rateLimit: SMS_RATE_LIMIT },
  );

  // Registration SMS (REGMOBVERF3): a code for a number not yet an account's (the register call
  // refuses a taken number; this answer does not say).
  registerCall(
    app,
    verificationCalls.smsRegister,
    async ({ input, merchant, request, reply }) => {
      await requireCaptcha(app, request, reply, merchant, input);
      const number = input.mobileNum ?? input.mobileNo ?? '';
      const target = mobileTarget(input.countryDialingCode, number);
      const smsTo = smsAddress(input.countryDialingCode, number);
      return sendCode(app, { merchant, purpose: 'register_sms', channel: 'sms', target, smsTo, deliver: true, ip: visitorIp(request) });
    },
    { rateLimit: SMS_RATE_LIMIT },
  );
}
