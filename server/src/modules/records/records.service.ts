import type { z } from 'zod';
import {
  BONUS_LEDGER_KINDS,
  RECORDS_PAGE_SIZE,
  dateRangeProblem,
  type RecordProductType,
  type accountRecordsRequestSchema,
  type betRecordsRequestSchema,
  type profitLossRequestSchema,
} from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import { LEDGER_KINDS, type LedgerKind } from '../../db/schema/index.js';
import { errorFor, errors } from '../../errors.js';
import { statementPage, statementTotals } from '../../ledger/statement.js';
import { betPage, betSums, betSumsByCustomer, betSumsByProduct, settledSumsByCustomer, type BetFilter, type BetRow, type BetSums } from './records.repository.js';

export type { BetRow, BetSums };

/** A checked range as the queries take it: [fromMs, toMs). */
export interface TimeRange {
  fromMs: number;
  toMs: number;
}

const messages = {
  'date.range.reversed': 'The start date must not be after the end date.',
  'date.range.future': 'Dates after today cannot be chosen.',
  'date.range.too.long': 'The date range can be at most 30 days.',
} as const;

/**
 * Checks a picked range (spec 2 §5; the rules and their order are `dateRangeProblem`'s) and turns
 * it into the query range: the end day counts whole, up to the last millisecond of its last second.
 */
export function checkedRange(input: { startTime: number; endTime: number }, nowMs: number): TimeRange {
  const problem = dateRangeProblem(input.startTime, input.endTime, nowMs);
  if (problem) throw errorFor(problem, messages[problem]);
  return { fromMs: input.startTime, toMs: input.endTime + 1000 };
}

export interface Paging {
  pageNum: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export function pagingOf(input: { page: number; size?: number | undefined }): Paging {
  const pageSize = input.size ?? RECORDS_PAGE_SIZE;
  return { pageNum: input.page, pageSize, limit: pageSize, offset: (input.page - 1) * pageSize };
}

export const totalPages = (total: number, pageSize: number): number => Math.ceil(total / pageSize);

export interface BetRecordsResult {
  rows: BetRow[];
  sums: BetSums;
  paging: Paging;
}

export async function betRecords(
  db: Db,
  customerId: number,
  input: z.output<typeof betRecordsRequestSchema>,
  nowMs: number,
): Promise<BetRecordsResult> {
  const range = checkedRange(input, nowMs);
  const paging = pagingOf(input);
  const filter = { customerId, ...range, productType: input.productType };
  const [rows, sums] = await Promise.all([betPage(db, filter, paging), betSums(db, filter)]);
  return { rows, sums, paging };
}

export async function profitLoss(
  db: Db,
  customerId: number,
  input: z.output<typeof profitLossRequestSchema>,
  nowMs: number,
): Promise<{ range: TimeRange; byProduct: Map<RecordProductType, BetSums>; total: BetSums }> {
  const range = checkedRange(input, nowMs);
  const byProduct = await betSumsByProduct(db, { customerId, ...range });
  const total = [...byProduct.values()].reduce<BetSums>(
    (a, s) => ({
      count: a.count + s.count,
      stakeMinor: a.stakeMinor + s.stakeMinor,
      payoutMinor: a.payoutMinor + s.payoutMinor,
      profitMinor: a.profitMinor + s.profitMinor,
    }),
    { count: 0, stakeMinor: 0n, payoutMinor: 0n, profitMinor: 0n },
  );
  return { range, byProduct, total };
}

const isLedgerKind = (kind: string): kind is LedgerKind => (LEDGER_KINDS as readonly string[]).includes(kind);

export async function accountRecords(
  db: Db,
  customerId: number,
  input: z.output<typeof accountRecordsRequestSchema>,
  nowMs: number,
) {
  const range = checkedRange(input, nowMs);
  if (input.kind !== undefined && !isLedgerKind(input.kind)) {
    throw errors.requestInvalid(`Invalid request: kind: unknown kind ${input.kind}`, { fields: ['kind'] });
  }
  const paging = pagingOf(input);
  const filter = { customerId, ...range, kind: input.kind };
  const [rows, totals] = await Promise.all([statementPage(db, filter, paging), statementTotals(db, filter)]);
  return { rows, totals, paging, kinds: LEDGER_KINDS };
}

const isBonusKind = (kind: string): boolean => (BONUS_LEDGER_KINDS as readonly string[]).includes(kind);

/**
 * Bonus details (spec 2 §2 member menu): the member's ledger entries of the bonus kinds only, by
 * range and optionally one bonus kind; another kind is request.invalid.
 */
export async function bonusRecords(
  db: Db,
  customerId: number,
  input: z.output<typeof accountRecordsRequestSchema>,
  nowMs: number,
) {
  const range = checkedRange(input, nowMs);
  if (input.kind !== undefined && !isBonusKind(input.kind)) {
    throw errors.requestInvalid(`Invalid request: kind: not a bonus kind ${input.kind}`, { fields: ['kind'] });
  }
  const paging = pagingOf(input);
  const filter = { customerId, ...range, kind: input.kind as LedgerKind | undefined, kinds: BONUS_LEDGER_KINDS };
  const [rows, totals] = await Promise.all([statementPage(db, filter, paging), statementTotals(db, filter)]);
  return { rows, totals, paging, kinds: BONUS_LEDGER_KINDS };
}

/** Settled, not void bets per account over a range, optionally of some product types (modules/missions). */
export const settledSumsOf = settledSumsByCustomer;

/**
 * The bets of several accounts over a checked range (an agent's team, modules/agent): a page, the
 * sums of the whole filter, or the sums per account. The same rows as the betting record.
 */
export const groupBets = {
  page: (db: Db, f: BetFilter & TimeRange, paging: Paging): Promise<BetRow[]> => betPage(db, f, paging),
  sums: (db: Db, f: BetFilter & TimeRange): Promise<BetSums> => betSums(db, f),
  sumsByAccount: (db: Db, f: BetFilter & TimeRange): Promise<Map<number, BetSums>> => betSumsByCustomer(db, f),
};
