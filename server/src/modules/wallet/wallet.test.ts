import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { memberCalls } from '@lotto/contract';
import { customers, ledgerEntries, wallets } from '../../db/schema.js';
import { postLedgerEntry } from './wallet.repository.js';
import { failure, tokenFor, withToken } from '../../test/accounts.js';
import { describeEachDatabase, describeOnPglite, valueOf } from '../../test/harness.js';

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

    it('[S1-7.14] answers consolidated funds for the agent', async () => {
      const token = await tokenFor(t, 'agent01', 'agent1234');
      const v = valueOf(memberCalls.fundsConsolidated, await withToken(t, token, { method: 'GET', url: memberCalls.fundsConsolidated.path }));
      expect(v.balance).toMatchObject({ sumBalance: 50000, currency: 'CNY' });
    });
  },
  { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } },
);

// PostgreSQL too: a balance change and its ledger entry commit or roll back together, and
// parallel debits of one wallet race on its row.
describeEachDatabase(
  'wallet ledger',
  (t) => {
    it('changes a balance only together with its ledger entry, never below zero, once per idempotency key', async () => {
      const [agent] = await t.db.select().from(customers).where(eq(customers.username, 'agent01'));
      const [main] = await t.db.select().from(wallets).where(eq(wallets.customerId, agent!.id));
      const post = (amountMinor: bigint, key: string) =>
        t.db.transaction((tx) => postLedgerEntry(tx, { walletId: main!.id, amountMinor, kind: 'test', idempotencyKey: key }));

      expect(await post(-1_234n, `k-${t.kind}-1`)).toEqual({ balanceAfterMinor: 4_998_766n });
      // Overdraw: refused, nothing written.
      expect(await post(-10_000_000n, `k-${t.kind}-2`)).toBeNull();
      // A repeated key fails and rolls the balance change back with it.
      await expect(post(-1n, `k-${t.kind}-1`)).rejects.toThrow();
      const [after] = await t.db.select().from(wallets).where(eq(wallets.id, main!.id));
      expect(after!.balanceMinor).toBe(4_998_766n);
      const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.walletId, main!.id));
      expect(entries.map((e) => e.kind)).toEqual(['opening', 'test']);
    });

    it('never overdraws a wallet debited in parallel: the debits that fit go through, with their entries', async () => {
      const [agent] = await t.db.select().from(customers).where(eq(customers.username, 'agent01'));
      const [main] = await t.db.select().from(wallets).where(eq(wallets.customerId, agent!.id));
      const debit = (i: number) =>
        t.db.transaction((tx) => postLedgerEntry(tx, { walletId: main!.id, amountMinor: -2_000_000n, kind: 'test', idempotencyKey: `race-${t.kind}-${i}` }));
      // Of four debits of 20,000.00, as many as the balance holds go through (two of the agent's 50,000.00).
      const fit = main!.balanceMinor / 2_000_000n;
      expect(fit).toBe(2n);
      const results = await Promise.all([0, 1, 2, 3].map(debit));
      expect(results.filter((r) => r !== null)).toHaveLength(Number(fit));
      const [after] = await t.db.select().from(wallets).where(eq(wallets.id, main!.id));
      expect(after!.balanceMinor).toBe(main!.balanceMinor - fit * 2_000_000n);
      const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.walletId, main!.id));
      expect(entries.reduce((sum, e) => sum + e.amountMinor, 0n)).toBe(after!.balanceMinor);
    });
  },
);
