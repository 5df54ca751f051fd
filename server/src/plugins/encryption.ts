import { createPrivateKey, createPublicKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { RSA_ALGORITHM, decryptPayload, fromBase64, importRsaPrivateKey, toBase64 } from '@lotto/contract';
import type { Db } from '../db/connection.js';
import { serverKeys } from '../db/schema/index.js';

export interface ServerKeyPair {
  /** SPKI DER, base64: what /wps/session/key/rsa publishes. */
  publicKeySpki: string;
  privateKeyPkcs8: string;
}

export interface Encryption {
  publicKeySpki: string;
  decrypt(header: string | undefined, body: unknown): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    encryption: Encryption;
  }
}

const KEY_NAME = 'primary';
const RSA_MODULUS_BITS = 2048; // ARCHITECTURE.md: RSA-OAEP-SHA256, 2048-bit or more

/** Derives the public half of a configured pkcs8 key (WebCrypto cannot, node:crypto can). */
export function keyPairFromPrivate(pkcs8Base64: string): ServerKeyPair {
  const priv = createPrivateKey({ key: Buffer.from(pkcs8Base64, 'base64'), format: 'der', type: 'pkcs8' });
  if (priv.asymmetricKeyType !== 'rsa') throw new Error('RSA_PRIVATE_KEY is not an RSA key');
  const spki = createPublicKey(priv).export({ format: 'der', type: 'spki' });
  return { publicKeySpki: spki.toString('base64'), privateKeyPkcs8: pkcs8Base64 };
}

export async function generateKeyPair(): Promise<ServerKeyPair> {
  const pair = await crypto.subtle.generateKey(
    { ...RSA_ALGORITHM, modulusLength: RSA_MODULUS_BITS, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  return { publicKeySpki: toBase64(spki), privateKeyPkcs8: toBase64(pkcs8) };
}

/** The configured key, else the stored one, else a new one stored (first writer wins). */
export async function ensureServerKeyPair(db: Db, configuredPkcs8?: string): Promise<ServerKeyPair> {
  if (configuredPkcs8) return keyPairFromPrivate(configuredPkcs8);
  const read = async () => (await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME)).limit(1))[0];
  const existing = await read();
  if (existing) return { publicKeySpki: existing.publicKeySpki, privateKeyPkcs8: existing.privateKeyPkcs8 };
  const made = await generateKeyPair();
  await db
    .insert(serverKeys)
    .values({ name: KEY_NAME, algorithm: 'RSA-OAEP-256', ...made })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error('server key could not be stored');
  return { publicKeySpki: stored.publicKeySpki, privateKeyPkcs8: stored.privateKeyPkcs8 };
}

export const encryptionPlugin = fp<{ configuredPkcs8?: string | undefined }>(
  async (app, opts) => {
    const pair = await ensureServerKeyPair(app.db, opts.configuredPkcs8);
    const privateKey = await importRsaPrivateKey(pair.privateKeyPkcs8);
    // Sanity check at start: the published key must be a valid SPKI.
    if (fromBase64(pair.publicKeySpki).length < 200) throw new Error('server public key is malformed');
    app.decorate('encryption', {
      publicKeySpki: pair.publicKeySpki,
      decrypt: (header, body) => decryptPayload(privateKey, header, body),
    });
  },
  { name: 'encryption', dependencies: ['database'] },
);
