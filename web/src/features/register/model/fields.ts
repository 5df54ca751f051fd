import { DEFAULT_FIELD_RULES, type FieldRule, type FieldRules } from '@lotto/contract';

/**
 * The dynamic registration form (spec 1 §3 form fields, §5). Only fields whose server rule is
 * enabled are shown, in this order; rebateId is never rendered (spec 1 §3).
 */
export const FIELD_ORDER = [
  'username',
  'password',
  'verifyPwd',
  'payeeName',
  'paymentPassword',
  'nickname',
  'mobileNum',
  'verificationCode',
  'email',
  'qqNum',
  'line',
  'facebook',
  'whatsapp',
  'idNumber',
  'recommenderId',
  'affiliateCode',
] as const;

export type FieldName = (typeof FIELD_ORDER)[number];

export interface FieldDef {
  name: FieldName;
  rule: FieldRule;
  /** password inputs; everything else is text-like */
  type: 'text' | 'password' | 'email' | 'tel';
  /** digits only: qq number and mobile (spec 1 §5) */
  numeric: boolean;
  autoComplete: string;
}

const TYPES: Partial<Record<FieldName, FieldDef['type']>> = {
  password: 'password',
  verifyPwd: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
};

const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  username: 'username',
  password: 'new-password',
  verifyPwd: 'new-password',
  paymentPassword: 'off',
  email: 'email',
  mobileNum: 'tel-national',
  nickname: 'nickname',
  payeeName: 'name',
  verificationCode: 'one-time-code',
};

const NUMERIC = new Set<FieldName>(['qqNum', 'mobileNum']);

/** What the form needs from the site besides the rules. */
export interface FormOptions {
  /** REGMOBVERF3: a verification-code field follows the mobile (spec 1 §5). */
  mobileVerification: boolean;
  /** false once an optional affiliate code failed its lookup (spec 1 §4). */
  showAffiliate: boolean;
}

/**
 * The fields to render, in order: the enabled server rules, plus the repeat-password field after
 * the password and the verification code after the mobile when mobile verification is on
 * (spec 1 §5). The captcha is not here: it is always placed last.
 */
export function buildFields(rules: FieldRules, options: FormOptions): FieldDef[] {
  const enabled = (name: string) => rules[name]?.enabled === true;
  const out: FieldDef[] = [];
  for (const name of FIELD_ORDER) {
    let rule: FieldRule | undefined;
    // the repeat field checks like the password; the password's own hint text is not repeated
    if (name === 'verifyPwd') rule = enabled('password') ? { ...rules.password!, patternId: 'verifyPwd', message: undefined } : undefined;
    else if (name === 'verificationCode')
      rule = options.mobileVerification && enabled('mobileNum') ? (rules.verificationCode ?? DEFAULT_FIELD_RULES.verificationCode) : undefined;
    else if (name === 'affiliateCode') rule = options.showAffiliate && enabled('affiliateCode') ? rules.affiliateCode : undefined;
    else rule = enabled(name) ? rules[name] : undefined;
    if (!rule) continue;
    out.push({
      name,
      rule: { ...rule, enabled: true },
      type: TYPES[name] ?? 'text',
      numeric: NUMERIC.has(name),
      autoComplete: AUTOCOMPLETE[name] ?? 'off',
    });
  }
  return out;
}

/** Passwords keep their spaces as typed; every other field is trimmed (spec 1 §5 "Fields are trimmed"). */
export const isSecret = (f: Pick<FieldDef, 'type'>): boolean => f.type === 'password';

/** Digits only, for qq number and mobile (spec 1 §5). */
export const digitsOnly = (v: string): string => v.replace(/\D+/g, '');
