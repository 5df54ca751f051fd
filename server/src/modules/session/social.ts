import type { FastifyInstance } from 'fastify';
import { hasFlag, type Flag } from '@lotto/contract';
import { errors } from '../../errors.js';
import type { Merchant } from '../../plugins/merchant.js';
import {
  SocialTokenError,
  createIdentityVerifier,
  type IdentityVerifier,
  type SocialIdentity,
} from '../../providers/identity/index.js';

export type { SocialIdentity };

/** The white-label flag gating each social channel (spec 1 §6); other channels (phone) need none. */
const CHANNEL_FLAGS: Partial<Record<string, Flag>> = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
  twitter: 'TWITTERLOGIN3',
  line: 'LINELOGIN3',
};

const fallback = new WeakMap<FastifyInstance, IdentityVerifier>();

/** The providers plugin's verifier when registered; otherwise one made from config. */
function verifierOf(app: FastifyInstance): IdentityVerifier {
  if (app.hasDecorator('providers')) return app.providers.identity;
  let v = fallback.get(app);
  if (!v) fallback.set(app, (v = createIdentityVerifier(app.config)));
  return v;
}

/**
 * Verifies a social sign-in ID token (signature, issuer, audience, expiry) and returns who it
 * names. Refuses a channel whose flag is off or a site without configuration with the spec's
 * 'Site not support Google Service.'; a malformed token is request.invalid (400); any other token
 * problem is timeout_retry_please (spec 1 §8).
 */
export async function verifySocialToken(
  app: FastifyInstance,
  merchant: Merchant,
  token: string,
  channel: string | undefined,
): Promise<SocialIdentity> {
  const flag = channel ? CHANNEL_FLAGS[channel.toLowerCase()] : undefined;
  if (flag && !hasFlag(merchant.flags, flag)) throw errors.functionNotAvailable('Site not support Google Service.');
  const verifier = verifierOf(app);
  if (!verifier.enabled) throw errors.functionNotAvailable('Site not support Google Service.');
  try {
    return await verifier.verify(token, channel);
  } catch (e) {
    if (e instanceof SocialTokenError) {
      if (e.reason === 'unconfigured') throw errors.functionNotAvailable('Site not support Google Service.');
      // Not a token at all: bad input, answered at once (no key fetch, no timeout dialog).
      if (e.reason === 'malformed') throw errors.requestInvalid(`Social sign-in failed: ${e.message}`, { reason: e.reason });
      throw errors.timeoutRetryPlease(`Social sign-in failed: ${e.message}`, { reason: e.reason });
    }
    throw e;
  }
}
