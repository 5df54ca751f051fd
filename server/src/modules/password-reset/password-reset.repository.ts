import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { customers, sessions } from '../../db/schema/index.js';
import { newPasswordValues } from '../member/new-password.js';

/** Sets the new password hash and ends every live session of the account, in one transaction; answers the sessions it ended. */
export async function resetPassword(db: Db, customerId: number, passwordHash: string): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set(newPasswordValues(passwordHash))
      .where(eq(customers.id, customerId));
    const ended = await tx
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: 'password_reset' })
      .where(and(eq(sessions.customerId, customerId), isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
    return ended.map((s) => s.id);
  });
}
