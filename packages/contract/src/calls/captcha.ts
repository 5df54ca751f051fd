import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { onFirstUse } from '../common/on-first-use.js';

/**
 * A bare base64 image (spec 3 Replies: the platform's is a PNG and its client adds
 * `data:image/png;base64,`). Ours: the reference server renders SVG (svg-captcha), so the client
 * shows `data:${CAPTCHA_IMAGE_MIME};base64,<value>`; the reply also names it in `x-captcha-mime`.
 */
export const CAPTCHA_IMAGE_MIME = 'image/svg+xml';
export const CAPTCHA_MIME_HEADER = 'x-captcha-mime';

export const captchaImageSchema = onFirstUse(() => z.string().check(z.minLength(1), z.regex(/^[A-Za-z0-9+/]+={0,2}$/)));

/** GeeTest v3 register answer; `success` false or 0 means offline mode (spec 3 Replies). */
export const geetestRegisterSchema = onFirstUse(() => z.object({
  gt: z.string(),
  challenge: z.string(),
  newCaptcha: z.boolean(),
  success: z.optional(z.union([z.boolean(), z.number()])),
}));
export type GeetestRegister = z.infer<typeof geetestRegisterSchema>;

export const captchaCalls = {
  image: onFirstUse(() => defineCall({
    id: 'captcha.image',
    method: 'GET',
    path: '/wps/captcha',
    modId: 'CAPTCHA3',
    // a cache-busting stamp is allowed; the answer is tied to the request by cookie (spec 3)
    request: z.object({ t: z.optional(z.string().check(z.regex(/^\d{1,16}$/))) }),
    reply: captchaImageSchema,
  })),
  geetest: onFirstUse(() => defineCall({
    id: 'captcha.geetest',
    method: 'GET',
    path: '/wps/captcha/geetest',
    modId: 'GEETEST3',
    request: z.object({ t: z.string().check(z.regex(/^\d{1,16}$/)) }),
    reply: geetestRegisterSchema,
  })),
};
