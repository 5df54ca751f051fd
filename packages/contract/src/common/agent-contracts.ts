import { z } from 'zod/mini';
import { CONTRACT_ACTIONS, CONTRACT_STATUSES, PRODUCT_TYPES } from '../constants.js';
import { moneySchema } from './money.js';
import { idSchema, yesNoSchema } from './shared.js';
import { onFirstUse } from './on-first-use.js';

/**
 * An agent's contracts as replies carry them: the contract calls (calls/contracts.ts) and the
 * member's consolidated funds (calls/member.ts) both show them.
 */

/** P pending, E treated like P for dividend, V active (spec 2 §4). */
export const contractStatusSchema = onFirstUse(() => z.enum(CONTRACT_STATUSES));
export type ContractStatus = z.infer<typeof contractStatusSchema>;
/** A accept, R reject, C cancel or terminate (spec 2 §4). */
export const contractActionSchema = onFirstUse(() => z.enum(CONTRACT_ACTIONS));
export type ContractAction = z.infer<typeof contractActionSchema>;
export const productTypeSchema = onFirstUse(() => z.enum(PRODUCT_TYPES));

/** P percent, anything else a fixed amount (spec 2 §3). */
export const rateTypeSchema = onFirstUse(() => z.string().check(z.maxLength(8)));

/** Dividend contract (spec 2 §3). */
export const dividendContractSchema = onFirstUse(() => z.object({
  id: idSchema,
  minimumBet: moneySchema,
  netLoss: moneySchema,
  periodicTotalBet: moneySchema,
  periodicTotalBetRequired: yesNoSchema,
  activeMember: z.number().check(z.int(), z.nonnegative()),
  contractRate: z.number(),
  status: contractStatusSchema,
  downlineHigherRate: yesNoSchema,
}));
export const dividendOfferSchema = onFirstUse(() => z.object({
  productType: productTypeSchema,
  computationPeriod: z.string(),
  contracts: z.array(dividendContractSchema),
}));
export type DividendOffer = z.infer<typeof dividendOfferSchema>;

/** Daily salary request (spec 2 §3). */
export const dailySalaryContractSchema = onFirstUse(() => z.object({
  id: idSchema,
  status: contractStatusSchema,
  downlineHigherRate: yesNoSchema,
  details: z.array(
    z.object({
      betVolume: moneySchema,
      activeMember: z.number().check(z.int(), z.nonnegative()),
      rateType: rateTypeSchema,
      rate: z.number(),
    }),
  ),
}));
export type DailySalaryContract = z.infer<typeof dailySalaryContractSchema>;

/** Hourly salary (spec 2 §3). */
export const hourSalaryContractSchema = onFirstUse(() => z.object({
  contractId: idSchema,
  productType: productTypeSchema,
  status: contractStatusSchema,
  downlineHigherRate: yesNoSchema,
  hourSalaryRates: z.array(
    z.object({
      minimumBet: moneySchema,
      activeMember: z.number().check(z.int(), z.nonnegative()),
      rateType: rateTypeSchema,
      rate: z.number(),
    }),
  ),
}));
export type HourSalaryContract = z.infer<typeof hourSalaryContractSchema>;

/** Real-time salary (spec 2 §3). */
export const realTimeSalaryContractSchema = onFirstUse(() => z.object({
  contractId: idSchema,
  productType: z.optional(productTypeSchema),
  status: contractStatusSchema,
  downlineHigherRate: yesNoSchema,
  realTimeSalaryRates: z.array(z.object({ betAmount: moneySchema, lossRate: z.number(), winRate: z.number() })),
}));
export type RealTimeSalaryContract = z.infer<typeof realTimeSalaryContractSchema>;

/** The agent's own contracts shown in the agent menu: status A or V (spec 2 §3 consolidated keys). */
export const agentContractInfoSchema = onFirstUse(() => z.object({
  productType: z.optional(productTypeSchema),
  status: z.enum(['A', 'V']),
}));

/**
 * Contract sets inside `/wps/member/info/funds/consolidated` (spec 2 §3 "Consolidated info keys",
 * spec 3 Replies). `*req*` keys are offers to the member; `*info*` keys are the agent's own.
 */
export const contractInfoSetsSchema = onFirstUse(() => z.object({
  divtypereq: z.optional(z.array(dividendOfferSchema)),
  divtypecompperiodreq: z.optional(z.array(dividendOfferSchema)),
  dailysalreqtype: z.optional(z.array(dailySalaryContractSchema)),
  dailysalreq: z.optional(z.array(dailySalaryContractSchema)),
  contracthoursalreq: z.optional(z.array(hourSalaryContractSchema)),
  realtimesalreqtype: z.optional(z.array(realTimeSalaryContractSchema)),
  divtypeinfo: z.optional(z.array(agentContractInfoSchema)),
  divtypecompperiodinfo: z.optional(z.array(agentContractInfoSchema)),
  dailysalinfotype: z.optional(z.array(agentContractInfoSchema)),
  contracthoursalinfo: z.optional(z.array(agentContractInfoSchema)),
  realtimesalinfotype: z.optional(z.array(agentContractInfoSchema)),
}));
export type ContractInfoSets = z.infer<typeof contractInfoSetsSchema>;
