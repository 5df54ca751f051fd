import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import type { LedgerKind } from '../../ledger/ledger.js';
import {
  AGENT_NOTICE_TYPE,
  MAIN_WALLET_ACCOUNT_TYPE_ID,
  WITHDRAWAL_HOLD_ACCOUNT_TYPE_ID,
  affiliates,
  announcements,
  type AnnouncementRow,
  type CustomerStatus,
} from '../../db/schema/index.js';

/**
 * The agent's team: every account below the agent through upline_id, level 1 the direct
 * downlines. The walk stops at MAX_TEAM_DEPTH levels, so a corrupt cycle cannot run for ever.
 */
export const MAX_TEAM_DEPTH = 10;

export interface TeamMember {
  id: number;
  level: number;
}

/** Raw rows as both drivers answer them. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute<Record<string, unknown>>(query);
  return (result as { rows: T[] }).rows;
}

const teamCte = (merchantCode: string, agentId: number) => sql`with recursive team(id, level) as (
    select c.id, 1 from customers c where c.upline_id = ${agentId} and c.merchant_code = ${merchantCode}
    union all
    select c.id, t.level + 1 from customers c join team t on c.upline_id = t.id where t.level < ${MAX_TEAM_DEPTH}
  )`;

export async function teamOf(db: Db, merchantCode: string, agentId: number): Promise<TeamMember[]> {
  const rows = await rowsOf<{ id: number | string; level: number | string }>(db, sql`${teamCte(merchantCode, agentId)} select id, min(level) as level from team group by id`);
  return rows.map((r) => ({ id: Number(r.id), level: Number(r.level) }));
}

const idList = (ids: readonly number[]) => (ids.length ? sql.join(ids.map((id) => sql`${id}`), sql`, `) : sql`null`);
const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

export interface TeamFigures {
  newDownlines: number;
  balanceMinor: bigint;
  depositsMinor: bigint;
  withdrawalsMinor: bigint;
}

/** Registrations within [fromMs, toMs), main-wallet balances now, deposits and withdrawals within the range. */
export async function teamFigures(db: Db, ids: readonly number[], fromMs: number, toMs: number): Promise<TeamFigures> {
  if (ids.length === 0) return { newDownlines: 0, balanceMinor: 0n, depositsMinor: 0n, withdrawalsMinor: 0n };
  const [row] = await rowsOf<{ new_downlines: number | string; balance: string; deposits: string; withdrawals: string }>(
    db,
    sql`select
      (select count(*) from customers c where c.id in (${idList(ids)}) and c.created_at >= ${ts(fromMs)} and c.created_at < ${ts(toMs)})::int as new_downlines,
      (select coalesce(sum(w.balance_minor), 0) from wallets w where w.customer_id in (${idList(ids)}) and w.account_type_id = ${MAIN_WALLET_ACCOUNT_TYPE_ID})::text as balance,
      coalesce(sum(e.amount_minor) filter (where e.kind = 'deposit'), 0)::text as deposits,
      (-coalesce(sum(e.amount_minor) filter (where e.kind in ('withdrawal_hold', 'withdrawal_release') and w.account_type_id = ${MAIN_WALLET_ACCOUNT_TYPE_ID}), 0))::text as withdrawals
    from ledger_entries e join wallets w on w.id = e.wallet_id
    where w.customer_id in (${idList(ids)}) and e.created_at >= ${ts(fromMs)} and e.created_at < ${ts(toMs)}`,
  );
  return {
    newDownlines: Number(row?.new_downlines ?? 0),
    balanceMinor: BigInt(row?.balance ?? '0'),
    depositsMinor: BigInt(row?.deposits ?? '0'),
    withdrawalsMinor: BigInt(row?.withdrawals ?? '0'),
  };
}

export interface DownlineRow {
  id: number;
  username: string;
  nickname: string | null;
  isAgent: string;
  level: number;
  upline: string;
  balanceMinor: bigint;
  status: CustomerStatus;
  createdAt: Date;
  lastLoginAt: Date | null;
}

/** `%text%` for LIKE, with the pattern characters taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const nameOf = (column: string) => sql.raw(`coalesce(${column}.username, ${column}.id::text)`);

/** A page of the team, newest registration first, optionally matching a search on username or nickname. */
export async function downlinePage(
  db: Db,
  merchantCode: string,
  agentId: number,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: DownlineRow[]; total: number }> {
  const match = search
    ? sql`where lower(coalesce(c.username, '')) like ${contains(search)} or lower(coalesce(c.nickname, '')) like ${contains(search)}`
    : sql``;
  const rows = await rowsOf<{
    id: number | string;
    username: string;
    nickname: string | null;
    is_agent: string;
    level: number | string;
    upline: string;
    balance: string;
    status: CustomerStatus;
    created_ms: number | string;
    last_login_ms: number | string | null;
    total: number | string;
  }>(
    db,
    sql`${teamCte(merchantCode, agentId)}, members as (select id, min(level) as level from team group by id)
    select c.id, ${nameOf('c')} as username, c.nickname, c.is_agent, m.level, ${nameOf('u')} as upline,
      coalesce(w.balance_minor, 0)::text as balance, c.status,
      floor(extract(epoch from c.created_at) * 1000)::float8 as created_ms,
      floor(extract(epoch from c.last_login_at) * 1000)::float8 as last_login_ms,
      count(*) over ()::int as total
    from members m
      join customers c on c.id = m.id
      join customers u on u.id = c.upline_id
      left join wallets w on w.customer_id = c.id and w.account_type_id = ${MAIN_WALLET_ACCOUNT_TYPE_ID}
    ${match}
    order by c.created_at desc, c.id desc
    limit ${page.limit} offset ${page.offset}`,
  );
  const total = rows.length ? Number(rows[0]!.total) : page.offset > 0 ? await downlineCount(db, merchantCode, agentId, match) : 0;
  return {
    total,
    rows: rows.map((r) => ({
      id: Number(r.id),
      username: r.username,
      nickname: r.nickname,
      isAgent: r.is_agent,
      level: Number(r.level),
      upline: r.upline,
      balanceMinor: BigInt(r.balance),
      status: r.status,
      createdAt: new Date(Number(r.created_ms)),
      lastLoginAt: r.last_login_ms === null ? null : new Date(Number(r.last_login_ms)),
    })),
  };
}

/** The count of a search whose page came back empty (a page past the end). */
async function downlineCount(db: Db, merchantCode: string, agentId: number, match: SQL): Promise<number> {
  const [row] = await rowsOf<{ total: number | string }>(
    db,
    sql`${teamCte(merchantCode, agentId)}, members as (select distinct id from team)
    select count(*)::int as total from members m join customers c on c.id = m.id ${match}`,
  );
  return Number(row?.total ?? 0);
}

export interface TeamEntryRow {
  id: number;
  customerId: number;
  username: string;
  kind: LedgerKind;
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  accountTypeId: number;
  walletName: string;
  createdAt: Date;
}

export interface TeamEntryFilter {
  ids: readonly number[];
  fromMs: number;
  toMs: number;
  kind?: string | undefined;
}

// the withdrawal hold is the platform's side of a pending withdrawal: as in the member's own statement
// (ledger/statement.ts), only the main wallet's hold and release entries are shown
const entriesWhere = (f: TeamEntryFilter) => sql`w.customer_id in (${idList(f.ids)}) and w.account_type_id <> ${WITHDRAWAL_HOLD_ACCOUNT_TYPE_ID}
  and e.created_at >= ${ts(f.fromMs)} and e.created_at < ${ts(f.toMs)}${f.kind ? sql` and e.kind = ${f.kind}` : sql``}`;

/** A page of the team's ledger entries over their wallets, newest first. */
export async function teamEntryPage(db: Db, f: TeamEntryFilter, page: { limit: number; offset: number }): Promise<TeamEntryRow[]> {
  if (f.ids.length === 0) return [];
  const rows = await rowsOf<{
    id: number | string;
    customer_id: number | string;
    username: string;
    // the ledger's kinds only (its column is written by the ledger module alone)
    kind: LedgerKind;
    amount: string;
    balance_after: string;
    account_type_id: number | string;
    wallet_name: string;
    created_ms: number | string;
  }>(
    db,
    sql`select e.id, w.customer_id, ${nameOf('c')} as username, e.kind, e.amount_minor::text as amount, e.balance_after_minor::text as balance_after,
      w.account_type_id, w.display_name as wallet_name, floor(extract(epoch from e.created_at) * 1000)::float8 as created_ms
    from ledger_entries e join wallets w on w.id = e.wallet_id join customers c on c.id = w.customer_id
    where ${entriesWhere(f)}
    order by e.created_at desc, e.id desc
    limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    customerId: Number(r.customer_id),
    username: r.username,
    kind: r.kind,
    amountMinor: BigInt(r.amount),
    balanceAfterMinor: BigInt(r.balance_after),
    accountTypeId: Number(r.account_type_id),
    walletName: r.wallet_name,
    createdAt: new Date(Number(r.created_ms)),
  }));
}

/** Count, credits and debits of every entry the filter matches. */
export async function teamEntryTotals(db: Db, f: TeamEntryFilter): Promise<{ count: number; creditMinor: bigint; debitMinor: bigint }> {
  if (f.ids.length === 0) return { count: 0, creditMinor: 0n, debitMinor: 0n };
  const [row] = await rowsOf<{ count: number | string; credit: string; debit: string }>(
    db,
    sql`select count(*)::int as count,
      coalesce(sum(e.amount_minor) filter (where e.amount_minor > 0), 0)::text as credit,
      coalesce(sum(e.amount_minor) filter (where e.amount_minor < 0), 0)::text as debit
    from ledger_entries e join wallets w on w.id = e.wallet_id
    where ${entriesWhere(f)}`,
  );
  return { count: Number(row?.count ?? 0), creditMinor: BigInt(row?.credit ?? '0'), debitMinor: BigInt(row?.debit ?? '0') };
}

/** Usernames of these accounts (the id when an account has none). */
export async function namesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: number | string; name: string }>(db, sql`select c.id, ${nameOf('c')} as name from customers c where c.id in (${idList(ids)})`);
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** Direct downlines registered since a moment. */
export async function directSince(db: Db, agentId: number, sinceMs: number): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*)::int as n from customers where upline_id = ${agentId} and created_at >= ${ts(sinceMs)}`);
  return Number(row?.n ?? 0);
}

/** The agent's active affiliate code (the oldest, when there are several), or null. */
export async function affiliateCodeOf(db: Db, merchantCode: string, agentId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: affiliates.code })
    .from(affiliates)
    .where(and(eq(affiliates.merchantCode, merchantCode), eq(affiliates.agentCustomerId, agentId), eq(affiliates.active, true)))
    .orderBy(asc(affiliates.id))
    .limit(1);
  return row?.code ?? null;
}

/** The merchant's live agent notices in one language, in their order. */
export function agentNotices(db: Db, merchantCode: string, lang: Language, now: Date): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantCode, merchantCode),
        eq(announcements.lang, lang),
        eq(announcements.type, AGENT_NOTICE_TYPE),
        sql`${announcements.startsAt} <= ${now} and (${announcements.endsAt} is null or ${announcements.endsAt} > ${now})`,
      ),
    )
    .orderBy(asc(announcements.sortOrder), desc(announcements.startsAt), desc(announcements.id));
}
