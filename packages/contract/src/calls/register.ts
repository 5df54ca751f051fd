import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { emptyRequestSchema } from '../common/shared.js';
import { fieldRulesSchema } from '../rules.js';
import { captchaFieldsSchema } from '../common/captcha-fields.js';
import { loginDeviceIdSchema } from './session.js';
import { countryDialingCodeSchema, mobileNumberSchema } from '../common/mobile.js';
import { onFirstUse } from '../common/on-first-use.js';

const field = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** Register info common to every register call (spec 1 §3 "Register info", "Auto-register payload"). */
export const registerInfoSchema = onFirstUse(() => z.object({
  registerMethod: z.optional(z.literal('WEB')),
  referralCode: field(64),
  registerUrl: field(2048),
  domain: field(253),
  affiliateCode: field(64),
  login: z.optional(z.boolean()),
  loginDeviceId: z.optional(loginDeviceIdSchema),
}));

/**
 * The dynamic registration form (spec 1 §3 form fields). Each field is checked by the server
 * against the merchant's rules (`buildFieldSchema`); here only shape and hard limits.
 * rebateId is never rendered (spec 1 §3) and so not accepted.
 */
export const registerFormFieldsSchema = onFirstUse(() => z.object({
  username: field(64),
  password: z.optional(z.string().check(z.maxLength(128))),
  verifyPwd: z.optional(z.string().check(z.maxLength(128))),
  confirmPassword: z.optional(z.string().check(z.maxLength(128))),
  payeeName: field(64),
  paymentPassword: z.optional(z.string().check(z.maxLength(128))),
  countryDialingCode: z.optional(countryDialingCodeSchema),
  mobileNum: field(20),
  verificationCode: field(10),
  qqNum: field(20),
  email: field(254),
  line: field(64),
  facebook: field(128),
  whatsapp: field(32),
  idNumber: field(32),
  nickname: field(32),
  recommenderId: field(64),
}));

const passwordsMatch = (v: { password?: string | undefined; verifyPwd?: string | undefined; confirmPassword?: string | undefined }) =>
  (v.verifyPwd === undefined || v.verifyPwd === v.password) &&
  (v.confirmPassword === undefined || v.confirmPassword === v.password);

/** POST /wps/member/register (spec 1 §7): the form fields plus login true. */
export const registerRequestSchema = onFirstUse(() => z
  .extend(z.extend(registerInfoSchema, registerFormFieldsSchema.shape), captchaFieldsSchema.shape)
  .check(z.refine(passwordsMatch, { message: 'in_confirmation_correct', path: ['confirmPassword'] })));
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The mobile-number form: mobile, password, confirm password, SMS code, referrer, captcha, terms (spec 1 §2). */
export const registerMobileRequestSchema = onFirstUse(() => z
  .extend(z.extend(registerInfoSchema, captchaFieldsSchema.shape), {
    countryDialingCode: z.optional(countryDialingCodeSchema),
    mobileNum: mobileNumberSchema,
    password: z.string().check(z.minLength(1, 'please_enter_password'), z.maxLength(128)),
    confirmPassword: z.string().check(z.maxLength(128)),
    verificationCode: z.string().check(z.trim(), z.minLength(1, 'enter_verification_code'), z.maxLength(10, 'enter_verification_code')),
    recommenderId: field(64),
    agreement: z.literal(true, { error: 'in_user_agreement' }),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: 'in_confirmation_correct', path: ['confirmPassword'] })));
export type RegisterMobileRequest = z.input<typeof registerMobileRequestSchema>;

/** Auto-register after a social sign-in (spec 1 §3 "Auto-register payload"). */
export const registerAutoUsernameRequestSchema = onFirstUse(() => z.extend(registerInfoSchema, {
  firebaseChannel: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  firebaseIdToken: z.string().check(z.minLength(1), z.maxLength(8192)),
  smsTemplate: field(64),
}));
export type RegisterAutoUsernameRequest = z.input<typeof registerAutoUsernameRequestSchema>;

/** Mobile-only registration: no password, the code proves the phone (spec 1 §7 "register onlyMobile"). */
export const registerOnlyMobileRequestSchema = onFirstUse(() => z.extend(z.extend(registerInfoSchema, captchaFieldsSchema.shape), {
  countryDialingCode: z.optional(countryDialingCodeSchema),
  mobileNum: mobileNumberSchema,
  verificationCode: z.string().check(z.trim(), z.minLength(1, 'enter_verification_code'), z.maxLength(10, 'enter_verification_code')),
  recommenderId: field(64),
}));

/**
 * Successful registration (spec 1 §3): `customerName` (the text after @ is the account) and
 * `profile.mobileNo`; with `login: true` the session fields of a login reply come too.
 */
export const registerReplySchema = onFirstUse(() => z.object({
  customerName: z.string(),
  profile: z.object({ mobileNo: z.nullable(z.string()) }),
  token: z.optional(z.string()),
  firstTimeLogin: z.optional(z.boolean()),
  passwordExpired: z.optional(z.boolean()),
  userName: z.optional(z.string()),
  /** ours: true when no password was given and the server set one (spec 1 §4 default-password flag). */
  defaultPassword: z.optional(z.boolean()),
}));
export type RegisterReply = z.infer<typeof registerReplySchema>;

/**
 * Registration setting: field rules keyed by form field (spec 1 §3, §5) plus the switches the
 * flow reads (spec 1 §4: affiliate 0 means optional; bind-choice register only if allowed). Shape ours.
 */
export const registerSettingSchema = onFirstUse(() => z.object({
  rules: fieldRulesSchema,
  affiliate: z.union([z.literal(0), z.literal(1)]),
  agreement: z.boolean(),
  socialRegister: z.boolean(),
}));
export type RegisterSetting = z.infer<typeof registerSettingSchema>;

export const affiliateRequestSchema = onFirstUse(() => z.object({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  domain: field(253),
}));
export const affiliateReplySchema = onFirstUse(() => z.object({ affiliateCode: z.string(), valid: z.boolean() }));

export const registerCalls = {
  register: onFirstUse(() => defineCall({
    id: 'register.register',
    method: 'POST',
    path: '/wps/member/register',
    modId: 'REG3',
    encrypted: true,
    request: registerRequestSchema,
    reply: registerReplySchema,
  })),
  mobile: onFirstUse(() => defineCall({
    id: 'register.mobile',
    method: 'POST',
    path: '/wps/member/register/mobile',
    modId: 'MOBILENUMPASSREG3',
    encrypted: true,
    request: registerMobileRequestSchema,
    reply: registerReplySchema,
  })),
  autoUsername: onFirstUse(() => defineCall({
    id: 'register.autoUsername',
    method: 'POST',
    path: '/wps/member/register/autoUsername',
    modId: 'REG3',
    request: registerAutoUsernameRequestSchema,
    reply: registerReplySchema,
  })),
  onlyMobile: onFirstUse(() => defineCall({
    id: 'register.onlyMobile',
    method: 'POST',
    path: '/wps/member/register/onlyMobile',
    pathNote: 'ours: spec 1 §7 names "register onlyMobile" without a path',
    modId: 'MOBILENUMREG3',
    request: registerOnlyMobileRequestSchema,
    reply: registerReplySchema,
  })),
  setting: onFirstUse(() => defineCall({
    id: 'register.setting',
    method: 'GET',
    path: '/wps/system/setting/register',
    modId: 'REG3',
    request: emptyRequestSchema,
    reply: registerSettingSchema,
  })),
  affiliate: onFirstUse(() => defineCall({
    id: 'register.affiliate',
    method: 'GET',
    path: '/wps/agent/affiliate',
    modId: 'AFFMAN3',
    request: affiliateRequestSchema,
    reply: affiliateReplySchema,
  })),
};
