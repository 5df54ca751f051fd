import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { contractCalls } from '@lotto/contract';
import { agentContracts } from '../../db/schema/agent-contracts.js';
import { registerCall } from '../../http/register-call.js';
import { requireRealAccount } from '../../plugins/session.js';
import { createContractsService } from './contracts.service.js';

/** A contract id of the wire (a decimal row id); anything else names no contract. */
const rowId = (id: string): number => (/^\d{1,15}$/.test(id) ? Number(id) : -1);

/**
 * Accepting, rejecting and ending agent contracts (spec 2 §7 "Contracts (relay)", §4): each call
 * acts on the caller's own contracts only; the offers come in consolidated funds (wallet module).
 */
export async function contractsRoutes(app: FastifyInstance) {
  const service = createContractsService(app.db);
  const limit = { rateLimit: { max: 30, timeWindow: 60_000 } };

  registerCall(
    app,
    contractCalls.processDividend,
    ({ session, input }) => {
      requireRealAccount(session);
      const where = and(eq(agentContracts.productType, input.productType), eq(agentContracts.computationPeriod, input.computationPeriod));
      return service.process(session, 'DIV', where, input.status).then(() => null);
    },
    limit,
  );
  registerCall(
    app,
    contractCalls.processDailySalary,
    ({ session, input }) => {
      requireRealAccount(session);
      return service.process(session, 'DAILY', eq(agentContracts.id, rowId(input.id)), input.status).then(() => null);
    },
    limit,
  );
  registerCall(
    app,
    contractCalls.processHourSalary,
    ({ session, input }) => {
      requireRealAccount(session);
      const where = and(eq(agentContracts.id, rowId(input.contractId)), eq(agentContracts.productType, input.productType));
      return service.process(session, 'HOUR', where, input.status).then(() => null);
    },
    limit,
  );
  registerCall(
    app,
    contractCalls.processRealTimeSalary,
    ({ session, input }) => {
      requireRealAccount(session);
      return service.process(session, 'RT', eq(agentContracts.id, rowId(input.contractId)), input.status).then(() => null);
    },
    limit,
  );
}
