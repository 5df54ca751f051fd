import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { HEADERS, encryptPayload, fillPath, importRsaPublicKey, systemCalls, type CallDef } from '@lotto/contract';
import { someIp } from '../../test/access.js';
import { valueOf, type TestApp } from '../../test/harness.js';

/** Helpers shared by the member centre's account and security tests (issue 14). */

export interface CallOptions {
  token?: string;
  merchant?: string;
  userAgent?: string;
  device?: string;
  ip?: string;
}

/**
 * A call as the web client sends it: path parameters filled in, query calls' data in the query
 * string, other data as JSON (sealed when the call is encrypted). Each call comes from a fresh
 * address unless one is given, so the per-IP route limits of one test do not reach the next.
 */
export async function callAs(t: TestApp, call: CallDef, data: Record<string, unknown> = {}, opts: CallOptions = {}): Promise<LightMyRequestResponse> {
  const merchant = opts.merchant ?? 'demo';
  const { path, rest } = fillPath(call.path, data);
  const headers: Record<string, string> = {};
  if (opts.token) headers[HEADERS.authorization] = opts.token;
  if (opts.device) headers[HEADERS.device] = opts.device;
  if (opts.userAgent) headers['user-agent'] = opts.userAgent;
  let url = path;
  let payload: unknown;
  if (call.body === 'query') {
    const query = new URLSearchParams(Object.entries(rest).map(([k, v]): [string, string] => [k, String(v)])).toString();
    if (query) url = `${path}?${query}`;
  } else if (call.encrypted) {
    const spki = valueOf(systemCalls.rsaKey, await t.call({ method: 'GET', url: systemCalls.rsaKey.path, merchant }));
    const sealed = await encryptPayload(await importRsaPublicKey(spki), rest);
    headers[HEADERS.encryption] = sealed.header;
    payload = sealed.body;
  } else {
    payload = rest;
  }
  return t.call({
    method: call.method,
    url,
    merchant,
    headers,
    remoteAddress: opts.ip ?? someIp(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The authenticator code of a base32 secret, `stepsAhead` time steps from now (the check accepts one either side). */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}
