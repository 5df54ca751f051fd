import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseTopic, type SubscribeFrame, type TopicRef } from '@lotto/contract';
import { errors } from '../errors.js';
import { requireSiteOpen } from './merchant.js';
import { sessionForToken } from './session.js';

/**
 * What a socket was allowed to hear; a user topic keeps its token so an ended session can be
 * noticed, and the session's id so a logout ends it at once.
 */
export type Grant = { topic: string; merchantCode: string } & (
  | Extract<TopicRef, { kind: 'setting' }>
  | (Extract<TopicRef, { kind: 'user' }> & { token: string; sessionId: number })
);

/**
 * Decides a subscribe frame (spec 1 §7, spec 3 "Live events"): a user topic only for the customer
 * the token belongs to, in the merchant named; a setting topic only for that merchant. A socket
 * serves one merchant: its first granted subscription fixes it. The site gate of HTTP calls applies
 * (maintenance, region restriction). Throws an AppError when refused.
 */
export async function authoriseSubscription(
  app: FastifyInstance,
  request: FastifyRequest,
  frame: SubscribeFrame,
  socketMerchant: string | null,
): Promise<Grant> {
  const ref = parseTopic(frame.topic);
  if (!ref) throw errors.requestInvalid('Unknown topic.');
  if (socketMerchant !== null && frame.merchant !== socketMerchant) {
    throw errors.functionNotAvailable('This connection serves another merchant.');
  }
  const merchant = await app.merchants.require(frame.merchant);
  requireSiteOpen(merchant, request.ip);
  if (ref.kind === 'setting') {
    if (ref.merchantCode !== merchant.code) throw errors.functionNotAvailable('This topic belongs to another merchant.');
    return { ...ref, topic: frame.topic };
  }
  const session = await sessionForToken(app, frame.token, request, merchant);
  if (String(session.customerId) !== ref.customerId) throw errors.functionNotAvailable('This topic belongs to another customer.');
  return { ...ref, topic: frame.topic, merchantCode: merchant.code, token: frame.token ?? '', sessionId: session.sessionId };
}

/** Whether a granted user topic's session still holds; throws the session's AppError when not. */
export async function recheckGrant(app: FastifyInstance, request: FastifyRequest, grant: Grant): Promise<void> {
  if (grant.kind !== 'user') return;
  // an open socket is not a use of the session: the check leaves its idle expiry where it is
  const session = await sessionForToken(app, grant.token, request, await app.merchants.require(grant.merchantCode), { touch: false });
  if (String(session.customerId) !== grant.customerId) throw errors.customerNotLogin();
}
