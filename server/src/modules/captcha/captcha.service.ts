import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasFlag, type CaptchaFields } from '@lotto/contract';
import type { Merchant } from '../../plugins/merchant.js';
import { errors } from '../../errors.js';
import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS, verifyCaptcha } from './verify.js';

/** The captcha id the browser's cookie carries, if any. */
export function captchaIdFrom(request: FastifyRequest): string | undefined {
  const v = (request.cookies as Record<string, string | undefined> | undefined)?.[CAPTCHA_COOKIE];
  return v || undefined;
}

export function setCaptchaCookie(reply: FastifyReply, id: string, secure: boolean): void {
  reply.setCookie(CAPTCHA_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.floor(CAPTCHA_TTL_MS / 1000),
  });
  // a captcha is one-time: never kept, not even for revalidation
  reply.header('cache-control', 'no-store');
}

export function clearCaptchaCookie(reply: FastifyReply): void {
  reply.clearCookie(CAPTCHA_COOKIE, { path: '/' });
}

/**
 * Decision (ours, server/README.md "Captcha"): registration calls and SMS code sends require the
 * image captcha when the merchant's CAPTCHA3 flag is on. GeeTest (GEETEST3, GEETESTVCODE3) runs in
 * offline mode in the reference server — its results cannot be checked without GeeTest keys — so
 * the image captcha stays the check that counts; GeeTest fields are accepted and ignored.
 */
export const captchaRequired = (merchant: Merchant): boolean => hasFlag(merchant.flags, 'CAPTCHA3');

/** Throws verify_first unless the cookie-bound captcha is answered right (when required). Spends it. */
export async function requireCaptcha(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  merchant: Merchant,
  fields: Pick<CaptchaFields, 'captcha'>,
): Promise<void> {
  if (!captchaRequired(merchant)) return;
  const id = captchaIdFrom(request);
  const ok = await verifyCaptcha(app.db, merchant.code, id, fields.captcha);
  if (id) clearCaptchaCookie(reply);
  if (!ok) throw errors.verifyFirst('Please complete the captcha first.');
}
