import { createPrivateKey, createPublicKey, hkdfSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { RSA_ALGORITHM, decryptPayload, fromBase64, importRsaPrivateKey, toBase64 } from '@lotto/contract';
import type { Db } from '../db/connection.js';
import { serverKeys } from '../db/schema/index.js';
import { isSealed, openSecret, sealSecret } from '../security/sealed-secret.js';

export interface ServerKeyPair {
  /** SPKI DER, base64: what /wps/session/key/rsa publishes. */
  publicKeySpki: string;
  privateKeyPkcs8: string;
}

export interface Encryption {
  publicKeySpki: string;
  decrypt(header: string | undefined, body: unknown): Promise<unknown>;
  /** A 32-byte key for `purpose` derived from the private key (HKDF-SHA-256): the same on every process of the site, secret as the private key. */
  derivedKey(purpose: string): Buffer;
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

const SECRET_NAME = 'RSA private key';

export interface KeyOptions {
  /** RSA_PRIVATE_KEY: the key itself, kept outside the database. */
  configuredPkcs8?: string | undefined;
  /** KEY_ENCRYPTION_KEY: seals the stored private key (security/sealed-secret.ts). */
  keyEncryptionKey?: string | undefined;
}

/**
 * The configured key, else the stored one, else a new one stored (first writer wins). With a key
 * encryption key the stored private key is sealed: a key stored in plain text before is sealed in
 * place on the first start with one. A sealed key and no (or another) key encryption key stops the
 * start with a one-line reason.
 */
export async function ensureServerKeyPair(db: Db, opts: KeyOptions = {}): Promise<ServerKeyPair> {
  if (opts.configuredPkcs8) return keyPairFromPrivate(opts.configuredPkcs8);
  const kek = opts.keyEncryptionKey;
  const read = async () => (await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME)).limit(1))[0];
  const open = (stored: string): string => {
    if (!isSealed(stored)) return stored;
    if (!kek) throw new Error('the stored RSA private key is sealed: set KEY_ENCRYPTION_KEY to the key it was sealed with');
    return openSecret(kek, SECRET_NAME, stored);
  };
  let row = await read();
  if (!row) {
    const made = await generateKeyPair();
    const privateKeyPkcs8 = kek ? sealSecret(kek, SECRET_NAME, made.privateKeyPkcs8) : made.privateKeyPkcs8;
    await db.insert(serverKeys).values({ name: KEY_NAME, algorithm: 'RSA-OAEP-256', publicKeySpki: made.publicKeySpki, privateKeyPkcs8 }).onConflictDoNothing();
    row = await read();
    if (!row) throw new Error('server key could not be stored');
  } else if (kek && !isSealed(row.privateKeyPkcs8)) {
    // Seal a key stored before there was a key encryption key; the condition on the old value
    // leaves a row another process sealed meanwhile alone.
    await db
      .update(serverKeys)
      .set({ privateKeyPkcs8: sealSecret(kek, SECRET_NAME, row.privateKeyPkcs8) })
      .where(and(eq(serverKeys.name, KEY_NAME), eq(serverKeys.privateKeyPkcs8, row.privateKeyPkcs8)));
  }
  return { publicKeySpki: row.publicKeySpki, privateKeyPkcs8: open(row.privateKeyPkcs8) };
}

export const encryptionPlugin = fp<KeyOptions>(
  async (app, opts) => {
    const pair = await ensureServerKeyPair(app.db, opts);
    const privateKey = await importRsaPrivateKey(pair.privateKeyPkcs8);
    // Sanity check at start: the published key must be a valid SPKI.
    if (fromBase64(pair.publicKeySpki).length < 200) throw new Error('server public key is malformed');
    const derived = new Map<string, Buffer>();
    const pkcs8 = Buffer.from(pair.privateKeyPkcs8, 'base64');
    app.decorate('encryption', {
      publicKeySpki: pair.publicKeySpki,
      decrypt: (header, body) => decryptPayload(privateKey, header, body),
      derivedKey: (purpose) => {
        let key = derived.get(purpose);
        if (!key) derived.set(purpose, (key = Buffer.from(hkdfSync('sha256', pkcs8, 'lotto:server-key', purpose, 32))));
        return key;
      },
    });
  },
  { name: 'encryption', dependencies: ['database'] },
);
