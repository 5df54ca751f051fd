import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { agentContracts, type AgentContractKind, type AgentContractRow } from '../../db/schema/agent-contracts.js';

/** Statuses a member still sees: offers (P, E) and active contracts (V). */
const OPEN = ['P', 'E', 'V'] as const;

export interface ContractsRepository {
  /** The member's open contracts (offers and active ones), oldest first. */
  openOf(customerId: number): Promise<AgentContractRow[]>;
  /** Locks the member's contracts a decision names (any status), inside `tx`. */
  lockForDecision(tx: Db, customerId: number, kind: AgentContractKind, where: SQL | undefined): Promise<AgentContractRow[]>;
}

export function createContractsRepository(db: Db): ContractsRepository {
  return {
    openOf: (customerId) =>
      db
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.customerId, customerId), inArray(agentContracts.status, [...OPEN])))
        .orderBy(asc(agentContracts.id)),
    lockForDecision: (tx, customerId, kind, where) =>
      tx
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.customerId, customerId), eq(agentContracts.kind, kind), where))
        .orderBy(asc(agentContracts.id))
        .for('update'),
  };
}
