import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { moneyInputSchema, moneySchema } from '../common/money.js';
import { pageSchema } from '../common/paging.js';
import { qEpochMs, qInt } from '../common/query.js';
import { emptyRequestSchema, idSchema, trimmedText, yesNoSchema } from '../common/shared.js';
import {
  withinDateRange,
  MAX_PAGE_SIZE,
  POINT_CONVERSION_MIN,
  REDEEM_TYPES,
  REDEMPTION_STATUSES,
} from '../constants.js';
import { onFirstUse } from '../common/on-first-use.js';

export const pointBalanceSchema = onFirstUse(() => z.object({ balance: z.number() }));

/** Reward types of the mall menu (ids 1, 2, 3 have their own labels, spec 2 §2). */
export const rewardConversionTypeSchema = onFirstUse(() => z.object({ type: z.number().check(z.int()), name: z.string() }));

/** Points reward (commodity), spec 2 §3. Prices in points; mpMoneyAmount is money. */
export const pointRewardSchema = onFirstUse(() => z.object({
  id: z.string(),
  name: z.string(),
  chineseName: z.nullable(z.string()),
  type: z.number().check(z.int()),
  price: z.nullable(z.number()),
  inventory: z.number().check(z.int(), z.nonnegative()),
  adjustedCount: z.number().check(z.int()),
  mpPointAmount: z.nullable(z.number()),
  mpMoneyAmount: z.nullable(moneySchema),
  displayPointMoneyAmt: yesNoSchema,
  description: z.string(),
  imageLink: z.nullable(z.string()),
  merchandiseImages: z.array(z.object({ type: z.enum(['S', 'M']), imageUrl: z.string() })),
}));
export type PointReward = z.infer<typeof pointRewardSchema>;

export const redemptionStatusSchema = onFirstUse(() => z.enum(REDEMPTION_STATUSES));

/** Redemption record (spec 2 §3). */
export const redemptionRecordSchema = onFirstUse(() => z.object({
  id: z.string(),
  dateRequested: z.number().check(z.int()),
  type: z.number().check(z.int()),
  name: z.string(),
  quantity: z.number().check(z.int(), z.positive()),
  requiredPoint: z.number(),
  requiredMoney: moneySchema,
  status: redemptionStatusSchema,
}));
export type RedemptionRecord = z.infer<typeof redemptionRecordSchema>;

/** Point config: rates as fractions, shown as percent with 2 decimals (spec 2 §3). */
export const pointConfigSchema = onFirstUse(() => z.object({
  pointExchangeRate: z.number().check(z.nonnegative()),
  liveBet: z.number(),
  lottoBet: z.number(),
  pvpBet: z.number(),
  rngBet: z.number(),
  sportBet: z.number(),
  deposit: z.number(),
}));
export type PointConfig = z.infer<typeof pointConfigSchema>;

export const pointRewardRequestSchema = onFirstUse(() => z.object({
  page: qInt(1),
  size: qInt(1, MAX_PAGE_SIZE),
  type: z.optional(qInt(0)),
}));

export const redeemListRequestSchema = onFirstUse(() => z
  .object({
    startDate: qEpochMs(),
    endDate: qEpochMs(),
    page: qInt(1),
    size: qInt(1, MAX_PAGE_SIZE),
    status: z.optional(redemptionStatusSchema), // absent means all (spec 2 §4)
  })
  .check(z.refine((v) => withinDateRange(v.startDate, v.endDate), { message: 'date_range_invalid', path: ['endDate'] })));

/**
 * Redeem (spec 2 §3, §5): payment password, then name, address, phone folded into remarks;
 * PM (points plus money) when the item has no pure point price.
 */
export const redeemRequestSchema = onFirstUse(() => z.object({
  rewardId: idSchema,
  quantity: z.number().check(z.int('quantity_invalid'), z.minimum(1, 'quantity_invalid'), z.maximum(10_000, 'quantity_invalid')),
  redeemType: z.enum(REDEEM_TYPES),
  password: z.string().check(z.minLength(1, 'enter_money_password'), z.maxLength(128)),
  province: z.optional(trimmedText(64)),
  remarks: trimmedText(500).check(z.minLength(1, 'enter_name')),
  /** ours: a retried redeem with the same key is applied once (ARCHITECTURE.md). */
  idempotencyKey: z.optional(z.string().check(z.minLength(8), z.maxLength(64))),
}));
export type RedeemRequest = z.input<typeof redeemRequestSchema>;

/** Convert currency to points: amount at least 1, password non-empty (spec 2 §5). */
export const convertPointRequestSchema = onFirstUse(() => z.object({
  amount: moneyInputSchema.check(z.refine((n) => n >= POINT_CONVERSION_MIN, { message: 'conversion_amount_min' })),
  password: z.string().check(z.minLength(1, 'enter_money_password'), z.maxLength(128)),
  idempotencyKey: z.optional(z.string().check(z.minLength(8), z.maxLength(64))),
}));
export type ConvertPointRequest = z.input<typeof convertPointRequestSchema>;

export const pointCalls = {
  balance: onFirstUse(() => defineCall({
    id: 'points.balance',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointBalance',
    modId: 'PTSYS3',
    token: true,
    request: emptyRequestSchema,
    reply: pointBalanceSchema,
  })),
  refreshBalance: onFirstUse(() => defineCall({
    id: 'points.refreshBalance',
    method: 'POST',
    path: '/wps/relay/MCSFE_refreshPointBalance',
    pathNote: 'ours: spec 2 §7 names "refresh point balance" without a path',
    modId: 'PTSYS3',
    token: true,
    request: emptyRequestSchema,
    reply: pointBalanceSchema,
  })),
  conversionTypes: onFirstUse(() => defineCall({
    id: 'points.conversionTypes',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointRewardConversionType',
    modId: 'PTSYS3',
    request: emptyRequestSchema,
    reply: z.array(rewardConversionTypeSchema),
  })),
  rewards: onFirstUse(() => defineCall({
    id: 'points.rewards',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointReward',
    modId: 'PTSYS3',
    request: pointRewardRequestSchema,
    reply: pageSchema(pointRewardSchema),
  })),
  redeemList: onFirstUse(() => defineCall({
    id: 'points.redeemList',
    method: 'GET',
    path: '/wps/relay/MCSFE_getRedeemPointList',
    modId: 'PTSYS3',
    token: true,
    request: redeemListRequestSchema,
    reply: pageSchema(redemptionRecordSchema),
  })),
  config: onFirstUse(() => defineCall({
    id: 'points.config',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointConfig',
    modId: 'PTSYS3',
    request: emptyRequestSchema,
    reply: pointConfigSchema,
  })),
  redeem: onFirstUse(() => defineCall({
    id: 'points.redeem',
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
    modId: 'PTSYS3',
    token: true,
    encrypted: true, // spec 3: passwordCheck/ bodies carry the payment password
    request: redeemRequestSchema,
    reply: z.object({ redemptionId: z.string(), pointBalance: z.number(), status: redemptionStatusSchema }),
  })),
  convert: onFirstUse(() => defineCall({
    id: 'points.convert',
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_convertPoint',
    modId: 'PTSYS3',
    token: true,
    encrypted: true,
    request: convertPointRequestSchema,
    reply: z.object({ success: z.boolean(), points: z.number(), pointBalance: z.number() }), // spec 2 §7: a success flag
  })),
};
