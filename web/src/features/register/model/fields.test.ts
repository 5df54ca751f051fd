import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELD_RULES, type FieldRule } from '@lotto/contract';
import { buildFields, digitsOnly } from './fields';

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({ acceptedPattern: '*', minLength: 1, maxLength: 20, required: true, enabled: true, ...over });

describe('registration fields', () => {
  it('[S1-3.6] [S1-5.11] keeps enabled rules in order, adds the repeat password and never rebateId', () => {
    const fields = buildFields(
      { email: rule(), password: rule(), username: rule(), rebateId: rule(), nickname: rule({ enabled: false }) },
      { mobileVerification: false, showAffiliate: true },
    );
    expect(fields.map((f) => f.name)).toEqual(['username', 'password', 'verifyPwd', 'email']);
  });

  it('[S1-5.11] adds the verification code after the mobile only when mobile verification is on', () => {
    const rules = { mobileNum: rule() };
    expect(buildFields(rules, { mobileVerification: false, showAffiliate: true }).map((f) => f.name)).toEqual(['mobileNum']);
    const on = buildFields(rules, { mobileVerification: true, showAffiliate: true });
    expect(on.map((f) => f.name)).toEqual(['mobileNum', 'verificationCode']);
    expect(on[1]!.rule).toMatchObject({ minLength: DEFAULT_FIELD_RULES.verificationCode.minLength, maxLength: DEFAULT_FIELD_RULES.verificationCode.maxLength });
  });

  it('[S1-5.11] marks qq number and mobile numeric and strips everything but digits', () => {
    const fields = buildFields({ qqNum: rule(), mobileNum: rule(), email: rule() }, { mobileVerification: false, showAffiliate: true });
    expect(fields.filter((f) => f.numeric).map((f) => f.name)).toEqual(['mobileNum', 'qqNum']);
    expect(digitsOnly(' 12a-3 4 ')).toBe('1234');
  });

  it('[S1-4.8] hides the affiliate field once an optional code failed', () => {
    const rules = { affiliateCode: rule({ required: false }) };
    expect(buildFields(rules, { mobileVerification: false, showAffiliate: true })).toHaveLength(1);
    expect(buildFields(rules, { mobileVerification: false, showAffiliate: false })).toHaveLength(0);
  });
});
