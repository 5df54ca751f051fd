import { z } from 'zod/mini';
import { onFirstUse } from './on-first-use.js';

/**
 * Encrypted call format (ARCHITECTURE.md "The contract and the request layer"; spec 3 Requests):
 * a fresh AES-256-GCM key and 12-byte IV per call; body `{ value: base64(iv || ciphertext+tag) }`;
 * header `Encryption: base64(RSA-OAEP-SHA256(rawAesKey))`. One implementation on WebCrypto,
 * used by the browser to encrypt and by the server to decrypt.
 */
export const RSA_ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
export const AES_KEY_BITS = 256;
export const AES_IV_BYTES = 12;

export const encryptedBodySchema = onFirstUse(() => z.object({ value: z.string().check(z.minLength(1)) }));
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(s);
}

export function fromBase64(b64: string): Uint8Array<ArrayBuffer> {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export function importRsaPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(spkiBase64), RSA_ALGORITHM, false, ['encrypt']);
}

export function importRsaPrivateKey(pkcs8Base64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('pkcs8', fromBase64(pkcs8Base64), RSA_ALGORITHM, false, ['decrypt']);
}

export async function encryptPayload(
  publicKey: CryptoKey,
  payload: unknown,
): Promise<{ header: string; body: EncryptedBody }> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: AES_KEY_BITS }, true, [
    'encrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(AES_IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(payload ?? {}));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', aesKey));
  const wrapped = new Uint8Array(await crypto.subtle.encrypt(RSA_ALGORITHM, publicKey, rawKey));
  const joined = new Uint8Array(iv.length + cipher.length);
  joined.set(iv, 0);
  joined.set(cipher, iv.length);
  return { header: toBase64(wrapped), body: { value: toBase64(joined) } };
}

export class DecryptionError extends Error {
  constructor(reason: string) {
    super(`encrypted body could not be read: ${reason}`);
    this.name = 'DecryptionError';
  }
}

/** Reverses encryptPayload; any malformed part raises DecryptionError (answered as 400). */
export async function decryptPayload(
  privateKey: CryptoKey,
  header: string | undefined,
  body: unknown,
): Promise<unknown> {
  if (!header) throw new DecryptionError('missing Encryption header');
  const parsed = encryptedBodySchema.safeParse(body);
  if (!parsed.success) throw new DecryptionError('body is not { value }');
  try {
    const rawKey = await crypto.subtle.decrypt(RSA_ALGORITHM, privateKey, fromBase64(header));
    const aesKey = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    const joined = fromBase64(parsed.data.value);
    if (joined.length <= AES_IV_BYTES) throw new Error('too short');
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: joined.subarray(0, AES_IV_BYTES) },
      aesKey,
      joined.subarray(AES_IV_BYTES),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch (e) {
    throw new DecryptionError(e instanceof Error ? e.message : 'unreadable');
  }
}
