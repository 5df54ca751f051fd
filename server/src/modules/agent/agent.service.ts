import type { z } from 'zod';
import {
  LEDGER_KINDS,
  showsAgentMenu,
  type Language,
  type teamTransactionsRequestSchema,
  type downlinesRequestSchema,
  type teamBetsRequestSchema,
  type teamOverviewRequestSchema,
  type userLossRequestSchema,
} from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import type { AnnouncementRow } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { checkedRange, groupBets, pagingOf, type BetRow, type BetSums, type Paging, type TimeRange } from '../records/records.service.js';
import {
  affiliateCodeOf,
  agentNotices,
  directSince,
  downlinePage,
  namesOf,
  teamEntryPage,
  teamEntryTotals,
  teamFigures,
  teamOf,
  type TeamEntryRow,
  type DownlineRow,
  type TeamFigures,
  type TeamMember,
} from './agent.repository.js';

/**
 * The agent centre's calls (docs/decisions/0020-agent-centre.md). Every one starts from the
 * caller's team, so an agent only ever reads their own downlines.
 */

/** spec 1 §6, spec 2 §6: isAgent 1, 2, 41 and 42 have the agent menu; anyone else is refused. */
export function requireAgent(session: Session): void {
  if (!showsAgentMenu(session.isAgent)) throw errors.functionNotAvailable('The agent centre is for agent accounts.');
}

const teamIds = (team: readonly TeamMember[]) => team.map((m) => m.id);

/** The downline a request names, which must be in the team (else the same answer as an unknown id). */
function scopedIds(team: readonly TeamMember[], downlineId: number | undefined): number[] {
  if (downlineId === undefined) return teamIds(team);
  if (!team.some((m) => m.id === downlineId)) throw errors.resourceNotFound('No such downline in your team.');
  return [downlineId];
}

export interface OverviewResult {
  range: TimeRange;
  team: TeamMember[];
  figures: TeamFigures;
  bets: BetSums;
  activeBettors: number;
}

export async function teamOverview(db: Db, session: Session, input: z.output<typeof teamOverviewRequestSchema>, nowMs: number): Promise<OverviewResult> {
  requireAgent(session);
  const range = checkedRange(input, nowMs);
  const team = await teamOf(db, session.merchantCode, session.customerId);
  const ids = teamIds(team);
  const [figures, bets, byAccount] = await Promise.all([
    teamFigures(db, ids, range.fromMs, range.toMs),
    groupBets.sums(db, { customerId: ids, ...range }),
    groupBets.sumsByAccount(db, { customerId: ids, ...range }),
  ]);
  return { range, team, figures, bets, activeBettors: byAccount.size };
}

export async function downlines(db: Db, session: Session, input: z.output<typeof downlinesRequestSchema>): Promise<{ rows: DownlineRow[]; total: number; paging: Paging }> {
  requireAgent(session);
  const paging = pagingOf(input);
  const search = input.search?.trim() || undefined;
  const page = await downlinePage(db, session.merchantCode, session.customerId, search, paging);
  return { ...page, paging };
}

export interface TeamBetsResult {
  rows: BetRow[];
  names: Map<number, string>;
  sums: BetSums;
  paging: Paging;
}

export async function teamBets(db: Db, session: Session, input: z.output<typeof teamBetsRequestSchema>, nowMs: number): Promise<TeamBetsResult> {
  requireAgent(session);
  const range = checkedRange(input, nowMs);
  const team = await teamOf(db, session.merchantCode, session.customerId);
  const filter = { customerId: scopedIds(team, input.downlineId), ...range, productType: input.productType };
  const paging = pagingOf(input);
  const [rows, sums] = await Promise.all([groupBets.page(db, filter, paging), groupBets.sums(db, filter)]);
  const names = await namesOf(db, [...new Set(rows.map((r) => r.customerId))]);
  return { rows, names, sums, paging };
}

export interface UserLossResult {
  rows: { customerId: number; username: string; sums: BetSums }[];
  total: number;
  totals: BetSums;
  paging: Paging;
}

const ZERO: BetSums = { count: 0, stakeMinor: 0n, payoutMinor: 0n, profitMinor: 0n };
const add = (a: BetSums, b: BetSums): BetSums => ({
  count: a.count + b.count,
  stakeMinor: a.stakeMinor + b.stakeMinor,
  payoutMinor: a.payoutMinor + b.payoutMinor,
  profitMinor: a.profitMinor + b.profitMinor,
});

/** Each downline who bet within the range with their win and loss, biggest loss first (then by name). */
export async function userLoss(db: Db, session: Session, input: z.output<typeof userLossRequestSchema>, nowMs: number): Promise<UserLossResult> {
  requireAgent(session);
  const range = checkedRange(input, nowMs);
  const team = await teamOf(db, session.merchantCode, session.customerId);
  const byAccount = await groupBets.sumsByAccount(db, { customerId: scopedIds(team, input.downlineId), ...range });
  const names = await namesOf(db, [...byAccount.keys()]);
  const all = [...byAccount.entries()]
    .map(([customerId, sums]) => ({ customerId, username: names.get(customerId) ?? String(customerId), sums }))
    .sort((a, b) => (a.sums.profitMinor < b.sums.profitMinor ? -1 : a.sums.profitMinor > b.sums.profitMinor ? 1 : a.username.localeCompare(b.username)));
  const paging = pagingOf(input);
  return {
    rows: all.slice(paging.offset, paging.offset + paging.limit),
    total: all.length,
    totals: all.reduce((t, r) => add(t, r.sums), ZERO),
    paging,
  };
}

export interface TeamTransactionsResult {
  rows: TeamEntryRow[];
  totals: { count: number; creditMinor: bigint; debitMinor: bigint };
  paging: Paging;
  kinds: readonly string[];
}

/** Account details (spec 3: "downline transactions"): the team's ledger entries, as the account record shows a member's own. */
export async function teamTransactions(db: Db, session: Session, input: z.output<typeof teamTransactionsRequestSchema>, nowMs: number): Promise<TeamTransactionsResult> {
  requireAgent(session);
  const range = checkedRange(input, nowMs);
  if (input.kind !== undefined && !(LEDGER_KINDS as readonly string[]).includes(input.kind)) {
    throw errors.requestInvalid(`Invalid request: kind: unknown kind ${input.kind}`, { fields: ['kind'] });
  }
  const team = await teamOf(db, session.merchantCode, session.customerId);
  const filter = { ids: scopedIds(team, input.downlineId), ...range, kind: input.kind };
  const paging = pagingOf(input);
  const [rows, totals] = await Promise.all([teamEntryPage(db, filter, paging), teamEntryTotals(db, filter)]);
  return { rows, totals, paging, kinds: LEDGER_KINDS };
}

const DAY_MS = 86_400_000;

export async function registerCentre(db: Db, session: Session, nowMs: number) {
  requireAgent(session);
  const [affiliateCode, team, recent] = await Promise.all([
    affiliateCodeOf(db, session.merchantCode, session.customerId),
    teamOf(db, session.merchantCode, session.customerId),
    directSince(db, session.customerId, nowMs - 30 * DAY_MS),
  ]);
  return {
    affiliateCode,
    // the registration form fills the code from this query (features/register use-register-links)
    registerPath: affiliateCode === null ? null : `/register?affiliateCode=${encodeURIComponent(affiliateCode)}`,
    directDownlines: team.filter((m) => m.level === 1).length,
    registeredLast30Days: recent,
  };
}

/** The merchant's agent notices in the caller's language, else in English. */
export async function notices(db: Db, session: Session, language: Language, now: Date): Promise<AnnouncementRow[]> {
  requireAgent(session);
  const own = await agentNotices(db, session.merchantCode, language, now);
  return own.length > 0 || language === 'EN' ? own : agentNotices(db, session.merchantCode, 'EN', now);
}
