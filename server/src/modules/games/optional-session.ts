import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Merchant } from '../../plugins/merchant.js';
import { requireSession, tokenOf, type Session } from '../../plugins/session.js';

/**
 * The caller's session on a call that does not need one (game lists mark favourites, trial launch
 * names the customer). A missing or dead token is a guest here: public lists never fail on it.
 */
export async function optionalSession(app: FastifyInstance, request: FastifyRequest, merchant: Merchant): Promise<Session | null> {
  if (!tokenOf(request)) return null;
  try {
    return await requireSession(app, request, merchant);
  } catch {
    return null;
  }
}
