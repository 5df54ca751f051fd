import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, customers, games, ledgerEntries, vendorLaunches, vendorRounds, wallets } from '../db/schema/index.js';
import { postLedgerEntry } from '../ledger/ledger.js';
import { openSiteSession } from '../test/accounts.js';
import { describeEachDatabase, describeOnPglite } from '../test/harness.js';
import type { LiveRoundReply, StateReply } from './api-types.js';
import { flightMsTo } from './games.js';
import { createVendorLaunch } from './launch.js';
import { createLaunchPurge, purgeExpiredLaunches } from './launch-purge.js';

describeOnPglite('expired launch purge', (t) => {
  const HOUR = 60 * 60 * 1000;

  async function seedLaunches() {
    const [game] = await t.db.select({ id: games.id }).from(games).where(eq(games.merchantCode, 'demo')).limit(1);
    const [player] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.username, 'demo01'));
    let n = 0;
    const launch = async (trial: boolean, expiresInMs: number, rounds: number) => {
      const [row] = await t.db
        .insert(vendorLaunches)
        .values({
          tokenHash: `purge-test-${Date.now()}-${n++}`.padEnd(64, '0'),
          merchantCode: 'demo',
          customerId: trial ? null : player!.id,
          gameRowId: game!.id,
          trial,
          language: 'EN',
          expiresAt: new Date(Date.now() + expiresInMs),
        })
        .returning({ id: vendorLaunches.id });
      for (let i = 0; i < rounds; i++) {
        await t.db.insert(vendorRounds).values({ launchId: row!.id, roundId: `purge-round-${i}`, betMinor: 100n, winMinor: 0n, balanceAfterMinor: 0n, outcome: { kind: 'slot' } });
      }
      return row!.id;
    };
    return {
      expiredTrial: await launch(true, -HOUR, 0),
      expiredTrialPlayed: await launch(true, -HOUR, 2),
      expiredRealUnplayed: await launch(false, -HOUR, 0),
      expiredRealPlayed: await launch(false, -HOUR, 1),
      liveTrial: await launch(true, HOUR, 0),
      liveReal: await launch(false, HOUR, 0),
    };
  }

  const remaining = async (ids: Record<string, number>) => {
    const rows = await t.db.select({ id: vendorLaunches.id }).from(vendorLaunches).where(inArray(vendorLaunches.id, Object.values(ids)));
    const kept = new Set(rows.map((r) => r.id));
    return Object.entries(ids)
      .filter(([, id]) => kept.has(id))
      .map(([name]) => name)
      .sort();
  };

  it('deletes expired trial launches and expired real launches without rounds; real rounds stay as money history', async () => {
    const ids = await seedLaunches();
    expect(await purgeExpiredLaunches(t.db)).toBeGreaterThanOrEqual(3);
    expect(await remaining(ids)).toEqual(['expiredRealPlayed', 'liveReal', 'liveTrial']);
    // The played real launch keeps its round; the trial's play-money rounds went with it.
    expect(await t.db.select().from(vendorRounds).where(eq(vendorRounds.launchId, ids.expiredRealPlayed))).toHaveLength(1);
    expect(await t.db.select().from(vendorRounds).where(eq(vendorRounds.launchId, ids.expiredTrialPlayed))).toHaveLength(0);
    // A later clock purges the launches that have expired by then.
    await purgeExpiredLaunches(t.db, new Date(Date.now() + 2 * HOUR));
    expect(await remaining(ids)).toEqual(['expiredRealPlayed']);
  });

  it('sweeps on a timer that stops on request', async () => {
    // The timer runs on a fake clock (only setInterval is faked: the database keeps real time).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const ids = await seedLaunches();
      const purge = createLaunchPurge({ db: t.db, periodMs: 25 });
      purge.start();
      expect(purge.running).toBe(true);
      await vi.advanceTimersByTimeAsync(24);
      expect(await remaining(ids)).toHaveLength(6);
      // The first tick starts a sweep; stop() waits for the sweep in progress.
      await vi.advanceTimersByTimeAsync(1);
      await purge.stop();
      expect(purge.running).toBe(false);
      expect(await remaining(ids)).toEqual(['expiredRealPlayed', 'liveReal', 'liveTrial']);
      // Stopped: a new expired ticket stays, however long the clock runs.
      const more = await seedLaunches();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await remaining({ expiredTrial: more.expiredTrial })).toEqual(['expiredTrial']);
      await purgeExpiredLaunches(t.db);
    } finally {
      vi.useRealTimers();
    }
  });
});

// PostgreSQL too: a sweep settles money in a transaction, and two sweeps race on one round.
describeEachDatabase('expired launch purge, settling first', (t) => {
  describe('live crash rounds nobody looks at', () => {
    let seq = 0;
    const newRoundId = () => `sweep-${Date.now().toString(36)}-${(seq++).toString(36)}`;
    const crashGame = async () => {
      const [game] = await t.db.select().from(games).where(and(eq(games.merchantCode, 'demo'), eq(games.demoKind, 'crash'))).limit(1);
      return game!;
    };
    const demoPlayer = async () => {
      const [player] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.username, 'demo01'));
      const [wallet] = await t.db
        .select()
        .from(wallets)
        .where(and(eq(wallets.customerId, player!.id), eq(wallets.accountTypeId, MAIN_WALLET_ACCOUNT_TYPE_ID)));
      // Start every test from 1,000.00.
      await t.db.transaction((tx) => postLedgerEntry(tx, { walletId: wallet!.id, amountMinor: 100_000n - wallet!.balanceMinor, kind: 'adjustment' }));
      return { customerId: player!.id, walletId: wallet!.id };
    };
    const balanceOf = async (walletId: number) => (await t.db.select().from(wallets).where(eq(wallets.id, walletId)))[0]!.balanceMinor;
    const launchOf = async (gameRowId: number, customerId: number | null) => {
      const { url } = await createVendorLaunch(t.db, {
        merchantCode: 'demo',
        customerId,
        siteSessionId: customerId === null ? null : await openSiteSession(t.db, customerId),
        gameRowId, trial: customerId === null, language: 'EN' });
      return url.split('/').pop()!;
    };
    const start = async (token: string, roundId: string, bet: number, target?: number): Promise<LiveRoundReply> => {
      const res = await t.call({ method: 'POST', url: '/vendor/demo/api/crash/start', merchant: null, payload: { token, roundId, bet, ...(target ? { target } : {}) } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ value: LiveRoundReply }>().value;
    };
    /** Fixes the crash point a draw could have made; the flight starts now, so by the real clock it lasts many seconds. */
    const rig = async (roundId: string, crashX100: number) => {
      const [row] = await t.db.select().from(vendorRounds).where(eq(vendorRounds.roundId, roundId));
      await t.db.update(vendorRounds).set({ outcome: { ...row!.outcome, crashX100, startedAtMs: Date.now() } }).where(eq(vendorRounds.id, row!.id));
      return row!;
    };
    const roundRow = async (roundId: string) => (await t.db.select().from(vendorRounds).where(eq(vendorRounds.roundId, roundId)))[0]!;
    const entriesOf = (launchId: number, roundId: string) =>
      t.db.select().from(ledgerEntries).where(like(ledgerEntries.idempotencyKey, `vendor:${launchId}:${roundId}:%`));
    /** A clock past the end of every flight started in the test. */
    const afterFlights = () => new Date(Date.now() + flightMsTo(5_000) + 5_000);

    it('settles real rounds whose flight ended once: the auto target under the crash point is credited, above it the round is lost', async () => {
      const game = await crashGame();
      const { customerId, walletId } = await demoPlayer();
      const bet = game.minBetMinor;
      const before = await balanceOf(walletId);

      // The player bets with a 40x auto cash-out, closes the tab and launches the same game again.
      const first = await launchOf(game.id, customerId);
      const won = newRoundId();
      await start(first, won, bet, 4_000);
      const wonRow = await rig(won, 5_000);
      const again = await launchOf(game.id, customerId);
      const s = await t.call({ method: 'GET', url: `/vendor/demo/api/state?token=${again}`, merchant: null });
      expect(s.json<{ value: StateReply }>().value).not.toHaveProperty('openRound');
      // Another launch's round crashes below its target, and that launch expires.
      const other = await launchOf(game.id, customerId);
      const lost = newRoundId();
      await start(other, lost, bet, 4_000);
      const lostRow = await rig(lost, 3_000);
      await t.db.update(vendorLaunches).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(vendorLaunches.id, lostRow.launchId));
      expect(await balanceOf(walletId)).toBe(before - 2n * BigInt(bet));

      const sweep = createLaunchPurge({ db: t.db });
      expect((await sweep.runOnce(afterFlights())).settled).toBe(2);
      expect(await roundRow(won)).toMatchObject({ status: 'settled', winMinor: BigInt(bet * 40), outcome: { cashedOut: true, cashedOutX100: 4_000 } });
      expect(await roundRow(lost)).toMatchObject({ status: 'settled', winMinor: 0n, outcome: { cashedOut: false } });
      expect(await balanceOf(walletId)).toBe(before - 2n * BigInt(bet) + BigInt(bet * 40));
      expect((await entriesOf(wonRow.launchId, won)).map((e) => [e.kind, e.amountMinor]).sort()).toEqual([
        ['bet', -BigInt(bet)],
        ['payout', BigInt(bet * 40)],
      ]);
      expect((await entriesOf(lostRow.launchId, lost)).map((e) => e.kind)).toEqual(['bet']);
      // The expired launch keeps its round as money history.
      expect(await t.db.select().from(vendorLaunches).where(eq(vendorLaunches.id, lostRow.launchId))).toHaveLength(1);

      // A second sweep pays nothing more.
      expect((await sweep.runOnce(afterFlights())).settled).toBe(0);
      expect(await balanceOf(walletId)).toBe(before - 2n * BigInt(bet) + BigInt(bet * 40));
      expect(await entriesOf(wonRow.launchId, won)).toHaveLength(2);
    });

    it('pays an ended round once when two sweeps settle it at the same time', async () => {
      const game = await crashGame();
      const { customerId, walletId } = await demoPlayer();
      const bet = game.minBetMinor;
      const before = await balanceOf(walletId);
      const token = await launchOf(game.id, customerId);
      const roundId = newRoundId();
      await start(token, roundId, bet, 200);
      const row = await rig(roundId, 5_000);
      const later = afterFlights();
      const [a, b] = await Promise.all([createLaunchPurge({ db: t.db }).runOnce(later), createLaunchPurge({ db: t.db }).runOnce(later)]);
      expect(a.settled + b.settled).toBe(1);
      expect(await balanceOf(walletId)).toBe(before - BigInt(bet) + BigInt(bet * 2));
      expect((await entriesOf(row.launchId, roundId)).filter((e) => e.kind === 'payout')).toHaveLength(1);
    });

    it('keeps an expired launch whose round is still open until the sweep has settled it', async () => {
      const game = await crashGame();
      const token = await launchOf(game.id, null);
      const roundId = newRoundId();
      await start(token, roundId, game.minBetMinor);
      const row = await rig(roundId, 5_000);
      await t.db.update(vendorLaunches).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(vendorLaunches.id, row.launchId));

      // Still flying: the expired trial launch stays with its round.
      await purgeExpiredLaunches(t.db);
      expect(await t.db.select().from(vendorLaunches).where(eq(vendorLaunches.id, row.launchId))).toHaveLength(1);
      // Once the flight is over the sweep settles the round first, then purges the launch.
      expect(await createLaunchPurge({ db: t.db }).runOnce(afterFlights())).toMatchObject({ settled: 1 });
      expect(await t.db.select().from(vendorLaunches).where(eq(vendorLaunches.id, row.launchId))).toHaveLength(0);
    });
  });
});
