import { minorToMajor, type DownlinesReply, type Language, type TeamBetsReply, type TeamOverviewReply, type TeamTransactionsReply, type UserLossReply } from '@lotto/contract';
import { pageFields, presentBet, presentStatementEntry, presentStatementTotals, presentSums } from '../records/records.presenter.js';
import type { Paging } from '../records/records.service.js';
import type { DownlineRow } from './agent.repository.js';
import type { OverviewResult, TeamBetsResult, TeamTransactionsResult, UserLossResult } from './agent.service.js';

export function presentOverview(r: OverviewResult): TeamOverviewReply {
  return {
    startTime: r.range.fromMs,
    // back to the end day's 23:59:59 the client sent (the query range ends a second later)
    endTime: r.range.toMs - 1000,
    teamSize: r.team.length,
    directDownlines: r.team.filter((m) => m.level === 1).length,
    newDownlines: r.figures.newDownlines,
    activeBettors: r.activeBettors,
    teamBalance: minorToMajor(r.figures.balanceMinor),
    deposits: minorToMajor(r.figures.depositsMinor),
    withdrawals: minorToMajor(r.figures.withdrawalsMinor),
    bets: presentSums(r.bets),
  };
}

export function presentDownlines(r: { rows: DownlineRow[]; total: number; paging: Paging }): DownlinesReply {
  return {
    content: r.rows.map((d) => ({
      customerId: d.id,
      username: d.username,
      nickname: d.nickname,
      isAgent: d.isAgent,
      level: d.level,
      upline: d.upline,
      balance: minorToMajor(d.balanceMinor),
      status: d.status,
      registeredAt: d.createdAt.getTime(),
      lastLoginAt: d.lastLoginAt ? d.lastLoginAt.getTime() : null,
    })),
    ...pageFields(r.paging, r.total),
  };
}

export function presentTeamBets(r: TeamBetsResult, language: Language): TeamBetsReply {
  return {
    content: r.rows.map((row) => ({ ...presentBet(row, language), username: r.names.get(row.customerId) ?? String(row.customerId) })),
    ...pageFields(r.paging, r.sums.count),
    totals: presentSums(r.sums),
  };
}

export function presentUserLoss(r: UserLossResult): UserLossReply {
  return {
    content: r.rows.map((row) => ({ customerId: row.customerId, username: row.username, ...presentSums(row.sums) })),
    ...pageFields(r.paging, r.total),
    totals: presentSums(r.totals),
  };
}

export function presentTeamTransactions(r: TeamTransactionsResult): TeamTransactionsReply {
  return {
    content: r.rows.map((e) => ({ ...presentStatementEntry(e), customerId: e.customerId, username: e.username })),
    ...pageFields(r.paging, r.totals.count),
    totals: presentStatementTotals(r.totals),
    kinds: [...r.kinds],
  };
}
