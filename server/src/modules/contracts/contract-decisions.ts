import type { ContractAction } from '@lotto/contract';
import type { AgentContractKind, AgentContractRow, AgentContractRowStatus } from '../../db/schema/agent-contracts.js';

/** What a decision changes on the contract row, or null when the action does not apply to it. */
export type ContractChange = { status: AgentContractRowStatus; terminationRequested: boolean } | null;

/**
 * The contract's state machine (spec 2 §4 "Contract status codes"; the reading in
 * docs/decisions/0016-agent-contracts.md):
 * - an offer (P, or E for a dividend) is accepted with A (-> V) or rejected with R (-> R), once;
 * - an active contract (V) whose termination the upline asked for: the downline agrees with C
 *   (-> C, terminated) or declines with A (stays V). Hourly salary labels them the other way round
 *   (spec 2 §4 "in the popup: Cancel is A, reject is R"): A agrees, R declines;
 * - anything else (an active contract nobody asked to end, a rejected or terminated one) refuses.
 */
export function decide(kind: AgentContractKind, row: Pick<AgentContractRow, 'status' | 'terminationRequested'>, action: ContractAction): ContractChange {
  const pending = row.status === 'P' || (row.status === 'E' && kind === 'DIV');
  if (pending) {
    if (action === 'A') return { status: 'V', terminationRequested: false };
    if (action === 'R') return { status: 'R', terminationRequested: false };
    return null;
  }
  if (row.status === 'V' && row.terminationRequested) {
    const agree = kind === 'HOUR' ? 'A' : 'C';
    const decline = kind === 'HOUR' ? 'R' : 'A';
    if (action === agree) return { status: 'C', terminationRequested: false };
    if (action === decline) return { status: 'V', terminationRequested: false };
  }
  return null;
}
