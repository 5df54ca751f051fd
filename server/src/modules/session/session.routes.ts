import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCalls } from '@lotto/contract';
import { registerCall } from '../../http/register-call.js';
import type { Merchant } from '../../plugins/merchant.js';
import { requireCaptcha } from '../captcha/captcha.service.js';
import { CAPTCHA_COOKIE } from '../captcha/verify.js';
import { accountSessionRoutes } from './account-sessions.routes.js';
import type { LoginContext } from './session.service.js';

const contextOf = (request: FastifyRequest, merchant: Merchant, device: string): LoginContext => ({
  merchant,
  ip: request.ip,
  device,
  captchaId: (request.cookies as Record<string, string | undefined> | undefined)?.[CAPTCHA_COOKIE] || undefined,
  userAgent: request.headers['user-agent'],
});

export async function sessionRoutes(app: FastifyInstance) {
  const service = app.accountSessions;

  // Login calls per IP per minute, beside the account and IP failure limits in the service.
  const LOGIN_RATE = { max: app.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };

  registerCall(
    app,
    sessionCalls.login,
    ({ input, request, merchant, device }) => service.login(input, contextOf(request, merchant, device)),
    { rateLimit: LOGIN_RATE },
  );

  registerCall(
    app,
    sessionCalls.loginVerification,
    ({ input, request, merchant, device }) => service.verify(input, contextOf(request, merchant, device)),
    { rateLimit: LOGIN_RATE },
  );

  registerCall(app, sessionCalls.logout, ({ session }) => service.logout(session));

  registerCall(
    app,
    sessionCalls.freeplay,
    async ({ input, request, reply, merchant, device }) => {
      // a demo account needs the captcha a registration needs (CAPTCHA3, issue 11); checked before the account is made
      await requireCaptcha(app, request, reply, merchant, input);
      return service.freeplay(contextOf(request, merchant, device), input.loginDeviceId);
    },
    { rateLimit: { max: 10, timeWindow: 60_000 } },
  );

  await accountSessionRoutes(app);
}
