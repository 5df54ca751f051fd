import { describe, expect, it } from 'vitest';
import { encryptPayload, importRsaPublicKey, systemCalls } from '@lotto/contract';
import { describeOnPglite, valueOf } from '../test/harness.js';
import { generateKeyPair, keyPairFromPrivate } from './encryption.js';

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
