/**
 * The member centre's account and security calls (issue 14): profile, login history, active
 * sessions, two-factor set-up, mobile and e-mail change. The spec shows none of these paths, so
 * every one is ours (`pathNote`). Calls that carry the login password are encrypted like the
 * password change (spec 3 Requests).
 */
import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { pageSchema } from '../common/paging.js';
import { qInt } from '../common/query.js';
import { emptyRequestSchema, noValueSchema } from '../common/shared.js';
import { memberIconSchema, securityConfigSchema } from './member.js';
import { countryDialingCodeSchema, mobileNumberSchema, smsCodeReplySchema } from '../common/mobile.js';
import { onFirstUse } from '../common/on-first-use.js';

/** Login history reaches back this far (ours, issue 14). */
export const LOGIN_HISTORY_DAYS = 90;
/** Largest page of the login history (ours). */
export const LOGIN_HISTORY_MAX_PAGE_SIZE = 50;
/** Nickname length (ours; the column holds 64). */
export const NICKNAME_MAX_LENGTH = 20;
/** A started authenticator enrolment must be confirmed within this time (ours). */
export const AUTHENTICATOR_ENROLMENT_MINUTES = 10;

/** The current login password, confirming a security change (issue 14). */
const currentPasswordSchema = onFirstUse(() => z.string().check(z.minLength(1, 'in_incorrect_password'), z.maxLength(128)));
const verificationCodeSchema = onFirstUse(() => z
  .string()
  .check(z.trim(), z.minLength(1, 'enter_verification_code'), z.maxLength(10, 'enter_verification_code')));
const emailSchema = onFirstUse(() => z.pipe(
  z.pipe(z.string().check(z.trim()), z.email('in_email_incorrect')),
  z.string().check(z.maxLength(254, 'in_email_incorrect')),
));

export const nicknameRequestSchema = onFirstUse(() => z.object({
  nickname: z.string().check(z.trim(), z.minLength(1, 'nickname_invalid'), z.maxLength(NICKNAME_MAX_LENGTH, 'nickname_invalid')),
}));

/** A profile icon number; the server also checks it against the merchant's PROFILE_ICON_COUNT (spec 1 §3, §9). */
export const setIconRequestSchema = onFirstUse(() => z.object({ iconIndex: z.number().check(z.int(), z.minimum(1), z.maximum(99)) }));

/** One login attempt of the member: successful or not (a wrong password, a failed second factor, a refused captcha). */
export const loginAttemptSchema = onFirstUse(() => z.object({
  id: z.string(),
  /** Epoch ms. */
  time: z.number().check(z.int()),
  success: z.boolean(),
  ip: z.nullable(z.string()),
  /** The Device header of the request (web, h5, ios...). */
  device: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
}));
export type LoginAttempt = z.infer<typeof loginAttemptSchema>;

export const loginHistoryRequestSchema = onFirstUse(() => z.object({
  page: qInt(1, 10_000),
  size: qInt(1, LOGIN_HISTORY_MAX_PAGE_SIZE),
}));

/** One live session of the member; `current` marks the one making the request. */
export const activeSessionSchema = onFirstUse(() => z.object({
  id: z.string(),
  device: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  /** Epoch ms of the login that opened it. */
  createdAt: z.number().check(z.int()),
  /** Epoch ms of its last use (updated at most every 15 s). */
  lastSeenAt: z.number().check(z.int()),
  current: z.boolean(),
}));
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** A new authenticator secret, not on until confirmed: the site renders `otpauthUri` as a QR code. */
export const authenticatorEnrolmentSchema = onFirstUse(() => z.object({
  /** Base32 secret, for typing it in by hand. */
  secret: z.string(),
  /** otpauth://totp/… (SHA1, 6 digits, 30 s). */
  otpauthUri: z.string(),
  /** Epoch ms after which the enrolment must be started again. */
  expiresAt: z.number().check(z.int()),
}));
export type AuthenticatorEnrolment = z.infer<typeof authenticatorEnrolmentSchema>;

/**
 * Second-factor methods to switch (spec 1 §3 names: payeeName, sms, ga, email); a key left out
 * stays as it is. `ga: false` also removes the authenticator (turning it on again means a new
 * enrolment); `ga: true` is refused: the enrolment's confirmation turns it on.
 */
export const twoFactorMethodsRequestSchema = onFirstUse(() => z
  .object({
    password: currentPasswordSchema,
    sms: z.optional(z.boolean()),
    email: z.optional(z.boolean()),
    payeeName: z.optional(z.boolean()),
    ga: z.optional(z.literal(false)),
  })
  .check(
    z.refine((v) => v.sms !== undefined || v.email !== undefined || v.payeeName !== undefined || v.ga !== undefined, {
      message: 'two_factor_no_change',
      path: ['sms'],
    }),
  ));
export type TwoFactorMethodsRequest = z.input<typeof twoFactorMethodsRequestSchema>;

export const mobileCodeRequestSchema = onFirstUse(() => z.object({
  countryDialingCode: z.optional(countryDialingCodeSchema),
  mobileNum: mobileNumberSchema,
}));

export const changeMobileRequestSchema = onFirstUse(() => z.extend(mobileCodeRequestSchema, {
  verificationCode: verificationCodeSchema,
  password: currentPasswordSchema,
}));
export type ChangeMobileRequest = z.input<typeof changeMobileRequestSchema>;

export const emailCodeRequestSchema = onFirstUse(() => z.object({ email: emailSchema }));

export const changeEmailRequestSchema = onFirstUse(() => z.extend(emailCodeRequestSchema, {
  verificationCode: verificationCodeSchema,
  password: currentPasswordSchema,
}));
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

const OURS = 'ours: the member centre\'s account and security page (issue 14); the spec shows no path';

export const accountSecurityCalls = {
  /** Changes the nickname shown in the info bar (member info `nickname`). */
  setNickname: onFirstUse(() => defineCall({
    id: 'accountSecurity.setNickname',
    method: 'PUT',
    path: '/wps/member/info/nickname',
    pathNote: OURS,
    modId: 'COMM3',
    token: true,
    request: nicknameRequestSchema,
    reply: noValueSchema,
  })),
  /** Chooses profile icon N of the merchant's PROFILE_ICON_COUNT; answers like GET /wps/member/info/icon. */
  setIcon: onFirstUse(() => defineCall({
    id: 'accountSecurity.setIcon',
    method: 'PUT',
    path: '/wps/member/info/icon',
    pathNote: OURS,
    modId: 'PROFPIC3',
    token: true,
    request: setIconRequestSchema,
    reply: memberIconSchema,
  })),
  /** The member's login attempts of the last LOGIN_HISTORY_DAYS days, newest first, paged. */
  loginHistory: onFirstUse(() => defineCall({
    id: 'accountSecurity.loginHistory',
    method: 'GET',
    path: '/wps/member/security/loginHistory',
    pathNote: OURS,
    modId: 'COMM3',
    token: true,
    request: loginHistoryRequestSchema,
    reply: pageSchema(loginAttemptSchema),
  })),
  /** The member's live sessions, newest first; the calling one has `current: true`. */
  sessions: onFirstUse(() => defineCall({
    id: 'accountSecurity.sessions',
    method: 'GET',
    path: '/wps/member/security/sessions',
    pathNote: OURS,
    modId: 'COMM3',
    token: true,
    request: emptyRequestSchema,
    reply: z.array(activeSessionSchema),
  })),
  /**
   * Signs one of the member's sessions out: its token answers 401 login.not.session at once, its
   * game launch tokens and lottery tickets die with it, its live socket loses the user topic.
   * The current session may be named too (then it is a logout). Unknown id: 404 resource.not.found.
   */
  endSession: onFirstUse(() => defineCall({
    id: 'accountSecurity.endSession',
    method: 'DELETE',
    path: '/wps/member/security/sessions/{sessionId}',
    body: 'query',
    pathNote: OURS,
    modId: 'COMM3',
    token: true,
    request: z.object({ sessionId: z.string().check(z.regex(/^\d{1,18}$/, 'resource.not.found')) }),
    reply: noValueSchema,
  })),
  /** Signs out every session of the member except the calling one; answers how many ended. */
  endOtherSessions: onFirstUse(() => defineCall({
    id: 'accountSecurity.endOtherSessions',
    method: 'DELETE',
    path: '/wps/member/security/sessions',
    body: 'query',
    pathNote: OURS,
    modId: 'COMM3',
    token: true,
    request: emptyRequestSchema,
    reply: z.object({ ended: z.number().check(z.int(), z.nonnegative()) }),
  })),
  /**
   * Starts an authenticator enrolment (password confirmed): a new secret and its otpauth:// URI.
   * Nothing changes until enrolAuthenticatorConfirm; a new start replaces an unconfirmed one.
   * Wrong password: 400 in_incorrect_password.
   */
  enrolAuthenticator: onFirstUse(() => defineCall({
    id: 'accountSecurity.enrolAuthenticator',
    method: 'POST',
    path: '/wps/member/security/authenticator',
    pathNote: OURS,
    modId: 'COMM3',
    token: true,
    encrypted: true,
    request: z.object({ password: currentPasswordSchema }),
    reply: authenticatorEnrolmentSchema,
  })),
  /**
   * Confirms the enrolment with a code from the authenticator: the secret becomes the account's
   * and method G (ga) is on. Wrong or expired: 400 verification.code.invalid, nothing changes.
   */
  enrolAuthenticatorConfirm: onFirstUse(() => defineCall({
    id: 'accountSecurity.enrolAuthenticatorConfirm',
    method: 'POST',
    path: '/wps/member/security/authenticator/confirm',
    pathNote: OURS,
    modId: 'COMM3',
    token: true,
    request: z.object({ authCode: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'two_factor_auth_code_required')) }),
    reply: securityConfigSchema,
  })),
  /**
   * Turns second-factor methods on or off (password confirmed); answers the new security config.
   * A method needs its means (sms a mobile, email an e-mail, payeeName a payee name): else 400
   * security.method.unavailable. The payee name only beside another method (decision 0011):
   * else 400 security.payee.name.alone. Refused changes change nothing.
   */
  setTwoFactorMethods: onFirstUse(() => defineCall({
    id: 'accountSecurity.setTwoFactorMethods',
    method: 'PUT',
    path: '/wps/member/security/twoFactor',
    pathNote: OURS,
    modId: 'COMM3',
    token: true,
    encrypted: true,
    request: twoFactorMethodsRequestSchema,
    reply: securityConfigSchema,
  })),
  /**
   * Sends an SMS code to a new mobile number (UPDATEMOBILEICC3). A number another account holds:
   * 409 security.mobile.taken. Resend limits of every code (429 TOO_MANY_REQUESTS).
   */
  sendMobileCode: onFirstUse(() => defineCall({
    id: 'accountSecurity.sendMobileCode',
    method: 'POST',
    path: '/wps/member/security/mobile/code',
    pathNote: OURS,
    modId: 'UPDATEMOBILEICC3',
    token: true,
    request: mobileCodeRequestSchema,
    reply: smsCodeReplySchema,
  })),
  /**
   * Changes the mobile number and dialing code to the one the code was sent to (password
   * confirmed); the number is verified. Wrong code: 400 verification.code.invalid.
   */
  changeMobile: onFirstUse(() => defineCall({
    id: 'accountSecurity.changeMobile',
    method: 'PUT',
    path: '/wps/member/security/mobile',
    pathNote: OURS,
    modId: 'UPDATEMOBILEICC3',
    token: true,
    encrypted: true,
    request: changeMobileRequestSchema,
    reply: securityConfigSchema,
  })),
  /** Sends an e-mail code to a new address. Resend limits of every code (429 TOO_MANY_REQUESTS). */
  sendEmailCode: onFirstUse(() => defineCall({
    id: 'accountSecurity.sendEmailCode',
    method: 'POST',
    path: '/wps/member/security/email/code',
    pathNote: OURS,
    modId: 'COMM3',
    token: true,
    request: emailCodeRequestSchema,
    reply: smsCodeReplySchema,
  })),
  /** Changes the e-mail to the one the code was sent to (password confirmed); it is verified. */
  changeEmail: onFirstUse(() => defineCall({
    id: 'accountSecurity.changeEmail',
    method: 'PUT',
    path: '/wps/member/security/email',
    pathNote: OURS,
    modId: 'COMM3',
    token: true,
    encrypted: true,
    request: changeEmailRequestSchema,
    reply: securityConfigSchema,
  })),
};
