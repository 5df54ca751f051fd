import { z } from 'zod/mini';
import { onFirstUse } from './on-first-use.js';

/** A mobile number and its country dialing code, as every form that asks for one takes them (spec 1 §3, §5). */
export const countryDialingCodeSchema = onFirstUse(() => z.string().check(z.trim(), z.regex(/^\+?\d{1,3}$/, 'error_country_code_limit')));
export const mobileNumberSchema = onFirstUse(() => z.string().check(z.trim(), z.regex(/^\d{5,16}$/, 'br_enright_cphone')));

/** SMS code reply: `expirationTime` (epoch ms) in newer builds, `expiredMinutes` in older (spec 3). */
export const smsCodeReplySchema = onFirstUse(() => z.object({
  expiredMinutes: z.optional(z.number().check(z.nonnegative())),
  expirationTime: z.optional(z.number().check(z.int(), z.nonnegative())),
}));
export type SmsCodeReply = z.infer<typeof smsCodeReplySchema>;
