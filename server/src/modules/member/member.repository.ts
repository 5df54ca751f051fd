import { and, eq, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { customers, sessions, wallets, type CustomerRow } from '../../db/schema/index.js';
import type { Language } from '@lotto/contract';
import { newPasswordValues } from './new-password.js';

export interface MemberRepository {
  byId(id: number): Promise<CustomerRow | null>;
  mainCurrency(customerId: number): Promise<string | null>;
  setLanguage(id: number, language: Language): Promise<void>;
  setPassword(id: number, passwordHash: string): Promise<void>;
  setNickname(id: number, nickname: string): Promise<void>;
  /** Profile icon number, or null for the default icon. */
  setIcon(id: number, iconIndex: number | null): Promise<void>;
  /** Stamps the first login once; later calls change nothing. */
  markFirstLogin(id: number): Promise<void>;
  /** When the login before the given session happened (its sessions row), or null for a first login. */
  previousLoginAt(customerId: number, sessionId: number): Promise<Date | null>;
}

export function createMemberRepository(db: Db): MemberRepository {
  return {
    byId: async (id) => (await db.select().from(customers).where(eq(customers.id, id)).limit(1))[0] ?? null,
    mainCurrency: async (customerId) =>
      (await db.select({ currency: wallets.currency }).from(wallets).where(eq(wallets.customerId, customerId)).limit(1))[0]
        ?.currency ?? null,
    setLanguage: async (id, language) => {
      await db.update(customers).set({ language, updatedAt: sql`now()` }).where(eq(customers.id, id));
    },
    setPassword: async (id, passwordHash) => {
      await db
        .update(customers)
        .set(newPasswordValues(passwordHash))
        .where(eq(customers.id, id));
    },
    setNickname: async (id, nickname) => {
      await db.update(customers).set({ nickname, updatedAt: sql`now()` }).where(eq(customers.id, id));
    },
    setIcon: async (id, iconIndex) => {
      await db.update(customers).set({ iconIndex, updatedAt: sql`now()` }).where(eq(customers.id, id));
    },
    markFirstLogin: async (id) => {
      await db
        .update(customers)
        .set({ firstLoginAt: sql`coalesce(${customers.firstLoginAt}, now())` })
        .where(eq(customers.id, id));
    },
    // every login (password, SMS, social, registration, free play) opens one sessions row, kept after it ends
    previousLoginAt: async (customerId, sessionId) =>
      (
        await db
          .select({ at: max(sessions.createdAt) })
          .from(sessions)
          .where(and(eq(sessions.customerId, customerId), lt(sessions.id, sessionId)))
      )[0]?.at ?? null,
  };
}
