/**
 * Agent contracts (spec 2 §3 "Dividend contract", "Daily salary request", "Hourly salary",
 * "Real-time salary"; §4 "Contract status codes"): terms an upline agent offers a downline, which
 * the downline accepts or rejects once, and later a termination the upline asks for and the
 * downline agrees to or declines (docs/decisions/0016-agent-contracts.md).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ProductType } from '@lotto/contract';
import { createdAt } from './columns.js';
import { merchantCodeRef } from './merchants.js';
import { customerIdRef, customers } from './accounts.js';

/** DIV dividend, DAILY daily salary, HOUR hourly salary, RT real-time salary. */
export const AGENT_CONTRACT_KINDS = ['DIV', 'DAILY', 'HOUR', 'RT'] as const;
export type AgentContractKind = (typeof AGENT_CONTRACT_KINDS)[number];
/** P pending, E pending (dividend), V active; R rejected and C terminated are final (ours). */
export const AGENT_CONTRACT_ROW_STATUSES = ['P', 'E', 'V', 'R', 'C'] as const;
export type AgentContractRowStatus = (typeof AGENT_CONTRACT_ROW_STATUSES)[number];

/** One tier of a contract's terms; amounts in minor units, rates as the spec shows them. */
export interface AgentContractTier {
  /** DIV minimumBet, DAILY betVolume, HOUR minimumBet, RT betAmount. */
  thresholdMinor: string;
  activeMember?: number;
  /** DIV netLoss and periodicTotalBet. */
  netLossMinor?: string;
  periodicTotalBetMinor?: string;
  periodicTotalBetRequired?: boolean;
  /** P percent, anything else a fixed amount (spec 2 §3). */
  rateType?: string;
  rate?: number;
  /** RT only. */
  lossRate?: number;
  winRate?: number;
}

export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: merchantCodeRef(),
    /** The agent offering the contract. */
    uplineId: bigint('upline_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The agent receiving it: the only one who may accept or reject it. */
    customerId: customerIdRef(),
    kind: varchar('kind', { length: 8 }).$type<AgentContractKind>().notNull(),
    productType: varchar('product_type', { length: 16 }).$type<ProductType>(),
    /** Dividend only: the period the contract is computed over (e.g. MONTHLY). */
    computationPeriod: varchar('computation_period', { length: 32 }),
    status: varchar('status', { length: 2 }).$type<AgentContractRowStatus>().notNull().default('P'),
    /** An active contract whose termination the upline asked for (the "termination requests" list). */
    terminationRequested: boolean('termination_requested').notNull().default(false),
    /** The offered rate is above the upline's own: the downline confirms before accepting (spec 2 §4). */
    downlineHigherRate: boolean('downline_higher_rate').notNull().default(false),
    tiers: jsonb('tiers').$type<AgentContractTier[]>().notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('agent_contracts_customer_idx').on(t.customerId, t.kind),
    // a dividend is decided by product type and period (MCSFE_processContractDividend): one open at a time
    uniqueIndex('agent_contracts_open_dividend_uq')
      .on(t.customerId, t.productType, t.computationPeriod)
      .where(sql`${t.kind} = 'DIV' and ${t.status} in ('P', 'E', 'V')`),
    check('agent_contracts_status_ck', sql`${t.status} in ('P', 'E', 'V', 'R', 'C')`),
    check('agent_contracts_kind_ck', sql`${t.kind} in ('DIV', 'DAILY', 'HOUR', 'RT')`),
    check('agent_contracts_not_self_ck', sql`${t.uplineId} <> ${t.customerId}`),
    check('agent_contracts_period_ck', sql`(${t.kind} = 'DIV') = (${t.computationPeriod} is not null)`),
  ],
);

export type AgentContractRow = typeof agentContracts.$inferSelect;
export type NewAgentContractRow = typeof agentContracts.$inferInsert;
