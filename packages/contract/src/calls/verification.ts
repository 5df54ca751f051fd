import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { captchaFieldsSchema } from '../common/captcha-fields.js';
import { countryDialingCodeSchema, mobileNumberSchema, smsCodeReplySchema } from '../common/mobile.js';
import { onFirstUse } from '../common/on-first-use.js';

/** Phone code request: countryDialingCode, mobileNum or mobileNo, captcha fields (spec 1 §3, §7). */
export const smsCodeRequestSchema = onFirstUse(() => z
  .extend(captchaFieldsSchema, {
    countryDialingCode: z.optional(countryDialingCodeSchema),
    mobileNum: z.optional(mobileNumberSchema),
    mobileNo: z.optional(mobileNumberSchema),
    /** ours: which flow the code is for, so a login code cannot reset a password. */
    purpose: z.optional(z.enum(['login', 'register', 'twoFactor', 'bindMobile'])),
    username: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  })
  .check(z.refine((v) => Boolean(v.mobileNum ?? v.mobileNo), { message: 'br_enright_cphone', path: ['mobileNum'] })));
export type SmsCodeRequest = z.input<typeof smsCodeRequestSchema>;

export const verificationCalls = {
  smsNoLogin: onFirstUse(() => defineCall({
    id: 'verification.smsNoLogin',
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    modId: 'VERIFICATION3',
    request: smsCodeRequestSchema,
    reply: smsCodeReplySchema,
  })),
  smsRegister: onFirstUse(() => defineCall({
    id: 'verification.smsRegister',
    method: 'POST',
    path: '/wps/verification/sms/register',
    modId: 'REGMOBVERF3',
    request: smsCodeRequestSchema,
    reply: smsCodeReplySchema,
  })),
};
