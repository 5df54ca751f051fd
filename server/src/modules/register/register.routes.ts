import type { FastifyInstance } from 'fastify';
import { registerCalls } from '@lotto/contract';
import { registerCall } from '../../http/register-call.js';
import { affiliateAgent } from './register.repository.js';
import { createRegisterService, registerSetting } from './register.service.js';

/** Registrations per IP per minute (beside the global limit): account creation is costly (argon2). */
const REGISTER_RATE = { max: 10, timeWindow: 60_000 } as const;

export async function registerRoutes(app: FastifyInstance) {
  const service = createRegisterService();

  registerCall(app, registerCalls.setting, ({ merchant }) => registerSetting(merchant));

  registerCall(
    app,
    registerCalls.register,
    ({ input, request, reply, merchant, device }) => service.register({ app, request, reply, merchant, device }, input),
    { rateLimit: REGISTER_RATE },
  );
  registerCall(
    app,
    registerCalls.mobile,
    ({ input, request, reply, merchant, device }) => service.mobile({ app, request, reply, merchant, device }, input),
    { rateLimit: REGISTER_RATE },
  );
  registerCall(
    app,
    registerCalls.onlyMobile,
    ({ input, request, reply, merchant, device }) => service.onlyMobile({ app, request, reply, merchant, device }, input),
    { rateLimit: REGISTER_RATE },
  );
  registerCall(
    app,
    registerCalls.autoUsername,
    ({ input, request, reply, merchant, device }) => service.autoUsername({ app, request, reply, merchant, device }, input),
    { rateLimit: REGISTER_RATE },
  );

  // Affiliate code check (spec 1 §5): valid when it names an active agent of this merchant.
  registerCall(
    app,
    registerCalls.affiliate,
    async ({ input, merchant }) => ({
      affiliateCode: input.code,
      valid: (await affiliateAgent(app.db, merchant.code, input.code)) !== null,
    }),
    { rateLimit: { max: 60, timeWindow: 60_000 } },
  );
}
