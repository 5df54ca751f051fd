import { createHash } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  MAIN_WALLET_ACCOUNT_TYPE_ID,
  customers,
  gameProducts,
  gameVendors,
  games,
  ledgerEntries,
  vendorLaunches,
  vendorRounds,
  wallets,
  type DemoGameKind,
} from '../db/schema/index.js';
import { postLedgerEntry, unbalancedWallets } from '../ledger/ledger.js';
import { failure, openSiteSession } from '../test/accounts.js';
import { describeEachDatabase, snapshotDatabase, type TestApp } from '../test/harness.js';
import { LAUNCH_TTL_MS, TRIAL_PLAY_MONEY_MINOR, createVendorLaunch } from './launch.js';
import type { LiveRoundReply, RoundReply, StateReply } from './api-types.js';
import { flightMsTo } from './games.js';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const tokenOf = (url: string) => url.split('/').pop() ?? '';
let roundSeq = 0;
const newRoundId = () => `r-${Date.now().toString(36)}-${(roundSeq++).toString(36)}-${crypto.randomUUID().slice(0, 8)}`;

interface Fixture {
  slotGameId: number;
  crashGameId: number;
  /** A slot with limits up to 50,000.00, for bets above a balance. */
  bigSlotGameId: number;
  playerId: number;
  walletId: number;
  /** A live site session of the player, which real launches name. */
  sessionId: number;
}

async function setUp(t: TestApp): Promise<Fixture> {
  const [vendor] = await t.db
    .insert(gameVendors)
    .values({ merchantCode: 'demo', vassalage: 'VTEST', displayName: 'Vendor test' })
    .returning();
  const [product] = await t.db
    .insert(gameProducts)
    .values({ merchantCode: 'demo', vendorId: vendor!.id, gameType: 'RNG', accountTypeId: 9901, accountTypeName: 'VTEST_RNG', displayName: 'Vendor test slots' })
    .returning();
  const game = async (nodeId: string, demoKind: DemoGameKind, maxBetMinor = 1_000_000) => {
    const [row] = await t.db
      .insert(games)
      .values({
        merchantCode: 'demo',
        productId: product!.id,
        gameId: nodeId,
        nodeId,
        gameName: `Test ${demoKind}`,
        names: { EN: `Lucky ${demoKind}`, CN: `幸运${demoKind}` },
        demoKind,
        minBetMinor: 100,
        maxBetMinor,
      })
      .returning();
    return row!.id;
  };
  const [player] = await t.db.select().from(customers).where(eq(customers.username, 'demo01'));
  const [wallet] = await t.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.customerId, player!.id), eq(wallets.accountTypeId, MAIN_WALLET_ACCOUNT_TYPE_ID)));
  return {
    slotGameId: await game('vtest-slot', 'slot'),
    crashGameId: await game('vtest-crash', 'crash'),
    bigSlotGameId: await game('vtest-big-slot', 'slot', 5_000_000),
    playerId: player!.id,
    walletId: wallet!.id,
    sessionId: await openSiteSession(t.db, player!.id),
  };
}

// PostgreSQL too: rounds move money with their ledger entries in one transaction, and copies of
// a round and of a cash-out race each other.
describeEachDatabase('demo game vendor', (t) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await setUp(t);
  });

  const launch = async (gameRowId: number, trial = false, customerId: number | null = f.playerId) =>
    tokenOf((await createVendorLaunch(t.db, { merchantCode: 'demo', customerId, siteSessionId: customerId === null ? null : f.sessionId, gameRowId, trial, language: 'EN' })).url);
  const round = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/vendor/demo/api/round', merchant: null, payload });
  const play = async (payload: Record<string, unknown>): Promise<RoundReply> => {
    const res = await round(payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: RoundReply }>().value;
  };
  const state = async (token: string): Promise<StateReply> => {
    const res = await t.call({ method: 'GET', url: `/vendor/demo/api/state?token=${token}`, merchant: null });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: StateReply }>().value;
  };
  const walletBalance = async () => (await t.db.select().from(wallets).where(eq(wallets.id, f.walletId)))[0]!.balanceMinor;
  /** The ledger's invariant for the player's wallet: its balance is the sum of its entries. */
  const booksBalance = async () => (await unbalancedWallets(t.db, [f.walletId])).length === 0;
  const roundEntries = (token: string, roundId: string) =>
    t.db
      .select()
      .from(ledgerEntries)
      .innerJoin(vendorLaunches, eq(vendorLaunches.tokenHash, sha256(token)))
      .where(like(ledgerEntries.idempotencyKey, sql`'vendor:' || ${vendorLaunches.id} || ':' || ${roundId} || ':%'`));

  it('creates a launch ticket that stores only the hash of its random token, with expiry and trial play money', async () => {
    const before = Date.now();
    const real = await createVendorLaunch(t.db, { merchantCode: 'demo', customerId: f.playerId, siteSessionId: f.sessionId, gameRowId: f.slotGameId, trial: false, language: 'CN' });
    const trial = await createVendorLaunch(t.db, { merchantCode: 'demo', customerId: null, siteSessionId: null, gameRowId: f.crashGameId, trial: true, language: 'EN' });
    expect(real.url).toMatch(/^\/vendor\/demo\/play\/[A-Za-z0-9_-]{43}$/);
    expect(tokenOf(real.url)).not.toBe(tokenOf(trial.url));

    const [row] = await t.db.select().from(vendorLaunches).where(eq(vendorLaunches.tokenHash, sha256(tokenOf(real.url))));
    expect(row).toMatchObject({ customerId: f.playerId, gameRowId: f.slotGameId, trial: false, playMoneyMinor: 0n, language: 'CN' });
    // The token itself is nowhere in the row.
    expect(JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).not.toContain(tokenOf(real.url));
    expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + LAUNCH_TTL_MS - 1000);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + LAUNCH_TTL_MS + 1000);

    const [trialRow] = await t.db.select().from(vendorLaunches).where(eq(vendorLaunches.tokenHash, sha256(tokenOf(trial.url))));
    expect(trialRow).toMatchObject({ customerId: null, trial: true, playMoneyMinor: TRIAL_PLAY_MONEY_MINOR });

    // Real play needs a player; an unknown game is refused.
    await expect(createVendorLaunch(t.db, { merchantCode: 'demo', customerId: null, siteSessionId: null, gameRowId: f.slotGameId, trial: false, language: 'EN' })).rejects.toMatchObject({ code: 'in_sorry_in' });
    await expect(createVendorLaunch(t.db, { merchantCode: 'lucky', customerId: null, siteSessionId: null, gameRowId: f.slotGameId, trial: true, language: 'EN' })).rejects.toMatchObject({ code: 'resource.not.found' });
  });

  it('serves a play page without inline script whose script and style assets come with the right content types', async () => {
    for (const [gameId, script] of [
      [f.slotGameId, 'slot.js'],
      [f.crashGameId, 'crash.js'],
    ] as const) {
      const token = await launch(gameId, true);
      const page = await t.call({ method: 'GET', url: `/vendor/demo/play/${token}`, merchant: null, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toContain('<meta name="viewport"');
      expect(page.body).toContain('Lucky ');
      // Every script is external (the CSP forbids inline ones).
      expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      const js = /<script defer src="([^"]+)"/.exec(page.body)?.[1];
      const css = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)?.[1];
      expect(js).toMatch(new RegExp(`^/vendor/demo/assets/${script.replace('.', '\\.')}\\?v=[0-9a-f]{12}$`));
      expect(css).toMatch(/^\/vendor\/demo\/assets\/demo\.css\?v=[0-9a-f]{12}$/);

      const jsRes = await t.call({ method: 'GET', url: js!, merchant: null });
      expect(jsRes.statusCode).toBe(200);
      expect(jsRes.headers['content-type']).toBe('text/javascript; charset=utf-8');
      // The slot plays instant rounds, the crash page live ones.
      expect(jsRes.body).toContain(script === 'slot.js' ? '/vendor/demo/api/round' : '/vendor/demo/api/crash/start');
      expect(jsRes.body).not.toMatch(/^\s*import /m);
      const cssRes = await t.call({ method: 'GET', url: css!, merchant: null });
      expect(cssRes.statusCode).toBe(200);
      expect(cssRes.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(cssRes.body).toContain('.reels');
      // A revalidation answers 304.
      const again = await t.call({ method: 'GET', url: css!, merchant: null, headers: { 'if-none-match': String(cssRes.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    const gone = await t.call({ method: 'GET', url: `/vendor/demo/play/${'x'.repeat(43)}`, merchant: null, headers: { accept: 'text/html' } });
    expect(gone.statusCode).toBe(401);
    expect(gone.headers['content-type']).toMatch(/^text\/html/);
    expect(gone.body).toContain('Launch the game again');
  });

  it('answers the state of a launch: game, limits, balance of the main wallet in its currency', async () => {
    const token = await launch(f.slotGameId);
    const s = await state(token);
    expect(s).toMatchObject({ game: { name: 'Lucky slot', kind: 'slot' }, trial: false, currency: 'CNY', minBet: 100, maxBet: 1_000_000 });
    expect(BigInt(s.balance)).toBe(await walletBalance());
    expect(s.slot?.rtp).toBeGreaterThan(95);
    expect(s.slot?.rtp).toBeLessThan(97);
  });

  it('plays a real slot round in one transaction: bet debited and win credited on the main wallet ledger, round stored', async () => {
    const token = await launch(f.slotGameId);
    for (let i = 0; i < 12; i++) {
      const before = await walletBalance();
      const roundId = newRoundId();
      const r = await play({ token, roundId, bet: 1_000 });
      expect(r.replay).toBe(false);
      const entries = (await roundEntries(token, roundId)).map((e) => e.ledger_entries);
      const bet = entries.find((e) => e.kind === 'bet');
      const payout = entries.find((e) => e.kind === 'payout');
      expect(bet?.amountMinor).toBe(-1_000n);
      expect(payout?.amountMinor ?? 0n).toBe(BigInt(r.win));
      expect(entries).toHaveLength(r.win > 0 ? 2 : 1);
      expect(await walletBalance()).toBe(before - 1_000n + BigInt(r.win));
      expect(BigInt(r.balance)).toBe(await walletBalance());
      // The win is what the reported lines say.
      const o = r.outcome as { grid: string[][]; lines: { pay: number }[]; totalPay: number };
      expect(o.grid).toHaveLength(5);
      o.grid.forEach((reel) => expect(reel).toHaveLength(3));
      expect(r.win).toBe(Math.floor((1_000 * o.lines.reduce((sum, l) => sum + l.pay, 0)) / 5));
      const [stored] = await t.db.select().from(vendorRounds).where(eq(vendorRounds.roundId, roundId));
      expect(stored).toMatchObject({ betMinor: 1_000n, winMinor: BigInt(r.win), balanceAfterMinor: BigInt(r.balance) });
    }
    // Rounds have their own rate limit.
    const limited = await round({ token, roundId: newRoundId(), bet: 100 });
    expect(limited.headers['x-ratelimit-limit']).toBe('900');
  });

  it('applies the same round id once: a retry answers the stored result and debits nothing more', async () => {
    const token = await launch(f.slotGameId);
    const roundId = newRoundId();
    const first = await play({ token, roundId, bet: 1_000 });
    const afterFirst = await walletBalance();
    const second = await play({ token, roundId, bet: 1_000 });
    expect(second).toEqual({ ...first, replay: true });
    expect(await walletBalance()).toBe(afterFirst);
    expect((await roundEntries(token, roundId)).filter((e) => e.ledger_entries.kind === 'bet')).toHaveLength(1);

    // The same id with another bet is a conflict, not a second round.
    expect(failure(await round({ token, roundId, bet: 2_000 }))).toMatchObject({ status: 409, errorCode: 'idempotency.conflict' });

    // Two copies at once: exactly one debit.
    const racedId = newRoundId();
    const before = await walletBalance();
    const [a, b] = await Promise.all([play({ token, roundId: racedId, bet: 700 }), play({ token, roundId: racedId, bet: 700 })]);
    expect([a.replay, b.replay].sort()).toEqual([false, true]);
    expect(a.balance).toBe(b.balance);
    expect(await walletBalance()).toBe(before - 700n + BigInt(a.win));
    expect((await roundEntries(token, racedId)).filter((e) => e.ledger_entries.kind === 'bet')).toHaveLength(1);
    expect(await t.db.select().from(vendorRounds).where(eq(vendorRounds.roundId, racedId))).toHaveLength(1);
  });

  it('refuses a bet above the balance and changes nothing', async () => {
    const token = await launch(f.bigSlotGameId);
    const balance = await walletBalance();
    const snapshot = await snapshotDatabase(t.db);
    const rounds = await t.db.select().from(vendorRounds);
    const res = await round({ token, roundId: newRoundId(), bet: Number(balance) + 100 });
    expect(failure(res)).toMatchObject({ status: 409, success: false, errorCode: 'launch_game_balance_not_enough' });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(await snapshotDatabase(t.db)).toBe(snapshot);
    expect(await t.db.select().from(vendorRounds)).toHaveLength(rounds.length);

    // Trial play money is guarded the same way.
    const trialToken = await launch(f.bigSlotGameId, true, null);
    expect(failure(await round({ token: trialToken, roundId: newRoundId(), bet: Number(TRIAL_PLAY_MONEY_MINOR) + 100 }))).toMatchObject({
      status: 409,
      errorCode: 'launch_game_balance_not_enough',
    });
    expect((await state(trialToken)).balance).toBe(Number(TRIAL_PLAY_MONEY_MINOR));
  });

  it('refuses bets outside the game limits and malformed rounds with clear JSON errors', async () => {
    const token = await launch(f.slotGameId);
    const snapshot = await snapshotDatabase(t.db);
    for (const bet of [99, 1_000_001]) {
      const e = failure(await round({ token, roundId: newRoundId(), bet }));
      expect(e).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      expect(e.message).toContain('between 100 and 1000000');
    }
    for (const payload of [{ token, roundId: newRoundId(), bet: 1.5 }, { token, roundId: 'short', bet: 100 }, { token, bet: 100 }, { roundId: newRoundId(), bet: 100 }]) {
      expect(failure(await round(payload))).toMatchObject({ status: 400, success: false, errorCode: 'request.invalid' });
    }
    // The crash game plays live rounds only: an instant round of it is refused.
    const crashToken = await launch(f.crashGameId);
    for (const payload of [{ token: crashToken, roundId: newRoundId(), bet: 100 }, { token: crashToken, roundId: newRoundId(), bet: 100, target: 150 }]) {
      const e = failure(await round(payload));
      expect(e).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      expect(e.message).toContain('live rounds only');
    }
    expect(await snapshotDatabase(t.db)).toBe(snapshot);
  });

  it('refuses unknown and expired launch tokens', async () => {
    const unknown = 'A'.repeat(43);
    expect(failure(await round({ token: unknown, roundId: newRoundId(), bet: 100 }))).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
    expect(failure(await t.call({ method: 'GET', url: `/vendor/demo/api/state?token=${unknown}`, merchant: null }))).toMatchObject({ status: 401 });

    const token = await launch(f.slotGameId);
    await t.db.update(vendorLaunches).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(vendorLaunches.tokenHash, sha256(token)));
    const before = await walletBalance();
    const e = failure(await round({ token, roundId: newRoundId(), bet: 100 }));
    expect(e).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
    expect(e.message).toMatch(/expired/);
    expect(await walletBalance()).toBe(before);
    const page = await t.call({ method: 'GET', url: `/vendor/demo/play/${token}`, merchant: null, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('expired');
  });

  it('plays trial rounds with play money only, never touching the wallet or the ledger', async () => {
    const token = await launch(f.slotGameId, true, f.playerId);
    const snapshot = await snapshotDatabase(t.db);
    const s = await state(token);
    expect(s).toMatchObject({ trial: true, balance: Number(TRIAL_PLAY_MONEY_MINOR) });
    let expected = Number(TRIAL_PLAY_MONEY_MINOR);
    for (let i = 0; i < 15; i++) {
      const r = await play({ token, roundId: newRoundId(), bet: 2_000 });
      expected += r.win - 2_000;
      expect(r.balance).toBe(expected);
    }
    expect((await state(token)).balance).toBe(expected);
    const [row] = await t.db.select().from(vendorLaunches).where(eq(vendorLaunches.tokenHash, sha256(token)));
    expect(row!.playMoneyMinor).toBe(BigInt(expected));
    // Wallets and ledger (and everything else but vendor tables) are as they were.
    expect(await snapshotDatabase(t.db)).toBe(snapshot);
  });

  it('keeps sum(ledger) equal to the wallet balance, never negative, over random sequences of rounds (property)', async () => {
    const tokens = { slot: await launch(f.slotGameId), bigSlot: await launch(f.bigSlotGameId) };
    const op = fc.record({
      game: fc.constantFrom<keyof typeof tokens>('slot', 'bigSlot'),
      bet: fc.integer({ min: 100, max: 6_000 }),
      /** Send the previous round id again (a retry). */
      retry: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 12_000 }), fc.array(op, { minLength: 1, maxLength: 10 }), async (startMinor, ops) => {
        // Bring the wallet to a small balance through the ledger, so bets run into it.
        const current = await walletBalance();
        await t.db.transaction((tx) =>
          postLedgerEntry(tx, { walletId: f.walletId, amountMinor: BigInt(startMinor) - current, kind: 'adjustment' }),
        );
        type Sent = { roundId: string; bet: number; game: keyof typeof tokens };
        let last: Sent | null = null;
        for (const o of ops) {
          const before = await walletBalance();
          const replaying: boolean = o.retry && last !== null;
          const sent: Sent = replaying && last ? last : { roundId: newRoundId(), bet: o.bet, game: o.game };
          const res = await round({ token: tokens[sent.game], roundId: sent.roundId, bet: sent.bet });
          const after = await walletBalance();
          if (res.statusCode === 200) {
            const r = res.json<{ value: RoundReply }>().value;
            if (replaying) expect(after).toBe(before);
            else {
              expect(r.replay).toBe(false);
              expect(after).toBe(before - BigInt(sent.bet) + BigInt(r.win));
              expect(r.balance).toBe(Number(after));
            }
            last = sent;
          } else {
            expect(failure(res).errorCode).toBe('launch_game_balance_not_enough');
            expect(BigInt(sent.bet)).toBeGreaterThan(before);
            expect(after).toBe(before);
          }
          expect(after).toBeGreaterThanOrEqual(0n);
          expect(await booksBalance()).toBe(true);
        }
      }),
      { numRuns: 20 },
    );
  });

  describe('live crash rounds', () => {
    const live = async (path: 'start' | 'cashout', payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: `/vendor/demo/api/crash/${path}`, merchant: null, payload });
    const liveOk = async (path: 'start' | 'cashout', payload: Record<string, unknown>): Promise<LiveRoundReply> => {
      const res = await live(path, payload);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ value: LiveRoundReply }>().value;
    };
    const look = async (token: string, roundId: string): Promise<LiveRoundReply> => {
      const res = await t.call({ method: 'GET', url: `/vendor/demo/api/crash/round?token=${token}&roundId=${roundId}`, merchant: null });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ value: LiveRoundReply }>().value;
    };
    /** Fixes the drawn crash point and start time of a round, as a draw could have made them. */
    const rig = async (roundId: string, patch: { crashX100?: number; startedAtMs?: number }) => {
      const [row] = await t.db.select().from(vendorRounds).where(eq(vendorRounds.roundId, roundId));
      await t.db.update(vendorRounds).set({ outcome: { ...row!.outcome, ...patch } }).where(eq(vendorRounds.id, row!.id));
    };
    // The property test above leaves the wallet small; these rounds start from 1,000.00.
    beforeEach(async () => {
      const current = await walletBalance();
      await t.db.transaction((tx) => postLedgerEntry(tx, { walletId: f.walletId, amountMinor: 100_000n - current, kind: 'adjustment' }));
    });

    it('keeps a real round open from the bet (debited) to the cash-out (credited), each in one transaction', async () => {
      const token = await launch(f.crashGameId);
      const before = await walletBalance();
      const roundId = newRoundId();
      const started = await liveOk('start', { token, roundId, bet: 1_000 });
      expect(started).toMatchObject({ roundId, status: 'open', bet: 1_000, win: 0, replay: false, targetX100: null });
      expect(started).not.toHaveProperty('crashX100');
      expect(await walletBalance()).toBe(before - 1_000n);
      expect(BigInt(started.balance)).toBe(before - 1_000n);
      // the round has flown to 2.50x by the server's clock, which stands still from here (only Date
      // is faked), so the cash-out below is at exactly that multiplier however long the calls take
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      onTestFinished(() => void vi.useRealTimers());
      await rig(roundId, { crashX100: 50_000, startedAtMs: Date.now() - flightMsTo(250) });

      // The page's state resumes the round without telling the crash point; history skips it.
      const s = await state(token);
      expect(s.openRound).toMatchObject({ roundId, status: 'open' });
      expect(s.openRound).not.toHaveProperty('crashX100');
      expect(s.history.map((h) => h.roundId)).not.toContain(roundId);
      // Looking settles nothing while it flies; a second round in the same launch is refused.
      expect(await look(token, roundId)).toMatchObject({ status: 'open' });
      expect(failure(await live('start', { token, roundId: newRoundId(), bet: 100 }))).toMatchObject({ status: 409, errorCode: 'game.round.unfinished' });
      // Starting the same round id again is a replay that debits nothing.
      expect(await liveOk('start', { token, roundId, bet: 1_000 })).toMatchObject({ replay: true, status: 'open' });
      expect(await walletBalance()).toBe(before - 1_000n);

      // Two cash-outs at once pay once, at the server's multiplier (2.50x by the server clock).
      const [a, b] = await Promise.all([liveOk('cashout', { token, roundId }), liveOk('cashout', { token, roundId })]);
      expect(a.status).toBe('settled');
      expect(b).toMatchObject({ status: 'settled', win: a.win, balance: a.balance });
      expect(a.cashedOutX100).toBe(250);
      expect(a.crashX100).toBe(50_000);
      expect(a.win).toBe(Math.floor((1_000 * a.cashedOutX100!) / 100));
      expect(await walletBalance()).toBe(before - 1_000n + BigInt(a.win));
      const entries = (await roundEntries(token, roundId)).map((e) => e.ledger_entries.kind).sort();
      expect(entries).toEqual(['bet', 'payout']);
      expect(await booksBalance()).toBe(true);
      // A late cash-out answers the settled round again and pays nothing more.
      expect(await liveOk('cashout', { token, roundId })).toMatchObject({ status: 'settled', win: a.win, replay: true });
      expect(await walletBalance()).toBe(before - 1_000n + BigInt(a.win));
      expect((await state(token)).history[0]).toMatchObject({ roundId, crashX100: 50_000, win: a.win });
    });

    it('settles a round that crashed before the cash-out as lost, and pays an auto target reached first', async () => {
      const token = await launch(f.crashGameId);
      const before = await walletBalance();
      const lost = newRoundId();
      await liveOk('start', { token, roundId: lost, bet: 500 });
      await rig(lost, { crashX100: 180, startedAtMs: Date.now() - flightMsTo(200) });
      expect(await liveOk('cashout', { token, roundId: lost })).toMatchObject({ status: 'settled', win: 0, crashX100: 180, cashedOutX100: null });
      expect(await walletBalance()).toBe(before - 500n);

      const auto = newRoundId();
      await liveOk('start', { token, roundId: auto, bet: 500, target: 150 });
      await rig(auto, { crashX100: 300, startedAtMs: Date.now() - flightMsTo(400) });
      expect(await look(token, auto)).toMatchObject({ status: 'settled', win: 750, cashedOutX100: 150 });
      expect(await walletBalance()).toBe(before - 500n + 250n);
      expect(await booksBalance()).toBe(true);
    });

    it('plays a live trial round with play money only', async () => {
      const token = await launch(f.crashGameId, true, null);
      const snapshot = await snapshotDatabase(t.db);
      const roundId = newRoundId();
      const started = await liveOk('start', { token, roundId, bet: 2_000 });
      expect(started.balance).toBe(Number(TRIAL_PLAY_MONEY_MINOR) - 2_000);
      await rig(roundId, { crashX100: 50_000, startedAtMs: Date.now() - flightMsTo(200) });
      const done = await liveOk('cashout', { token, roundId });
      expect(done.win).toBeGreaterThanOrEqual(4_000);
      expect((await state(token)).balance).toBe(Number(TRIAL_PLAY_MONEY_MINOR) - 2_000 + done.win);
      expect(await snapshotDatabase(t.db)).toBe(snapshot);
    });

    it('refuses live rounds of a slot, bets above the balance and unknown rounds', async () => {
      const slotToken = await launch(f.slotGameId);
      expect(failure(await live('start', { token: slotToken, roundId: newRoundId(), bet: 100 }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      const token = await launch(f.crashGameId);
      const snapshot = await snapshotDatabase(t.db);
      expect(failure(await live('start', { token, roundId: newRoundId(), bet: Number(await walletBalance()) + 100 }))).toMatchObject({
        status: 409,
        errorCode: 'launch_game_balance_not_enough',
      });
      expect(failure(await live('cashout', { token, roundId: newRoundId() }))).toMatchObject({ status: 404, errorCode: 'resource.not.found' });
      expect(await snapshotDatabase(t.db)).toBe(snapshot);
    });
  });
});
