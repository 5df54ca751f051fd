import { sql } from 'drizzle-orm';

/** Columns a new password sets, whether chosen in a change or a reset: it is the user's own now. */
export const newPasswordValues = (passwordHash: string) => ({
  passwordHash,
  passwordChangedAt: sql`now()`,
  passwordExpiresAt: null,
  mustChangePassword: false,
  passwordGenerated: false,
  updatedAt: sql`now()`,
});
