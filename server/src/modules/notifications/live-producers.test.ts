import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otherCalls, userTopic, type LiveEvent } from '@lotto/contract';
import { customers, ledgerEntries, wallets } from '../../db/schema/index.js';
import { unbalancedWallets } from '../../ledger/ledger.js';
import { failure } from '../../test/accounts.js';
import { describeOnPglite, envelopeOf, valueOf, type TestApp } from '../../test/harness.js';
import { LiveTestClient, socketUrlOf } from '../../test/live-socket-client.js';
import { balancesOf, newMember, send, type Member } from '../payments/money-test-kit.js';
import { parseEventArgs, runEventCommand } from '../../scripts/operator-events.js';

const MAIN = 9;
// the PNG signature and the start of its IHDR chunk: what the upload check reads
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).toString('base64')}`;
// a text file sent as a PNG data URL: the name and declared type lie, the bytes do not
const DISGUISED = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;

const devEvent = (t: TestApp, action: string, payload: Record<string, unknown>, merchant = 'demo') =>
  t.call({ method: 'POST', url: `/dev/events/${merchant}/${action}`, merchant: null, payload });

describeOnPglite(
  'live-notification producers',
  (t) => {
    const sockets: LiveTestClient[] = [];
    afterEach(() => {
      for (const s of sockets.splice(0)) s.close();
    });

    /** A real socket subscribed to the member's own topic, as the site subscribes. */
    const listen = async (m: Member) => {
      const socket = await LiveTestClient.open(await socketUrlOf(t.app));
      sockets.push(socket);
      await socket.subscribe({ topic: userTopic(String(m.customerId)), merchant: 'demo', token: m.token });
      return socket;
    };
    const nextEvent = async (socket: LiveTestClient): Promise<{ topic: string; event: LiveEvent }> => {
      const frame = await socket.next();
      if (frame.kind !== 'event') throw new Error(`expected an event, got ${JSON.stringify(frame)}`);
      return { topic: frame.topic, event: frame.event };
    };

    /** An agent (isAgent 1) and a direct downline, each with a main wallet. */
    const agentAndDownline = async (agentMinor: bigint, downlineMinor = 0n) => {
      const agent = await newMember(t, { mainMinor: agentMinor });
      const downline = await newMember(t, { mainMinor: downlineMinor });
      await t.db.update(customers).set({ isAgent: '1' }).where(eq(customers.id, agent.customerId));
      await t.db.update(customers).set({ uplineId: agent.customerId }).where(eq(customers.id, downline.customerId));
      return { agent, downline };
    };

    it('[S2-3.17] an operator inbox message is stored for the member, counted unread and announced with INBOX on their topic', async () => {
      const m = await newMember(t);
      const socket = await listen(m);
      const res = await devEvent(t, 'inbox', { username: m.username, title: 'Weekly bonus', body: 'Your weekly bonus is ready.' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await nextEvent(socket)).toEqual({ topic: userTopic(String(m.customerId)), event: { type: 'INBOX', title: 'Weekly bonus' } });
      expect(valueOf(otherCalls.inboxUnreadCount, await send(t, otherCalls.inboxUnreadCount, m.token))).toEqual({ unreadCount: 1 });
      const inbox = valueOf(otherCalls.inbox, await send(t, otherCalls.inbox, m.token, { page: 1, size: 1, sort: 'sendTime:desc', read: false }));
      expect(inbox.content).toEqual([expect.objectContaining({ title: 'Weekly bonus', content: 'Your weekly bonus is ready.', read: false })]);
    });

    it('[S2-3.17] an operator online message reaches only that member as ONLINE_MSG with title and text', async () => {
      const m = await newMember(t);
      const other = await newMember(t);
      const socket = await listen(m);
      const otherSocket = await listen(other);
      const res = await devEvent(t, 'online-message', { username: m.username, title: 'Support', message: 'We have credited your account.' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await nextEvent(socket)).event).toEqual({ type: 'ONLINE_MSG', popup: true, title: 'Support', message: 'We have credited your account.' });
      expect(await otherSocket.drain()).toEqual([]);
    });

    it('refuses an unknown member and empty text with clear errors, publishing nothing', async () => {
      const m = await newMember(t);
      const socket = await listen(m);
      expect(envelopeOf(await devEvent(t, 'inbox', { username: 'nobody-here', title: 'x', body: 'y' }))).toMatchObject({ errorCode: 'resource.not.found' });
      expect((await devEvent(t, 'online-message', { username: m.username, message: '   ' })).statusCode).toBe(400);
      expect(await socket.drain()).toEqual([]);
    });

    it('[S2-3.17] [S2-3.24] [S2-1.6] a payment to confirm publishes PAYMENT_CONFIRMATION; the list shows it; Y answers it once and empties the list', async () => {
      const m = await newMember(t);
      const socket = await listen(m);
      const created = await devEvent(t, 'payment-confirmation', { username: m.username, sender: 'Zhang Wei', amount: 120.5 });
      expect(created.statusCode, created.body).toBe(200);
      expect((await nextEvent(socket)).event).toEqual({ type: 'PAYMENT_CONFIRMATION' });
      const list = valueOf(otherCalls.paymentConfirmationList, await send(t, otherCalls.paymentConfirmationList, m.token));
      expect(list).toEqual([
        { payDetailId: expect.stringMatching(/^\d+$/) as string, amount: 120.5, remainingAmount: 120.5, isAutoConfirmed: 'N', sender: 'Zhang Wei', createdTime: expect.any(Number) as number },
      ]);
      const id = list[0]!.payDetailId;
      // a manual item takes Y or N, never A
      expect(failure(await send(t, otherCalls.processPayment, m.token, { isMoneyReceived: 'A', payDetailId: id }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      // another member cannot answer it
      const stranger = await newMember(t);
      expect(failure(await send(t, otherCalls.processPayment, stranger.token, { isMoneyReceived: 'Y', payDetailId: id }))).toMatchObject({ status: 404 });
      // two answers at once: exactly one wins
      const answers = await Promise.all([0, 1].map(() => send(t, otherCalls.processPayment, m.token, { isMoneyReceived: 'Y', payDetailId: id })));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(valueOf(otherCalls.paymentConfirmationList, await send(t, otherCalls.paymentConfirmationList, m.token))).toEqual([]);
      // no balance moved: the money changed hands outside the platform
      expect((await balancesOf(t, m.customerId))[MAIN]).toBe(0n);
    });

    it('[S2-3.24] [S2-5.6] N needs a real image as proof (checked by its bytes); an auto-confirmed item takes A', async () => {
      const m = await newMember(t);
      await devEvent(t, 'payment-confirmation', { username: m.username, sender: 'Li Na', amount: 50 });
      await devEvent(t, 'payment-confirmation', { username: m.username, sender: 'Bank transfer', amount: 80, autoConfirmed: true });
      const [manual, auto] = valueOf(otherCalls.paymentConfirmationList, await send(t, otherCalls.paymentConfirmationList, m.token));
      expect(auto).toMatchObject({ isAutoConfirmed: 'Y', amount: 80 });
      expect(failure(await send(t, otherCalls.processPayment, m.token, { isMoneyReceived: 'N', payDetailId: manual!.payDetailId }))).toMatchObject({ status: 400 });
      expect(failure(await send(t, otherCalls.processPayment, m.token, { isMoneyReceived: 'N', payDetailId: manual!.payDetailId, proofOfNotReceive: DISGUISED }))).toMatchObject({
        status: 400,
        errorCode: 'request.invalid',
      });
      expect((await send(t, otherCalls.processPayment, m.token, { isMoneyReceived: 'N', payDetailId: manual!.payDetailId, proofOfNotReceive: PNG })).statusCode).toBe(200);
      expect((await send(t, otherCalls.processPayment, m.token, { isMoneyReceived: 'A', payDetailId: auto!.payDetailId })).statusCode).toBe(200);
      expect(valueOf(otherCalls.paymentConfirmationList, await send(t, otherCalls.paymentConfirmationList, m.token))).toEqual([]);
    });

    it('refuses the payment-confirmation list to a trial account', async () => {
      const trial = await newMember(t, { isAgent: '4' });
      expect(failure(await send(t, otherCalls.paymentConfirmationList, trial.token))).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
    });

    it('[S2-3.17] an agent transfer to a direct downline moves main-wallet money through the ledger and tells both with AGENT_TRANSFER_AGENT_TO_DOWNLINE', async () => {
      const { agent, downline } = await agentAndDownline(500_00n);
      const agentSocket = await listen(agent);
      const downlineSocket = await listen(downline);
      const res = await devEvent(t, 'agent-transfer', { agent: agent.username, downline: downline.username, amount: 120.25 });
      expect(res.statusCode, res.body).toBe(200);
      const expected = { type: 'AGENT_TRANSFER_AGENT_TO_DOWNLINE', popup: true, data: { amount: 120.25, time: expect.any(Number) as number, sender: agent.username, receiver: downline.username } };
      expect(await nextEvent(downlineSocket)).toEqual({ topic: userTopic(String(downline.customerId)), event: expected });
      expect((await nextEvent(agentSocket)).event).toEqual(expected);
      expect((await balancesOf(t, agent.customerId))[MAIN]).toBe(379_75n);
      expect((await balancesOf(t, downline.customerId))[MAIN]).toBe(120_25n);
      const kinds = await t.db
        .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amountMinor })
        .from(ledgerEntries)
        .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
        .where(eq(wallets.customerId, downline.customerId));
      expect(kinds).toEqual([{ kind: 'agent_transfer', amount: 120_25n }]);
      expect(await unbalancedWallets(t.db)).toEqual([]);
    });

    it('[S2-3.17] a downline transfers back to the agent with AGENT_TRANSFER_DOWNLINE_TO_AGENT; no transfer beyond the balance or outside the relation', async () => {
      const { agent, downline } = await agentAndDownline(0n, 80_00n);
      const agentSocket = await listen(agent);
      const back = await devEvent(t, 'agent-transfer', { agent: agent.username, downline: downline.username, amount: 30, direction: 'DOWNLINE_TO_AGENT' });
      expect(back.statusCode, back.body).toBe(200);
      expect((await nextEvent(agentSocket)).event).toMatchObject({ type: 'AGENT_TRANSFER_DOWNLINE_TO_AGENT', data: { amount: 30, sender: downline.username, receiver: agent.username } });
      expect((await balancesOf(t, agent.customerId))[MAIN]).toBe(30_00n);

      const tooMuch = await devEvent(t, 'agent-transfer', { agent: agent.username, downline: downline.username, amount: 51, direction: 'DOWNLINE_TO_AGENT' });
      expect(envelopeOf(tooMuch)).toMatchObject({ errorCode: 'wallet.balance.insufficient' });
      const stranger = await newMember(t, { mainMinor: 10_00n });
      expect(envelopeOf(await devEvent(t, 'agent-transfer', { agent: agent.username, downline: stranger.username, amount: 1 }))).toMatchObject({ errorCode: 'request.invalid' });
      expect((await balancesOf(t, downline.customerId))[MAIN]).toBe(50_00n);
      expect(await agentSocket.drain()).toEqual([]);
    });

    it('the operator script does each action on the database and publishes its event', async () => {
      const { agent, downline } = await agentAndDownline(100_00n);
      const events: Array<[string, LiveEvent['type']]> = [];
      const publish = (topic: string, event: LiveEvent) => void events.push([topic, event.type]);
      const run = (argv: string[]) => runEventCommand(parseEventArgs(argv), t.db, publish);
      expect(await run(['inbox', 'send', downline.username, '--title', 'Hello', '--body', 'Welcome'])).toEqual([expect.stringMatching(/^inbox message #\d+ sent/)]);
      await run(['online-message', downline.username, 'Maintenance at 02:00']);
      await run(['payment-confirmation', 'create', agent.username, '--sender', downline.username, '--amount', '20', '--auto']);
      expect(await run(['agent-transfer', agent.username, downline.username, '15.5'])).toEqual([`15.5 moved from ${agent.username} to ${downline.username}`]);
      const d = userTopic(String(downline.customerId));
      const a = userTopic(String(agent.customerId));
      expect(events).toEqual([
        [d, 'INBOX'],
        [d, 'ONLINE_MSG'],
        [a, 'PAYMENT_CONFIRMATION'],
        [a, 'AGENT_TRANSFER_AGENT_TO_DOWNLINE'],
        [d, 'AGENT_TRANSFER_AGENT_TO_DOWNLINE'],
      ]);
    });
  },
  { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } },
);

describe('operator event command line', () => {
  it('parses each action with its options and refuses what it does not understand', () => {
    expect(parseEventArgs(['inbox', 'send', 'demo01', '--title', 'T', '--body', 'B'])).toEqual({ action: 'inbox', username: 'demo01', title: 'T', body: 'B', merchant: 'demo', server: null });
    expect(parseEventArgs(['online-message', 'demo01', 'Hi', '--merchant', 'lucky', '--server', 'http://127.0.0.1:8080'])).toEqual({
      action: 'online-message',
      username: 'demo01',
      message: 'Hi',
      merchant: 'lucky',
      server: 'http://127.0.0.1:8080',
    });
    expect(parseEventArgs(['agent-transfer', 'agent01', 'demo01', '50', '--to-agent'])).toMatchObject({ direction: 'DOWNLINE_TO_AGENT', amount: 50 });
    expect(() => parseEventArgs(['inbox', 'send', 'demo01', '--title', 'T'])).toThrow(/--body/);
    expect(() => parseEventArgs(['agent-transfer', 'agent01', 'demo01', '-5'])).toThrow();
    expect(() => parseEventArgs(['payment-confirmation', 'create', 'agent01', '--amount', '10'])).toThrow(/--sender/);
    expect(() => parseEventArgs(['online-message', 'demo01', 'x', '--colour', 'red'])).toThrow(/bad option/);
  });
});
