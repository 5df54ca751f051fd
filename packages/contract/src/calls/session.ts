import { z } from 'zod';
import { defineCall } from '../common/define-call.js';
import { emptyRequestSchema, noValueSchema } from '../common/shared.js';
import { LOGIN_TYPES, TWO_FACTOR_METHODS } from '../constants.js';
import { captchaFieldsSchema } from './captcha.js';
import { countryDialingCodeSchema } from './verification.js';

/** Stable per-browser id in UUID form, added to login and register bodies (spec 3 Requests). */
export const loginDeviceIdSchema = z.uuid();

/** Social sign-in args (spec 1 §3); kept and merged into the next password login to bind them. */
export const socialArgsSchema = z.object({
  type: z.literal('firebase'),
  firebaseChannel: z.string().trim().min(1).max(32),
  firebaseIdToken: z.string().min(1).max(8192),
  firebaseMobileNo: z.string().trim().max(20).optional(),
});
export type SocialArgs = z.infer<typeof socialArgsSchema>;

/** Login payload (spec 1 §3, §7). A social login may carry no username or password. */
export const loginRequestSchema = captchaFieldsSchema
  .extend({
    username: z.string().trim().max(64).optional(),
    password: z.string().max(128).optional(),
    type: z.enum(LOGIN_TYPES).optional(),
    countryDialingCode: countryDialingCodeSchema.optional(),
    firebaseChannel: z.string().trim().max(32).optional(),
    firebaseIdToken: z.string().max(8192).optional(),
    firebaseMobileNo: z.string().trim().max(20).optional(),
    loginDeviceId: loginDeviceIdSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const social = v.type === 'firebase' && !!v.firebaseIdToken;
    // spec 1 §5: both fields are required, otherwise in_incorrect_password
    if (!social && (!v.username || !v.password)) {
      ctx.addIssue({ code: 'custom', message: 'in_incorrect_password', path: v.username ? ['password'] : ['username'] });
    }
  });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Login success value (spec 3 Replies "Session login"). */
export const loginReplySchema = z.object({
  token: z.string().min(1),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  userName: z.string(),
  /** ours: true while the forced change is of a password the server generated, so no old password is asked. */
  defaultPassword: z.boolean().optional(),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

/** Value of a failed login: a truthy `captcha` means show the image captcha (spec 3 Replies). */
export const loginFailureValueSchema = z.object({
  captcha: z.union([z.boolean(), z.number(), z.string()]).optional(),
});
export type LoginFailureValue = z.infer<typeof loginFailureValueSchema>;

/** Value of `login_verify_required`: the allowed two-factor methods as truthy keys (spec 3 Replies). */
export const loginVerifyRequiredValueSchema = z.object({
  payeeName: z.boolean().optional(),
  sms: z.boolean().optional(),
  ga: z.boolean().optional(),
  email: z.boolean().optional(),
});
export type LoginVerifyRequiredValue = z.infer<typeof loginVerifyRequiredValueSchema>;

export const twoFactorMethodSchema = z.enum(TWO_FACTOR_METHODS);

/** Two-factor request (spec 1 §3); each method needs its own field (spec 1 §5). */
export const loginVerificationRequestSchema = z
  .object({
    username: z.string().trim().min(1, 'in_account_incorrect').max(64),
    password: z.string().min(1, 'in_incorrect_password').max(128),
    method: twoFactorMethodSchema,
    email: z.string().trim().max(254).optional(),
    authCode: z.string().trim().max(16).optional(),
    countryDialingCode: countryDialingCodeSchema.optional(),
    mobileNum: z.string().trim().max(20).optional(),
    verificationCode: z.string().trim().max(10).optional(),
    payeeName: z.string().trim().max(64).optional(),
    firebaseIdToken: z.string().max(8192).optional(),
    loginDeviceId: loginDeviceIdSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v, code: string) => {
      if (!v[field]) ctx.addIssue({ code: 'custom', message: code, path: [field] });
    };
    if (v.method === 'E') {
      if (v.email && !z.email().safeParse(v.email).success) {
        ctx.addIssue({ code: 'custom', message: 'in_email_incorrect', path: ['email'] });
      }
      need('email', 'in_email_incorrect');
    }
    if (v.method === 'G') need('authCode', 'two_factor_auth_code_required');
    if (v.method === 'S') {
      need('mobileNum', 'br_enright_cphone');
      need('verificationCode', 'enter_verification_code');
    }
    if (v.method === 'P') need('payeeName', 'two_factor_payee_name_required');
  });
export type LoginVerificationRequest = z.input<typeof loginVerificationRequestSchema>;

/**
 * ours: the `verify_first` value of the e-mail method's first step (no `verificationCode`): a code
 * was e-mailed to the account's address, valid until `expirationTime` (epoch ms; decision 0011).
 */
export const emailCodeSentValueSchema = z.object({
  emailCodeSent: z.literal(true),
  expirationTime: z.number().int().nonnegative(),
});
export type EmailCodeSentValue = z.infer<typeof emailCodeSentValueSchema>;

/** Free-play request (ours, issue 11): the image captcha answer where the merchant requires one, as registration does. */
export const freeplayRequestSchema = captchaFieldsSchema.extend({ loginDeviceId: loginDeviceIdSchema.optional() });
export type FreeplayRequest = z.input<typeof freeplayRequestSchema>;

export const sessionCalls = {
  login: defineCall({
    id: 'session.login',
    method: 'POST',
    path: '/wps/session/login',
    modId: 'COMM3',
    encrypted: true,
    request: loginRequestSchema,
    reply: loginReplySchema,
  }),
  loginVerification: defineCall({
    id: 'session.loginVerification',
    method: 'POST',
    path: '/wps/session/login/verification',
    modId: 'LOGINIPVERF3',
    encrypted: true,
    alert: false, // spec 1 §7: the modal shows the failure itself (spec 1 §8)
    request: loginVerificationRequestSchema,
    reply: loginReplySchema, // spec 3: answers like login
  }),
  logout: defineCall({
    id: 'session.logout',
    method: 'DELETE',
    path: '/wps/session/logout',
    body: 'query',
    modId: 'COMM3',
    token: true,
    request: emptyRequestSchema,
    reply: noValueSchema,
  }),
  freeplay: defineCall({
    id: 'session.freeplay',
    method: 'POST',
    path: '/wps/session/login/freeplay',
    modId: 'FREEPLAY3',
    // the original sends only an Encryption header and no data; ours needs neither (spec 3). Ours
    // (issue 11): the captcha fields, required as registration requires them (CAPTCHA3)
    request: freeplayRequestSchema,
    reply: loginReplySchema,
  }),
};
