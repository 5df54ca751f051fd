import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { moneySchema } from '../common/money.js';
import { emptyRequestSchema, idSchema, imageDataUrlSchema, trimmedText, yesNoSchema } from '../common/shared.js';
import { announcementImageSchema } from './announcements.js';
import { CLAIM_MAX_IMAGES, CLAIM_REMARKS_MAX_LENGTH, RAFFLE_PRIZE_TYPES } from '../constants.js';
import { onFirstUse } from '../common/on-first-use.js';

/** Raffle claim (spec 2 §3). */
export const raffleClaimRequestSchema = onFirstUse(() => z.object({ promotionId: idSchema, raffleScheduleId: idSchema }));
export type RaffleClaimRequest = z.infer<typeof raffleClaimRequestSchema>;

/** Raffle prize (spec 2 §3): value GOLDEN_EGG, PRIZE_WHEEL or another presentation. */
export const rafflePrizeSchema = onFirstUse(() => z.object({
  type: z.enum(RAFFLE_PRIZE_TYPES),
  value: z.string(),
  amount: z.nullable(moneySchema),
  points: z.nullable(z.number()),
  ticket: z.nullable(
    z.object({
      id: z.string(),
      ticketId: z.string(),
      transactionId: z.string(),
      startDateStr: z.string(),
      endDateStr: z.string(),
    }),
  ),
}));
export type RafflePrize = z.infer<typeof rafflePrizeSchema>;

/** Raffle status: Y/N flags, due and time in seconds (spec 3 Replies). */
export const raffleStatusSchema = onFirstUse(() => z.object({
  isClaimed: yesNoSchema,
  hasStarted: yesNoSchema,
  hasEnded: yesNoSchema,
  due: z.number().check(z.int()),
  time: z.number().check(z.int()),
}));
export type RaffleStatus = z.infer<typeof raffleStatusSchema>;

const enabledCount = onFirstUse(() => z.object({ enabled: z.boolean(), count: z.number().check(z.int(), z.nonnegative()) }));

/** Available promotions by type with counts; MISSION and REFERRAL carry enabled and count (spec 2 §3). */
export const availablePromotionsSchema = onFirstUse(() => z.object({
  byType: z.record(z.string(), z.number().check(z.int(), z.nonnegative())),
  total: z.number().check(z.int(), z.nonnegative()),
  MISSION: enabledCount,
  REFERRAL: enabledCount,
}));
export type AvailablePromotions = z.infer<typeof availablePromotionsSchema>;

/** A raffle's claim window (ours): times in epoch ms, claimable from startTime until dueTime (spec 2 §4). */
export const raffleScheduleSchema = onFirstUse(() => z.object({
  raffleScheduleId: z.string(),
  startTime: z.number().check(z.int()),
  dueTime: z.number().check(z.int()),
}));
export type RaffleSchedule = z.infer<typeof raffleScheduleSchema>;

/** A promotion the merchant runs (fields not shown; ours: what the promotions page shows, spec 2 §2, §3 "Notice / promotion"). */
export const merchantPromotionSchema = onFirstUse(() => z.object({
  promotionId: z.string(),
  promotionType: z.string(),
  title: z.string(),
  /** Rich text, sanitised by the server and again before rendering. */
  content: z.optional(z.string()),
  announcementImages: z.optional(z.array(announcementImageSchema)),
  startDate: z.optional(z.number().check(z.int())),
  startDateStr: z.optional(z.string()),
  endDate: z.optional(z.nullable(z.number().check(z.int()))),
  remarkRequired: z.optional(yesNoSchema),
  imageRequired: z.optional(yesNoSchema),
  /** Claimed by application (MCSFE_signUpRequestReward, the apply-reward modal). */
  applyByRequest: z.optional(z.boolean()),
  /** isAgent values that may claim it (spec 2 §6). */
  allowedAgentTypes: z.optional(z.array(z.string())),
  /** RAFFLE: the schedule running now, else the next one; null when none is left. */
  raffleSchedule: z.optional(z.nullable(raffleScheduleSchema)),
}));
export type MerchantPromotion = z.infer<typeof merchantPromotionSchema>;

/** The member's claims (MCS2_getPromotionClaimList; fields not shown, ours). */
export const promotionClaimSchema = onFirstUse(() => z.object({
  promotionId: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  claimTime: z.number().check(z.int()),
  claimId: z.optional(z.string()),
  title: z.optional(z.string()),
  promotionType: z.optional(z.string()),
  remarks: z.optional(z.nullable(z.string())),
  /** The operator's remarks (a rejection's reason). */
  decisionRemarks: z.optional(z.nullable(z.string())),
  /** The bonus an approval credited. */
  amount: z.optional(z.nullable(moneySchema)),
  decidedTime: z.optional(z.nullable(z.number().check(z.int()))),
}));
export type PromotionClaim = z.infer<typeof promotionClaimSchema>;

/** Claim by application (spec 2 §3, §5): up to 3 jpg/png data-URL images of 5 MB, remarks 140. */
export const signUpRewardRequestSchema = onFirstUse(() => z.object({
  promotionId: idSchema,
  remarks: z.optional(trimmedText(CLAIM_REMARKS_MAX_LENGTH)),
  pictures: z.optional(z.array(imageDataUrlSchema).check(z.maxLength(CLAIM_MAX_IMAGES, 'claim_too_many_images'))),
}));
export type SignUpRewardRequest = z.input<typeof signUpRewardRequestSchema>;

export const promotionCalls = {
  claimRaffle: onFirstUse(() => defineCall({
    id: 'promotions.claimRaffle',
    method: 'POST',
    path: '/wps/relay/MCSFE_claimRafflePromotion',
    modId: 'REWCEN3',
    token: true,
    request: raffleClaimRequestSchema,
    reply: rafflePrizeSchema,
  })),
  raffleStatus: onFirstUse(() => defineCall({
    id: 'promotions.raffleStatus',
    method: 'GET',
    path: '/wps/relay/MCSFE_getRafflePromotionStatus',
    modId: 'REWCEN3',
    token: true,
    request: z.object({ rafflePromotionId: idSchema, raffleScheduleId: idSchema }),
    reply: raffleStatusSchema,
  })),
  available: onFirstUse(() => defineCall({
    id: 'promotions.available',
    method: 'GET',
    path: '/wps/relay/MCSFE_getAvailablePromotions',
    modId: 'REWCEN3',
    token: true,
    silent: true, // spec 3 "Silent relays"
    request: emptyRequestSchema,
    reply: availablePromotionsSchema,
  })),
  merchantAvailable: onFirstUse(() => defineCall({
    id: 'promotions.merchantAvailable',
    method: 'GET',
    path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    modId: 'REWCEN3',
    request: emptyRequestSchema,
    reply: z.array(merchantPromotionSchema),
  })),
  claimList: onFirstUse(() => defineCall({
    id: 'promotions.claimList',
    method: 'GET',
    path: '/wps/relay/MCS2_getPromotionClaimList',
    modId: 'REWCEN3',
    token: true,
    silent: true, // spec 3 "Silent relays"
    request: emptyRequestSchema,
    reply: z.array(promotionClaimSchema),
  })),
  signUpReward: onFirstUse(() => defineCall({
    id: 'promotions.signUpReward',
    method: 'POST',
    path: '/wps/relay/MCSFE_signUpRequestReward',
    modId: 'REWCEN3',
    token: true,
    request: signUpRewardRequestSchema,
    reply: z.object({ status: z.literal('PENDING') }), // spec 2 §4: status becomes PENDING
  })),
};
