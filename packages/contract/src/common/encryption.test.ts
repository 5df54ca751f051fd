import { describe, expect, it } from 'vitest';
import { decryptPayload, DecryptionError, encryptPayload, RSA_ALGORITHM, toBase64 } from './encryption.js';

async function keyPair() {
  const kp = await crypto.subtle.generateKey(
    { ...RSA_ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  return kp;
}

describe('encrypted call format', () => {
  it('round-trips a payload through AES-256-GCM wrapped with RSA-OAEP', async () => {
    const { publicKey, privateKey } = await keyPair();
    const payload = { username: 'player01', password: 'secret123', nested: { n: 1 } };
    const { header, body } = await encryptPayload(publicKey, payload);
    expect(body.value).not.toContain('player01');
    await expect(decryptPayload(privateKey, header, body)).resolves.toEqual(payload);
  });

  it('uses a fresh key and IV for every call', async () => {
    const { publicKey } = await keyPair();
    const a = await encryptPayload(publicKey, { x: 1 });
    const b = await encryptPayload(publicKey, { x: 1 });
    expect(a.body.value).not.toBe(b.body.value);
    expect(a.header).not.toBe(b.header);
  });

  it('rejects a missing header, a wrong body shape and a tampered ciphertext', async () => {
    const { publicKey, privateKey } = await keyPair();
    const { header, body } = await encryptPayload(publicKey, { x: 1 });
    await expect(decryptPayload(privateKey, undefined, body)).rejects.toBeInstanceOf(DecryptionError);
    await expect(decryptPayload(privateKey, header, { nope: 1 })).rejects.toBeInstanceOf(DecryptionError);
    const bytes = Uint8Array.from(atob(body.value), (c) => c.charCodeAt(0));
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
    await expect(decryptPayload(privateKey, header, { value: toBase64(bytes) })).rejects.toBeInstanceOf(
      DecryptionError,
    );
  });
});
