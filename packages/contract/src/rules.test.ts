import { describe, expect, it } from 'vitest';
import {
  buildFieldSchema,
  checkField,
  compileAcceptedPattern,
  DEFAULT_FIELD_RULES,
  fieldRuleSchema,
  fieldState,
  fillRuleHint,
  ruleFor,
  type FieldRule,
} from './rules.js';

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  acceptedPattern: '*',
  minLength: 2,
  maxLength: 5,
  required: true,
  enabled: true,
  ...over,
});

const issues = (r: FieldRule, v: unknown): string[] => {
  const res = buildFieldSchema(r).safeParse(v);
  return res.success ? [] : res.error.issues.map((i) => i.message);
};

describe('default field rules', () => {
  it('every default rule is a valid field rule', () => {
    for (const r of Object.values(DEFAULT_FIELD_RULES)) expect(fieldRuleSchema.safeParse(r).success).toBe(true);
  });

  it('the defaults give way to a server rule for the same field', () => {
    const server = rule({ minLength: 8, maxLength: 20 });
    expect(ruleFor({ username: server }, 'username', 'loginUsername')).toBe(server);
    expect(ruleFor({}, 'username', 'loginUsername')).toBe(DEFAULT_FIELD_RULES.loginUsername);
  });

  it('the verification code accepts any 1 to 10 characters and is required', () => {
    const r = DEFAULT_FIELD_RULES.verificationCode;
    expect(issues(r, 'a')).toEqual([]);
    expect(issues(r, 'aB3$%^&*()')).toEqual([]);
    expect(issues(r, '12345678901')).toEqual(['enter_verification_code']);
    expect(issues(r, '')).toEqual(['enter_verification_code']);
    expect(issues(r, undefined)).toEqual(['enter_verification_code']);
  });

  it('accepts a 6-character login username of letters and digits', () => {
    expect(issues(DEFAULT_FIELD_RULES.loginUsername, 'abc123')).toEqual([]);
    expect(issues(DEFAULT_FIELD_RULES.loginUsername, 'Abcdefghij123')).toEqual([]);
  });

  it('rejects a 5-character login username', () => {
    expect(issues(DEFAULT_FIELD_RULES.loginUsername, 'abc12')).toEqual(['field_length_invalid']);
  });

  it('rejects a 14-character or punctuated login username and an empty one', () => {
    expect(issues(DEFAULT_FIELD_RULES.loginUsername, 'abcdefghij1234')).toEqual(['field_length_invalid']);
    expect(issues(DEFAULT_FIELD_RULES.loginUsername, 'abc_123')).toEqual(['field_pattern_invalid']);
    expect(issues(DEFAULT_FIELD_RULES.loginUsername, '   ')).toEqual(['field_required']);
  });

  it('the login password accepts any characters from 6 to 16', () => {
    const r = DEFAULT_FIELD_RULES.loginPassword;
    expect(issues(r, 'p@ss w')).toEqual([]);
    expect(issues(r, 'x'.repeat(16))).toEqual([]);
    expect(issues(r, 'x'.repeat(5))).toEqual(['field_length_invalid']);
    expect(issues(r, 'x'.repeat(17))).toEqual(['field_length_invalid']);
  });

  it('the login mobile needs 10 to 16 digits and says error_phone_number_limit', () => {
    const r = DEFAULT_FIELD_RULES.loginMobile;
    expect(issues(r, '0912345678')).toEqual([]);
    expect(issues(r, '1234567890123456')).toEqual([]);
    expect(issues(r, '091234567')).toEqual(['error_phone_number_limit']);
    expect(issues(r, '09123a5678')).toEqual(['error_phone_number_limit']);
    expect(issues(r, '12345678901234567')).toEqual(['error_phone_number_limit']);
  });

  it('the country dialing code is 1 to 3 digits, optional, and says error_country_code_limit', () => {
    const r = DEFAULT_FIELD_RULES.countryDialingCode;
    expect(issues(r, '')).toEqual([]);
    expect(issues(r, undefined)).toEqual([]);
    expect(issues(r, '886')).toEqual([]);
    expect(issues(r, '8860')).toEqual(['error_country_code_limit']);
    expect(issues(r, '+8')).toEqual(['error_country_code_limit']);
  });

  it('the default password fallback is 6 to 12 characters', () => {
    const r = ruleFor(undefined, 'password');
    expect(r).toBe(DEFAULT_FIELD_RULES.defaultPassword);
    expect([r.minLength, r.maxLength]).toEqual([6, 12]);
    expect(issues(r, 'x'.repeat(12))).toEqual([]);
    expect(issues(r, 'x'.repeat(13))).toEqual(['field_length_invalid']);
  });
});

describe('buildFieldSchema', () => {
  it('trims the value before checking and returns it trimmed', () => {
    expect(buildFieldSchema(rule()).parse('  abc  ')).toBe('abc');
    expect(issues(rule({ maxLength: 3 }), '  abc  ')).toEqual([]);
  });

  it('a pattern of * matches anything', () => {
    expect(compileAcceptedPattern('*')).toBeNull();
    expect(issues(rule({ acceptedPattern: '*' }), '中文!')).toEqual([]);
  });

  it('the value must match the whole accepted pattern, even an unanchored one', () => {
    const r = rule({ acceptedPattern: '[0-9]+', maxLength: 10 });
    expect(issues(r, '12345')).toEqual([]);
    expect(issues(r, '12a45')).toEqual(['field_pattern_invalid']);
  });

  it('the length must lie between minLength and maxLength', () => {
    expect(issues(rule(), 'a')).toEqual(['field_length_invalid']);
    expect(issues(rule(), 'abcdef')).toEqual(['field_length_invalid']);
    expect(issues(rule(), 'ab')).toEqual([]);
    expect(issues(rule(), 'abcde')).toEqual([]);
  });

  it('an optional field may be empty but is checked once filled', () => {
    const r = rule({ required: false });
    expect(buildFieldSchema(r).parse('')).toBe('');
    expect(buildFieldSchema(r).parse(undefined)).toBe('');
    expect(issues(r, 'a')).toEqual(['field_length_invalid']);
  });

  it('a required field rejects empty, blank, null and absent values', () => {
    for (const v of ['', '   ', null, undefined]) expect(issues(rule(), v)).toEqual(['field_required']);
  });

  it('a disabled field accepts anything or nothing', () => {
    const r = rule({ enabled: false, acceptedPattern: '^[0-9]+$' });
    expect(buildFieldSchema(r).parse(undefined)).toBe('');
    expect(buildFieldSchema(r).parse('not digits at all, and long')).toBe('not digits at all, and long');
    expect(buildFieldSchema(r).safeParse(42).success).toBe(true);
  });

  it('uses the rule message for every problem when the rule has one', () => {
    const r = rule({ message: 'custom_code', acceptedPattern: '^[a-z]+$' });
    expect(issues(r, '')).toEqual(['custom_code']);
    expect(issues(r, 'a')).toEqual(['custom_code']);
    expect(issues(r, 'AB')).toEqual(['custom_code']);
  });

  it('rejects a value that is not a string', () => {
    expect(issues(rule(), 12)).toEqual(['field_required']);
  });

  it('treats an unparseable server pattern as any, so length still applies', () => {
    const r = rule({ acceptedPattern: '[unclosed' });
    expect(issues(r, 'abc')).toEqual([]);
    expect(issues(r, 'abcdefg')).toEqual(['field_length_invalid']);
  });

  it('counts an emoji as one character', () => {
    expect(checkField(rule({ minLength: 1, maxLength: 2 }), '😀😀')).toBeNull();
  });
});

describe('fieldState', () => {
  it('a required field shows right or error, never none', () => {
    expect(fieldState(rule(), 'abc')).toBe('right');
    expect(fieldState(rule(), 'a')).toBe('error');
    expect(fieldState(rule(), '')).toBe('error');
  });

  it('an optional field shows a state only when filled', () => {
    const r = rule({ required: false });
    expect(fieldState(r, '')).toBe('none');
    expect(fieldState(r, '  ')).toBe('none');
    expect(fieldState(r, 'abc')).toBe('right');
    expect(fieldState(r, 'abcdefg')).toBe('error');
  });

  it('a disabled field shows no state', () => {
    expect(fieldState(rule({ enabled: false }), 'x')).toBe('none');
  });

  it('the hint substitutes (min) and (max)', () => {
    expect(fillRuleHint('Username (min)-(max) digits', rule({ minLength: 6, maxLength: 13 }))).toBe(
      'Username 6-13 digits',
    );
  });
});
