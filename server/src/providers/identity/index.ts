import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
} from 'jose';
import type { Config } from '../../config.js';
import { DEV_IDENTITY_AUDIENCE, DEV_IDENTITY_ISSUER, devIdentityKeys } from './dev.js';

/** Who a verified ID token says the person is. The account is keyed by provider + subject, never e-mail. */
export interface SocialIdentity {
  provider: string;
  subject: string;
  email: string | null;
  name: string | null;
  phone: string | null;
}

export type SocialTokenFailure = 'malformed' | 'expired' | 'signature' | 'claims' | 'unconfigured' | 'unavailable';

export class SocialTokenError extends Error {
  constructor(readonly reason: SocialTokenFailure, message?: string) {
    super(message ?? reason);
    this.name = 'SocialTokenError';
  }
}

export interface IdentityVerifier {
  /** Verifies signature, issuer, audience and expiry; throws SocialTokenError. */
  verify(token: string, channel?: string): Promise<SocialIdentity>;
  /** True when a real provider is configured or the dev provider is on. */
  readonly enabled: boolean;
  readonly devAudience: string;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function identityOf(payload: JWTPayload, channel: string | undefined): SocialIdentity {
  const subject = str(payload.sub);
  if (!subject) throw new SocialTokenError('claims', 'The token has no subject.');
  const firebase = (payload.firebase ?? {}) as { sign_in_provider?: unknown };
  // Firebase names the provider in the token; else the channel the client used.
  const provider = (str(firebase.sign_in_provider) ?? str(channel) ?? 'firebase').toLowerCase().slice(0, 32);
  return {
    provider,
    subject,
    email: str(payload.email),
    name: str(payload.name),
    phone: str(payload.phone_number),
  };
}

function mapJoseError(e: unknown): SocialTokenError {
  if (e instanceof SocialTokenError) return e;
  if (e instanceof joseErrors.JWTExpired) return new SocialTokenError('expired', 'The token has expired.');
  if (e instanceof joseErrors.JWTClaimValidationFailed) return new SocialTokenError('claims', `Bad claim: ${e.claim}`);
  if (e instanceof joseErrors.JWSSignatureVerificationFailed || e instanceof joseErrors.JWKSNoMatchingKey) {
    return new SocialTokenError('signature', 'The token signature is not valid.');
  }
  if (e instanceof joseErrors.JWKSTimeout || e instanceof joseErrors.JWKSInvalid) {
    return new SocialTokenError('unavailable', 'The identity provider keys are unavailable.');
  }
  if (e instanceof joseErrors.JOSEError) return new SocialTokenError('malformed', e.message);
  return new SocialTokenError('unavailable', 'The token could not be verified.');
}

const ALGS = ['RS256', 'ES256'];
/** Three base64url parts; ID tokens are far below this size. */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const MAX_TOKEN_LENGTH = 16 * 1024;

/**
 * What can be told without keys: the token is a compact JWS of an allowed algorithm whose payload
 * is a JSON object. Anything else fails here, before any key fetch.
 */
function precheck(token: string): { kid: string | undefined; iss: unknown } {
  if (token.length > MAX_TOKEN_LENGTH || !COMPACT_JWS.test(token)) throw new SocialTokenError('malformed', 'The token is not a JWT.');
  let header: ReturnType<typeof decodeProtectedHeader>;
  let payload: JWTPayload;
  try {
    header = decodeProtectedHeader(token);
    payload = decodeJwt(token);
  } catch {
    throw new SocialTokenError('malformed', 'The token is not a JWT.');
  }
  if (!header.alg || !ALGS.includes(header.alg)) throw new SocialTokenError('malformed', 'The token is not signed with an accepted algorithm.');
  return { kid: header.kid, iss: payload.iss };
}

/**
 * Verifies provider ID tokens: the configured JWKS (Firebase securetoken by default) with
 * SOCIAL_ISSUER / SOCIAL_AUDIENCE, and, when DEV_IDENTITY is on (never in production), the dev
 * provider's in-process key set as well.
 */
export function createIdentityVerifier(config: Config): IdentityVerifier {
  const audience = config.SOCIAL_AUDIENCE;
  const issuer = config.SOCIAL_ISSUER ?? (audience ? `https://securetoken.google.com/${audience}` : undefined);
  const remote = audience && issuer ? { keys: createRemoteJWKSet(new URL(config.SOCIAL_JWKS_URL)), audience, issuer } : null;
  const dev = config.DEV_IDENTITY;
  const devAudience = audience ?? DEV_IDENTITY_AUDIENCE;

  return {
    enabled: Boolean(remote) || dev,
    devAudience,
    async verify(token, channel) {
      const { kid, iss } = precheck(token);
      try {
        if (dev) {
          const devKeys = await devIdentityKeys();
          if (kid?.startsWith('dev-')) {
            const { payload } = await jwtVerify(token, createLocalJWKSet(devKeys.jwks), {
              issuer: DEV_IDENTITY_ISSUER,
              audience: devAudience,
              algorithms: ['ES256'],
            });
            return identityOf(payload, channel);
          }
        }
        if (!remote) throw new SocialTokenError('unconfigured', 'Site not support Google Service.');
        // Another issuer's token never costs a fetch of the provider's keys.
        if (iss !== remote.issuer) throw new SocialTokenError('claims', 'Bad claim: iss');
        const { payload } = await jwtVerify(token, remote.keys, {
          issuer: remote.issuer,
          audience: remote.audience,
          algorithms: ALGS,
        });
        return identityOf(payload, channel);
      } catch (e) {
        throw mapJoseError(e);
      }
    },
  };
}
