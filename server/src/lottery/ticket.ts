import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isLanguage, type Language } from '@lotto/contract';
import type { Db } from '../db/connection.js';
import { ensureServerKeyPair } from '../plugins/encryption.js';
import { isSiteSessionLive } from '../plugins/site-session.js';

/**
 * The demo lottery page is a separate document, so the launch hands it a short-lived signed
 * ticket in its URL instead of the site's session token. HMAC-SHA256 with a key derived from the
 * server's stored private key: every process of one database signs and checks alike.
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

const keys = new WeakMap<object, Buffer>();

async function ticketKey(db: Db): Promise<Buffer> {
  const cached = keys.get(db);
  if (cached) return cached;
  const pair = await ensureServerKeyPair(db);
  const key = createHash('sha256').update('lottery-ticket:v1:').update(pair.privateKeyPkcs8).digest();
  keys.set(db, key);
  return key;
}

export async function signTicket(db: Db, t: Omit<LotteryTicket, 'e'>, nowMs = Date.now()): Promise<string> {
  const body = Buffer.from(JSON.stringify({ ...t, e: nowMs + TICKET_TTL_MS })).toString('base64url');
  const mac = createHmac('sha256', await ticketKey(db)).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The ticket's claims, or null when forged, malformed, expired or its site session is over. */
export async function readTicket(db: Db, token: string | undefined, nowMs = Date.now()): Promise<LotteryTicket | null> {
  if (!token || token.length > 1024) return null;
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', await ticketKey(db)).update(body).digest();
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
