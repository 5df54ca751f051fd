import { and, eq, sql } from 'drizzle-orm';
import { LANGUAGES, type ProductType } from '@lotto/contract';
import type { Db } from '../connection.js';
import { customerServiceEntries, customers, merchants } from '../schema/index.js';
import { agentContracts, type NewAgentContractRow } from '../schema/agent-contracts.js';
import { customerServiceScripts, rebateSettings } from '../schema/member-support.js';

/** The built-in chat's customer-service script (modules/chat/client/widget.ts), in every language. */
const CHAT_WIDGET_SRC = '/chat/assets/widget.js';

/** Rebate per product type (percent of valid bets, cap in minor units; null = no cap). */
const REBATES: Record<string, { productType: ProductType; rate: string; maxRebateMinor: bigint | null }[]> = {
  demo: [
    { productType: 'LIVE', rate: '0.800', maxRebateMinor: 5_000_000n },
    { productType: 'RNG', rate: '1.000', maxRebateMinor: 5_000_000n },
    { productType: 'LOTT', rate: '0.500', maxRebateMinor: 2_000_000n },
    { productType: 'SPORTS', rate: '0.600', maxRebateMinor: null },
    { productType: 'FISH', rate: '0.900', maxRebateMinor: 1_000_000n },
    { productType: 'PVP', rate: '0.700', maxRebateMinor: null },
  ],
  lucky: [
    { productType: 'LIVE', rate: '0.600', maxRebateMinor: 10_000_000n },
    { productType: 'LOTT', rate: '0.400', maxRebateMinor: null },
  ],
};

/** Contracts agent01 offers its downline agent02 (docs/decisions/0016-agent-contracts.md). */
const AGENT02_CONTRACTS: Omit<NewAgentContractRow, 'merchantCode' | 'uplineId' | 'customerId'>[] = [
  {
    kind: 'DIV',
    productType: 'LOTT',
    computationPeriod: 'MONTHLY',
    status: 'P',
    tiers: [
      { thresholdMinor: '10000000', netLossMinor: '2000000', periodicTotalBetMinor: '50000000', periodicTotalBetRequired: true, activeMember: 5, rate: 10 },
      { thresholdMinor: '50000000', netLossMinor: '10000000', periodicTotalBetMinor: '200000000', periodicTotalBetRequired: true, activeMember: 20, rate: 15 },
    ],
  },
  {
    kind: 'DIV',
    productType: 'RNG',
    computationPeriod: 'WEEKLY',
    status: 'V',
    terminationRequested: true,
    tiers: [{ thresholdMinor: '5000000', netLossMinor: '1000000', periodicTotalBetMinor: '0', periodicTotalBetRequired: false, activeMember: 3, rate: 8 }],
  },
  {
    kind: 'DAILY',
    status: 'P',
    downlineHigherRate: true,
    tiers: [
      { thresholdMinor: '1000000', activeMember: 3, rateType: 'P', rate: 0.5 },
      { thresholdMinor: '5000000', activeMember: 10, rateType: 'F', rate: 300 },
    ],
  },
  {
    kind: 'HOUR',
    productType: 'LIVE',
    status: 'P',
    tiers: [{ thresholdMinor: '200000', activeMember: 2, rateType: 'P', rate: 0.2 }],
  },
  {
    kind: 'RT',
    productType: 'RNG',
    status: 'P',
    tiers: [{ thresholdMinor: '100000', lossRate: 0.3, winRate: 0.1 }],
  },
];

const customerId = async (db: Db, merchantCode: string, username: string) =>
  (
    await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.merchantCode, merchantCode), sql`lower(${customers.username}) = ${username}`))
  )[0]?.id;

/**
 * Customer-service scripts and the live-chat entry, rebate settings, and agent02's contract offers
 * of the seed merchants; each part only where it is missing.
 */
export async function seedMemberSupport(db: Db): Promise<void> {
  for (const [code, rebates] of Object.entries(REBATES)) {
    const [merchant] = await db.select({ code: merchants.code }).from(merchants).where(eq(merchants.code, code));
    if (!merchant) continue;
    await db
      .insert(rebateSettings)
      .values(rebates.map((r, i) => ({ ...r, merchantCode: code, sortOrder: i })))
      .onConflictDoNothing();
    await db
      .insert(customerServiceScripts)
      .values(LANGUAGES.map((lang) => ({ merchantCode: code, lang, csType: 'LIVECHAT', src: CHAT_WIDGET_SRC })))
      .onConflictDoNothing();
    // the site's own live chat comes first in the customer-service list (the right bar opens the first)
    const [chat] = await db
      .select({ id: customerServiceEntries.id })
      .from(customerServiceEntries)
      .where(and(eq(customerServiceEntries.merchantCode, code), eq(customerServiceEntries.csType, 'LIVECHAT')));
    if (!chat) {
      await db.insert(customerServiceEntries).values({ merchantCode: code, csType: 'LIVECHAT', csPosition: 'RIGHT', path: '/chat/room', title: 'Live chat', sortOrder: -1 });
    }
  }

  const upline = await customerId(db, 'demo', 'agent01');
  const downline = await customerId(db, 'demo', 'agent02');
  if (upline === undefined || downline === undefined) return;
  const [any] = await db.select({ id: agentContracts.id }).from(agentContracts).where(eq(agentContracts.customerId, downline)).limit(1);
  if (any) return;
  await db.insert(agentContracts).values(AGENT02_CONTRACTS.map((c) => ({ ...c, merchantCode: 'demo', uplineId: upline, customerId: downline })));
}
