import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { moneySchema } from '../common/money.js';
import { emptyRequestSchema, idSchema } from '../common/shared.js';
import { onFirstUse } from '../common/on-first-use.js';

/**
 * Mission activity (spec 2 §2 member menu "mission activity (with count badge)", §9 MISSION ->
 * missionLeaderboard): the missions of the merchant's MISSION promotion, each measured from the
 * member's own records in its period, claimed once per period, and the period's leaderboard.
 * Every call here is ours: the spec names the page but shows no call.
 */
const OURS = "ours: the member centre's mission activity page (missionLeaderboard); the spec shows no call";

/** What a mission measures: settled stake, settled bets, or approved deposits in its period. */
export const MISSION_METRICS = ['STAKE', 'BET_COUNT', 'DEPOSIT'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];

/** A mission's period: the UTC day, or the UTC week from Monday (ours). */
export const MISSION_PERIODS = ['DAY', 'WEEK'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

export const MISSION_STATUSES = ['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

/** Members shown on the leaderboard (ours). */
export const MISSION_LEADERBOARD_SIZE = 10;

export const missionSchema = onFirstUse(() => z.object({
  missionId: z.string(),
  title: z.string(),
  metric: z.enum(MISSION_METRICS),
  /** A product type of the records (RNG, LOTT…) or null for all. */
  productType: z.nullable(z.string()),
  period: z.enum(MISSION_PERIODS),
  /** STAKE and DEPOSIT: major units; BET_COUNT: a number of bets. */
  target: z.number().check(z.nonnegative()),
  /** Reached so far in this period, in the target's unit (not capped). */
  progress: z.number().check(z.nonnegative()),
  /** The bonus credited to the main wallet on claim, major units. */
  reward: moneySchema,
  /** Epoch ms: the current period's start (inclusive) and end (exclusive). */
  periodStart: z.number().check(z.int()),
  periodEnd: z.number().check(z.int()),
  status: z.enum(MISSION_STATUSES),
}));
export type Mission = z.infer<typeof missionSchema>;

export const missionListSchema = onFirstUse(() => z.object({
  /** The MISSION promotion's title; null when the merchant runs none. */
  promotionTitle: z.nullable(z.string()),
  missions: z.array(missionSchema),
}));
export type MissionList = z.infer<typeof missionListSchema>;

export const claimMissionRequestSchema = onFirstUse(() => z.object({ missionId: idSchema }));
export type ClaimMissionRequest = z.infer<typeof claimMissionRequestSchema>;

export const missionClaimSchema = onFirstUse(() => z.object({
  missionId: z.string(),
  reward: moneySchema,
  /** The main wallet's balance after the credit, major units. */
  balance: moneySchema,
}));
export type MissionClaim = z.infer<typeof missionClaimSchema>;

export const leaderboardEntrySchema = onFirstUse(() => z.object({
  rank: z.number().check(z.int(), z.positive()),
  /** The member's username, masked (the winner board's masking). */
  account: z.string(),
  /** Settled stake in the period, major units. */
  score: moneySchema,
  me: z.boolean(),
}));
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const missionLeaderboardSchema = onFirstUse(() => z.object({
  periodStart: z.number().check(z.int()),
  periodEnd: z.number().check(z.int()),
  entries: z.array(leaderboardEntrySchema),
  /** The member's own rank (null without any settled stake in the period) and score. */
  myRank: z.nullable(z.number().check(z.int(), z.positive())),
  myScore: moneySchema,
}));
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

export const missionCalls = {
  list: onFirstUse(() => defineCall({
    id: 'missions.list',
    method: 'GET',
    path: '/wps/member/missions',
    pathNote: OURS,
    modId: 'REWCEN3',
    token: true,
    request: emptyRequestSchema,
    reply: missionListSchema,
  })),
  claim: onFirstUse(() => defineCall({
    id: 'missions.claim',
    method: 'POST',
    path: '/wps/member/missions/claim',
    pathNote: OURS,
    modId: 'REWCEN3',
    token: true,
    request: claimMissionRequestSchema,
    reply: missionClaimSchema,
  })),
  leaderboard: onFirstUse(() => defineCall({
    id: 'missions.leaderboard',
    method: 'GET',
    path: '/wps/member/missions/leaderboard',
    pathNote: OURS,
    modId: 'REWCEN3',
    token: true,
    request: emptyRequestSchema,
    reply: missionLeaderboardSchema,
  })),
};
