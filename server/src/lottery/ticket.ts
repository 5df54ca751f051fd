import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLanguage, type Language } from '@lotto/contract';
import type { Db } from '../db/connection.js';
import { isSiteSessionLive } from '../plugins/site-session.js';

/**
 * The demo lottery page is a separate document, so the launch hands it a short-lived signed
 * ticket in its URL instead of the site's session token. HMAC-SHA256 with a key derived from the
 * server's private key (`app.encryption.derivedKey(TICKET_KEY_PURPOSE)`): every process of the site
 * signs and checks alike, and a copy of the database alone cannot forge one (the stored key is sealed).
 */

export const TICKET_TTL_MS = 2 * 60 * 60 * 1000;

export interface LotteryTicket {
  /** merchant code */
  m: string;
  /** customer id */
  c: number;
  /** the site session that launched: the ticket dies with it */
  s: number;
  /** game code, or 'lobby' */
  g: string;
  /** language */
  l: Language;
  /** area: LOTT (lottery lobby) or VN */
  a: 'LOTT' | 'VN';
  /** play type of the launch's lottoMode: 1 Traditional, 2 Entertainment (spec 2 §4) */
  p: 1 | 2;
  /** expiry, epoch ms */
  e: number;
}

/** What the tickets' MAC key is derived for from the server's private key (`app.encryption.derivedKey`). */
export const TICKET_KEY_PURPOSE = 'lottery-ticket:v1';

export function signTicket(key: Buffer, t: Omit<LotteryTicket, 'e'>, nowMs = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...t, e: nowMs + TICKET_TTL_MS })).toString('base64url');
  const mac = createHmac('sha256', key).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The ticket's claims, or null when forged, malformed, expired or its site session is over. */
export async function readTicket(db: Db, key: Buffer, token: string | undefined, nowMs = Date.now()): Promise<LotteryTicket | null> {
  if (!token || token.length > 1024) return null;
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const t = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<LotteryTicket>;
    if (typeof t.m !== 'string' || typeof t.c !== 'number' || typeof t.s !== 'number' || typeof t.g !== 'string' || typeof t.e !== 'number') return null;
    if (t.e <= nowMs) return null;
    if (!(await isSiteSessionLive(db, t.s, t.c))) return null;
    return { m: t.m, c: t.c, s: t.s, g: t.g, l: isLanguage(t.l) ? t.l : 'EN', a: t.a === 'VN' ? 'VN' : 'LOTT', p: t.p === 2 ? 2 : 1, e: t.e };
  } catch {
    return null;
  }
}
