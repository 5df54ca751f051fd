import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { loginAttempts, type LoginAttemptRow } from '../../db/schema/index.js';

export interface NewLoginAttempt {
  merchantCode: string;
  customerId: number;
  sessionId: number | null;
  success: boolean;
  ip: string | null;
  device: string | null;
  userAgent: string | null;
}

export interface LoginHistoryRepository {
  record(attempt: NewLoginAttempt): Promise<void>;
  /** A page of a customer's attempts since `since`, newest first, and how many there are. */
  page(customerId: number, since: Date, page: number, size: number): Promise<{ rows: LoginAttemptRow[]; total: number }>;
}

export function createLoginHistoryRepository(db: Db): LoginHistoryRepository {
  return {
    record: async (a) => {
      await db.insert(loginAttempts).values({ ...a, device: a.device?.slice(0, 32) ?? null, userAgent: a.userAgent?.slice(0, 512) ?? null });
    },
    page: async (customerId, since, page, size) => {
      const where = and(eq(loginAttempts.customerId, customerId), gte(loginAttempts.createdAt, since));
      const [total] = await db.select({ n: count() }).from(loginAttempts).where(where);
      const rows = await db
        .select()
        .from(loginAttempts)
        .where(where)
        .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
        .limit(size)
        .offset((page - 1) * size);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
