import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.js';
import { customers, sessions, wallets, type CustomerRow } from '../../db/schema/index.js';
import type { Language } from '@lotto/contract';
import { newPasswordValues } from './new-password.js';

/** What the member info presents of the account itself. */
export type MemberInfoAccount = Pick<
  CustomerRow,
  'id' | 'username' | 'mobile' | 'mobileDialingCode' | 'email' | 'nickname' | 'createdAt' | 'isAgent' | 'toUpline' | 'clubLabel' | 'memberLabel'
>;

/** The member info's reads of one account, in one statement. */
export interface MemberInfoRead {
  account: MemberInfoAccount;
  /** When the login before the given session happened (its sessions row), or null for a first login. */
  previousLogin: Date | null;
  /** The currency of the account's wallet, or null without one. */
  currency: string | null;
  /** The upline's type and status (UPLINE_AGENT_STATUS), or null without an upline of the merchant. */
  upline: Pick<CustomerRow, 'isAgent' | 'status'> | null;
}

export interface MemberRepository {
  byId(id: number): Promise<CustomerRow | null>;
  /** The member info's reads (null when the account is gone). */
  infoOf(customerId: number, sessionId: number): Promise<MemberInfoRead | null>;
  setLanguage(id: number, language: Language): Promise<void>;
  setPassword(id: number, passwordHash: string): Promise<void>;
  setNickname(id: number, nickname: string): Promise<void>;
  /** Profile icon number, or null for the default icon. */
  setIcon(id: number, iconIndex: number | null): Promise<void>;
  /** Stamps the first login once; later calls change nothing. */
  markFirstLogin(id: number): Promise<void>;
}

export function createMemberRepository(db: Db): MemberRepository {
  const upline = alias(customers, 'upline');
  // The info bar asks for it at every page: one statement, built once (named on PostgreSQL), in
  // place of four. Every login (password, SMS, social, registration, free play) opens one sessions
  // row, kept after it ends: the previous login is the newest before this session's.
  const info = db
    .select({
      account: {
        id: customers.id,
        username: customers.username,
        mobile: customers.mobile,
        mobileDialingCode: customers.mobileDialingCode,
        email: customers.email,
        nickname: customers.nickname,
        createdAt: customers.createdAt,
        isAgent: customers.isAgent,
        toUpline: customers.toUpline,
        clubLabel: customers.clubLabel,
        memberLabel: customers.memberLabel,
      },
      previousLogin: sql<Date | null>`(select max(${sessions.createdAt}) from ${sessions}
        where ${sessions.customerId} = ${customers.id} and ${sessions.id} < ${sql.placeholder('sessionId')})`.mapWith(sessions.createdAt),
      currency: sql<string | null>`(select ${wallets.currency} from ${wallets} where ${wallets.customerId} = ${customers.id} limit 1)`,
      upline: { isAgent: upline.isAgent, status: upline.status },
    })
    .from(customers)
    .leftJoin(upline, and(eq(upline.id, customers.uplineId), eq(upline.merchantCode, customers.merchantCode)))
    .where(eq(customers.id, sql.placeholder('customerId')))
    .limit(1)
    .prepare('member_info');
  return {
    byId: async (id) => (await db.select().from(customers).where(eq(customers.id, id)).limit(1))[0] ?? null,
    infoOf: async (customerId, sessionId) => (await info.execute({ customerId, sessionId }))[0] ?? null,
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
  };
}
