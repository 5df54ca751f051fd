import { z } from 'zod';
import { defineCall } from '../common/define-call.js';

/** GeeTest v4 result added to a body (spec 3 Replies). */
export const geetestV4ResultSchema = z.object({
  captcha_id: z.string().max(64),
  lot_number: z.string().max(128),
  pass_token: z.string().max(256),
  gen_time: z.string().max(32),
  captcha_output: z.string().max(2048),
});

/**
 * Captcha fields a login, register, SMS or feedback body may carry (spec 1 §7, spec 3 Replies):
 * the image captcha answer, or a GeeTest v3 or v4 result.
 */
export const captchaFieldsSchema = z.object({
  captcha: z.string().trim().max(16).optional(),
  geetestChallenge: z.string().max(256).optional(),
  geetestValidate: z.string().max(256).optional(),
  geetestSeccode: z.string().max(256).optional(),
  geetestValidateV4: geetestV4ResultSchema.optional(),
});
export type CaptchaFields = z.infer<typeof captchaFieldsSchema>;

/**
 * A bare base64 image (spec 3 Replies: the platform's is a PNG and its client adds
 * `data:image/png;base64,`). Ours: the reference server renders SVG (svg-captcha), so the client
 * shows `data:${CAPTCHA_IMAGE_MIME};base64,<value>`; the reply also names it in `x-captcha-mime`.
 */
export const CAPTCHA_IMAGE_MIME = 'image/svg+xml';
export const CAPTCHA_MIME_HEADER = 'x-captcha-mime';

export const captchaImageSchema = z.string().min(1).regex(/^[A-Za-z0-9+/]+={0,2}$/);

/** GeeTest v3 register answer; `success` false or 0 means offline mode (spec 3 Replies). */
export const geetestRegisterSchema = z.object({
  gt: z.string(),
  challenge: z.string(),
  newCaptcha: z.boolean(),
  success: z.union([z.boolean(), z.number()]).optional(),
});
export type GeetestRegister = z.infer<typeof geetestRegisterSchema>;

export const captchaCalls = {
  image: defineCall({
    id: 'captcha.image',
    method: 'GET',
    path: '/wps/captcha',
    modId: 'CAPTCHA3',
    // a cache-busting stamp is allowed; the answer is tied to the request by cookie (spec 3)
    request: z.object({ t: z.string().regex(/^\d{1,16}$/).optional() }),
    reply: captchaImageSchema,
  }),
  geetest: defineCall({
    id: 'captcha.geetest',
    method: 'GET',
    path: '/wps/captcha/geetest',
    modId: 'GEETEST3',
    request: z.object({ t: z.string().regex(/^\d{1,16}$/) }),
    reply: geetestRegisterSchema,
  }),
};
