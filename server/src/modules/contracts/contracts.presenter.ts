import { minorToMajor, type ContractInfoSets } from '@lotto/contract';
import type { AgentContractRow, AgentContractTier } from '../../db/schema/agent-contracts.js';

const money = (minor: string | undefined) => minorToMajor(BigInt(minor ?? '0'));
const yn = (b: boolean | undefined): 'Y' | 'N' => (b ? 'Y' : 'N');
/** The wire status: an active contract stays V while its termination is asked for (spec 2 §4). */
const wireStatus = (row: AgentContractRow): 'P' | 'E' | 'V' => (row.status === 'E' ? 'E' : row.status === 'P' ? 'P' : 'V');

const dividendTier = (row: AgentContractRow, t: AgentContractTier, i: number) => ({
  id: `${row.id}-${i + 1}`,
  minimumBet: money(t.thresholdMinor),
  netLoss: money(t.netLossMinor),
  periodicTotalBet: money(t.periodicTotalBetMinor),
  periodicTotalBetRequired: yn(t.periodicTotalBetRequired),
  activeMember: t.activeMember ?? 0,
  contractRate: t.rate ?? 0,
  status: wireStatus(row),
  downlineHigherRate: yn(row.downlineHigherRate),
});

/**
 * The member's contract sets inside consolidated funds (spec 2 §3 "Consolidated info keys"):
 * `*req*` lists hold offers (P, E) and active contracts whose termination is asked for (V);
 * `*info*` lists the member's own active contracts, one per kind and product type.
 */
export function presentContractSets(rows: readonly AgentContractRow[]): ContractInfoSets {
  const asked = rows.filter((r) => r.status === 'P' || r.status === 'E' || (r.status === 'V' && r.terminationRequested));
  const active = rows.filter((r) => r.status === 'V');
  const of = (kind: AgentContractRow['kind'], list: readonly AgentContractRow[]) => list.filter((r) => r.kind === kind);
  const info = (list: readonly AgentContractRow[]) =>
    list.map((r) => ({ ...(r.productType ? { productType: r.productType } : {}), status: 'V' as const }));
  return {
    divtypereq: of('DIV', asked).map((r) => ({
      productType: r.productType ?? 'LOTT',
      computationPeriod: r.computationPeriod ?? '',
      contracts: r.tiers.map((t, i) => dividendTier(r, t, i)),
    })),
    dailysalreqtype: of('DAILY', asked).map((r) => ({
      id: String(r.id),
      status: wireStatus(r),
      downlineHigherRate: yn(r.downlineHigherRate),
      details: r.tiers.map((t) => ({ betVolume: money(t.thresholdMinor), activeMember: t.activeMember ?? 0, rateType: t.rateType ?? 'P', rate: t.rate ?? 0 })),
    })),
    contracthoursalreq: of('HOUR', asked).map((r) => ({
      contractId: String(r.id),
      productType: r.productType ?? 'LIVE',
      status: wireStatus(r),
      downlineHigherRate: yn(r.downlineHigherRate),
      hourSalaryRates: r.tiers.map((t) => ({ minimumBet: money(t.thresholdMinor), activeMember: t.activeMember ?? 0, rateType: t.rateType ?? 'P', rate: t.rate ?? 0 })),
    })),
    realtimesalreqtype: of('RT', asked).map((r) => ({
      contractId: String(r.id),
      ...(r.productType ? { productType: r.productType } : {}),
      status: wireStatus(r),
      downlineHigherRate: yn(r.downlineHigherRate),
      realTimeSalaryRates: r.tiers.map((t) => ({ betAmount: money(t.thresholdMinor), lossRate: t.lossRate ?? 0, winRate: t.winRate ?? 0 })),
    })),
    divtypeinfo: info(of('DIV', active)),
    dailysalinfotype: info(of('DAILY', active)),
    contracthoursalinfo: info(of('HOUR', active)),
    realtimesalinfotype: info(of('RT', active)),
  };
}
