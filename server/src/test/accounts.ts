import type { LightMyRequestResponse } from 'fastify';
import { HEADERS, encryptPayload, importRsaPublicKey, memberCalls, sessionCalls, systemCalls, type CallDef } from '@lotto/contract';
import type { Db } from '../db/connection.js';
import { sessions } from '../db/schema/index.js';
import { newToken, tokenHash } from '../security/tokens.js';
import { envelopeOf, valueOf, type TestApp } from './harness.js';

/** Sends an encrypted call the way the web client does: fresh key, public key from /wps/session/key/rsa. */
export async function sendEncrypted(
  t: TestApp,
  call: CallDef,
  payload: unknown,
  opts: { merchant?: string; token?: string; cookies?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const merchant = opts.merchant ?? 'demo';
  const spki = valueOf(systemCalls.rsaKey, await t.call({ method: 'GET', url: systemCalls.rsaKey.path, merchant }));
  const sealed = await encryptPayload(await importRsaPublicKey(spki), payload);
  return t.call({
    method: call.method,
    url: call.path,
    merchant,
    headers: {
      [HEADERS.encryption]: sealed.header,
      ...(opts.token ? { [HEADERS.authorization]: opts.token } : {}),
    },
    payload: sealed.body,
    ...(opts.cookies ? { cookies: opts.cookies } : {}),
  });
}

export function login(
  t: TestApp,
  body: Record<string, unknown>,
  opts: { merchant?: string; cookies?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return sendEncrypted(t, sessionCalls.login, body, opts);
}

/** Logs in with username and password and returns the token (fails the test otherwise). */
export async function tokenFor(t: TestApp, username: string, password: string, merchant = 'demo'): Promise<string> {
  const res = await login(t, { username, password, type: 'username' }, { merchant });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return valueOf(sessionCalls.login, res).token;
}

/** A token call with the Authorization header (raw token, no Bearer; spec 3 Requests). */
export function withToken(
  t: TestApp,
  token: string,
  opts: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown; merchant?: string },
): Promise<LightMyRequestResponse> {
  return t.call({
    method: opts.method,
    url: opts.url,
    merchant: opts.merchant ?? 'demo',
    headers: { [HEADERS.authorization]: token },
    ...(opts.payload === undefined ? {} : { payload: opts.payload as Record<string, unknown> }),
  });
}

/** The customer id of a session (member info `id`, also the user topic of live events). */
export async function customerIdOf(t: TestApp, token: string): Promise<string> {
  return String(valueOf(memberCalls.info, await withToken(t, token, { method: 'GET', url: memberCalls.info.path })).id);
}

export const failure = (res: LightMyRequestResponse) => {
  const env = envelopeOf(res);
  return { status: res.statusCode, success: env.success, errorCode: env.errorCode, message: env.message, value: env.value };
};

/**
 * A live site session of a customer, written straight to the database: for tests that make game
 * launches or tickets without the login call (those credentials live while their session does).
 */
export async function openSiteSession(db: Db, customerId: number, merchantCode = 'demo'): Promise<number> {
  const hour = 60 * 60 * 1000;
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: tokenHash(newToken()),
      customerId,
      merchantCode,
      idleExpiresAt: new Date(Date.now() + 2 * hour),
      absoluteExpiresAt: new Date(Date.now() + 24 * hour),
    })
    .returning({ id: sessions.id });
  return row!.id;
}
