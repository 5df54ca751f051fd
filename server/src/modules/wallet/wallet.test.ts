import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { memberCalls } from '@lotto/contract';
import { GAME_WALLETS, MAIN_WALLET_ACCOUNT_TYPE_ID, customers, wallets } from '../../db/schema/index.js';
import { unbalancedWallets } from '../../ledger/ledger.js';
import { failure, tokenFor, withToken } from '../../test/accounts.js';
import { describeOnPglite, valueOf } from '../../test/harness.js';

const balancePath = `${memberCalls.balance.path}?typeId=0`;

describeOnPglite(
  'wallet calls',
  (t) => {
    it('[S1-7.13] [S1-3.14] answers the demo player balance in major units: 10,000.00 CNY main wallet and two vendor wallets', async () => {
      const token = await tokenFor(t, 'demo01', 'demo1234');
      const v = valueOf(memberCalls.balance, await withToken(t, token, { method: 'GET', url: balancePath }));
      expect(v).toEqual({
        sumBalance: 10000,
        currency: 'CNY',
        currencySymbol: '¥',
        balance: [
          { accountTypeId: 9, displayName: 'Main wallet', accountName: 'MAIN', availBalance: 10000 },
          { accountTypeId: 101, displayName: 'Live Casino', accountName: 'LIVE', availBalance: 0 },
          { accountTypeId: 102, displayName: 'Slots', accountName: 'RNG', availBalance: 0 },
        ],
      });
    });

    it('[S1-7.13] answers lucky01 in THB', async () => {
      const token = await tokenFor(t, 'lucky01', 'lucky1234', 'lucky');
      const v = valueOf(memberCalls.balance, await withToken(t, token, { method: 'GET', url: balancePath, merchant: 'lucky' }));
      expect(v).toMatchObject({ sumBalance: 10000, currency: 'THB', currencySymbol: '฿' });
    });

    it('[S1-7.13] refuses a balance call without typeId 0 or without a token', async () => {
      const token = await tokenFor(t, 'demo01', 'demo1234');
      expect(failure(await withToken(t, token, { method: 'GET', url: `${memberCalls.balance.path}?typeId=5` }))).toMatchObject({
        status: 400,
        errorCode: 'request.invalid',
      });
      expect(failure(await t.call({ method: 'GET', url: balancePath }))).toMatchObject({ status: 401, errorCode: 'in_sorry_in' });
    });

    it('[S2-3.15] an account made without the game wallets gets them at its first wallet read; a single-wallet merchant\'s and a trial account do not', async () => {
      const agentId = (await t.db.select({ id: customers.id }).from(customers).where(eq(customers.username, 'agent01')))[0]!.id;
      const types = async (customerId: number) =>
        (await t.db.select().from(wallets).where(eq(wallets.customerId, customerId))).map((w) => w.accountTypeId).sort((a, b) => a - b);
      expect(await types(agentId)).toEqual([MAIN_WALLET_ACCOUNT_TYPE_ID]);
      const token = await tokenFor(t, 'agent01', 'agent1234');
      const v = valueOf(memberCalls.fundsConsolidated, await withToken(t, token, { method: 'GET', url: memberCalls.fundsConsolidated.path }));
      expect(v.balance.balance.map((w) => [w.accountTypeId, w.availBalance])).toEqual([
        [MAIN_WALLET_ACCOUNT_TYPE_ID, 50000],
        ...GAME_WALLETS.map((g) => [g.accountTypeId, 0]),
      ]);
      expect(v.balance.sumBalance).toBe(50000);
      // opened once: a second read finds them
      valueOf(memberCalls.balance, await withToken(t, token, { method: 'GET', url: balancePath }));
      expect(await types(agentId)).toEqual([MAIN_WALLET_ACCOUNT_TYPE_ID, ...GAME_WALLETS.map((g) => g.accountTypeId)]);
      expect(await unbalancedWallets(t.db)).toEqual([]);

      for (const [username, password, merchant] of [
        ['lucky01', 'lucky1234', 'lucky'],
        ['trial01', 'trial1234', 'demo'],
      ] as const) {
        const tok = await tokenFor(t, username, password, merchant);
        const b = valueOf(memberCalls.balance, await withToken(t, tok, { method: 'GET', url: balancePath, merchant }));
        expect(b.balance.map((w) => w.accountTypeId), username).toEqual([MAIN_WALLET_ACCOUNT_TYPE_ID]);
      }
    });

    it('[S1-7.14] answers consolidated funds for the agent', async () => {
      const token = await tokenFor(t, 'agent01', 'agent1234');
      const v = valueOf(memberCalls.fundsConsolidated, await withToken(t, token, { method: 'GET', url: memberCalls.fundsConsolidated.path }));
      expect(v.balance).toMatchObject({ sumBalance: 50000, currency: 'CNY' });
    });
  },
  { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } },
);
