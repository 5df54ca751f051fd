import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Bearer tokens (sessions, game launches, lobby sign-on): 32 random bytes from node:crypto, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** The only form of a token the database keeps: SHA-256, hex. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Constant-time comparison of two strings (after NFKC, case-folded when asked). */
export function sameText(a: string, b: string, opts: { caseInsensitive?: boolean } = {}): boolean {
  const norm = (s: string) => {
    const n = s.normalize('NFKC').trim().replace(/\s+/g, ' ');
    return opts.caseInsensitive ? n.toLowerCase() : n;
  };
  const ha = createHash('sha256').update(norm(a)).digest();
  const hb = createHash('sha256').update(norm(b)).digest();
  return timingSafeEqual(ha, hb);
}
