import { SignJWT, generateKeyPair } from 'jose';
import { expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { describeOnPglite } from '../../test/harness.js';
import { DEV_IDENTITY_AUDIENCE, DEV_IDENTITY_ISSUER, devIdentityKeys, signDevIdToken } from './dev.js';
import { createIdentityVerifier, SocialTokenError } from './index.js';

const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/x', WEB_DIST_DIR: '/x', ...env });

describeOnPglite('social ID-token verification', (t) => {
  const verifier = () => createIdentityVerifier(config());
  const reason = async (p: Promise<unknown>) => {
    try {
      await p;
      return 'ok';
    } catch (e) {
      return e instanceof SocialTokenError ? e.reason : String(e);
    }
  };

  it('accepts a valid dev token and keys the identity by provider and subject', async () => {
    const token = await signDevIdToken({ subject: 'sub-1', provider: 'google', email: 'p@example.com', name: 'P' }, DEV_IDENTITY_AUDIENCE);
    expect(await verifier().verify(token, 'facebook')).toEqual({
      provider: 'google',
      subject: 'sub-1',
      email: 'p@example.com',
      name: 'P',
      phone: null,
    });
  });

  it('refuses a wrong audience, an expired token, a bad signature and garbage', async () => {
    const v = verifier();
    const wrongAud = await signDevIdToken({ subject: 's', provider: 'google', audience: 'someone-else' }, DEV_IDENTITY_AUDIENCE);
    expect(await reason(v.verify(wrongAud))).toBe('claims');
    const expired = await signDevIdToken({ subject: 's', provider: 'google', expiresIn: -600 }, DEV_IDENTITY_AUDIENCE);
    expect(await reason(v.verify(expired))).toBe('expired');
    const good = await signDevIdToken({ subject: 's', provider: 'google' }, DEV_IDENTITY_AUDIENCE);
    const [h, p, s] = good.split('.');
    const flipped = `${h}.${p}.${s!.startsWith('A') ? `B${s!.slice(1)}` : `A${s!.slice(1)}`}`;
    expect(await reason(v.verify(flipped))).toBe('signature');
    // Same kid, other key: a forged token.
    const { kid } = await devIdentityKeys();
    const other = await generateKeyPair('ES256');
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuer(DEV_IDENTITY_ISSUER)
      .setAudience(DEV_IDENTITY_AUDIENCE)
      .setSubject('s')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(other.privateKey);
    expect(await reason(v.verify(forged))).toBe('signature');
    expect(await reason(v.verify('not-a-jwt'))).toBe('malformed');
  });

  it('trusts dev tokens only with DEV_IDENTITY on, and never in production', async () => {
    const token = await signDevIdToken({ subject: 's', provider: 'google' }, DEV_IDENTITY_AUDIENCE);
    const off = createIdentityVerifier(config({ DEV_IDENTITY: 'false' }));
    expect(off.enabled).toBe(false);
    expect(await reason(off.verify(token))).toBe('unconfigured');
    const prod = createIdentityVerifier(config({ NODE_ENV: 'production', KEY_ENCRYPTION_KEY: 'k'.repeat(32), DEV_IDENTITY: 'true' }));
    expect(await reason(prod.verify(token))).toBe('unconfigured');
    const configured = createIdentityVerifier(config({ NODE_ENV: 'production', KEY_ENCRYPTION_KEY: 'k'.repeat(32), SOCIAL_AUDIENCE: 'my-project' }));
    expect(configured.enabled).toBe(true);
  });

  it('the dev provider publishes its JWKS, a sign-in page and a token endpoint', async () => {
    const jwks = await t.call({ method: 'GET', url: '/dev/identity/jwks', merchant: null });
    expect(jwks.json()).toMatchObject({ keys: [{ kty: 'EC', crv: 'P-256', alg: 'ES256' }] });
    expect(JSON.stringify(jwks.json())).not.toContain('"d"');
    const page = await t.call({ method: 'GET', url: '/dev/identity/sign-in', merchant: null });
    expect(page.body).toContain('<form');
    expect(page.body).toContain('/dev/identity/sign-in.js');
    const res = await t.call({
      method: 'POST',
      url: '/dev/identity/token',
      merchant: null,
      payload: { email: 'dev@example.com', name: 'Dev', provider: 'google' },
    });
    const { idToken, subject } = res.json<{ value: { idToken: string; subject: string } }>().value;
    const identity = await t.app.providers.identity.verify(idToken);
    expect(identity).toMatchObject({ provider: 'google', subject, email: 'dev@example.com' });
    const bad = await t.call({ method: 'POST', url: '/dev/identity/token', merchant: null, payload: {} });
    expect(bad.statusCode).toBe(400);
  });
});
