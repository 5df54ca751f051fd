import { hkdfSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { encryptPayload, importRsaPublicKey, systemCalls } from '@lotto/contract';
import { serverKeys } from '../db/schema/index.js';
import { SealedSecretError, isSealed, openSecret } from '../security/sealed-secret.js';
import { describeOnPglite, valueOf } from '../test/harness.js';
import { ensureServerKeyPair, generateKeyPair, keyPairFromPrivate } from './encryption.js';

const configured = await generateKeyPair();

describe('server key pair', () => {
  it('derives the published public key from a configured private key', async () => {
    expect(keyPairFromPrivate(configured.privateKeyPkcs8).publicKeySpki).toBe(configured.publicKeySpki);
    const fresh = await generateKeyPair();
    expect(fresh.publicKeySpki).not.toBe(configured.publicKeySpki);
  });

  it('refuses a private key that is not RSA', async () => {
    const ec = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign']);
    const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', ec.privateKey)).toString('base64');
    expect(() => keyPairFromPrivate(pkcs8)).toThrow(/not an RSA key/);
  });
});

describeOnPglite(
  'a configured RSA_PRIVATE_KEY',
  (t) => {
    it('is the key the server publishes and decrypts with', async () => {
      const spki = valueOf(systemCalls.rsaKey, await t.call({ method: 'GET', url: systemCalls.rsaKey.path }));
      expect(spki).toBe(configured.publicKeySpki);
      const sealed = await encryptPayload(await importRsaPublicKey(spki), { n: 1 });
      await expect(t.app.encryption.decrypt(sealed.header, sealed.body)).resolves.toEqual({ n: 1 });
    });
  },
  { env: { RSA_PRIVATE_KEY: configured.privateKeyPkcs8 } },
);

const KEK = 'a-key-encryption-key-of-at-least-32-chars';

describeOnPglite('the stored RSA private key at rest', (t) => {
  const stored = async () => (await t.db.select().from(serverKeys).where(eq(serverKeys.name, 'primary')))[0]!;

  it('is sealed in place on the first start with KEY_ENCRYPTION_KEY, and opens to the same key', async () => {
    const before = await stored();
    expect(isSealed(before.privateKeyPkcs8)).toBe(false); // the test template stores it plain
    const pair = await ensureServerKeyPair(t.db, { keyEncryptionKey: KEK });
    const after = await stored();
    expect(isSealed(after.privateKeyPkcs8)).toBe(true);
    expect(after.privateKeyPkcs8).not.toContain(before.privateKeyPkcs8.slice(0, 40));
    expect(pair.privateKeyPkcs8).toBe(before.privateKeyPkcs8);
    expect(pair.publicKeySpki).toBe(before.publicKeySpki);
    // a second start with the same key reads it back unchanged
    expect((await ensureServerKeyPair(t.db, { keyEncryptionKey: KEK })).privateKeyPkcs8).toBe(before.privateKeyPkcs8);
    expect((await stored()).privateKeyPkcs8).toBe(after.privateKeyPkcs8);
  });

  it('stops a start without the key, or with another one, with a one-line reason', async () => {
    await ensureServerKeyPair(t.db, { keyEncryptionKey: KEK });
    await expect(ensureServerKeyPair(t.db)).rejects.toThrow(/sealed: set KEY_ENCRYPTION_KEY/);
    await expect(ensureServerKeyPair(t.db, { keyEncryptionKey: `${KEK}-other` })).rejects.toThrow(SealedSecretError);
  });

  it('seals a key made new, and a sealed value moved to another name does not open', async () => {
    await t.db.delete(serverKeys);
    const made = await ensureServerKeyPair(t.db, { keyEncryptionKey: KEK });
    const row = await stored();
    expect(openSecret(KEK, 'RSA private key', row.privateKeyPkcs8)).toBe(made.privateKeyPkcs8);
    expect(() => openSecret(KEK, 'another secret', row.privateKeyPkcs8)).toThrow(SealedSecretError);
  });
});

describeOnPglite(
  'a server started with KEY_ENCRYPTION_KEY',
  (t) => {
    it('decrypts encrypted calls with the sealed key and derives the same ticket key on every start', async () => {
      const spki = valueOf(systemCalls.rsaKey, await t.call({ method: 'GET', url: systemCalls.rsaKey.path }));
      const sealed = await encryptPayload(await importRsaPublicKey(spki), { n: 2 });
      await expect(t.app.encryption.decrypt(sealed.header, sealed.body)).resolves.toEqual({ n: 2 });
      const row = (await t.db.select().from(serverKeys))[0]!;
      expect(isSealed(row.privateKeyPkcs8)).toBe(true);
      const again = await ensureServerKeyPair(t.db, { keyEncryptionKey: KEK });
      const derived = Buffer.from(hkdfSync('sha256', Buffer.from(again.privateKeyPkcs8, 'base64'), 'lotto:server-key', 'p', 32));
      expect(t.app.encryption.derivedKey('p').equals(derived)).toBe(true);
      expect(t.app.encryption.derivedKey('q').equals(derived)).toBe(false);
    });
  },
  { env: { KEY_ENCRYPTION_KEY: KEK } },
);
