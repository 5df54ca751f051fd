import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server keeps in its database (the RSA private key of the encrypted calls) are sealed
 * with a key from the environment, `KEY_ENCRYPTION_KEY`, so a copy of the database alone (a dump, a
 * backup, a read replica) does not give them away. AES-256-GCM with a random 12-byte nonce; the
 * AES key is derived from the environment's key with HKDF-SHA-256; the secret's name is the
 * associated data, so a sealed value cannot be moved to another row unnoticed.
 *
 * Sealed text: `sealed:v1:<base64 of nonce | ciphertext | 16-byte tag>`.
 */
const PREFIX = 'sealed:v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export class SealedSecretError extends Error {
  override name = 'SealedSecretError';
}

function aesKey(keyEncryptionKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(keyEncryptionKey, 'utf8'), 'lotto:sealed-secret', 'aes-256-gcm:v1', 32));
}

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

export function sealSecret(keyEncryptionKey: string, name: string, plaintext: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', aesKey(keyEncryptionKey), nonce);
  cipher.setAAD(Buffer.from(name, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64');
}

/** The plaintext of a sealed value; throws SealedSecretError when the key or the name is not the one it was sealed with. */
export function openSecret(keyEncryptionKey: string, name: string, sealed: string): string {
  if (!isSealed(sealed)) throw new SealedSecretError(`${name}: not a sealed value`);
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
  if (raw.length < NONCE_BYTES + TAG_BYTES + 1) throw new SealedSecretError(`${name}: sealed value is truncated`);
  const decipher = createDecipheriv('aes-256-gcm', aesKey(keyEncryptionKey), raw.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(name, 'utf8'));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedSecretError(`KEY_ENCRYPTION_KEY does not open the stored ${name}: it was sealed with another key`);
  }
}
