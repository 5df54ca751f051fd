import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { customers, ledgerEntries, wallets } from '../db/schema/index.js';
import { describeEachDatabase } from '../test/harness.js';
import { balanceOf, entryByKey, mainWalletOf, postLedgerEntry, unbalancedWallets } from './ledger.js';

// PostgreSQL too: a balance change and its ledger entry commit or roll back together, and
// parallel debits of one wallet race on its row.
describeEachDatabase(
  'ledger',
  (t) => {
    it('changes a balance only together with its ledger entry, never below zero, once per idempotency key', async () => {
      const [agent] = await t.db.select().from(customers).where(eq(customers.username, 'agent01'));
      const [main] = await t.db.select().from(wallets).where(eq(wallets.customerId, agent!.id));
      const post = (amountMinor: bigint, key: string) =>
        t.db.transaction((tx) => postLedgerEntry(tx, { walletId: main!.id, amountMinor, kind: 'adjustment', idempotencyKey: key }));

      expect(await post(-1_234n, `k-${t.kind}-1`)).toEqual({ balanceAfterMinor: 4_998_766n });
      // Overdraw: refused, nothing written.
      expect(await post(-10_000_000n, `k-${t.kind}-2`)).toBeNull();
      // A repeated key fails and rolls the balance change back with it.
      await expect(post(-1n, `k-${t.kind}-1`)).rejects.toThrow();
      const [after] = await t.db.select().from(wallets).where(eq(wallets.id, main!.id));
      expect(after!.balanceMinor).toBe(4_998_766n);
      const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.walletId, main!.id));
      expect(entries.map((e) => e.kind)).toEqual(['opening', 'adjustment']);
    });

    it('never overdraws a wallet debited in parallel: the debits that fit go through, with their entries', async () => {
      const [agent] = await t.db.select().from(customers).where(eq(customers.username, 'agent01'));
      const [main] = await t.db.select().from(wallets).where(eq(wallets.customerId, agent!.id));
      const debit = (i: number) =>
        t.db.transaction((tx) => postLedgerEntry(tx, { walletId: main!.id, amountMinor: -2_000_000n, kind: 'adjustment', idempotencyKey: `race-${t.kind}-${i}` }));
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

    it('reads a balance, finds an entry by its key, and finds every wallet equal to the sum of its entries', async () => {
      const [agent] = await t.db.select().from(customers).where(eq(customers.username, 'agent01'));
      const main = await mainWalletOf(t.db, agent!.id);
      expect(await balanceOf(t.db, main!.id)).toBe(main!.balanceMinor);
      expect(await balanceOf(t.db, 0)).toBeNull();
      const key = `find-${t.kind}`;
      expect(await entryByKey(t.db, key)).toBeNull();
      await t.db.transaction((tx) =>
        postLedgerEntry(tx, { walletId: main!.id, amountMinor: 500n, kind: 'adjustment', reference: 'test', idempotencyKey: key }),
      );
      expect(await entryByKey(t.db, key)).toMatchObject({ walletId: main!.id, amountMinor: 500n, balanceAfterMinor: main!.balanceMinor + 500n });
      expect(await balanceOf(t.db, main!.id)).toBe(main!.balanceMinor + 500n);
      // The seeded books, and every post of this suite, balance.
      expect(await unbalancedWallets(t.db)).toEqual([]);
      // A balance changed behind the ledger's back is found.
      await t.db.update(wallets).set({ balanceMinor: main!.balanceMinor }).where(eq(wallets.id, main!.id));
      expect(await unbalancedWallets(t.db, [main!.id])).toEqual([
        { walletId: main!.id, balanceMinor: main!.balanceMinor, entriesMinor: main!.balanceMinor + 500n },
      ]);
    });
  },
);
