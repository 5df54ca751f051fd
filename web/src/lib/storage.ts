import {
  REMEMBER_COOKIE_MAX_AGE_MS,
  REQUEST_DEFAULT_LANGUAGE,
  SITE_DEFAULT_LANGUAGE,
  isLanguage,
  normaliseLanguage,
  type Language,
} from '@lotto/contract';

/**
 * Session and long-lived values (spec 1 §3 "Stored session values").
 * Session storage: token, wallet, whitelabel, merchant, merchantCode, account, isAgent, toUpline,
 * customerId, username, source, hisLang. Local storage: merchantCode, language, loginDeviceId.
 */
export const SESSION_KEYS = {
  token: 'token',
  wallet: 'wallet',
  whitelabel: 'whitelabel',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  account: 'account',
  isAgent: 'isAgent',
  toUpline: 'toUpline',
  customerId: 'customerId',
  username: 'username',
  source: 'source',
  hisLang: 'hisLang',
  /** '1' after a registration without a password: the forced change is owed (spec 1 §4 Registration). */
  changePassword: 'changePassword',
  /** '1' when the server generated the password: the forced change has no old password to ask for. */
  defaultPassword: 'defaultPassword',
} as const;

export const LOCAL_KEYS = {
  merchantCode: 'merchantCode',
  language: 'language',
  deviceId: 'loginDeviceId',
} as const;

/** The stored source value that marks an agent session (spec 1 §4 Sign-out, §6). */
export const AGENT_SOURCE = 'agent';

type Area = 'local' | 'session';

// Storage can throw (private mode, disabled cookies); the site must keep working without it.
function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(which: Area, key: string, value: string | null | undefined): void {
  try {
    const s = area(which);
    if (!s) return;
    if (value === null || value === undefined) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // quota or access errors: the value simply is not remembered
  }
  notify(key);
}

type Listener = (key: string) => void;
const listeners = new Set<Listener>();

/** Called with the key whenever this module writes a value; returns an unsubscribe function. */
export function subscribeStorage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(key: string): void {
  for (const l of listeners) l(key);
}

// ---------------------------------------------------------------- merchant

/** Merchant code from local storage, else session storage (spec 1 §7 Headers). */
export function getMerchantCode(): string | null {
  return read('local', LOCAL_KEYS.merchantCode) || read('session', SESSION_KEYS.merchantCode) || null;
}

export function setMerchantCode(code: string | null): void {
  write('local', LOCAL_KEYS.merchantCode, code);
  write('session', SESSION_KEYS.merchantCode, code);
}

/** Reads `<meta name="merchant" content>` injected by the server and stores it; the domain decides the merchant. */
export function bootMerchantFromDocument(doc: Document = document): string | null {
  const content = doc.querySelector('meta[name="merchant"]')?.getAttribute('content')?.trim();
  if (content) setMerchantCode(content);
  return getMerchantCode();
}

/** The merchant's settings object kept for the session (spec 1 §3). */
export function getMerchant<T = unknown>(): T | null {
  return readJson<T>(SESSION_KEYS.merchant);
}

export function setMerchant(value: unknown): void {
  writeJson(SESSION_KEYS.merchant, value);
}

// ---------------------------------------------------------------- language

/** Parses a stored or offered language; null when it names none of ours (zh_CN counts as CN). */
export function parseLanguage(raw: string | null | undefined): Language | null {
  if (!raw) return null;
  const n = normaliseLanguage(raw);
  // normaliseLanguage maps unknown values to the site default, so only accept CN when asked for
  if (n === SITE_DEFAULT_LANGUAGE && !/^(cn|zh([-_]cn)?)$/i.test(raw.trim())) {
    return isLanguage(raw.trim().toUpperCase()) ? (raw.trim().toUpperCase() as Language) : null;
  }
  return n;
}

/** The language the user chose, or null when none was stored. */
export function getStoredLanguage(): Language | null {
  return parseLanguage(read('local', LOCAL_KEYS.language));
}

/** Language sent with requests: stored, else EN (spec 1 §9 "EN in the request layer"). */
export function getLanguage(): Language {
  return getStoredLanguage() ?? REQUEST_DEFAULT_LANGUAGE;
}

export function setLanguage(lang: Language): void {
  write('local', LOCAL_KEYS.language, lang);
}

// ---------------------------------------------------------------- device id

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
let memoryDeviceId: string | null = null;

function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID is missing on plain-http pages in some browsers; build a v4 UUID from random bytes
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Stable per-browser UUID added to login and register payloads (spec 3 Requests). */
export function getDeviceId(): string {
  const stored = read('local', LOCAL_KEYS.deviceId);
  if (stored && UUID_RE.test(stored)) return stored;
  const id = memoryDeviceId ?? newUuid();
  memoryDeviceId = id;
  write('local', LOCAL_KEYS.deviceId, id);
  return id;
}

// ---------------------------------------------------------------- session values

function readJson<T>(key: string): T | null {
  const raw = read('session', key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  write('session', key, value === null || value === undefined ? null : JSON.stringify(value));
}

const str = (key: string) => ({
  get: (): string | null => read('session', key),
  set: (v: string | number | null | undefined): void =>
    write('session', key, v === null || v === undefined ? null : String(v)),
});

export function getToken(): string | null {
  return read('session', SESSION_KEYS.token) || null;
}
export function setToken(token: string | null | undefined): void {
  write('session', SESSION_KEYS.token, token || null);
}

/** Wallet list or balance kept for the session (spec 1 §3, §9 "Session keeps token, wallet and whitelabel"). */
export function getWallet<T = unknown>(): T | null {
  return readJson<T>(SESSION_KEYS.wallet);
}
export function setWallet(value: unknown): void {
  writeJson(SESSION_KEYS.wallet, value);
}

/** White-label flags `{ FLAG: boolean }`. */
export function getWhitelabel(): Record<string, boolean> | null {
  return readJson<Record<string, boolean>>(SESSION_KEYS.whitelabel);
}
export function setWhitelabel(value: Record<string, boolean> | null): void {
  writeJson(SESSION_KEYS.whitelabel, value);
}

const account = str(SESSION_KEYS.account);
export const getAccount = account.get;
export const setAccount = account.set;

/** isAgent is a string in the session: 0,1,2 real; 4,40,41,42 non-real (spec 1 §6.2). */
const isAgent = str(SESSION_KEYS.isAgent);
export const getIsAgent = isAgent.get;
export const setIsAgent = isAgent.set;

export function getToUpline(): number | null {
  const v = read('session', SESSION_KEYS.toUpline);
  if (v === null || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}
export function setToUpline(value: number | string | null | undefined): void {
  write('session', SESSION_KEYS.toUpline, value === null || value === undefined ? null : String(value));
}

const customerId = str(SESSION_KEYS.customerId);
export const getCustomerId = customerId.get;
export const setCustomerId = customerId.set;

const username = str(SESSION_KEYS.username);
export const getUsername = username.get;
export const setUsername = username.set;

const source = str(SESSION_KEYS.source);
export const getSource = source.get;
export const setSource = source.set;

const hisLang = str(SESSION_KEYS.hisLang);
export const getHisLang = hisLang.get;
export const setHisLang = hisLang.set;

/** Any session value by name, for values not covered by a typed accessor. */
export function getSessionValue(key: string): string | null {
  return read('session', key);
}
export function setSessionValue(key: string, value: string | null): void {
  write('session', key, value);
}

export const isLoggedIn = (): boolean => getToken() !== null;

// ---------------------------------------------------------------- kept session

/**
 * "Keep me signed in" (issue 11): the tab's token also kept in local storage, so another tab of the
 * site starts signed in. It lasts at most the remember cookie's 24 hours (spec 1 §9, the model) and
 * never longer than the server's own idle and absolute limits, which still end it with a 401.
 */
export const KEPT_SESSION_KEY = 'keptSession';

interface KeptSession {
  token: string;
  username: string | null;
  merchantCode: string | null;
  expiresAt: number;
}

function readKept(): KeptSession | null {
  const raw = read('local', KEPT_SESSION_KEY);
  if (!raw) return null;
  try {
    const k = JSON.parse(raw) as Partial<KeptSession>;
    return typeof k.token === 'string' && typeof k.expiresAt === 'number'
      ? { token: k.token, username: k.username ?? null, merchantCode: k.merchantCode ?? null, expiresAt: k.expiresAt }
      : null;
  } catch {
    return null;
  }
}

/** Keeps this tab's session for other tabs, until `now` plus the remember cookie's lifetime. */
export function keepSession(token: string, name: string | null, now = Date.now()): void {
  const kept: KeptSession = { token, username: name, merchantCode: getMerchantCode(), expiresAt: now + REMEMBER_COOKIE_MAX_AGE_MS };
  write('local', KEPT_SESSION_KEY, JSON.stringify(kept));
}

/** Stops keeping a session; the tabs holding its token sign out (`watchKeptSession`). */
export function forgetKeptSession(): void {
  if (read('local', KEPT_SESSION_KEY) !== null) write('local', KEPT_SESSION_KEY, null);
}

/** A new tab without a session of its own takes the kept one (same merchant, not expired); true when it did. */
export function adoptKeptSession(now = Date.now()): boolean {
  if (getToken()) return false;
  const kept = readKept();
  if (!kept) return false;
  if (kept.expiresAt <= now || (kept.merchantCode && kept.merchantCode !== getMerchantCode())) {
    forgetKeptSession();
    return false;
  }
  setToken(kept.token);
  if (kept.username) setUsername(kept.username);
  return true;
}

/**
 * Signs this tab out when another tab ended the kept session it holds (sign-out, or a 401 there);
 * returns the unsubscribe function.
 */
export function watchKeptSession(win: Window = window): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== KEPT_SESSION_KEY || e.newValue !== null || e.oldValue === null) return;
    let ended: string | null = null;
    try {
      ended = (JSON.parse(e.oldValue) as Partial<KeptSession> | null)?.token ?? null;
    } catch {
      return;
    }
    if (ended !== null && ended === getToken()) clearSession();
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

/** Sign-out: clears session storage keeping only the merchant code (spec 1 §4 Sign-out). */
export function clearSession(): void {
  // a kept copy of this session ends with it, in every tab
  if (readKept()?.token === getToken()) forgetKeptSession();
  const merchantCode = read('session', SESSION_KEYS.merchantCode) ?? read('local', LOCAL_KEYS.merchantCode);
  try {
    area('session')?.clear();
  } catch {
    // nothing stored to clear
  }
  if (merchantCode) write('session', SESSION_KEYS.merchantCode, merchantCode);
  notify(SESSION_KEYS.token);
}
