import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { moneySchema } from '../common/money.js';
import { qConst } from '../common/query.js';
import { emptyRequestSchema, noValueSchema } from '../common/shared.js';
import { ISAGENT_VALUES, LANGUAGES } from '../constants.js';
import { captchaFieldsSchema } from '../common/captcha-fields.js';
import { contractInfoSetsSchema } from '../common/agent-contracts.js';
import { countryDialingCodeSchema, mobileNumberSchema, smsCodeReplySchema } from '../common/mobile.js';
import { onFirstUse } from '../common/on-first-use.js';

/** Club label (spec 1 §3). */
export const clubLabelSchema = onFirstUse(() => z.object({
  labelName: z.string(),
  color: z.nullable(z.string()),
  type: z.nullable(z.string()),
  rankLevel: z.nullable(z.number().check(z.int())),
}));

/** VIP fields (spec 2 §3 "Member fields used here"). */
export const vipInfoSchema = onFirstUse(() => z.object({
  hasVip: z.boolean(),
  vipLabelName: z.nullable(z.string()),
  showVipBenefit: z.boolean(),
  vipRankLevel: z.nullable(z.number().check(z.int())),
  vipProgress: z.nullable(z.number().check(z.minimum(0), z.maximum(100))),
  completedConditions: z.number().check(z.int(), z.nonnegative()),
  totalExpectedConditions: z.number().check(z.int(), z.nonnegative()),
  labelId: z.nullable(z.string()),
}));
export type VipInfo = z.infer<typeof vipInfoSchema>;

export const isAgentSchema = onFirstUse(() => z.enum(ISAGENT_VALUES));

/**
 * Member info value (spec 1 §3, spec 3 Replies): `id` is the customer id and the socket topic;
 * `type` 1, 2, 41, 42 agents, 4 trial; `isAgent` the same as a string for the session.
 */
export const memberInfoSchema = onFirstUse(() => z.object({
  id: z.string(),
  customerId: z.string(),
  account: z.string(),
  nickname: z.nullable(z.string()),
  lastLogin: z.nullable(z.number().check(z.int())),
  regDate: z.number().check(z.int()),
  type: z.number().check(z.int()),
  isAgent: isAgentSchema,
  toUpline: z.number().check(z.int()),
  /**
   * ours: the agent status of the member's upline (spec 2 §6 "agent status not 2"), one of
   * UPLINE_AGENT_STATUS (upline-transfer.ts); null when the member has no upline.
   */
  uplineAgentStatus: z.optional(z.nullable(z.number().check(z.int()))),
  clubLabel: z.nullable(clubLabelSchema),
  memberLabel: z.nullable(z.string()),
  mobile: z.nullable(z.string()), // masked
  email: z.nullable(z.string()), // masked
  currency: z.string(),
  vip: z.optional(vipInfoSchema),
}));
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** Profile icon: a URL, or null to show the default icon (spec 2 §7: fallback image). */
export const memberIconSchema = onFirstUse(() => z.object({
  url: z.nullable(z.string()),
  iconIndex: z.nullable(z.number().check(z.int(), z.minimum(1))),
}));
export type MemberIcon = z.infer<typeof memberIconSchema>;

/** Password change (spec 1 §3, §5); the new password is checked against the merchant rule by the server. */
/** The new password typed twice must match (spec 1 §5, in_confirmation_correct at the second field). */
const confirmsNewPassword = onFirstUse(() => z.refine<{ newPassword: string; confirmNewPassword: string }>((v) => v.newPassword === v.confirmNewPassword, {
  message: 'in_confirmation_correct',
  path: ['confirmNewPassword'],
}));

export const changePasswordRequestSchema = onFirstUse(() => z
  .object({
    /** Empty or missing only for the forced change of a server-generated password the user never saw (ours). */
    oldPassword: z.optional(z.string().check(z.maxLength(128))),
    newPassword: z.string().check(z.minLength(1, 'in_password_incorrect'), z.maxLength(128)),
    confirmNewPassword: z.string().check(z.maxLength(128)),
  })
  .check(confirmsNewPassword));
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** Forgot password by e-mail (spec 1 §3, §5). */
export const passwordEmailRequestSchema = onFirstUse(() => z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'in_account_incorrect'), z.maxLength(64)),
  email: z.pipe(
    z.pipe(z.string().check(z.trim()), z.email('in_email_incorrect')),
    z.string().check(z.maxLength(254, 'in_email_incorrect')),
  ),
}));
export type PasswordEmailRequest = z.input<typeof passwordEmailRequestSchema>;

/** Forgot password by phone, step 1: send a code (spec 1 §3 "username with mobileNumber"). */
export const passwordSmsRequestSchema = onFirstUse(() => z.extend(captchaFieldsSchema, {
  username: z.string().check(z.trim(), z.minLength(1, 'in_account_incorrect'), z.maxLength(64)),
  countryDialingCode: z.optional(countryDialingCodeSchema),
  mobileNumber: mobileNumberSchema,
}));

/** Forgot password by phone, step 2: the code and the new password (ours: one step sets it). */
export const passwordVerificationRequestSchema = onFirstUse(() => z
  .object({
    username: z.string().check(z.trim(), z.minLength(1, 'in_account_incorrect'), z.maxLength(64)),
    countryDialingCode: z.optional(countryDialingCodeSchema),
    mobileNumber: mobileNumberSchema,
    verificationCode: z.string().check(z.trim(), z.minLength(1, 'enter_verification_code'), z.maxLength(10, 'enter_verification_code')),
    newPassword: z.string().check(z.minLength(1, 'in_password_incorrect'), z.maxLength(128)),
    confirmNewPassword: z.string().check(z.maxLength(128)),
  })
  .check(confirmsNewPassword));

/** Security config (spec 1 §3: fields not shown; ours). Contact values are masked. */
export const securityConfigSchema = onFirstUse(() => z.object({
  hasPaymentPassword: z.boolean(),
  mobile: z.nullable(z.string()),
  mobileVerified: z.boolean(),
  email: z.nullable(z.string()),
  emailVerified: z.boolean(),
  googleAuthBound: z.boolean(),
  payeeName: z.nullable(z.string()),
  passwordUpdatedAt: z.nullable(z.number().check(z.int())),
  twoFactor: z.object({ payeeName: z.boolean(), sms: z.boolean(), ga: z.boolean(), email: z.boolean() }),
}));
export type SecurityConfig = z.infer<typeof securityConfigSchema>;

/** Wallet (spec 1 §3, spec 3 Replies). */
export const walletSchema = onFirstUse(() => z.object({
  accountTypeId: z.number().check(z.int()),
  displayName: z.string(),
  accountName: z.string(),
  availBalance: moneySchema,
}));
export type Wallet = z.infer<typeof walletSchema>;

/** Balance value (spec 1 §3, spec 3 Replies). */
export const balanceSchema = onFirstUse(() => z.object({
  sumBalance: moneySchema,
  currency: z.string(),
  currencySymbol: z.string(),
  balance: z.array(walletSchema),
}));
export type Balance = z.infer<typeof balanceSchema>;

/** Consolidated funds: the balance plus the contract sets (spec 1 §6, spec 2 §3, spec 3 Replies). */
export const fundsConsolidatedSchema = onFirstUse(() => z.extend(contractInfoSetsSchema, {
  balance: balanceSchema,
}));
export type FundsConsolidated = z.infer<typeof fundsConsolidatedSchema>;

const passwordEmailBase = {
  path: '/wps/member/password/email',
  body: 'form',
  modId: 'COMM3',
  request: passwordEmailRequestSchema,
  reply: noValueSchema,
} as const;

export const memberCalls = {
  info: onFirstUse(() => defineCall({
    id: 'member.info',
    method: 'GET',
    path: '/wps/member/info',
    modId: 'COMM3',
    token: true,
    request: emptyRequestSchema,
    reply: memberInfoSchema,
  })),
  icon: onFirstUse(() => defineCall({
    id: 'member.icon',
    method: 'GET',
    path: '/wps/member/info/icon',
    modId: 'PROFPIC3',
    token: true,
    request: emptyRequestSchema,
    reply: memberIconSchema,
  })),
  changePassword: onFirstUse(() => defineCall({
    id: 'member.changePassword',
    method: 'PUT',
    path: '/wps/member/password',
    modId: 'PASS3',
    token: true,
    encrypted: true,
    request: changePasswordRequestSchema,
    reply: noValueSchema,
  })),
  // spec 1 §7 allows PUT or POST for the e-mail reset; both are declared so either client works
  passwordEmail: onFirstUse(() => defineCall({ id: 'member.passwordEmail', method: 'PUT', ...passwordEmailBase })),
  passwordEmailPost: onFirstUse(() => defineCall({ id: 'member.passwordEmailPost', method: 'POST', ...passwordEmailBase })),
  passwordSms: onFirstUse(() => defineCall({
    id: 'member.passwordSms',
    method: 'POST',
    path: '/wps/member/password/sms',
    modId: 'PWRESETSMS3',
    request: passwordSmsRequestSchema,
    reply: smsCodeReplySchema,
  })),
  passwordVerification: onFirstUse(() => defineCall({
    id: 'member.passwordVerification',
    method: 'POST',
    path: '/wps/member/password/verification',
    modId: 'CHNGPASSVERIF3',
    encrypted: true, // spec 3: password verification is encrypted
    request: passwordVerificationRequestSchema,
    reply: noValueSchema,
  })),
  securityConfig: onFirstUse(() => defineCall({
    id: 'member.securityConfig',
    method: 'GET',
    path: '/wps/v2/member/securityConfig',
    modId: 'COMM3',
    token: true,
    request: emptyRequestSchema,
    reply: securityConfigSchema,
  })),
  language: onFirstUse(() => defineCall({
    id: 'member.language',
    method: 'PUT',
    path: '/wps/member/language',
    modId: 'COMM3',
    token: true,
    silent: true, // spec 3 "Silent relays"
    request: z.object({ language: z.enum(LANGUAGES) }),
    reply: noValueSchema,
  })),
  balance: onFirstUse(() => defineCall({
    id: 'member.balance',
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    modId: 'COMM3',
    token: true,
    request: z.object({ typeId: qConst(0) }), // spec 1 §7: typeId 0
    reply: balanceSchema,
  })),
  firstLogin: onFirstUse(() => defineCall({
    id: 'member.firstLogin',
    method: 'POST',
    path: '/wps/member/firstLogin',
    pathNote: 'ours: spec 1 §4 says a first login triggers a first-login call without naming its path',
    modId: 'COMM3',
    token: true,
    alert: false, // a bookkeeping call: its failure must not interrupt the login
    request: emptyRequestSchema,
    reply: noValueSchema,
  })),
  fundsConsolidated: onFirstUse(() => defineCall({
    id: 'member.fundsConsolidated',
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    modId: 'COMM3',
    token: true,
    request: emptyRequestSchema,
    reply: fundsConsolidatedSchema,
  })),
};
