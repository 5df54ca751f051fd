import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { memberCalls, uplineTransferCalls, userTopic, type LiveEvent } from '@lotto/contract';
import { customers } from '../../db/schema/index.js';
import { unbalancedWallets } from '../../ledger/ledger.js';
import { failure, tokenFor } from '../../test/accounts.js';
import { describeOnPglite, valueOf, type TestApp } from '../../test/harness.js';
import { balancesOf, entriesOf, newKey, newMember, send, setPaymentPassword, type Member } from '../payments/money-test-kit.js';

const MAIN = 9;

/** A fresh agent (isAgent 1) and a fresh downline of it with toUpline 1 and a payment password. */
async function agentAndDownline(t: TestApp, downlineMinor = 10_000n): Promise<{ agent: Member; member: Member }> {
  const agent = await newMember(t, { mainMinor: 1_000n });
  await t.db.update(customers).set({ isAgent: '1' }).where(eq(customers.id, agent.customerId));
  const member = await newMember(t, { mainMinor: downlineMinor });
  await t.db.update(customers).set({ uplineId: agent.customerId, toUpline: 1 }).where(eq(customers.id, member.customerId));
  await setPaymentPassword(t, member);
  return { agent, member };
}

const transfer = (t: TestApp, m: Member, data: Record<string, unknown>) =>
  send(t, uplineTransferCalls.transfer, m.token, { paymentPassword: 'pay123456', idempotencyKey: newKey(), ...data });

describeOnPglite('transfer to upline', (t) => {
  let events: { topic: string; event: LiveEvent }[] = [];
  beforeAll(() => {
    t.app.liveEvents.subscribe((topic, event) => events.push({ topic, event }));
  });

  it('[S2-6.3] member info carries the upline\'s agent status: the seeded player02 may transfer to agent01', async () => {
    const token = await tokenFor(t, 'player02', 'player1234');
    const info = valueOf(memberCalls.info, await send(t, memberCalls.info, token));
    expect(info).toMatchObject({ toUpline: 1, uplineAgentStatus: 1 });
    const agent = await tokenFor(t, 'agent01', 'agent1234');
    expect(valueOf(memberCalls.info, await send(t, memberCalls.info, agent)).uplineAgentStatus).toBeNull();
  });

  it('moves the amount from the member\'s main wallet to the upline agent\'s in one ledger transaction and tells both live', async () => {
    const { agent, member } = await agentAndDownline(t);
    events = [];
    const res = await transfer(t, member, { amount: 25.5 });
    const reply = valueOf(uplineTransferCalls.transfer, res);
    expect(reply).toMatchObject({ amount: 25.5, upline: agent.username, balance: 74.5 });
    expect((await balancesOf(t, member.customerId))[MAIN]).toBe(7_450n);
    expect((await balancesOf(t, agent.customerId))[MAIN]).toBe(3_550n);
    expect((await entriesOf(t, member.customerId)).at(-1)).toMatchObject({ kind: 'agent_transfer', amountMinor: -2_550n, accountTypeId: MAIN });
    expect((await entriesOf(t, agent.customerId)).at(-1)).toMatchObject({ kind: 'agent_transfer', amountMinor: 2_550n, accountTypeId: MAIN });
    expect(await unbalancedWallets(t.db)).toEqual([]);
    const toAgent = events.filter((e) => e.topic === userTopic(String(agent.customerId)));
    expect(toAgent).toHaveLength(1);
    expect(toAgent[0]!.event).toMatchObject({ type: 'AGENT_TRANSFER_DOWNLINE_TO_AGENT', popup: true, data: { amount: 25.5, sender: member.username, receiver: agent.username } });
  });

  it('applies one key once: parallel requests with the same key move the money one time and all answer that transfer', async () => {
    const { agent, member } = await agentAndDownline(t);
    const idempotencyKey = newKey();
    const replies = await Promise.all(Array.from({ length: 5 }, () => transfer(t, member, { amount: 10, idempotencyKey })));
    for (const r of replies) expect(valueOf(uplineTransferCalls.transfer, r)).toMatchObject({ amount: 10, balance: 90 });
    expect((await balancesOf(t, member.customerId))[MAIN]).toBe(9_000n);
    expect((await balancesOf(t, agent.customerId))[MAIN]).toBe(2_000n);
    expect((await entriesOf(t, member.customerId)).filter((e) => e.kind === 'agent_transfer')).toHaveLength(1);
    // the same key for another amount is a conflict
    expect(failure(await transfer(t, member, { amount: 11, idempotencyKey }))).toMatchObject({ status: 409, errorCode: 'idempotency.conflict' });
  });

  it('refuses more than the balance, and parallel transfers never take the balance below zero', async () => {
    const { agent, member } = await agentAndDownline(t, 5_000n);
    expect(failure(await transfer(t, member, { amount: 50.01 }))).toMatchObject({ status: 409, errorCode: 'wallet.balance.insufficient' });
    const replies = await Promise.all(Array.from({ length: 4 }, () => transfer(t, member, { amount: 20 })));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of replies.filter((x) => x.statusCode !== 200)) expect(failure(r).errorCode).toBe('wallet.balance.insufficient');
    expect((await balancesOf(t, member.customerId))[MAIN]).toBe(1_000n);
    expect((await balancesOf(t, agent.customerId))[MAIN]).toBe(5_000n);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('[S2-6.3] refuses unless toUpline is 1 and the upline is an active agent, and a wrong payment password', async () => {
    const { agent, member } = await agentAndDownline(t);
    expect(failure(await transfer(t, member, { amount: 1, paymentPassword: 'wrong-one' }))).toMatchObject({ errorCode: 'payment.password.incorrect' });
    await t.db.update(customers).set({ toUpline: 0 }).where(eq(customers.id, member.customerId));
    expect(failure(await transfer(t, member, { amount: 1 }))).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    await t.db.update(customers).set({ toUpline: 1 }).where(eq(customers.id, member.customerId));
    await t.db.update(customers).set({ status: 'locked' }).where(eq(customers.id, agent.customerId));
    expect(valueOf(memberCalls.info, await send(t, memberCalls.info, member.token)).uplineAgentStatus).toBe(2);
    expect(failure(await transfer(t, member, { amount: 1 }))).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    await t.db.update(customers).set({ status: 'active', isAgent: '0' }).where(eq(customers.id, agent.customerId));
    expect(failure(await transfer(t, member, { amount: 1 }))).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    // a member with no upline
    const alone = await newMember(t, { mainMinor: 1_000n });
    await t.db.update(customers).set({ toUpline: 1 }).where(eq(customers.id, alone.customerId));
    expect(valueOf(memberCalls.info, await send(t, memberCalls.info, alone.token)).uplineAgentStatus).toBeNull();
    expect(failure(await transfer(t, alone, { amount: 1 }))).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    expect((await balancesOf(t, member.customerId))[MAIN]).toBe(10_000n);
  });

  it('[S2-6.3] is refused where the site flag UPLINETRANS3 is off', async () => {
    const { member } = await agentAndDownline(t);
    const res = await t.call({ method: 'POST', url: '/dev/merchants/demo/state', merchant: null, payload: { flags: { UPLINETRANS3: false } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(failure(await transfer(t, member, { amount: 1 }))).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    expect((await balancesOf(t, member.customerId))[MAIN]).toBe(10_000n);
  });
});
