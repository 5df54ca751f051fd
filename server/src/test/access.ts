import { randomInt } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { HEADERS, captchaCalls, encryptPayload, importRsaPublicKey, systemCalls, type CallDef } from '@lotto/contract';
import { merchants } from '../db/schema/index.js';
import { CAPTCHA_COOKIE } from '../modules/captcha/verify.js';
import type { TestApp } from './harness.js';

/** A fresh visitor address per test, so per-IP route limits of one test do not reach the next. */
export const someIp = (): string => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** The captcha id the reply set as a cookie. */
export function captchaCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === CAPTCHA_COOKIE)?.value;
}

/** Fetches an image captcha and reads its answer from the dev endpoint: { cookies, captcha }. */
export async function solvedCaptcha(t: TestApp, merchant = 'demo', ip = someIp()): Promise<{ cookies: Record<string, string>; captcha: string }> {
  const res = await t.call({ method: 'GET', url: `${captchaCalls.image.path}?t=${Date.now()}`, merchant, remoteAddress: ip });
  const id = captchaCookie(res);
  if (!id) throw new Error(`no captcha cookie: ${res.statusCode} ${res.body}`);
  const cookies = { [CAPTCHA_COOKIE]: id };
  const answer = (await t.call({ method: 'GET', url: '/dev/captcha/answer', merchant, cookies, remoteAddress: ip })).json<{
    value: { answer: string | null };
  }>();
  if (!answer.value.answer) throw new Error('no dev captcha answer');
  return { cookies, captcha: answer.value.answer };
}

export async function setFlags(t: TestApp, merchant: string, flags: Record<string, boolean>): Promise<void> {
  await t.db
    .update(merchants)
    .set({ flags: sql`${merchants.flags} || ${JSON.stringify(flags)}::jsonb` })
    .where(eq(merchants.code, merchant));
  t.app.merchants.invalidate();
}

export interface OutboxItem {
  id: number;
  merchant: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: number;
}

/** The dev outbox for a recipient, newest first. */
export async function outboxFor(t: TestApp, to: string): Promise<OutboxItem[]> {
  const res = await t.call({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}`, merchant: null });
  return res.json<{ value: OutboxItem[] }>().value;
}

/** The six-digit code in the newest message to a recipient. */
export async function lastCodeFor(t: TestApp, to: string): Promise<string> {
  const [m] = await outboxFor(t, to);
  const code = m?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export type Inject = InjectOptions & { merchant?: string | null };

/** An encrypted call as the web client sends it, from a given address, with cookies. */
export async function sendSealed(
  t: TestApp,
  call: CallDef,
  payload: unknown,
  opts: { merchant?: string; cookies?: Record<string, string>; ip?: string; headers?: Record<string, string> | undefined } = {},
): Promise<LightMyRequestResponse> {
  const merchant = opts.merchant ?? 'demo';
  const spki = (await t.call({ method: 'GET', url: systemCalls.rsaKey.path, merchant })).json<{ value: string }>();
  const sealed = await encryptPayload(await importRsaPublicKey(spki.value), payload);
  return t.call({
    method: call.method,
    url: call.path,
    merchant,
    headers: { ...opts.headers, [HEADERS.encryption]: sealed.header },
    payload: sealed.body,
    remoteAddress: opts.ip ?? someIp(),
    ...(opts.cookies ? { cookies: opts.cookies } : {}),
  });
}
