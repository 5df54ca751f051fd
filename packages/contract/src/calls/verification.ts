import { z } from 'zod';
import { defineCall } from '../common/define-call.js';
import { captchaFieldsSchema } from './captcha.js';

export const countryDialingCodeSchema = z.string().trim().regex(/^\+?\d{1,3}$/, 'error_country_code_limit');
export const mobileNumberSchema = z.string().trim().regex(/^\d{5,16}$/, 'br_enright_cphone');

/** Phone code request: countryDialingCode, mobileNum or mobileNo, captcha fields (spec 1 §3, §7). */
export const smsCodeRequestSchema = captchaFieldsSchema
  .extend({
    countryDialingCode: countryDialingCodeSchema.optional(),
    mobileNum: mobileNumberSchema.optional(),
    mobileNo: mobileNumberSchema.optional(),
    /** ours: which flow the code is for, so a login code cannot reset a password. */
    purpose: z.enum(['login', 'register', 'twoFactor', 'bindMobile']).optional(),
    username: z.string().trim().max(64).optional(),
  })
  .refine((v) => Boolean(v.mobileNum ?? v.mobileNo), { message: 'br_enright_cphone', path: ['mobileNum'] });
export type SmsCodeRequest = z.input<typeof smsCodeRequestSchema>;

/** SMS code reply: `expirationTime` (epoch ms) in newer builds, `expiredMinutes` in older (spec 3). */
export const smsCodeReplySchema = z.object({
  expiredMinutes: z.number().nonnegative().optional(),
  expirationTime: z.number().int().nonnegative().optional(),
});
export type SmsCodeReply = z.infer<typeof smsCodeReplySchema>;

export const verificationCalls = {
  smsNoLogin: defineCall({
    id: 'verification.smsNoLogin',
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    modId: 'VERIFICATION3',
    request: smsCodeRequestSchema,
    reply: smsCodeReplySchema,
  }),
  smsRegister: defineCall({
    id: 'verification.smsRegister',
    method: 'POST',
    path: '/wps/verification/sms/register',
    modId: 'REGMOBVERF3',
    request: smsCodeRequestSchema,
    reply: smsCodeReplySchema,
  }),
};
