import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { createLocalJWKSet, errors as joseErrors, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JSONWebKeySet, type CryptoKey } from 'jose';

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

// ---------------------------------------------------------------- phone sign-in (SMS send and confirm)

/** Audience of a phone sign-in session: never accepted as an ID token (the verifier wants the site's audience). */
const PHONE_SESSION_AUDIENCE = 'urn:lotto:dev-identity:phone-session';
/** How long a sent sign-in code can be confirmed (Firebase's SMS codes live a few minutes too). */
export const PHONE_SESSION_SECONDS = 5 * 60;
/** E.164: a + and 6 to 15 digits. */
export const PHONE_NUMBER = /^\+[1-9]\d{5,14}$/;

// The session carries a MAC of its code, never the code: the key is this process's, made at start.
const sessionKey = randomBytes(32);
const codeMac = (sessionId: string, code: string): Buffer => createHmac('sha256', sessionKey).update(`${sessionId}\u0000${code}`).digest();

/** A six-digit sign-in code. */
export const phoneSignInCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * The "SMS session" of a phone sign-in (Firebase's verification id): a token signed by the dev key
 * naming the number, the site it was sent for and a MAC of the code, valid PHONE_SESSION_SECONDS.
 */
export async function signPhoneSession(input: { phoneNumber: string; code: string; merchantCode: string; expiresIn?: number }): Promise<string> {
  const { kid, privateKey } = await devIdentityKeys();
  const sid = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const ttl = input.expiresIn ?? PHONE_SESSION_SECONDS;
  return new SignJWT({ phone: input.phoneNumber, mer: input.merchantCode, mac: codeMac(sid, input.code).toString('base64url') })
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
    .setIssuer(DEV_IDENTITY_ISSUER)
    .setAudience(PHONE_SESSION_AUDIENCE)
    .setJti(sid)
    .setIssuedAt(ttl < 0 ? now + ttl - 60 : now)
    .setExpirationTime(now + ttl)
    .sign(privateKey);
}

/** Firebase's error codes for a confirmation that fails. */
export type PhoneConfirmFailure = 'auth/code-expired' | 'auth/invalid-verification-id' | 'auth/invalid-verification-code';

/** Checks a code against its session: the phone number it was sent to, or why not. */
export async function confirmPhoneSession(
  sessionInfo: string,
  code: string,
  merchantCode: string,
): Promise<{ ok: true; phoneNumber: string } | { ok: false; code: PhoneConfirmFailure }> {
  let payload: { phone?: unknown; mer?: unknown; mac?: unknown; jti?: unknown };
  try {
    ({ payload } = await jwtVerify(sessionInfo, createLocalJWKSet((await devIdentityKeys()).jwks), {
      issuer: DEV_IDENTITY_ISSUER,
      audience: PHONE_SESSION_AUDIENCE,
      algorithms: ['ES256'],
    }));
  } catch (e) {
    return { ok: false, code: e instanceof joseErrors.JWTExpired ? 'auth/code-expired' : 'auth/invalid-verification-id' };
  }
  const { phone, mer, mac, jti } = payload;
  if (typeof phone !== 'string' || typeof mac !== 'string' || typeof jti !== 'string' || mer !== merchantCode) {
    return { ok: false, code: 'auth/invalid-verification-id' };
  }
  const given = /^\d{6}$/.test(code) ? codeMac(jti, code) : null;
  const expected = Buffer.from(mac, 'base64url');
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, code: 'auth/invalid-verification-code' };
  return { ok: true, phoneNumber: phone };
}
