import { describe, expect, it } from 'vitest';
import { firstMobileProblem, type MobileFormValues } from './mobile-form';

const ok: MobileFormValues = {
  countryDialingCode: '+86',
  mobileNum: '13800138000',
  password: 'secret12',
  confirmPassword: 'secret12',
  verificationCode: '123456',
  recommenderId: '',
  terms: true,
};
const check = (v: Partial<MobileFormValues>, captchaPassed = true, withPassword = true) =>
  firstMobileProblem({ ...ok, ...v }, { rules: undefined, withPassword, captchaPassed })?.key ?? null;

describe('mobile registration checks', () => {
  it('[S1-5.15] reports the problems in the order of spec 1 §5', () => {
    const all: Partial<MobileFormValues> = { mobileNum: '12', password: '', confirmPassword: 'x', verificationCode: '', terms: false };
    expect(check(all, false)).toBe('mobile.errors.mobile');
    expect(check({ ...all, mobileNum: ok.mobileNum }, false)).toBe('mobile.errors.passwordEmpty');
    expect(check({ ...all, mobileNum: ok.mobileNum, password: 'a!' }, false)).toBe('mobile.errors.passwordFormat');
    expect(check({ ...all, mobileNum: ok.mobileNum, password: 'secret12' }, false)).toBe('mobile.errors.mismatch');
    expect(check({ ...all, mobileNum: ok.mobileNum, password: 'secret12', confirmPassword: 'secret12' }, false)).toBe('mobile.errors.smsCode');
    expect(check({ terms: false }, false)).toBe('mobile.errors.captcha');
    expect(check({ terms: false })).toBe('mobile.errors.terms');
    expect(check({})).toBeNull();
  });

  it('[S1-5.15] [S1-5.7] gives the password format with the fallback length 6-12', () => {
    const p = firstMobileProblem({ ...ok, password: 'abc' }, { rules: undefined, withPassword: true, captchaPassed: true });
    expect(p).toEqual({ field: 'password', key: 'mobile.errors.passwordFormat', vars: { min: 6, max: 12 } });
    expect(check({ password: 'abcdefghijklm', confirmPassword: 'abcdefghijklm' })).toBe('mobile.errors.passwordFormat');
  });

  it('skips the password checks in the mobile-only form', () => {
    expect(check({ password: '', confirmPassword: '' }, true, false)).toBeNull();
  });
});
