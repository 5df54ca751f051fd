import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FIELD_RULES, checkField, type FieldRule, type FieldRules } from '@lotto/contract';
import { errors } from '../errors.js';

/** Bounds of a merchant's own password rule (issue 11; ASVS 2.1.1-2.1.2 allow up to 64). */
export const PASSWORD_MIN_LENGTH_BOUNDS = { min: 6, max: 64 } as const;
export const PASSWORD_MAX_LENGTH_BOUNDS = { min: 16, max: 64 } as const;

/** What a merchant stores in its site settings as `passwordPolicy`. */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  anyCharacters: boolean;
}

/** What this module reads of a merchant row (the base floor knows no database types). */
export interface PasswordMerchant {
  siteSettings: unknown;
  registerRules: FieldRules;
  /** White-label flags: REGMOBVERF3 makes the mobile's SMS code part of registration. */
  flags?: Record<string, boolean>;
}

const LETTERS_AND_DIGITS = '^[A-Za-z0-9]+$';

const clamp = (n: unknown, b: { min: number; max: number }, fallback: number): number =>
  typeof n === 'number' && Number.isFinite(n) ? Math.min(b.max, Math.max(b.min, Math.floor(n))) : fallback;

/** The merchant's policy as a field rule, clamped to the bounds (max never below min); null when unset. */
export function policyRule(raw: unknown): FieldRule | null {
  if (!raw || typeof raw !== 'object') return null;
  const p = raw as Partial<PasswordPolicy>;
  const minLength = clamp(p.minLength, PASSWORD_MIN_LENGTH_BOUNDS, PASSWORD_MIN_LENGTH_BOUNDS.min);
  const maxLength = Math.max(minLength, clamp(p.maxLength, PASSWORD_MAX_LENGTH_BOUNDS, PASSWORD_MAX_LENGTH_BOUNDS.min));
  return {
    patternId: p.anyCharacters === true ? 'passwordAny' : 'passwordAlnum',
    acceptedPattern: p.anyCharacters === true ? '*' : LETTERS_AND_DIGITS,
    minLength,
    maxLength,
    required: true,
    enabled: true,
  };
}

const policyOf = (m: PasswordMerchant): FieldRule | null =>
  policyRule((m.siteSettings as { passwordPolicy?: unknown } | null)?.passwordPolicy);

/**
 * The field rules the site is given (status info.register, register setting): the merchant's own,
 * with its password policy, when it has one, as the password and repeat-password rules (spec 1 §5:
 * server rules override the defaults, so every form follows).
 */
export function registerRulesOf(m: PasswordMerchant): FieldRules {
  const rules = withMobileProof(m, m.registerRules);
  const policy = policyOf(m);
  if (!policy) return rules;
  const repeat = rules.verifyPwd ?? { acceptedPattern: '*', required: true, enabled: true, minLength: 0, maxLength: 0 };
  return {
    ...rules,
    password: { ...policy, enabled: rules.password?.enabled ?? true, required: rules.password?.required ?? true },
    verifyPwd: { ...repeat, minLength: policy.minLength, maxLength: policy.maxLength },
  };
}

/**
 * With REGMOBVERF3 a mobile given at registration is proved by its SMS code (the register call
 * refuses it without one), so where the mobile is required the code is too: the form says so
 * instead of calling the code optional and failing on submit.
 */
function withMobileProof(m: PasswordMerchant, rules: FieldRules): FieldRules {
  const { mobileNum, verificationCode } = rules;
  if (!m.flags?.REGMOBVERF3 || !mobileNum?.enabled || !mobileNum.required || !verificationCode || verificationCode.required) return rules;
  return { ...rules, verificationCode: { ...verificationCode, required: true } };
}

/** The rule every new password follows: the policy, else the register rule, else spec 1 §5's default. */
export function newPasswordRule(m: PasswordMerchant): FieldRule {
  const rule = policyOf(m) ?? m.registerRules.password ?? DEFAULT_FIELD_RULES.defaultPassword;
  return { ...rule, enabled: true, required: true };
}

let common: Set<string> | null = null;

/**
 * The bundled list of the most common breached passwords (`common-passwords.txt`, lower case, one a
 * line): beside this module in the source tree and beside the bundle in the build (copied by tsup).
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const text = readFileSync(fileURLToPath(new URL('./common-passwords.txt', import.meta.url)), 'utf8');
    common = new Set(text.split('\n').map((l) => l.trim()).filter(Boolean));
  }
  return common;
}

/** True when the password is on the list, compared in lower case. */
export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.trim().toLowerCase());

/**
 * Checks a new password (registration, change, forced change, reset): the merchant's rule, then the
 * common-password list. Passwords already stored are never checked, so existing accounts keep
 * logging in. `field` names the form field in the error's value.
 */
export function checkNewPassword(m: PasswordMerchant, password: string, field: string): void {
  const rule = newPasswordRule(m);
  if (checkField(rule, password) !== null || password !== password.trim()) {
    throw errors.passwordRuleInvalid(
      `The password must be ${rule.minLength}-${rule.maxLength} characters and follow this site's password rule.`,
      { fields: [field], minLength: rule.minLength, maxLength: rule.maxLength },
    );
  }
  if (isCommonPassword(password)) {
    throw errors.passwordCommon('This password is too common: it appears in lists of leaked passwords. Please choose another.', { fields: [field] });
  }
}
