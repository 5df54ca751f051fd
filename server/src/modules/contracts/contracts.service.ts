import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { REAL_ACCOUNT_ISAGENT, type ContractAction, type ContractInfoSets } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import { agentContracts, type AgentContractKind } from '../../db/schema/agent-contracts.js';
import { errors } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { decide } from './contract-decisions.js';
import { presentContractSets } from './contracts.presenter.js';
import { createContractsRepository } from './contracts.repository.js';

export interface ContractsService {
  /** Applies the member's action to the contract(s) `where` names; exactly once (spec 2 §4). */
  process(session: Session, kind: AgentContractKind, where: SQL | undefined, action: ContractAction): Promise<void>;
}

export function createContractsService(db: Db): ContractsService {
  const repo = createContractsRepository(db);
  return {
    async process(session, kind, where, action) {
      await db.transaction(async (tx) => {
        // the row lock makes a second, concurrent decision wait and then see the first one's result
        const named = await repo.lockForDecision(tx, session.customerId, kind, where);
        if (named.length === 0) throw errors.resourceNotFound('No such contract.');
        // a rejected or ended contract is history: only the open one (if any) can still be decided
        const rows = named.filter((r) => r.status === 'P' || r.status === 'E' || r.status === 'V');
        const first = rows[0];
        if (!first) throw errors.contractDecided('This contract has already been decided.');
        const change = decide(kind, first, action);
        if (!change) throw errors.contractDecided('This contract has already been decided.');
        const updated = await tx
          .update(agentContracts)
          .set({ ...change, decidedAt: new Date() })
          .where(
            and(
              inArray(agentContracts.id, rows.map((r) => r.id)),
              eq(agentContracts.status, first.status),
              eq(agentContracts.terminationRequested, first.terminationRequested),
            ),
          )
          .returning({ id: agentContracts.id });
        if (updated.length !== rows.length) throw errors.contractDecided('This contract has already been decided.');
      });
    },
  };
}

/**
 * The contract sets of a member's consolidated funds (spec 2 §3, §6: loaded for isAgent 0, 1, 2);
 * the wallet module's consolidated call spreads them into its answer.
 */
export async function contractSetsOf(db: Db, session: Pick<Session, 'customerId' | 'isAgent'>): Promise<ContractInfoSets> {
  if (!(REAL_ACCOUNT_ISAGENT as readonly string[]).includes(session.isAgent)) return {};
  return presentContractSets(await createContractsRepository(db).openOf(session.customerId));
}
