import { beforeEach, describe, expect, it } from 'vitest';
import { getAccount, getSessionValue, getToken, getUsername } from '../../lib/storage';
import { accountOf, storeRegisteredSession } from './session';

beforeEach(() => sessionStorage.clear());

describe('registered session', () => {
  it('[S1-3.8] shows the text after the @ of customerName as the account', () => {
    expect(accountOf('demo@player01')).toBe('player01');
    expect(accountOf('player01')).toBe('player01');
  });

  it('[S1-4.8] stores token and username like a login and announces the change', () => {
    let detail: unknown;
    window.addEventListener(
      'lotto:session-changed',
      (e) => {
        detail = (e as CustomEvent<unknown>).detail;
      },
      { once: true },
    );
    const account = storeRegisteredSession({ customerName: 'demo@player01', profile: { mobileNo: null }, token: 't1' }, { passwordGiven: true });
    expect(account).toBe('player01');
    expect(getToken()).toBe('t1');
    expect(getUsername()).toBe('player01');
    expect(getAccount()).toBe('player01');
    expect(getSessionValue('changePassword')).toBeNull();
    expect(detail).toEqual({ reason: 'register', account: 'player01', changePassword: false });
  });

  it('[S1-4.8] turns on the change-password mode when no password was given or the server set a default one', () => {
    storeRegisteredSession({ customerName: 'demo@p2', profile: { mobileNo: '1' }, token: 't2' }, { passwordGiven: false });
    expect(getSessionValue('changePassword')).toBe('1');
    expect(getSessionValue('defaultPassword')).toBe('1');
    sessionStorage.clear();
    storeRegisteredSession({ customerName: 'demo@p3', profile: { mobileNo: null }, token: 't3', defaultPassword: true }, { passwordGiven: true });
    expect(getSessionValue('changePassword')).toBe('1');
  });
});
