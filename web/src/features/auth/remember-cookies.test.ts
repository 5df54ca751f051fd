import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMEMBER_COOKIE_MAX_AGE_MS } from '@lotto/contract';
import { LAST_USER_COOKIE, REMEMBER_COOKIE, readRemembered, writeRemembered } from './remember-cookies';
import { needsForcedChange, passwordRule, stripBracketed, validateLogin } from './login-rules';

afterEach(() => {
  vi.restoreAllMocks();
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
});

describe('remember-password and last-user cookies', () => {
  it('[S1-9.4] [S1-3.16] both cookies last exactly 24 hours', () => {
    const written: string[] = [];
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    writeRemembered('demo01', 'demo1234', true, now, (c) => written.push(c));
    expect(written).toHaveLength(2);
    const expires = new Date(now + REMEMBER_COOKIE_MAX_AGE_MS).toUTCString();
    for (const w of written) {
      expect(w).toContain('Max-Age=86400');
      expect(w).toContain(`Expires=${expires}`);
      expect(w).toContain('SameSite=Strict');
    }
    expect(written[0]).toMatch(new RegExp(`^${LAST_USER_COOKIE}=demo01;`));
    expect(written[1]).toMatch(new RegExp(`^${REMEMBER_COOKIE}=`));
  });

  it('[S1-2.6] fills the last user, and the password only while remember is ticked', () => {
    writeRemembered('demo01', 'demo1234', true);
    expect(readRemembered()).toEqual({ username: 'demo01', password: 'demo1234' });
    writeRemembered('demo01', 'demo1234', false);
    expect(readRemembered()).toEqual({ username: 'demo01', password: null });
  });
});

describe('login rules', () => {
  it('[S1-5.16] checks empty fields before the username and password rules', () => {
    expect(validateLogin('username', '  ', 'x')).toMatchObject({ code: 'in_incorrect_password', field: 'username' });
    expect(validateLogin('username', 'demo01', '')).toMatchObject({ code: 'in_incorrect_password', field: 'password' });
    expect(validateLogin('username', 'demo-01', 'demo1234')).toMatchObject({ code: 'login_username_rule' });
    expect(validateLogin('username', 'demo01', 'x'.repeat(17))).toMatchObject({ code: 'login_password_rule' });
    expect(validateLogin('username', ' demo01 ', 'demo1234')).toBeNull();
    expect(validateLogin('sms', '+8613800000000', '1')).toMatchObject({ code: 'br_enright_cphone', clear: true });
    expect(validateLogin('sms', '13800000000', '12345678901')).toMatchObject({ code: 'enter_verification_code' });
  });

  it('lets a password as long as the merchant\'s own rule allows (up to 64) be typed to log in', () => {
    const long = 'x'.repeat(40);
    expect(validateLogin('username', 'lucky01', long)).toMatchObject({ code: 'login_password_rule' });
    const rules = { password: { acceptedPattern: '*', minLength: 10, maxLength: 64, required: true, enabled: true } };
    expect(validateLogin('username', 'lucky01', long, rules)).toBeNull();
    expect(validateLogin('username', 'lucky01', 'x'.repeat(65), rules)).toMatchObject({ code: 'login_password_rule' });
    // a seeded 6-16 password still logs in under the longer rule
    expect(validateLogin('username', 'lucky01', 'lucky1234', rules)).toBeNull();
  });

  it('[S1-4.3] forces a change on first login, expiry with PWDEXPFORCECHANGE3, or the default password', () => {
    const plain = { firstTimeLogin: false, passwordExpired: false };
    expect(needsForcedChange({ ...plain, firstTimeLogin: true }, 'x', {})).toBe(true);
    expect(needsForcedChange({ ...plain, passwordExpired: true }, 'x', {})).toBe(false);
    expect(needsForcedChange({ ...plain, passwordExpired: true }, 'x', { PWDEXPFORCECHANGE3: true })).toBe(true);
    expect(needsForcedChange(plain, 'a123456', {})).toBe(true);
    expect(needsForcedChange(plain, 'demo1234', {})).toBe(false);
  });

  it('[S1-5.7] [S1-5.17] uses the register rule for password, else the 6-12 fallback', () => {
    expect(passwordRule(undefined)).toMatchObject({ minLength: 6, maxLength: 12 });
    const server = { acceptedPattern: '^[a-z0-9]+$', minLength: 8, maxLength: 20, required: true, enabled: true };
    expect(passwordRule({ password: server })).toBe(server);
  });

  it('[S1-8.16] strips bracketed text from the bind message', () => {
    expect(stripBracketed('Not linked yet [firebase:abc] (code 12)')).toBe('Not linked yet');
  });
});

describe('social sign-in message', () => {
  it('[S1-3.2] turns the dev identity page message into firebase social args', async () => {
    const { tokenFromMessage } = await import('./social-sign-in');
    expect(tokenFromMessage({ type: 'lotto-dev-identity', provider: 'google', idToken: 'jwt' }, 'line')).toEqual({
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: 'jwt',
    });
    expect(tokenFromMessage({ type: 'other' }, 'google')).toBeNull();
  });
});
