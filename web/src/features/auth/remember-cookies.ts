import { REMEMBER_COOKIE_MAX_AGE_MS } from '@lotto/contract';

/** Cookie names of the remember-password and last-user values (spec 1 §3 long-lived values). */
export const REMEMBER_COOKIE = 'rememberPwd';
export const LAST_USER_COOKIE = 'lastUser';

export type CookieSink = (cookie: string) => void;
const documentSink: CookieSink = (c) => {
  document.cookie = c;
};

function writeCookie(name: string, value: string | null, now: number, sink: CookieSink): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  if (value === null) {
    sink(`${name}=; Max-Age=0; Path=/; SameSite=Strict${secure}`);
    return;
  }
  // spec 1 §9: both cookies last 24 hours; Expires as well as Max-Age so old browsers agree
  const expires = new Date(now + REMEMBER_COOKIE_MAX_AGE_MS).toUTCString();
  sink(`${name}=${encodeURIComponent(value)}; Max-Age=${REMEMBER_COOKIE_MAX_AGE_MS / 1000}; Expires=${expires}; Path=/; SameSite=Strict${secure}`);
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export interface Remembered {
  username: string;
  password: string | null;
}

/** The last user (and the password when remember was ticked) for the login form. */
export function readRemembered(): Remembered | null {
  const username = readCookie(LAST_USER_COOKIE);
  if (!username) return null;
  const raw = readCookie(REMEMBER_COOKIE);
  let password: string | null = null;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as { u?: string; p?: string };
      if (parsed.u === username && typeof parsed.p === 'string') password = parsed.p;
    } catch {
      password = null;
    }
  }
  return { username, password };
}

/**
 * After a successful login: the last user always, the password only when remember is ticked
 * (spec 1 §2). SameSite=Strict keeps it off cross-site requests; it still expires after 24 h.
 */
export function writeRemembered(username: string, password: string, remember: boolean, now = Date.now(), sink: CookieSink = documentSink): void {
  writeCookie(LAST_USER_COOKIE, username, now, sink);
  writeCookie(REMEMBER_COOKIE, remember ? JSON.stringify({ u: username, p: password }) : null, now, sink);
}
