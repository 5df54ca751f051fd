import type { FastifyInstance } from 'fastify';
import type { LoginReply } from '@lotto/contract';
import type { CustomerRow } from '../../db/schema.js';
import type { Merchant } from '../../plugins/merchant.js';
import { createSessionRepository } from '../session/session.repository.js';
import { createSessionService, type SessionService } from '../session/session.service.js';

const services = new WeakMap<FastifyInstance, SessionService>();

/**
 * Starts a session for a just-registered account and answers like login (spec 3 Replies), through
 * the session module's `startSession` (same token, expiry and reply rules as a login).
 */
export function startSession(
  app: FastifyInstance,
  merchant: Merchant,
  customer: CustomerRow,
  ctx: { ip: string; device: string; loginDeviceId?: string | undefined },
): Promise<LoginReply> {
  let service = services.get(app);
  if (!service) services.set(app, (service = createSessionService(app, createSessionRepository(app.db))));
  return service.startSession({ merchant, ip: ctx.ip, device: ctx.device, captchaId: undefined }, customer, ctx.loginDeviceId);
}
