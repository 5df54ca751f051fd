import { expect, it } from 'vitest';
import { moneyCalls, otherCalls } from '@lotto/contract';
import { unbalancedWallets } from '../../ledger/ledger.js';
import { failure } from '../../test/accounts.js';
import { describeOnPglite, valueOf, type TestApp } from '../../test/harness.js';
import { balancesOf, entriesOf, newKey, newMember, send, type Member } from '../payments/money-test-kit.js';

const MAIN = 9;

const transfer = (t: TestApp, m: Member, from: number, to: number, amount: number, key = newKey(), merchant = 'demo') =>
  send(t, moneyCalls.transfer, m.token, { fromAccountTypeId: from, toAccountTypeId: to, amount, idempotencyKey: key }, merchant);

describeOnPglite(
  'wallet transfers',
  (t) => {
    it('moves money from the main wallet to a vendor wallet and back, one ledger transaction each', async () => {
      const m = await newMember(t, { mainMinor: 1000_00n });
      const out = valueOf(moneyCalls.transfer, await transfer(t, m, MAIN, 101, 250.25));
      expect(out).toMatchObject({ fromAccountTypeId: MAIN, toAccountTypeId: 101, amount: 250.25, replayed: false });
      expect(out.balance.sumBalance).toBe(1000);
      expect(out.balance.balance.map((w) => [w.accountTypeId, w.availBalance])).toEqual([
        [MAIN, 749.75],
        [101, 250.25],
        [102, 0],
      ]);
      valueOf(moneyCalls.transfer, await transfer(t, m, 101, MAIN, 50));
      expect(await balancesOf(t, m.customerId)).toEqual({ [MAIN]: 799_75n, 101: 200_25n, 102: 0n });
      expect((await entriesOf(t, m.customerId)).map((e) => [e.accountTypeId, e.kind, e.amountMinor])).toEqual([
        [MAIN, 'opening', 1000_00n],
        [MAIN, 'transfer', -250_25n],
        [101, 'transfer', 250_25n],
        [MAIN, 'transfer', 50_00n],
        [101, 'transfer', -50_00n],
      ]);
      expect(await unbalancedWallets(t.db)).toEqual([]);
    });

    it('refuses a transfer beyond the source balance and changes nothing', async () => {
      const m = await newMember(t, { mainMinor: 100_00n });
      expect(failure(await transfer(t, m, MAIN, 102, 100.01))).toMatchObject({ status: 409, errorCode: 'wallet.balance.insufficient' });
      expect(failure(await transfer(t, m, 102, MAIN, 1))).toMatchObject({ status: 409, errorCode: 'wallet.balance.insufficient' });
      expect(await balancesOf(t, m.customerId)).toEqual({ [MAIN]: 100_00n, 101: 0n, 102: 0n });
      expect(await entriesOf(t, m.customerId)).toHaveLength(1);
    });

    it('only goes between the main wallet and one of the member’s other wallets', async () => {
      const m = await newMember(t, { mainMinor: 100_00n });
      expect(failure(await transfer(t, m, 101, 102, 1))).toMatchObject({ status: 400, errorCode: 'wallet.transfer.invalid' });
      expect(failure(await transfer(t, m, MAIN, 555, 1))).toMatchObject({ status: 400, errorCode: 'wallet.transfer.invalid' });
      expect(failure(await transfer(t, m, MAIN, 9990, 1))).toMatchObject({ status: 400, errorCode: 'wallet.transfer.invalid' });
      expect(failure(await transfer(t, m, MAIN, MAIN, 1))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      expect(failure(await transfer(t, m, MAIN, 101, 0))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      expect(failure(await transfer(t, m, MAIN, 101, 1.005))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      expect(await balancesOf(t, m.customerId)).toEqual({ [MAIN]: 100_00n, 101: 0n, 102: 0n });
    });

    it('applies a key once: a retry answers the first transfer, another transfer under the key is a conflict', async () => {
      const m = await newMember(t, { mainMinor: 100_00n });
      const key = newKey();
      const first = valueOf(moneyCalls.transfer, await transfer(t, m, MAIN, 101, 30, key));
      const retry = valueOf(moneyCalls.transfer, await transfer(t, m, MAIN, 101, 30, key));
      expect(retry).toMatchObject({ transferId: first.transferId, replayed: true });
      expect(failure(await transfer(t, m, MAIN, 101, 31, key))).toMatchObject({ status: 409, errorCode: 'idempotency.conflict' });
      expect(failure(await transfer(t, m, 101, MAIN, 30, key))).toMatchObject({ status: 409, errorCode: 'idempotency.conflict' });
      expect(await balancesOf(t, m.customerId)).toEqual({ [MAIN]: 70_00n, 101: 30_00n, 102: 0n });
      // keys belong to their member: another member may use the same one
      const other = await newMember(t, { mainMinor: 100_00n });
      expect(valueOf(moneyCalls.transfer, await transfer(t, other, MAIN, 101, 30, key)).replayed).toBe(false);
    });

    it('[S2-7.11] answers GCS_merchantWallet isSingle from the merchant settings, and refuses transfers on a single-wallet merchant', async () => {
      const wallet = (merchant: string, merchantCode = merchant) =>
        t.call({ method: 'GET', url: `${otherCalls.merchantWallet.path}?merchantCode=${merchantCode}`, merchant });
      expect(valueOf(otherCalls.merchantWallet, await wallet('demo'))).toEqual({ isSingle: false });
      expect(valueOf(otherCalls.merchantWallet, await wallet('lucky'))).toEqual({ isSingle: true });
      expect(failure(await wallet('demo', 'lucky'))).toMatchObject({ status: 404, errorCode: 'resource.not.found' });

      const m = await newMember(t, { mainMinor: 100_00n, merchant: 'lucky' });
      expect(failure(await transfer(t, m, MAIN, 101, 1, newKey(), 'lucky'))).toMatchObject({ status: 403, errorCode: 'function.not.available' });
      expect(await balancesOf(t, m.customerId)).toEqual({ [MAIN]: 100_00n, 101: 0n, 102: 0n });
    });

    it('[S1-3.14] refreshes one wallet of the member', async () => {
      const m = await newMember(t, { mainMinor: 100_00n });
      await transfer(t, m, MAIN, 102, 12.5);
      const refresh = (accountTypeId: number) => send(t, moneyCalls.walletRefresh, m.token, { accountTypeId });
      expect(valueOf(moneyCalls.walletRefresh, await refresh(102))).toEqual({
        accountTypeId: 102,
        displayName: 'Slots',
        accountName: 'RNG',
        availBalance: 12.5,
      });
      expect(valueOf(moneyCalls.walletRefresh, await refresh(MAIN)).availBalance).toBe(87.5);
      expect(failure(await refresh(555))).toMatchObject({ status: 404, errorCode: 'resource.not.found' });
    });

    it('[S1-6.2] refuses a trial account', async () => {
      const trial = await newMember(t, { mainMinor: 100_00n, isAgent: '4' });
      expect(failure(await transfer(t, trial, MAIN, 101, 1))).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
      expect(failure(await send(t, moneyCalls.walletRefresh, trial.token, { accountTypeId: MAIN }))).toMatchObject({
        status: 403,
        errorCode: 'in_need_true_account',
      });
    });
  },
  { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } },
);
