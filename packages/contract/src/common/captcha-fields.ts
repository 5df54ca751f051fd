import { z } from 'zod/mini';
import { onFirstUse } from './on-first-use.js';

/** GeeTest v4 result added to a body (spec 3 Replies). */
export const geetestV4ResultSchema = onFirstUse(() => z.object({
  captcha_id: z.string().check(z.maxLength(64)),
  lot_number: z.string().check(z.maxLength(128)),
  pass_token: z.string().check(z.maxLength(256)),
  gen_time: z.string().check(z.maxLength(32)),
  captcha_output: z.string().check(z.maxLength(2048)),
}));

/**
 * Captcha fields a login, register, SMS or feedback body may carry (spec 1 §7, spec 3 Replies):
 * the image captcha answer, or a GeeTest v3 or v4 result.
 */
export const captchaFieldsSchema = onFirstUse(() => z.object({
  captcha: z.optional(z.string().check(z.trim(), z.maxLength(16))),
  geetestChallenge: z.optional(z.string().check(z.maxLength(256))),
  geetestValidate: z.optional(z.string().check(z.maxLength(256))),
  geetestSeccode: z.optional(z.string().check(z.maxLength(256))),
  geetestValidateV4: z.optional(geetestV4ResultSchema),
}));
export type CaptchaFields = z.infer<typeof captchaFieldsSchema>;
