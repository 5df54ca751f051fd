import { beforeEach, describe, expect, it } from 'vitest';
import {
  KEPT_SESSION_KEY,
  adoptKeptSession,
  forgetKeptSession,
  keepSession,
  watchKeptSession,
  bootMerchantFromDocument,
  clearSession,
  getAccount,
  getCustomerId,
  getDeviceId,
  getHisLang,
  getIsAgent,
  getLanguage,
  getMerchantCode,
  getSource,
  getToUpline,
  getToken,
  getUsername,
  getWallet,
  getWhitelabel,
  parseLanguage,
  setAccount,
  setCustomerId,
  setHisLang,
  setIsAgent,
  setLanguage,
  setMerchantCode,
  setSource,
  setToUpline,
  setToken,
  setUsername,
  setWallet,
  setWhitelabel,
  subscribeStorage,
} from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
});

describe('stored session values', () => {
  it('[S1-3.16] [S1-9.10] keeps token, wallet, whitelabel and the member values in session storage', () => {
    setToken('tok-1');
    setWallet([{ displayName: 'Main', availBalance: 10 }]);
    setWhitelabel({ INBOX3: true, PTSYS3: false });
    setAccount('demo01');
    setIsAgent('1');
    setToUpline(1);
    setCustomerId(42);
    setUsername('demo01');
    setSource('agent');
    setHisLang('CN');

    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(getToken()).toBe('tok-1');
    expect(getWallet()).toEqual([{ displayName: 'Main', availBalance: 10 }]);
    expect(getWhitelabel()).toEqual({ INBOX3: true, PTSYS3: false });
    expect(getAccount()).toBe('demo01');
    expect(getIsAgent()).toBe('1');
    expect(getToUpline()).toBe(1);
    expect(getCustomerId()).toBe('42');
    expect(getUsername()).toBe('demo01');
    expect(getSource()).toBe('agent');
    expect(getHisLang()).toBe('CN');
  });

  it('removes a value when it is set to null', () => {
    setToken('x');
    setToken(null);
    expect(getToken()).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('tells subscribers which key changed', () => {
    const seen: string[] = [];
    const off = subscribeStorage((k) => seen.push(k));
    setToken('a');
    off();
    setToken('b');
    expect(seen).toEqual(['token']);
  });
});

describe('merchant code', () => {
  it('[S1-7.22] reads the merchant code from local storage, else session storage', () => {
    expect(getMerchantCode()).toBeNull();
    sessionStorage.setItem('merchantCode', 'sess');
    expect(getMerchantCode()).toBe('sess');
    localStorage.setItem('merchantCode', 'loc');
    expect(getMerchantCode()).toBe('loc');
  });

  it('stores the merchant named by the meta tag the server injects', () => {
    document.head.innerHTML = '<meta name="merchant" content="demo">';
    expect(bootMerchantFromDocument()).toBe('demo');
    expect(localStorage.getItem('merchantCode')).toBe('demo');
    expect(sessionStorage.getItem('merchantCode')).toBe('demo');
  });

  it('keeps the stored merchant when the page has no meta tag', () => {
    setMerchantCode('kept');
    expect(bootMerchantFromDocument()).toBe('kept');
  });
});

describe('sign-out', () => {
  it('[S1-4.12] clears session storage keeping only the merchant code', () => {
    setMerchantCode('demo');
    setToken('tok');
    setAccount('a');
    setSource('agent');
    setWallet({ sumBalance: 1 });
    clearSession();
    expect(Object.keys(sessionStorage)).toEqual(['merchantCode']);
    expect(getMerchantCode()).toBe('demo');
    expect(getToken()).toBeNull();
    expect(getSource()).toBeNull();
  });
});

describe('kept session ("keep me signed in", issue 11)', () => {
  const DAY = 24 * 3_600_000;
  /** A new tab: the same local storage, an empty session storage. */
  const newTab = () => {
    const merchant = sessionStorage.getItem('merchantCode');
    sessionStorage.clear();
    if (merchant) sessionStorage.setItem('merchantCode', merchant);
  };

  it('a new tab of the same merchant takes the kept session until 24 hours after the login', () => {
    setMerchantCode('demo');
    const now = 1_800_000_000_000;
    setToken('tok-kept');
    keepSession('tok-kept', 'player01', now);
    newTab();
    expect(getToken()).toBeNull();
    expect(adoptKeptSession(now + DAY - 1)).toBe(true);
    expect(getToken()).toBe('tok-kept');
    expect(getUsername()).toBe('player01');
    // a tab with a session of its own keeps it
    setToken('tok-own');
    expect(adoptKeptSession(now + 1)).toBe(false);
    expect(getToken()).toBe('tok-own');
  });

  it('is not taken once expired or by another merchant, and an expired one is removed', () => {
    setMerchantCode('demo');
    keepSession('tok-kept', 'player01', 0);
    newTab();
    expect(adoptKeptSession(DAY)).toBe(false);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(KEPT_SESSION_KEY)).toBeNull();

    keepSession('tok-kept', 'player01', Date.now());
    setMerchantCode('lucky');
    expect(adoptKeptSession()).toBe(false);
    expect(getToken()).toBeNull();
  });

  it('signing out ends the kept copy of this session, not one of another session', () => {
    setMerchantCode('demo');
    setToken('tok-a');
    keepSession('tok-b', null);
    clearSession();
    expect(localStorage.getItem(KEPT_SESSION_KEY)).not.toBeNull();
    setToken('tok-b');
    clearSession();
    expect(localStorage.getItem(KEPT_SESSION_KEY)).toBeNull();
  });

  it('a tab holding the kept session signs out when another tab ends it; other tabs stay', () => {
    setMerchantCode('demo');
    keepSession('tok-kept', 'player01');
    const oldValue = localStorage.getItem(KEPT_SESSION_KEY);
    setToken('tok-kept');
    const stop = watchKeptSession(window);
    const changed: string[] = [];
    const unsubscribe = subscribeStorage((k) => changed.push(k));
    try {
      // another tab's sign-out removes the record: this tab only hears the storage event
      localStorage.removeItem(KEPT_SESSION_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: KEPT_SESSION_KEY, oldValue, newValue: null }));
      expect(getToken()).toBeNull();
      expect(changed).toContain('token');

      // a tab with another session is left alone
      setToken('tok-other');
      window.dispatchEvent(new StorageEvent('storage', { key: KEPT_SESSION_KEY, oldValue, newValue: null }));
      expect(getToken()).toBe('tok-other');
    } finally {
      stop();
      unsubscribe();
    }
  });

  it('forgetting is quiet when nothing is kept', () => {
    const changed: string[] = [];
    const unsubscribe = subscribeStorage((k) => changed.push(k));
    forgetKeptSession();
    unsubscribe();
    expect(changed).toEqual([]);
  });
});

describe('language and device id', () => {
  it('[S1-9.5] sends EN when no language is stored, else the stored one (zh_CN maps to CN)', () => {
    expect(getLanguage()).toBe('EN');
    setLanguage('TH');
    expect(getLanguage()).toBe('TH');
    localStorage.setItem('language', 'zh_CN');
    expect(getLanguage()).toBe('CN');
    localStorage.setItem('language', 'klingon');
    expect(getLanguage()).toBe('EN');
  });

  it('[S1-9.5] parses language names in any case and rejects unknown ones', () => {
    expect(parseLanguage('zh-cn')).toBe('CN');
    expect(parseLanguage('ko')).toBe('KO');
    expect(parseLanguage('CN')).toBe('CN');
    expect(parseLanguage('xx')).toBeNull();
    expect(parseLanguage('')).toBeNull();
  });

  it('[S1-3.1] keeps one UUID per browser as loginDeviceId', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i);
    expect(localStorage.getItem('loginDeviceId')).toBe(id);
    expect(getDeviceId()).toBe(id);
    clearSession();
    expect(getDeviceId()).toBe(id);
  });
});
