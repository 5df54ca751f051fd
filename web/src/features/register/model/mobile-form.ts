import { DEFAULT_FIELD_RULES, checkField, type FieldRule, type FieldRules } from '@lotto/contract';

/** Values of the mobile-number form (spec 1 §2 #5). */
export interface MobileFormValues {
  countryDialingCode: string;
  mobileNum: string;
  password: string;
  confirmPassword: string;
  verificationCode: string;
  recommenderId: string;
  terms: boolean;
}

export type MobileFormField = keyof MobileFormValues | 'captcha';

/** Message keys of the mobile form (register namespace), in the order spec 1 §5 checks them. */
export const MOBILE_MESSAGES = {
  mobile: 'mobile.errors.mobile',
  passwordEmpty: 'mobile.errors.passwordEmpty',
  passwordFormat: 'mobile.errors.passwordFormat',
  mismatch: 'mobile.errors.mismatch',
  smsCode: 'mobile.errors.smsCode',
  captcha: 'mobile.errors.captcha',
  terms: 'mobile.errors.terms',
} as const;

export interface MobileProblem {
  field: MobileFormField;
  key: (typeof MOBILE_MESSAGES)[keyof typeof MOBILE_MESSAGES];
  vars?: Record<string, number>;
}

/** The mobile rule: the server's, else the default mobile rule (digits, 10-16, spec 1 §5). */
export const mobileRule = (rules: FieldRules | undefined): FieldRule => ({ ...(rules?.mobileNum ?? DEFAULT_FIELD_RULES.loginMobile), enabled: true, required: true });

/** The password rule: the server's, else digits and letters with the fallback length 6-12 (spec 1 §5). */
export const passwordRule = (rules: FieldRules | undefined): FieldRule => ({
  ...(rules?.password ?? { ...DEFAULT_FIELD_RULES.defaultPassword, acceptedPattern: '^[A-Za-z0-9]+$' }),
  enabled: true,
  required: true,
});

/**
 * The first problem of the mobile form, in the order of spec 1 §5: mobile, empty password,
 * password format, mismatch, SMS code, captcha, terms. `withPassword` false is the mobile-only
 * form (no password fields).
 */
export function firstMobileProblem(
  v: MobileFormValues,
  opts: { rules: FieldRules | undefined; withPassword: boolean; captchaPassed: boolean },
): MobileProblem | null {
  if (checkField(mobileRule(opts.rules), v.mobileNum) !== null) return { field: 'mobileNum', key: MOBILE_MESSAGES.mobile };
  if (opts.withPassword) {
    const rule = passwordRule(opts.rules);
    if (v.password === '') return { field: 'password', key: MOBILE_MESSAGES.passwordEmpty };
    if (checkField(rule, v.password) !== null)
      return { field: 'password', key: MOBILE_MESSAGES.passwordFormat, vars: { min: rule.minLength, max: rule.maxLength } };
    if (v.password !== v.confirmPassword) return { field: 'confirmPassword', key: MOBILE_MESSAGES.mismatch };
  }
  if (v.verificationCode.trim() === '') return { field: 'verificationCode', key: MOBILE_MESSAGES.smsCode };
  if (!opts.captchaPassed) return { field: 'captcha', key: MOBILE_MESSAGES.captcha };
  if (!v.terms) return { field: 'terms', key: MOBILE_MESSAGES.terms };
  return null;
}
