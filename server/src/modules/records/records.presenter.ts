import {
  RECORD_PRODUCT_TYPES,
  minorToMajor,
  type AccountRecordsReply,
  type BetRecord,
  type BetRecordsReply,
  type BetState,
  type BetTotals,
  type Language,
  type ProfitLossReply,
} from '@lotto/contract';
import type { StatementRow, StatementTotals } from '../../ledger/statement.js';
import type { BetRow, BetSums } from './records.repository.js';
import { totalPages, type Paging, type TimeRange } from './records.service.js';

const ZERO: BetSums = { count: 0, stakeMinor: 0n, payoutMinor: 0n, profitMinor: 0n };

function stateOf(row: BetRow, profitMinor: bigint | null): BetState {
  if (row.fixedState) return row.fixedState;
  if (profitMinor === null) return 'open';
  return profitMinor > 0n ? 'won' : profitMinor < 0n ? 'lost' : 'tie';
}

export function presentBet(row: BetRow, language: Language): BetRecord {
  const profitMinor = row.payoutMinor === null ? null : row.payoutMinor - row.stakeMinor;
  return {
    id: row.id,
    productType: row.productType,
    vendor: row.vendor,
    gameName: row.names[language] ?? row.names.EN ?? row.codeName,
    time: row.timeMs,
    stake: minorToMajor(row.stakeMinor),
    payout: row.payoutMinor === null ? null : minorToMajor(row.payoutMinor),
    profit: profitMinor === null ? null : minorToMajor(profitMinor),
    state: stateOf(row, profitMinor),
    numero: row.numero,
    selection: row.selection,
  };
}

export const presentSums = (s: BetSums): BetTotals => ({
  count: s.count,
  stake: minorToMajor(s.stakeMinor),
  payout: minorToMajor(s.payoutMinor),
  profit: minorToMajor(s.profitMinor),
});

/** The paging fields of a list reply. */
export const pageFields = (paging: Paging, total: number) => ({
  pageNum: paging.pageNum,
  pageSize: paging.pageSize,
  totalPages: totalPages(total, paging.pageSize),
  total,
});

export function presentBetRecords(r: { rows: BetRow[]; sums: BetSums; paging: Paging }, language: Language): BetRecordsReply {
  return {
    content: r.rows.map((row) => presentBet(row, language)),
    ...pageFields(r.paging, r.sums.count),
    totals: presentSums(r.sums),
  };
}

export function presentProfitLoss(r: { range: TimeRange; byProduct: Map<BetRow['productType'], BetSums>; total: BetSums }): ProfitLossReply {
  return {
    startTime: r.range.fromMs,
    // back to the day's 23:59:59 the client sent (the query range ends a second later)
    endTime: r.range.toMs - 1000,
    rows: RECORD_PRODUCT_TYPES.map((productType) => ({ productType, ...presentSums(r.byProduct.get(productType) ?? ZERO) })),
    total: presentSums(r.total),
  };
}

/** One ledger entry of a statement, as the account record and the agent's account details show it. */
export const presentStatementEntry = (e: StatementRow) => ({
  id: String(e.id),
  kind: e.kind,
  amount: minorToMajor(e.amountMinor),
  balanceAfter: minorToMajor(e.balanceAfterMinor),
  accountTypeId: e.accountTypeId,
  walletName: e.walletName,
  time: e.createdAt.getTime(),
});

/** A statement's totals: credits, debits and their net. */
export const presentStatementTotals = (t: StatementTotals) => ({
  count: t.count,
  credit: minorToMajor(t.creditMinor),
  debit: minorToMajor(t.debitMinor),
  net: minorToMajor(t.creditMinor + t.debitMinor),
});

export function presentAccountRecords(r: {
  rows: StatementRow[];
  totals: StatementTotals;
  paging: Paging;
  kinds: readonly string[];
}): AccountRecordsReply {
  return {
    content: r.rows.map(presentStatementEntry),
    ...pageFields(r.paging, r.totals.count),
    totals: presentStatementTotals(r.totals),
    kinds: [...r.kinds],
  };
}
