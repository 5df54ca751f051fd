import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { emptyRequestSchema, noValueSchema } from '../common/shared.js';
import { LOGIN_TYPES, TWO_FACTOR_METHODS } from '../constants.js';
import { captchaFieldsSchema } from '../common/captcha-fields.js';
import { countryDialingCodeSchema } from '../common/mobile.js';
import { onFirstUse } from '../common/on-first-use.js';

/** Stable per-browser id in UUID form, added to login and register bodies (spec 3 Requests). */
export const loginDeviceIdSchema = onFirstUse(() => z.uuid());

/** Social sign-in args (spec 1 §3); kept and merged into the next password login to bind them. */
export const socialArgsSchema = onFirstUse(() => z.object({
  type: z.literal('firebase'),
  firebaseChannel: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  firebaseIdToken: z.string().check(z.minLength(1), z.maxLength(8192)),
  firebaseMobileNo: z.optional(z.string().check(z.trim(), z.maxLength(20))),
}));
export type SocialArgs = z.infer<typeof socialArgsSchema>;

/** Login payload (spec 1 §3, §7). A social login may carry no username or password. */
export const loginRequestSchema = onFirstUse(() => z
  .extend(captchaFieldsSchema, {
    username: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    password: z.optional(z.string().check(z.maxLength(128))),
    type: z.optional(z.enum(LOGIN_TYPES)),
    countryDialingCode: z.optional(countryDialingCodeSchema),
    firebaseChannel: z.optional(z.string().check(z.trim(), z.maxLength(32))),
    firebaseIdToken: z.optional(z.string().check(z.maxLength(8192))),
    firebaseMobileNo: z.optional(z.string().check(z.trim(), z.maxLength(20))),
    loginDeviceId: z.optional(loginDeviceIdSchema),
  })
  .check(
    z.superRefine((v, ctx) => {
      const social = v.type === 'firebase' && !!v.firebaseIdToken;
      // spec 1 §5: both fields are required, otherwise in_incorrect_password
      if (!social && (!v.username || !v.password)) {
        ctx.addIssue({ code: 'custom', message: 'in_incorrect_password', path: v.username ? ['password'] : ['username'] });
      }
    }),
  ));
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Login success value (spec 3 Replies "Session login"). */
export const loginReplySchema = onFirstUse(() => z.object({
  token: z.string().check(z.minLength(1)),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  userName: z.string(),
  /** ours: true while the forced change is of a password the server generated, so no old password is asked. */
  defaultPassword: z.optional(z.boolean()),
}));
export type LoginReply = z.infer<typeof loginReplySchema>;

/** Value of a failed login: a truthy `captcha` means show the image captcha (spec 3 Replies). */
export const loginFailureValueSchema = onFirstUse(() => z.object({
  captcha: z.optional(z.union([z.boolean(), z.number(), z.string()])),
}));
export type LoginFailureValue = z.infer<typeof loginFailureValueSchema>;

/** Value of `login_verify_required`: the allowed two-factor methods as truthy keys (spec 3 Replies). */
export const loginVerifyRequiredValueSchema = onFirstUse(() => z.object({
  payeeName: z.optional(z.boolean()),
  sms: z.optional(z.boolean()),
  ga: z.optional(z.boolean()),
  email: z.optional(z.boolean()),
}));
export type LoginVerifyRequiredValue = z.infer<typeof loginVerifyRequiredValueSchema>;

export const twoFactorMethodSchema = onFirstUse(() => z.enum(TWO_FACTOR_METHODS));

/** Two-factor request (spec 1 §3); each method needs its own field (spec 1 §5). */
export const loginVerificationRequestSchema = onFirstUse(() => z
  .object({
    username: z.string().check(z.trim(), z.minLength(1, 'in_account_incorrect'), z.maxLength(64)),
    password: z.string().check(z.minLength(1, 'in_incorrect_password'), z.maxLength(128)),
    method: twoFactorMethodSchema,
    email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
    authCode: z.optional(z.string().check(z.trim(), z.maxLength(16))),
    countryDialingCode: z.optional(countryDialingCodeSchema),
    mobileNum: z.optional(z.string().check(z.trim(), z.maxLength(20))),
    verificationCode: z.optional(z.string().check(z.trim(), z.maxLength(10))),
    payeeName: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    firebaseIdToken: z.optional(z.string().check(z.maxLength(8192))),
    loginDeviceId: z.optional(loginDeviceIdSchema),
  })
  .check(
    z.superRefine((v, ctx) => {
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
    }),
  ));
export type LoginVerificationRequest = z.input<typeof loginVerificationRequestSchema>;

/**
 * ours: the `verify_first` value of the e-mail method's first step (no `verificationCode`): a code
 * was e-mailed to the account's address, valid until `expirationTime` (epoch ms; decision 0011).
 */
export const emailCodeSentValueSchema = onFirstUse(() => z.object({
  emailCodeSent: z.literal(true),
  expirationTime: z.number().check(z.int(), z.nonnegative()),
}));
export type EmailCodeSentValue = z.infer<typeof emailCodeSentValueSchema>;

/** Free-play request (ours, issue 11): the image captcha answer where the merchant requires one, as registration does. */
export const freeplayRequestSchema = onFirstUse(() => z.extend(captchaFieldsSchema, { loginDeviceId: z.optional(loginDeviceIdSchema) }));
export type FreeplayRequest = z.input<typeof freeplayRequestSchema>;

export const sessionCalls = {
  login: onFirstUse(() => defineCall({
    id: 'session.login',
    method: 'POST',
    path: '/wps/session/login',
    modId: 'COMM3',
    encrypted: true,
    request: loginRequestSchema,
    reply: loginReplySchema,
  })),
  loginVerification: onFirstUse(() => defineCall({
    id: 'session.loginVerification',
    method: 'POST',
    path: '/wps/session/login/verification',
    modId: 'LOGINIPVERF3',
    encrypted: true,
    alert: false, // spec 1 §7: the modal shows the failure itself (spec 1 §8)
    request: loginVerificationRequestSchema,
    reply: loginReplySchema, // spec 3: answers like login
  })),
  logout: onFirstUse(() => defineCall({
    id: 'session.logout',
    method: 'DELETE',
    path: '/wps/session/logout',
    body: 'query',
    modId: 'COMM3',
    token: true,
    request: emptyRequestSchema,
    reply: noValueSchema,
  })),
  freeplay: onFirstUse(() => defineCall({
    id: 'session.freeplay',
    method: 'POST',
    path: '/wps/session/login/freeplay',
    modId: 'FREEPLAY3',
    // the original sends only an Encryption header and no data; ours needs neither (spec 3). Ours
    // (issue 11): the captcha fields, required as registration requires them (CAPTCHA3)
    request: freeplayRequestSchema,
    reply: loginReplySchema,
  })),
};
