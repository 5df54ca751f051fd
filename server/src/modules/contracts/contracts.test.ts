import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { contractCalls, memberCalls, type CallDef } from '@lotto/contract';
import { customers } from '../../db/schema/index.js';
import { agentContracts } from '../../db/schema/agent-contracts.js';
import { failure, tokenFor, withToken } from '../../test/accounts.js';
import { setFlags } from '../../test/access.js';
import { describeEachDatabase, describeOnPglite, valueOf, type TestApp } from '../../test/harness.js';

const post = (t: TestApp, token: string, call: CallDef, payload: Record<string, unknown>) =>
  withToken(t, token, { method: 'POST', url: call.path, payload });
const funds = async (t: TestApp, token: string) =>
  valueOf(memberCalls.fundsConsolidated, await withToken(t, token, { method: 'GET', url: memberCalls.fundsConsolidated.path }));
const idOf = async (t: TestApp, username: string) =>
  (await t.db.select({ id: customers.id }).from(customers).where(and(eq(customers.merchantCode, 'demo'), sql`lower(${customers.username}) = ${username}`)))[0]!.id;
const rowsOf = async (t: TestApp, kind: 'DIV' | 'DAILY' | 'HOUR' | 'RT') =>
  t.db.select().from(agentContracts).where(and(eq(agentContracts.customerId, await idOf(t, 'agent02')), eq(agentContracts.kind, kind)));

describeOnPglite('agent contracts', (t) => {
  it('[S2-3.30] [S2-3.31] [S2-3.32] [S2-3.33] [S2-3.34] shows the downline agent its offers and active contracts in consolidated funds', async () => {
    const v = await funds(t, await tokenFor(t, 'agent02', 'agent1234'));
    expect(v.divtypereq?.map((d) => [d.productType, d.computationPeriod, d.contracts.length, d.contracts[0]!.status])).toEqual([
      ['LOTT', 'MONTHLY', 2, 'P'],
      ['RNG', 'WEEKLY', 1, 'V'],
    ]);
    expect(v.divtypereq?.[0]?.contracts[0]).toMatchObject({ minimumBet: 100_000, netLoss: 20_000, periodicTotalBetRequired: 'Y', activeMember: 5, contractRate: 10, downlineHigherRate: 'N' });
    expect(v.dailysalreqtype?.[0]).toMatchObject({ status: 'P', downlineHigherRate: 'Y', details: [{ betVolume: 10_000, activeMember: 3, rateType: 'P', rate: 0.5 }, { betVolume: 50_000, rateType: 'F', rate: 300 }] });
    expect(v.contracthoursalreq?.[0]).toMatchObject({ productType: 'LIVE', status: 'P', hourSalaryRates: [{ minimumBet: 2000, rate: 0.2 }] });
    expect(v.realtimesalreqtype?.[0]).toMatchObject({ productType: 'RNG', status: 'P', realTimeSalaryRates: [{ betAmount: 1000, lossRate: 0.3, winRate: 0.1 }] });
    expect(v.divtypeinfo).toEqual([{ productType: 'RNG', status: 'V' }]);
    expect(v.balance).toBeDefined();
    // a player with no contracts gets empty sets
    const demo = await funds(t, await tokenFor(t, 'demo01', 'demo1234'));
    expect(demo.divtypereq).toEqual([]);
  });

  it('[S2-4.11] [S2-4.12] [S2-7.13] [S2-1.5] accepts a dividend offer once: it becomes active, a second accept is refused', async () => {
    const token = await tokenFor(t, 'agent02', 'agent1234');
    const body = { productType: 'LOTT', computationPeriod: 'MONTHLY', status: 'A' };
    const first = await post(t, token, contractCalls.processDividend, body);
    expect(first.statusCode).toBe(200);
    const v = await funds(t, token);
    expect(v.divtypereq?.map((d) => d.productType)).toEqual(['RNG']);
    expect(v.divtypeinfo).toEqual([{ productType: 'LOTT', status: 'V' }, { productType: 'RNG', status: 'V' }]);
    expect(failure(await post(t, token, contractCalls.processDividend, body))).toMatchObject({ status: 409, errorCode: 'contract.decided' });
    expect((await rowsOf(t, 'DIV')).find((r) => r.productType === 'LOTT')?.status).toBe('V');
  });

  it('[S2-7.15] [S2-4.13] [S2-1.5] rejects an hourly offer; it cannot be accepted afterwards', async () => {
    const token = await tokenFor(t, 'agent02', 'agent1234');
    const [row] = await rowsOf(t, 'HOUR');
    const body = { contractId: String(row!.id), productType: 'LIVE' };
    expect((await post(t, token, contractCalls.processHourSalary, { ...body, status: 'R' })).statusCode).toBe(200);
    expect(failure(await post(t, token, contractCalls.processHourSalary, { ...body, status: 'A' }))).toMatchObject({ status: 409, errorCode: 'contract.decided' });
    expect((await rowsOf(t, 'HOUR'))[0]?.status).toBe('R');
    expect((await funds(t, token)).contracthoursalreq).toEqual([]);
  });

  it('[S2-7.16] accepts a real-time salary offer by id', async () => {
    const token = await tokenFor(t, 'agent02', 'agent1234');
    const [row] = await rowsOf(t, 'RT');
    expect((await post(t, token, contractCalls.processRealTimeSalary, { contractId: String(row!.id), status: 'A' })).statusCode).toBe(200);
    expect((await funds(t, token)).realtimesalinfotype).toEqual([{ productType: 'RNG', status: 'V' }]);
  });

  it('only the receiving agent decides: the upline and a player cannot touch the offer', async () => {
    const [row] = await rowsOf(t, 'DAILY');
    for (const [user, pass] of [['agent01', 'agent1234'], ['demo01', 'demo1234']] as const) {
      const res = await post(t, await tokenFor(t, user, pass), contractCalls.processDailySalary, { id: String(row!.id), status: 'A' });
      expect(failure(res)).toMatchObject({ status: 404, errorCode: 'resource.not.found' });
    }
    expect((await rowsOf(t, 'DAILY'))[0]?.status).toBe('P');
  });

  it('[S2-4.12] [S2-1.5] answers a termination request: A keeps the contract, C ends it, each once', async () => {
    const token = await tokenFor(t, 'agent02', 'agent1234');
    const body = { productType: 'RNG', computationPeriod: 'WEEKLY' };
    // A declines the termination the upline asked for: still active, no longer asked
    expect((await post(t, token, contractCalls.processDividend, { ...body, status: 'A' })).statusCode).toBe(200);
    expect((await funds(t, token)).divtypereq).toEqual([]);
    expect(failure(await post(t, token, contractCalls.processDividend, { ...body, status: 'C' }))).toMatchObject({ errorCode: 'contract.decided' });
    // asked again: C agrees, the contract ends
    await t.db.update(agentContracts).set({ terminationRequested: true }).where(and(eq(agentContracts.kind, 'DIV'), eq(agentContracts.productType, 'RNG')));
    expect((await post(t, token, contractCalls.processDividend, { ...body, status: 'C' })).statusCode).toBe(200);
    expect((await funds(t, token)).divtypeinfo?.map((d) => d.productType)).toEqual(['LOTT']);
    expect((await rowsOf(t, 'DIV')).find((r) => r.productType === 'RNG')?.status).toBe('C');
  });

  it('refuses a trial account, an unknown id and a module switched off, changing nothing', async () => {
    const trial = await tokenFor(t, 'trial01', 'trial1234');
    expect(failure(await post(t, trial, contractCalls.processDailySalary, { id: '1', status: 'A' }))).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
    const token = await tokenFor(t, 'agent02', 'agent1234');
    expect(failure(await post(t, token, contractCalls.processDailySalary, { id: 'x1', status: 'A' }))).toMatchObject({ status: 404 });
    expect(failure(await post(t, token, contractCalls.processDailySalary, { id: '1', status: 'Z' }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    await setFlags(t, 'demo', { DAILYSALCONT3: false });
    const [row] = await rowsOf(t, 'DAILY');
    expect(failure(await post(t, token, contractCalls.processDailySalary, { id: String(row!.id), status: 'A' }))).toMatchObject({ errorCode: 'function.not.available' });
    await setFlags(t, 'demo', { DAILYSALCONT3: true });
    expect((await rowsOf(t, 'DAILY'))[0]?.status).toBe('P');
  });
});

describeEachDatabase('agent contracts under parallel decisions', (t) => {
  it('[S2-7.14] two accepts of one daily salary offer sent at once: one succeeds, one is refused', async () => {
    const token = await tokenFor(t, 'agent02', 'agent1234');
    const [row] = await rowsOf(t, 'DAILY');
    const send = (status: string) => post(t, token, contractCalls.processDailySalary, { id: String(row!.id), status });
    const results = await Promise.all([send('A'), send('A'), send('R')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const [after] = await rowsOf(t, 'DAILY');
    expect(['V', 'R']).toContain(after?.status);
    expect(after?.decidedAt).not.toBeNull();
  });
});
