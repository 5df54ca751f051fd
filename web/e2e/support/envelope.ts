import type { Envelope } from '@lotto/contract';

/**
 * The value of a platform reply (the contract's envelope), for tests that read what the server
 * answered. A failed call ends the test with its error code instead of a confusing undefined.
 */
export async function valueOf<T>(reply: { json(): Promise<unknown> } | Promise<{ json(): Promise<unknown> }>): Promise<T> {
  const body = (await (await reply).json()) as Envelope<T>;
  if (!body.success || body.value === undefined) throw new Error(`the call failed: ${body.errorCode ?? '?'} ${body.message ?? ''}`);
  return body.value;
}
