import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet, type CryptoKey } from 'jose';

/** Issuer of the dev identity provider's tokens; the verifier accepts it only for dev keys. */
export const DEV_IDENTITY_ISSUER = 'urn:lotto:dev-identity';
/** Audience of dev tokens when SOCIAL_AUDIENCE is unset. */
export const DEV_IDENTITY_AUDIENCE = 'lotto-dev';
/** Providers the dev sign-in page offers (the firebaseChannel names the buttons use). */
export const DEV_IDENTITY_PROVIDERS = ['google', 'facebook', 'twitter', 'line', 'phone'] as const;

export interface DevIdentityKeys {
  kid: string;
  privateKey: CryptoKey;
  jwks: JSONWebKeySet;
}

// One ES256 key pair per process, made at first use (start); never stored.
let keys: Promise<DevIdentityKeys> | undefined;

export function devIdentityKeys(): Promise<DevIdentityKeys> {
  keys ??= (async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = `dev-${randomUUID()}`;
    const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
    return { kid, privateKey, jwks: { keys: [jwk] } };
  })();
  return keys;
}

export interface DevTokenInput {
  subject: string;
  provider: string;
  email?: string | undefined;
  name?: string | undefined;
  phone?: string | undefined;
  audience?: string | undefined;
  /** Seconds of validity (negative makes an expired token, for tests). Default 3600. */
  expiresIn?: number | undefined;
}

/** A Firebase-shaped ID token signed by the dev key. */
export async function signDevIdToken(input: DevTokenInput, defaultAudience: string): Promise<string> {
  const { kid, privateKey } = await devIdentityKeys();
  const now = Math.floor(Date.now() / 1000);
  const ttl = input.expiresIn ?? 3600;
  return new SignJWT({
    ...(input.email ? { email: input.email, email_verified: true } : {}),
    ...(input.name ? { name: input.name } : {}),
    ...(input.phone ? { phone_number: input.phone } : {}),
    firebase: { sign_in_provider: input.provider },
  })
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
    .setIssuer(DEV_IDENTITY_ISSUER)
    .setAudience(input.audience ?? defaultAudience)
    .setSubject(input.subject)
    .setIssuedAt(ttl < 0 ? now + ttl - 60 : now)
    .setExpirationTime(now + ttl)
    .sign(privateKey);
}
