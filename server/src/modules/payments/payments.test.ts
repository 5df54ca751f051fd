import { afterEach, beforeEach, expect, it } from 'vitest';
import { memberCalls, moneyCalls, type LiveEvent } from '@lotto/contract';
import { WITHDRAWAL_HOLD_ACCOUNT_TYPE_ID } from '../../db/schema/index.js';
import { unbalancedWallets } from '../../ledger/ledger.js';
import { setFlags } from '../../test/access.js';
import { failure } from '../../test/accounts.js';
import { describeOnPglite, envelopeOf, valueOf, type TestApp } from '../../test/harness.js';
import { balancesOf, entriesOf, newKey, newMember, send, setPaymentPassword, type Member } from './money-test-kit.js';

const MAIN = 9;
const HOLD = WITHDRAWAL_HOLD_ACCOUNT_TYPE_ID;

const deposit = (t: TestApp, m: Member, amount: number, key = newKey(), merchant = 'demo') =>
  send(t, moneyCalls.deposit, m.token, { providerCode: 'DEMO', amount, idempotencyKey: key }, merchant);

const withdraw = (t: TestApp, m: Member, amount: number, paymentPassword: string, key = newKey()) =>
  send(t, moneyCalls.withdraw, m.token, { providerCode: 'DEMO', amount, paymentPassword, idempotencyKey: key });

/** The dev endpoint an operator (or a browser test) decides an order with. */
const decide = (t: TestApp, orderId: string, decision: 'approve' | 'reject', remarks?: string) =>
  t.call({ method: 'POST', url: `/dev/payments/${orderId}/${decision}`, payload: remarks === undefined ? {} : { remarks } });

describeOnPglite(
  'deposits and withdrawals',
  (t) => {
    let events: { topic: string; event: LiveEvent }[] = [];
    let stop = () => {};
    beforeEach(() => {
      events = [];
      stop = t.app.liveEvents.subscribe((topic, event) => void events.push({ topic, event }));
    });
    afterEach(() => stop());

    it("answers the demo provider, labelled demo, and the merchant's limits from the database", async () => {
      const m = await newMember(t);
      const v = valueOf(moneyCalls.paymentOptions, await send(t, moneyCalls.paymentOptions, m.token));
      expect(v.currency).toBe('CNY');
      expect(v.providers).toEqual([{ code: 'DEMO', name: expect.stringMatching(/demo/i) as string, isDemo: true, deposit: true, withdraw: true }]);
      expect(v.deposit).toEqual({ minAmount: 10, maxAmount: 50000, dailyCount: 10, usedToday: 0 });
      expect(v.withdraw).toEqual({ minAmount: 100, maxAmount: 20000, dailyCount: 5, usedToday: 0 });
      expect(v.hasPaymentPassword).toBe(false);
    });

    it('[S2-3.17] creates a deposit PENDING, credits it once when approved and publishes the DEPOSIT event once', async () => {
      const m = await newMember(t, { mainMinor: 1000_00n });
      const order = valueOf(moneyCalls.deposit, await deposit(t, m, 250.5));
      expect(order).toMatchObject({ kind: 'DEPOSIT', status: 'PENDING', amount: 250.5, currency: 'CNY', isDemo: true, remarks: null, decidedAt: null, replayed: false });
      expect(order.reference).toMatch(/^DEMO-D-/);
      expect((await balancesOf(t, m.customerId))[MAIN]).toBe(1000_00n);

      const approved = await decide(t, order.orderId, 'approve');
      expect(approved.statusCode).toBe(200);
      expect(envelopeOf(approved).value).toMatchObject({ status: 'APPROVED', changed: true });
      expect((await balancesOf(t, m.customerId))[MAIN]).toBe(1250_50n);
      expect(events).toEqual([
        {
          topic: `/topic/user/${m.customerId}`,
          event: { type: 'DEPOSIT', data: { amount: 250.5, time: expect.any(Number) as number, success: true, remarks: null, status: 'APPROVED' } },
        },
      ]);

      // deciding twice changes nothing, and says so
      const again = await decide(t, order.orderId, 'approve');
      expect(envelopeOf(again).value).toMatchObject({ status: 'APPROVED', changed: false });
      expect((await balancesOf(t, m.customerId))[MAIN]).toBe(1250_50n);
      expect(events).toHaveLength(1);
      // the other decision on a decided order is refused
      expect(failure(await decide(t, order.orderId, 'reject', 'late'))).toMatchObject({ status: 409, errorCode: 'payment.order.decided' });
      expect((await balancesOf(t, m.customerId))[MAIN]).toBe(1250_50n);
      expect(await unbalancedWallets(t.db)).toEqual([]);
    });

    it('[S2-3.17] rejects a deposit with remarks: no money, a DEPOSIT event with success false and the remarks', async () => {
      const m = await newMember(t);
      const order = valueOf(moneyCalls.deposit, await deposit(t, m, 100));
      expect(failure(await decide(t, order.orderId, 'reject'))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      const rejected = await decide(t, order.orderId, 'reject', 'Payment not received');
      expect(envelopeOf(rejected).value).toMatchObject({ status: 'REJECTED', remarks: 'Payment not received', changed: true });
      expect((await balancesOf(t, m.customerId))[MAIN]).toBe(0n);
      expect(events.map((e) => e.event)).toEqual([
        { type: 'DEPOSIT', data: { amount: 100, time: expect.any(Number) as number, success: false, remarks: 'Payment not received', status: 'REJECTED' } },
      ]);
      expect(failure(await decide(t, order.orderId, 'approve'))).toMatchObject({ status: 409, errorCode: 'payment.order.decided' });
      expect(failure(await decide(t, '987654321', 'approve'))).toMatchObject({ status: 404, errorCode: 'resource.not.found' });
    });

    it('refuses amounts outside the limits and unknown providers, creating nothing', async () => {
      const m = await newMember(t);
      expect(failure(await deposit(t, m, 9.99))).toMatchObject({ status: 400, errorCode: 'payment.amount.below.minimum', value: { minAmount: 10 } });
      expect(failure(await deposit(t, m, 50000.01))).toMatchObject({ status: 400, errorCode: 'payment.amount.above.maximum', value: { maxAmount: 50000 } });
      const unknown = await send(t, moneyCalls.deposit, m.token, { providerCode: 'NOPE', amount: 100, idempotencyKey: newKey() });
      expect(failure(unknown)).toMatchObject({ status: 404, errorCode: 'payment.provider.unknown' });
      expect(failure(await deposit(t, m, -5))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      expect(failure(await deposit(t, m, 10.001))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      const list = valueOf(moneyCalls.orders, await send(t, moneyCalls.orders, m.token, { page: 1, size: 10 }));
      expect(list.total).toBe(0);
    });

    it("enforces the merchant's daily count (lucky: 5 deposits a day)", async () => {
      const m = await newMember(t, { merchant: 'lucky' });
      for (let i = 0; i < 5; i++) expect((await deposit(t, m, 100, newKey(), 'lucky')).statusCode).toBe(200);
      expect(failure(await deposit(t, m, 100, newKey(), 'lucky'))).toMatchObject({
        status: 409,
        errorCode: 'payment.daily.limit.reached',
        value: { dailyCount: 5 },
      });
      const v = valueOf(moneyCalls.paymentOptions, await send(t, moneyCalls.paymentOptions, m.token, {}, 'lucky'));
      expect(v.deposit).toMatchObject({ minAmount: 100, dailyCount: 5, usedToday: 5 });
    });

    it('answers a retried deposit with the first order, and refuses the key for another amount', async () => {
      const m = await newMember(t);
      const key = newKey();
      const first = valueOf(moneyCalls.deposit, await deposit(t, m, 100, key));
      const retry = valueOf(moneyCalls.deposit, await deposit(t, m, 100, key));
      expect(retry).toMatchObject({ orderId: first.orderId, replayed: true });
      expect(failure(await deposit(t, m, 200, key))).toMatchObject({ status: 409, errorCode: 'idempotency.conflict' });
      expect(valueOf(moneyCalls.orders, await send(t, moneyCalls.orders, m.token, { page: 1, size: 10 })).total).toBe(1);
    });

    it('needs a payment password to withdraw, and the right one', async () => {
      const m = await newMember(t, { mainMinor: 1000_00n });
      expect(failure(await withdraw(t, m, 200, 'pay123456'))).toMatchObject({ status: 409, errorCode: 'payment.password.not.set' });
      await setPaymentPassword(t, m, 'pay123456');
      expect(failure(await withdraw(t, m, 200, 'wrong12345'))).toMatchObject({ status: 400, errorCode: 'payment.password.incorrect' });
      expect(await balancesOf(t, m.customerId)).toEqual({ [MAIN]: 1000_00n, 101: 0n, 102: 0n });
    });

    it('[S1-7.13] holds a withdrawal at once, out of the shown balance, and pays it out when approved', async () => {
      const m = await newMember(t, { mainMinor: 1000_00n });
      const pw = await setPaymentPassword(t, m);
      const order = valueOf(moneyCalls.withdraw, await withdraw(t, m, 300, pw));
      expect(order).toMatchObject({ kind: 'WITHDRAW', status: 'PENDING', amount: 300, isDemo: true });
      expect(order.reference).toMatch(/^DEMO-W-/);
      expect(await balancesOf(t, m.customerId)).toMatchObject({ [MAIN]: 700_00n, [HOLD]: 300_00n });
      // the hold is not the member's to spend: the balance call shows neither it nor its amount
      const balance = valueOf(memberCalls.balance, await send(t, memberCalls.balance, m.token, { typeId: 0 }));
      expect(balance.sumBalance).toBe(700);
      expect(balance.balance.map((w) => w.accountTypeId)).toEqual([MAIN, 101, 102]);

      const approved = await decide(t, order.orderId, 'approve', 'Paid to bank');
      expect(envelopeOf(approved).value).toMatchObject({ status: 'APPROVED', changed: true });
      expect(await balancesOf(t, m.customerId)).toMatchObject({ [MAIN]: 700_00n, [HOLD]: 0n });
      expect(events.map((e) => e.event)).toEqual([
        { type: 'WITHDRAW', data: { amount: 300, time: expect.any(Number) as number, success: true, remarks: 'Paid to bank', status: 'APPROVED' } },
      ]);
      expect(envelopeOf(await decide(t, order.orderId, 'approve')).value).toMatchObject({ changed: false });
      expect(await balancesOf(t, m.customerId)).toMatchObject({ [MAIN]: 700_00n, [HOLD]: 0n });
      expect((await entriesOf(t, m.customerId)).map((e) => [e.accountTypeId, e.kind, e.amountMinor])).toEqual([
        [MAIN, 'opening', 1000_00n],
        [MAIN, 'withdrawal_hold', -300_00n],
        [HOLD, 'withdrawal_hold', 300_00n],
        [HOLD, 'withdrawal_paid', -300_00n],
      ]);
      expect(await unbalancedWallets(t.db)).toEqual([]);
    });

    it('returns a rejected withdrawal to the main wallet once, with a WITHDRAW event carrying the remarks', async () => {
      const m = await newMember(t, { mainMinor: 1000_00n });
      const pw = await setPaymentPassword(t, m);
      const order = valueOf(moneyCalls.withdraw, await withdraw(t, m, 400, pw));
      await decide(t, order.orderId, 'reject', 'Bank account name differs');
      await decide(t, order.orderId, 'reject', 'Bank account name differs');
      expect(await balancesOf(t, m.customerId)).toMatchObject({ [MAIN]: 1000_00n, [HOLD]: 0n });
      expect(events.map((e) => e.event)).toEqual([
        {
          type: 'WITHDRAW',
          data: { amount: 400, time: expect.any(Number) as number, success: false, remarks: 'Bank account name differs', status: 'REJECTED' },
        },
      ]);
      expect(failure(await decide(t, order.orderId, 'approve'))).toMatchObject({ status: 409, errorCode: 'payment.order.decided' });
      expect(await unbalancedWallets(t.db)).toEqual([]);
    });

    it('refuses a withdrawal beyond the main wallet: nothing held, no order', async () => {
      const m = await newMember(t, { mainMinor: 150_00n });
      const pw = await setPaymentPassword(t, m);
      expect(failure(await withdraw(t, m, 150.01, pw))).toMatchObject({ status: 409, errorCode: 'wallet.balance.insufficient' });
      expect(await balancesOf(t, m.customerId)).toEqual({ [MAIN]: 150_00n, 101: 0n, 102: 0n });
      expect(valueOf(moneyCalls.orders, await send(t, moneyCalls.orders, m.token, { page: 1, size: 10 })).total).toBe(0);
      expect(failure(await withdraw(t, m, 99.99, pw))).toMatchObject({ status: 400, errorCode: 'payment.amount.below.minimum' });
    });

    it("lists the member's own deposits and withdrawals, newest first, paged and by kind", async () => {
      const m = await newMember(t, { mainMinor: 1000_00n });
      const other = await newMember(t);
      await deposit(t, other, 10);
      const pw = await setPaymentPassword(t, m);
      const d1 = valueOf(moneyCalls.deposit, await deposit(t, m, 11));
      const w1 = valueOf(moneyCalls.withdraw, await withdraw(t, m, 100, pw));
      const d2 = valueOf(moneyCalls.deposit, await deposit(t, m, 12));
      await decide(t, d1.orderId, 'approve');

      const page1 = valueOf(moneyCalls.orders, await send(t, moneyCalls.orders, m.token, { page: 1, size: 2 }));
      expect(page1).toMatchObject({ pageNum: 1, pageSize: 2, total: 3, totalPages: 2 });
      expect(page1.content.map((o) => o.orderId)).toEqual([d2.orderId, w1.orderId]);
      const page2 = valueOf(moneyCalls.orders, await send(t, moneyCalls.orders, m.token, { page: 2, size: 2 }));
      expect(page2.content).toEqual([expect.objectContaining({ orderId: d1.orderId, status: 'APPROVED', decidedAt: expect.any(Number) as number })]);
      expect(page2.content[0]).not.toHaveProperty('replayed');
      const deposits = valueOf(moneyCalls.orders, await send(t, moneyCalls.orders, m.token, { page: 1, size: 10, kind: 'DEPOSIT' }));
      expect(deposits.content.map((o) => o.orderId)).toEqual([d2.orderId, d1.orderId]);
    });

    it('lists pending orders for the operator, oldest first', async () => {
      const m = await newMember(t);
      const a = valueOf(moneyCalls.deposit, await deposit(t, m, 10));
      const b = valueOf(moneyCalls.deposit, await deposit(t, m, 20));
      await decide(t, a.orderId, 'approve');
      const pending = envelopeOf(await t.call({ method: 'GET', url: '/dev/payments/pending?merchant=demo' })).value as { orderId: string }[];
      const ids = pending.map((p) => p.orderId);
      expect(ids).toContain(b.orderId);
      expect(ids).not.toContain(a.orderId);
    });

    it('[S1-6.2] refuses a trial account every money call', async () => {
      const trial = await newMember(t, { isAgent: '4' });
      expect(failure(await deposit(t, trial, 100))).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
      expect(failure(await send(t, moneyCalls.orders, trial.token, { page: 1, size: 10 }))).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
      expect(failure(await send(t, moneyCalls.paymentOptions, trial.token))).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
    });

    it('is switched off with the DEPOSIT and WITHDRAW flags', async () => {
      const m = await newMember(t);
      await setFlags(t, 'demo', { DEPOSIT: false, WITHDRAW: false });
      try {
        expect(failure(await deposit(t, m, 100))).toMatchObject({ status: 403, errorCode: 'function.not.available' });
        expect(failure(await withdraw(t, m, 100, 'pay123456'))).toMatchObject({ status: 403, errorCode: 'function.not.available' });
      } finally {
        await setFlags(t, 'demo', { DEPOSIT: true, WITHDRAW: true });
      }
    });
  },
  { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } },
);
