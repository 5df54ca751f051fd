import { toBase64 } from '@lotto/contract';

/** One fake platform answer: a value on success, an error code and message at status 400 and above. */
export type Answer = { status?: number; value?: unknown; errorCode?: string; message?: string };

/** The platform's reply envelope for an answer (spec 3 Replies). */
export function replyOf(a: Answer): Response {
  const status = a.status ?? 200;
  const body =
    status < 400 ? { success: true, value: a.value ?? null } : { success: false, errorCode: a.errorCode, message: a.message ?? '', value: a.value };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let keyPair: Promise<{ spki: string; privateKey: CryptoKey }> | null = null;

/** One RSA-OAEP key pair per test file (generating one takes a while): the public half as base64 SPKI. */
export function rsaPair(): Promise<{ spki: string; privateKey: CryptoKey }> {
  keyPair ??= (async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    return { spki: toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))), privateKey: pair.privateKey };
  })();
  return keyPair;
}
