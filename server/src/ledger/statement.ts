import { and, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { LEDGER_KINDS, WITHDRAWAL_HOLD_ACCOUNT_TYPE_ID, ledgerEntries, wallets, type LedgerKind } from '../db/schema/index.js';

/**
 * Reading the ledger for a member (the account record, the rank's deposits). Read only: every
 * write stays in ledger.ts.
 */

/** Ledger kinds that are deposits: the kinds whose name says so (the payment work's `deposit`). */
export const DEPOSIT_KINDS: readonly LedgerKind[] = LEDGER_KINDS.filter((k) => k.includes('deposit'));

export interface StatementFilter {
  customerId: number;
  /** Epoch ms, inclusive. */
  fromMs: number;
  /** Epoch ms, exclusive. */
  toMs: number;
  /** One kind, or every kind when absent. */
  kind?: LedgerKind;
  /** Only these kinds (the bonus details); with `kind`, both must hold. */
  kinds?: readonly LedgerKind[];
}

export interface StatementRow {
  id: number;
  kind: LedgerKind;
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  accountTypeId: number;
  walletName: string;
  createdAt: Date;
}

export interface StatementTotals {
  count: number;
  creditMinor: bigint;
  debitMinor: bigint;
}

function matching(f: StatementFilter): SQL | undefined {
  return and(
    eq(wallets.customerId, f.customerId),
    // the withdrawal hold is the platform's side of a pending withdrawal: the member sees the main
    // wallet's hold and release entries, never the hidden wallet's own
    ne(wallets.accountTypeId, WITHDRAWAL_HOLD_ACCOUNT_TYPE_ID),
    gte(ledgerEntries.createdAt, new Date(f.fromMs)),
    lt(ledgerEntries.createdAt, new Date(f.toMs)),
    f.kind ? eq(ledgerEntries.kind, f.kind) : undefined,
    f.kinds ? inArray(ledgerEntries.kind, [...f.kinds]) : undefined,
  );
}

/** A page of the customer's entries over their wallets (not the withdrawal hold), newest first. */
export function statementPage(db: Db, f: StatementFilter, page: { limit: number; offset: number }): Promise<StatementRow[]> {
  return db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amountMinor: ledgerEntries.amountMinor,
      balanceAfterMinor: ledgerEntries.balanceAfterMinor,
      accountTypeId: wallets.accountTypeId,
      walletName: wallets.displayName,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
    .where(matching(f))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Count, credits (≥ 0) and debits (≤ 0) of every entry the filter matches. */
export async function statementTotals(db: Db, f: StatementFilter): Promise<StatementTotals> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      credit: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.amountMinor} > 0), 0)::text`,
      debit: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.amountMinor} < 0), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
    .where(matching(f));
  return { count: Number(row?.count ?? 0), creditMinor: BigInt(row?.credit ?? '0'), debitMinor: BigInt(row?.debit ?? '0') };
}

