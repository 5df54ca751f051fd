import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum (ARCHITECTURE.md "Security primitives"): m=19456 KiB, t=2, p=1. */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** A PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`) for a new password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified when the account does not exist, so an unknown user costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;
const dummy = (): Promise<string> => (dummyHash ??= hashPassword('dummy-password-for-timing'));

/**
 * True when `password` matches `phc`. With no hash (unknown account, password-less account) a
 * dummy hash is verified instead and the answer is false: same work, same answer.
 */
export async function verifyPassword(phc: string | null | undefined, password: string): Promise<boolean> {
  if (!phc) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(phc, password);
  } catch {
    // A malformed stored hash is a failed login, never a 500.
    return false;
  }
}
