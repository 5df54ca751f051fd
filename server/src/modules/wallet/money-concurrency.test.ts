import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { moneyCalls } from '@lotto/contract';
import { paymentOrders, walletTransfers, WITHDRAWAL_HOLD_ACCOUNT_TYPE_ID } from '../../db/schema/index.js';
import { unbalancedWallets } from '../../ledger/ledger.js';
import { envelopeOf, describeEachDatabase, valueOf, type TestApp } from '../../test/harness.js';
import { balancesOf, newKey, newMember, send, setPaymentPassword, type Member } from '../payments/money-test-kit.js';

const MAIN = 9;
const HOLD = WITHDRAWAL_HOLD_ACCOUNT_TYPE_ID;
const N = 8;

const transfer = (t: TestApp, m: Member, amount: number, key: string) =>
  send(t, moneyCalls.transfer, m.token, { fromAccountTypeId: MAIN, toAccountTypeId: 101, amount, idempotencyKey: key });
const withdraw = (t: TestApp, m: Member, amount: number, pw: string, key: string) =>
  send(t, moneyCalls.withdraw, m.token, { providerCode: 'DEMO', amount, paymentPassword: pw, idempotencyKey: key });
const codes = (responses: LightMyRequestResponse[]) => responses.map((r) => (r.statusCode === 200 ? 'ok' : envelopeOf(r).errorCode)).sort();

// Concurrency (the harness's rule): parallel requests racing on one member's money and idempotency keys.
describeEachDatabase(
  'money under parallel requests',
  (t) => {
    it(`applies ${N} parallel transfers with one idempotency key once`, async () => {
      const m = await newMember(t, { mainMinor: 1000_00n });
      const key = newKey();
      const replies = await Promise.all(Array.from({ length: N }, () => transfer(t, m, 100, key)));
      expect(replies.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
      const ids = new Set(replies.map((r) => valueOf(moneyCalls.transfer, r).transferId));
      expect(ids.size).toBe(1);
      expect(replies.filter((r) => !valueOf(moneyCalls.transfer, r).replayed)).toHaveLength(1);
      expect(await balancesOf(t, m.customerId)).toEqual({ [MAIN]: 900_00n, 101: 100_00n, 102: 0n });
      expect(await t.db.select().from(walletTransfers).where(eq(walletTransfers.customerId, m.customerId))).toHaveLength(1);
      expect(await unbalancedWallets(t.db)).toEqual([]);
    });

    it(`lets ${N} parallel transfers over the balance through only as far as it goes, never below zero`, async () => {
      const m = await newMember(t, { mainMinor: 100_00n });
      const replies = await Promise.all(Array.from({ length: N }, () => transfer(t, m, 30, newKey())));
      expect(codes(replies)).toEqual([...Array<string>(3).fill('ok'), ...Array<string>(N - 3).fill('wallet.balance.insufficient')].sort());
      expect(await balancesOf(t, m.customerId)).toEqual({ [MAIN]: 10_00n, 101: 90_00n, 102: 0n });
      expect(await unbalancedWallets(t.db)).toEqual([]);
    });

    it(`creates one withdrawal and one hold for ${N} parallel withdrawals with one key`, async () => {
      const m = await newMember(t, { mainMinor: 1000_00n });
      const pw = await setPaymentPassword(t, m);
      const key = newKey();
      const replies = await Promise.all(Array.from({ length: N }, () => withdraw(t, m, 200, pw, key)));
      // Each payment-password check counts as a failure until it is decided (parallel logins do the
      // same), so beyond the hourly limit some parallel copies are refused 429 before any hashing;
      // none of them makes a second order.
      const answered = replies.filter((r) => r.statusCode === 200);
      expect(answered.length).toBeGreaterThan(0);
      expect(codes(replies.filter((r) => r.statusCode !== 200)).every((c) => c === 'TOO_MANY_REQUESTS')).toBe(true);
      expect(new Set(answered.map((r) => valueOf(moneyCalls.withdraw, r).orderId)).size).toBe(1);
      expect(await balancesOf(t, m.customerId)).toMatchObject({ [MAIN]: 800_00n, [HOLD]: 200_00n });
      expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.customerId, m.customerId))).toHaveLength(1);
      expect(await unbalancedWallets(t.db)).toEqual([]);
    });

    it('holds parallel withdrawals only as far as the balance goes', async () => {
      const m = await newMember(t, { mainMinor: 500_00n });
      const pw = await setPaymentPassword(t, m);
      // 5: the demo merchant's daily count and the payment-password limit, so the balance alone decides
      const replies = await Promise.all(Array.from({ length: 5 }, () => withdraw(t, m, 200, pw, newKey())));
      expect(codes(replies)).toEqual(['ok', 'ok', 'wallet.balance.insufficient', 'wallet.balance.insufficient', 'wallet.balance.insufficient']);
      expect(await balancesOf(t, m.customerId)).toMatchObject({ [MAIN]: 100_00n, [HOLD]: 400_00n });
      expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.customerId, m.customerId))).toHaveLength(2);
      expect(await unbalancedWallets(t.db)).toEqual([]);
    });

    it('applies parallel decisions on one order once', async () => {
      const m = await newMember(t, { mainMinor: 1000_00n });
      const pw = await setPaymentPassword(t, m);
      const order = valueOf(moneyCalls.withdraw, await withdraw(t, m, 300, pw, newKey()));
      const decisions = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          t.call({ method: 'POST', url: `/dev/payments/${order.orderId}/${i % 2 ? 'approve' : 'reject'}`, payload: { remarks: 'race' } }),
        ),
      );
      const changed = decisions.filter((r) => r.statusCode === 200 && (envelopeOf(r).value as { changed: boolean }).changed);
      expect(changed).toHaveLength(1);
      const status = (envelopeOf(changed[0]!).value as { status: string }).status;
      // the losers either repeat the winner's decision (no change) or are refused the other one
      for (const r of decisions.filter((x) => x !== changed[0])) {
        expect(r.statusCode === 200 ? (envelopeOf(r).value as { status: string }).status : envelopeOf(r).errorCode).toBe(
          r.statusCode === 200 ? status : 'payment.order.decided',
        );
      }
      expect(await balancesOf(t, m.customerId)).toMatchObject({ [MAIN]: status === 'APPROVED' ? 700_00n : 1000_00n, [HOLD]: 0n });
      expect(await unbalancedWallets(t.db)).toEqual([]);
    });
  },
  { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } },
);
