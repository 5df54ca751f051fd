import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { moneySchema } from '../common/money.js';
import { pageSchema } from '../common/paging.js';
import { qEpochMs, qInt } from '../common/query.js';
import { emptyRequestSchema } from '../common/shared.js';
import { noticeSchema } from './announcements.js';
import { RECORDS_MAX_PAGE_SIZE, accountRecordSchema, accountTotalsSchema, betRecordSchema, betTotalsSchema, recordProductTypeSchema } from './records.js';
import { onFirstUse } from '../common/on-first-use.js';

/**
 * The agent centre (spec 2 §2 "Agent-centre popup menu", §6 "Agent menu"; S2-2.43, S2-6.4). In the
 * original the centre is an external page, so the spec shows none of its calls: every path here is
 * ours (docs/decisions/0020-agent-centre.md). Account details are the downlines' transactions
 * (spec 3 "Member centre and agent centre": "account details (downline transactions)").
 *
 * The team: every account below the agent through `upline_id`, the direct downlines at level 1.
 * Only agents (isAgent 1, 2, 41, 42: the values that show the agent menu) may call; another account
 * gets `function.not.available` (403). A downline named in a request that is not in the caller's
 * team is `resource.not.found` (404), the same answer as an id that does not exist.
 *
 * Dates follow the member records (records.ts): startTime the start day's midnight, endTime the end
 * day's midnight + 86,399,000 ms; at most 30 days, no day after today, start not after end.
 * Money is in major units; times are epoch ms.
 */

const OURS = "ours: the agent centre is an external page in the original (spec 2 §2); the spec shows no call";

const rangeFields = {
  startTime: qEpochMs(),
  endTime: qEpochMs(),
};
const pagingFields = {
  page: qInt(1),
  size: z.optional(qInt(1, RECORDS_MAX_PAGE_SIZE)),
};

/** Team overview request: the range the movement figures cover. */
export const teamOverviewRequestSchema = onFirstUse(() => z.object(rangeFields));
export type TeamOverviewRequest = z.input<typeof teamOverviewRequestSchema>;

/** Team overview: head counts now, balance now, and the team's money movement over the range. */
export const teamOverviewReplySchema = onFirstUse(() => z.object({
  startTime: z.number().check(z.int()),
  endTime: z.number().check(z.int()),
  /** Every account in the team. */
  teamSize: z.number().check(z.int(), z.nonnegative()),
  /** Level-1 downlines. */
  directDownlines: z.number().check(z.int(), z.nonnegative()),
  /** Team accounts registered within the range. */
  newDownlines: z.number().check(z.int(), z.nonnegative()),
  /** Team accounts with at least one bet within the range. */
  activeBettors: z.number().check(z.int(), z.nonnegative()),
  /** The team's main-wallet balances now. */
  teamBalance: moneySchema,
  /** Credited deposits within the range. */
  deposits: moneySchema,
  /** Money that left the team's main wallets for withdrawals within the range (held, less released). */
  withdrawals: moneySchema,
  /** The team's bets within the range, as the betting record sums them. */
  bets: betTotalsSchema,
}));
export type TeamOverviewReply = z.infer<typeof teamOverviewReplySchema>;

export const DOWNLINE_STATUSES = ['active', 'locked', 'disabled'] as const;

/** Downline management request: an optional search on username or nickname, paged. */
export const downlinesRequestSchema = onFirstUse(() => z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  ...pagingFields,
}));
export type DownlinesRequest = z.input<typeof downlinesRequestSchema>;

export const downlineSchema = onFirstUse(() => z.object({
  customerId: z.number().check(z.int()),
  username: z.string(),
  nickname: z.nullable(z.string()),
  /** isAgent of the downline (spec 2 §6): '1' or '2' is a sub-agent. */
  isAgent: z.string(),
  /** 1: a direct downline; 2: a downline's downline; … */
  level: z.number().check(z.int(), z.minimum(1)),
  /** The account directly above (the caller for level 1). */
  upline: z.string(),
  /** Main-wallet balance now. */
  balance: moneySchema,
  status: z.enum(DOWNLINE_STATUSES),
  registeredAt: z.number().check(z.int()),
  /** Null: never logged in. */
  lastLoginAt: z.nullable(z.number().check(z.int())),
}));
export type Downline = z.infer<typeof downlineSchema>;

/** A page of the team, newest registration first. */
export const downlinesReplySchema = onFirstUse(() => pageSchema(downlineSchema));
export type DownlinesReply = z.infer<typeof downlinesReplySchema>;

/** Team betting request: a range, optionally one downline and one product type, paged. */
export const teamBetsRequestSchema = onFirstUse(() => z.object({
  ...rangeFields,
  /** A team member's customerId; absent: the whole team. Outside the team: resource.not.found. */
  downlineId: z.optional(qInt(1)),
  productType: z.optional(recordProductTypeSchema),
  ...pagingFields,
}));
export type TeamBetsRequest = z.input<typeof teamBetsRequestSchema>;

export const teamBetSchema = onFirstUse(() => z.extend(betRecordSchema, { username: z.string() }));
export type TeamBet = z.infer<typeof teamBetSchema>;

export const teamBetsReplySchema = onFirstUse(() => z.extend(pageSchema(teamBetSchema), { totals: betTotalsSchema }));
export type TeamBetsReply = z.infer<typeof teamBetsReplySchema>;

/** User loss request: a range, optionally one downline, paged. */
export const userLossRequestSchema = onFirstUse(() => z.object({
  ...rangeFields,
  downlineId: z.optional(qInt(1)),
  ...pagingFields,
}));
export type UserLossRequest = z.input<typeof userLossRequestSchema>;

/** One downline's win and loss over the range: profit > 0 the downline won, < 0 lost. */
export const userLossRowSchema = onFirstUse(() => z.extend(betTotalsSchema, { customerId: z.number().check(z.int()), username: z.string() }));
export type UserLossRow = z.infer<typeof userLossRowSchema>;

/** Downlines who bet within the range, biggest loss first, and the team's total. */
export const userLossReplySchema = onFirstUse(() => z.extend(pageSchema(userLossRowSchema), { totals: betTotalsSchema }));
export type UserLossReply = z.infer<typeof userLossReplySchema>;

/** Account details request: a range, optionally one downline and one ledger kind, paged. */
export const teamTransactionsRequestSchema = onFirstUse(() => z.object({
  ...rangeFields,
  downlineId: z.optional(qInt(1)),
  /** A ledger kind from the reply's `kinds`; an unknown kind is 400 request.invalid. */
  kind: z.optional(z.string().check(z.trim(), z.regex(/^[a-z][a-z0-9_]{0,31}$/))),
  ...pagingFields,
}));
export type TeamTransactionsRequest = z.input<typeof teamTransactionsRequestSchema>;

/** One ledger entry of a downline's wallets (as the account record shows the member's own), with whose. */
export const teamTransactionSchema = onFirstUse(() => z.extend(accountRecordSchema, { customerId: z.number().check(z.int()), username: z.string() }));
export type TeamTransaction = z.infer<typeof teamTransactionSchema>;

/** A page of the team's transactions, newest first, with the totals and the kinds the filter offers. */
export const teamTransactionsReplySchema = onFirstUse(() => z.extend(pageSchema(teamTransactionSchema), {
  totals: accountTotalsSchema,
  kinds: z.array(z.string()),
}));
export type TeamTransactionsReply = z.infer<typeof teamTransactionsReplySchema>;

/** The register centre: the agent's affiliate code and the registration link that uses it. */
export const registerCentreReplySchema = onFirstUse(() => z.object({
  /** Null: the agent has no active affiliate code. */
  affiliateCode: z.nullable(z.string()),
  /** The site path of the registration form with the code filled in; null without a code. */
  registerPath: z.nullable(z.string()),
  directDownlines: z.number().check(z.int(), z.nonnegative()),
  /** Direct downlines registered with the code in the last 30 days. */
  registeredLast30Days: z.number().check(z.int(), z.nonnegative()),
}));
export type RegisterCentreReply = z.infer<typeof registerCentreReplySchema>;

/** Notices for agents (announcements of type AG), in the merchant's order, then newest first. */
export const agentNoticesReplySchema = onFirstUse(() => z.object({ notices: z.array(noticeSchema) }));
export type AgentNoticesReply = z.infer<typeof agentNoticesReplySchema>;

export const agentCalls = {
  teamOverview: onFirstUse(() => defineCall({
    id: 'agent.teamOverview',
    method: 'GET',
    path: '/wps/agent/team/overview',
    pathNote: OURS,
    modId: 'COMM3',
    token: true,
    request: teamOverviewRequestSchema,
    reply: teamOverviewReplySchema,
  })),
  notices: onFirstUse(() => defineCall({
    id: 'agent.notices',
    method: 'GET',
    path: '/wps/agent/notices',
    pathNote: OURS,
    modId: 'COMM3',
    token: true,
    request: emptyRequestSchema,
    reply: agentNoticesReplySchema,
  })),
  downlines: onFirstUse(() => defineCall({
    id: 'agent.downlines',
    method: 'GET',
    path: '/wps/agent/team/downlines',
    pathNote: OURS,
    modId: 'AGEINFO3',
    token: true,
    request: downlinesRequestSchema,
    reply: downlinesReplySchema,
  })),
  teamBets: onFirstUse(() => defineCall({
    id: 'agent.teamBets',
    method: 'GET',
    path: '/wps/agent/team/bets',
    pathNote: OURS,
    modId: 'AGEINFO3',
    token: true,
    request: teamBetsRequestSchema,
    reply: teamBetsReplySchema,
  })),
  userLoss: onFirstUse(() => defineCall({
    id: 'agent.userLoss',
    method: 'GET',
    path: '/wps/agent/team/loss',
    pathNote: OURS,
    modId: 'AGEINFO3',
    token: true,
    request: userLossRequestSchema,
    reply: userLossReplySchema,
  })),
  teamTransactions: onFirstUse(() => defineCall({
    id: 'agent.teamTransactions',
    method: 'GET',
    path: '/wps/agent/team/transactions',
    pathNote: OURS,
    // spec 2 §6: account details are always in the agent menu
    modId: 'COMM3',
    token: true,
    request: teamTransactionsRequestSchema,
    reply: teamTransactionsReplySchema,
  })),
  registerCentre: onFirstUse(() => defineCall({
    id: 'agent.registerCentre',
    method: 'GET',
    path: '/wps/agent/register/centre',
    pathNote: OURS,
    modId: 'AGEINFO3',
    token: true,
    request: emptyRequestSchema,
    reply: registerCentreReplySchema,
  })),
};
