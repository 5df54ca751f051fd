import { z } from 'zod/mini';
import {
  DEFAULT_PASSWORD_LENGTH,
  DIALING_CODE_LENGTH,
  LOGIN_MOBILE_LENGTH,
  LOGIN_PASSWORD_LENGTH,
  LOGIN_USERNAME_LENGTH,
  SMS_CODE_LENGTH,
} from './constants.js';
import { onFirstUse } from './common/on-first-use.js';

/** A server-supplied field rule (spec 1 §3 "Field rule"); `*` as pattern means any (spec 1 §5). */
export const fieldRuleSchema = onFirstUse(() => z.object({
  patternId: z.optional(z.string()),
  acceptedPattern: z.string(),
  minLength: z.number().check(z.int(), z.nonnegative()),
  maxLength: z.number().check(z.int(), z.positive()),
  required: z.boolean(),
  enabled: z.boolean(),
  updateRequired: z.optional(z.boolean()),
  message: z.optional(z.string()),
}));
export type FieldRule = z.infer<typeof fieldRuleSchema>;

/** Registration rules keyed by form field name (spec 1 §3 "Register info"). */
export const fieldRulesSchema = onFirstUse(() => z.record(z.string(), fieldRuleSchema));
export type FieldRules = z.infer<typeof fieldRulesSchema>;


/** A pattern of `*` (or nothing) matches anything (spec 1 §5). */
export const ANY_PATTERN = '*';
const DIGITS = '^[0-9]+$';
const LETTERS_AND_DIGITS = '^[A-Za-z0-9]+$';

/** Message codes of the rule schemas where the spec names none. */
export const FIELD_RULE_CODES = {
  required: 'field_required',
  length: 'field_length_invalid',
  pattern: 'field_pattern_invalid',
} as const;

/** Default field rules, overridden by server rules when supplied (spec 1 §5 table). */
export const DEFAULT_FIELD_RULES = {
  verificationCode: {
    patternId: 'verificationCode',
    acceptedPattern: ANY_PATTERN,
    minLength: SMS_CODE_LENGTH.min,
    maxLength: SMS_CODE_LENGTH.max,
    required: true,
    enabled: true,
    message: 'enter_verification_code',
  },
  loginUsername: {
    patternId: 'loginUsername',
    acceptedPattern: LETTERS_AND_DIGITS,
    minLength: LOGIN_USERNAME_LENGTH.min,
    maxLength: LOGIN_USERNAME_LENGTH.max,
    required: true,
    enabled: true,
  },
  loginPassword: {
    patternId: 'loginPassword',
    acceptedPattern: ANY_PATTERN,
    minLength: LOGIN_PASSWORD_LENGTH.min,
    maxLength: LOGIN_PASSWORD_LENGTH.max,
    required: true,
    enabled: true,
  },
  loginMobile: {
    patternId: 'loginMobile',
    acceptedPattern: DIGITS,
    minLength: LOGIN_MOBILE_LENGTH.min,
    maxLength: LOGIN_MOBILE_LENGTH.max,
    required: true,
    enabled: true,
    message: 'error_phone_number_limit',
  },
  countryDialingCode: {
    patternId: 'countryDialingCode',
    acceptedPattern: DIGITS,
    minLength: DIALING_CODE_LENGTH.min,
    maxLength: DIALING_CODE_LENGTH.max,
    required: false,
    enabled: true,
    message: 'error_country_code_limit',
  },
  defaultPassword: {
    patternId: 'defaultPassword',
    acceptedPattern: ANY_PATTERN,
    minLength: DEFAULT_PASSWORD_LENGTH.min,
    maxLength: DEFAULT_PASSWORD_LENGTH.max,
    required: true,
    enabled: true,
  },
} as const satisfies Record<string, FieldRule>;
export type DefaultFieldRuleName = keyof typeof DEFAULT_FIELD_RULES;

const patternCache = new Map<string, RegExp | null>();

/** The rule's pattern as a whole-value RegExp; null means any (`*`, empty, or unparseable). */
export function compileAcceptedPattern(pattern: string): RegExp | null {
  const p = pattern.trim();
  if (p === '' || p === ANY_PATTERN) return null;
  let re = patternCache.get(p);
  if (re === undefined) {
    try {
      // wrapped so an unanchored server pattern still has to match the whole value
      re = new RegExp(`^(?:${p})$`);
    } catch {
      // a broken merchant pattern must not block every registration; length still applies
      re = null;
    }
    patternCache.set(p, re);
  }
  return re;
}

/** Length in characters (code points), so an emoji counts once. */
const charLength = (s: string): number => Array.from(s).length;

export type FieldProblem = 'required' | 'length' | 'pattern';

/** Why a value breaks the rule, or null when it passes; trims first (spec 1 §5). */
export function checkField(rule: FieldRule, value: string | null | undefined): FieldProblem | null {
  if (!rule.enabled) return null;
  const v = (value ?? '').trim();
  if (v === '') return rule.required ? 'required' : null;
  const len = charLength(v);
  if (len < rule.minLength || len > rule.maxLength) return 'length';
  const re = compileAcceptedPattern(rule.acceptedPattern);
  if (re && !re.test(v)) return 'pattern';
  return null;
}

/** The message code for a problem: the rule's own message when it has one. */
export const fieldMessage = (rule: FieldRule, problem: FieldProblem): string =>
  rule.message || FIELD_RULE_CODES[problem];

/**
 * A zod schema for one field under a rule (spec 1 §5): trims; `*` matches anything; length within
 * min-max; an optional field may be empty; a disabled field accepts anything or nothing.
 * Output is the trimmed string ('' when empty or absent).
 */
export function buildFieldSchema(rule: FieldRule): z.ZodMiniType<string, unknown> {
  if (!rule.enabled) {
    return z.pipe(
      z.unknown(),
      z.transform((v) => (typeof v === 'string' ? v.trim() : '')),
    );
  }
  return z
    .pipe(
      z.union([z.string(), z.null(), z.undefined()], { error: fieldMessage(rule, 'required') }),
      z.transform((v) => (v ?? '').trim()),
    )
    .check(
      z.superRefine((v, ctx) => {
        const problem = checkField(rule, v);
        if (problem) ctx.addIssue({ code: 'custom', message: fieldMessage(rule, problem), params: { problem } });
      }),
    );
}

export type FieldState = 'right' | 'error' | 'none';

/** Form state shown on blur: required fields show right or error; optional ones only when filled (spec 1 §5). */
export function fieldState(rule: FieldRule, value: string | null | undefined): FieldState {
  if (!rule.enabled) return 'none';
  const filled = (value ?? '').trim() !== '';
  if (!rule.required && !filled) return 'none';
  return checkField(rule, value) === null ? 'right' : 'error';
}

/** The rule hint with (min) and (max) substituted (spec 1 §5). */
export const fillRuleHint = (hint: string, rule: Pick<FieldRule, 'minLength' | 'maxLength'>): string =>
  hint.replaceAll('(min)', String(rule.minLength)).replaceAll('(max)', String(rule.maxLength));

/** A server rule for a field, else the default, else the default password fallback. */
export function ruleFor(
  rules: FieldRules | undefined,
  field: string,
  fallback: DefaultFieldRuleName = 'defaultPassword',
): FieldRule {
  return rules?.[field] ?? DEFAULT_FIELD_RULES[fallback];
}
