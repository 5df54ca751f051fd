import {
  DEFAULT_FIELD_RULES,
  DEFAULT_PASSWORD_LENGTH,
  WELL_KNOWN_DEFAULT_PASSWORD,
  checkField,
  hasFlag,
  type FieldRule,
  type FieldRules,
  type LoginReply,
  type Whitelabel,
} from '@lotto/contract';

export type LoginMode = 'username' | 'sms' | 'mobileNum';

/** A validation result: the message code and the field to mark; null when the form may be sent. */
export interface LoginProblem {
  code: string;
  field: 'username' | 'password' | 'captcha';
  /** The phone field is cleared when it holds anything but digits (spec 1 §5 Login). */
  clear?: boolean;
}

const DIGITS_ONLY = /^[0-9]+$/;

/**
 * Client checks of the login form, in the order the user meets them (spec 1 §5 Login, §5 table):
 * both fields required (in_incorrect_password); a phone must be digits only (cleared and
 * br_enright_cphone) and pass the mobile rule; username and password rules of DEFAULT_FIELD_RULES.
 */
export function validateLogin(mode: LoginMode, username: string, password: string, rules?: FieldRules): LoginProblem | null {
  const passwordRule = loginPasswordRule(rules);
  const user = username.trim();
  if (!user) return { code: 'in_incorrect_password', field: 'username' };
  // an empty SMS code is the code rule's own message (enter_verification_code, spec 1 §5 table), checked below
  if (!password && mode !== 'sms') return { code: 'in_incorrect_password', field: 'password' };
  if (mode === 'username') {
    if (checkField(DEFAULT_FIELD_RULES.loginUsername, user)) return { code: 'login_username_rule', field: 'username' };
    if (checkField(passwordRule, password)) return { code: 'login_password_rule', field: 'password' };
    return null;
  }
  if (!DIGITS_ONLY.test(user)) return { code: 'br_enright_cphone', field: 'username', clear: true };
  if (checkField(DEFAULT_FIELD_RULES.loginMobile, user)) return { code: 'error_phone_number_limit', field: 'username' };
  if (mode === 'sms') {
    if (checkField(DEFAULT_FIELD_RULES.verificationCode, password)) return { code: 'enter_verification_code', field: 'password' };
    return null;
  }
  if (checkField(passwordRule, password)) return { code: 'login_password_rule', field: 'password' };
  return null;
}

/**
 * The login password rule (spec 1 §5, 6-16), allowing as long a password as the merchant's own
 * rule lets a member choose (issue 11: up to 64), so such a password can be typed to log in.
 */
export function loginPasswordRule(rules: FieldRules | undefined): FieldRule {
  const base = DEFAULT_FIELD_RULES.loginPassword;
  const own = rules?.password;
  return own?.enabled && own.maxLength > base.maxLength ? { ...base, maxLength: own.maxLength } : base;
}

/** The forced change step shows on first login, an expired password (with PWDEXPFORCECHANGE3) or the default password (spec 1 §4 step 2). */
export function needsForcedChange(reply: Pick<LoginReply, 'firstTimeLogin' | 'passwordExpired'>, typedPassword: string, flags: Whitelabel | undefined): boolean {
  if (reply.firstTimeLogin) return true;
  if (reply.passwordExpired && hasFlag(flags, 'PWDEXPFORCECHANGE3')) return true;
  return typedPassword === WELL_KNOWN_DEFAULT_PASSWORD;
}

/** The new-password rule: the register rule for password, else the 6-12 fallback (spec 1 §5). */
export function passwordRule(rules: FieldRules | undefined): FieldRule {
  const server = rules?.password;
  if (server && server.enabled) return server;
  return { ...DEFAULT_FIELD_RULES.defaultPassword, minLength: DEFAULT_PASSWORD_LENGTH.min, maxLength: DEFAULT_PASSWORD_LENGTH.max };
}

/** Bracketed text is stripped from the bind_customer_required message (spec 1 §8). */
export const stripBracketed = (message: string): string => message.replace(/\s*[[(（【][^\])）】]*[\])）】]/g, '').trim();

/** E-mail pattern of the forgot-password form (spec 1 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
