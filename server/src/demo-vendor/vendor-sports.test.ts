import { createHash } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, customers, gameProducts, gameVendors, games, ledgerEntries, vendorLaunches, vendorRounds, wallets } from '../db/schema/index.js';
import { postLedgerEntry, unbalancedWallets } from '../ledger/ledger.js';
import { failure, openSiteSession } from '../test/accounts.js';
import { describeOnPglite, snapshotDatabase, type TestApp } from '../test/harness.js';
import type { RoundReply, SportsOutcome, SportsPick, StateReply } from './api-types.js';
import { TRIAL_PLAY_MONEY_MINOR, createVendorLaunch, resolveLaunch } from './launch.js';
import { playRound } from './rounds.js';
import { MATCHDAY_MS, matchdayIdAt, matchdayOf, outcomeOfScore } from './sports.js';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const tokenOf = (url: string) => url.split('/').pop() ?? '';
const newRoundId = () => `s-${crypto.randomUUID()}`;
/** A scripted draw: r = 0 lands on the first score (football 0-0, a draw; e-sports 2-0, a home win). */
const firstScore = () => 0;

interface Fixture {
  footballGameId: number;
  esportsGameId: number;
  slotGameId: number;
  playerId: number;
  walletId: number;
  sessionId: number;
}

async function setUp(t: TestApp): Promise<Fixture> {
  const [vendor] = await t.db.insert(gameVendors).values({ merchantCode: 'demo', vassalage: 'VSPORT', displayName: 'Sports test' }).returning();
  const game = async (gameType: string, accountTypeId: number, demoKind: 'sports' | 'slot') => {
    const [product] = await t.db
      .insert(gameProducts)
      .values({ merchantCode: 'demo', vendorId: vendor!.id, gameType, accountTypeId, accountTypeName: `VSPORT_${gameType}`, displayName: `Test ${gameType}` })
      .returning();
    const nodeId = `vsport-${gameType.toLowerCase()}`;
    const [row] = await t.db
      .insert(games)
      .values({ merchantCode: 'demo', productId: product!.id, gameId: nodeId, nodeId, gameName: `Test ${gameType}`, names: { EN: `Test ${gameType}` }, demoKind, minBetMinor: 100, maxBetMinor: 1_000_000 })
      .returning();
    return row!.id;
  };
  const [player] = await t.db.select().from(customers).where(eq(customers.username, 'demo01'));
  const [wallet] = await t.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.customerId, player!.id), eq(wallets.accountTypeId, MAIN_WALLET_ACCOUNT_TYPE_ID)));
  return {
    footballGameId: await game('SPORTS', 9801, 'sports'),
    esportsGameId: await game('ESPORTS', 9802, 'sports'),
    slotGameId: await game('RNG', 9803, 'slot'),
    playerId: player!.id,
    walletId: wallet!.id,
    sessionId: await openSiteSession(t.db, player!.id),
  };
}

describeOnPglite('demo vendor: virtual sports rounds', (t) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await setUp(t);
  });
  // Every test starts from 1,000.00 on the main wallet (through the ledger).
  beforeEach(async () => {
    const current = await walletBalance();
    await t.db.transaction((tx) => postLedgerEntry(tx, { walletId: f.walletId, amountMinor: 100_000n - current, kind: 'adjustment' }));
  });

  const launch = async (gameRowId: number, trial = false, customerId: number | null = f.playerId) =>
    tokenOf((await createVendorLaunch(t.db, { merchantCode: 'demo', customerId, siteSessionId: customerId === null ? null : f.sessionId, gameRowId, trial, language: 'EN' })).url);
  const round = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/vendor/demo/api/round', merchant: null, payload });
  const play = async (payload: Record<string, unknown>): Promise<RoundReply & { outcome: SportsOutcome }> => {
    const res = await round(payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: RoundReply & { outcome: SportsOutcome } }>().value;
  };
  const state = async (token: string): Promise<StateReply> => {
    const res = await t.call({ method: 'GET', url: `/vendor/demo/api/state?token=${token}`, merchant: null });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: StateReply }>().value;
  };
  const walletBalance = async () => (await t.db.select().from(wallets).where(eq(wallets.id, f.walletId)))[0]!.balanceMinor;
  const roundEntries = async (token: string, roundId: string) =>
    (
      await t.db
        .select()
        .from(ledgerEntries)
        .innerJoin(vendorLaunches, eq(vendorLaunches.tokenHash, sha256(token)))
        .where(like(ledgerEntries.idempotencyKey, sql`'vendor:' || ${vendorLaunches.id} || ':' || ${roundId} || ':%'`))
    ).map((e) => e.ledger_entries);
  const current = () => matchdayIdAt(Date.now());
  /** The odds the server offers for a pick (recomputed from the matchday id, as the server does). */
  const oddsOf = (variant: 'football' | 'esports', pick: SportsPick) =>
    matchdayOf(variant, pick.matchday).matches[pick.match]!.market.find((m) => m.outcome === pick.outcome)!.oddsX100;

  it('answers the current matchday in the state: 6 matches of fictional teams with 1X2 (football) or match-winner (e-sports) odds', async () => {
    const token = await launch(f.footballGameId);
    const before = current();
    const football = await state(token);
    expect(football.game.kind).toBe('sports');
    expect(football.slot).toBeUndefined();
    expect(football.crash).toBeUndefined();
    const day = football.sports!.matchday;
    expect([before, current()]).toContain(day.id);
    expect(day.variant).toBe('football');
    expect(day.closesInMs).toBeGreaterThan(0);
    expect(day.closesInMs).toBeLessThanOrEqual(MATCHDAY_MS);
    expect(day.matches).toHaveLength(6);
    for (const m of day.matches) {
      expect(m.home).not.toBe(m.away);
      expect(m.market.map((o) => o.outcome)).toEqual(['home', 'draw', 'away']);
      m.market.forEach((o) => expect(o.oddsX100).toBeGreaterThanOrEqual(101));
      // Strengths and score weights stay on the server.
      expect(Object.keys(m).sort()).toEqual(['away', 'home', 'index', 'market']);
    }
    expect(football.sports!.rtp).toBe(95);

    const esports = (await state(await launch(f.esportsGameId))).sports!.matchday;
    expect(esports.variant).toBe('esports');
    esports.matches.forEach((m) => expect(m.market.map((o) => o.outcome)).toEqual(['home', 'away']));
  });

  it('serves the sports page with its own script and stylesheet', async () => {
    const page = await t.call({ method: 'GET', url: `/vendor/demo/play/${await launch(f.footballGameId, true)}`, merchant: null, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('class="game game-sports"');
    const js = /<script defer src="([^"]+)"/.exec(page.body)?.[1];
    expect(js).toMatch(/^\/vendor\/demo\/assets\/sports\.js\?v=[0-9a-f]{12}$/);
    const styles = [...page.body.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    expect(styles).toHaveLength(2);
    expect(styles[1]).toMatch(/^\/vendor\/demo\/assets\/sports\.css\?v=[0-9a-f]{12}$/);
    const jsRes = await t.call({ method: 'GET', url: js!, merchant: null });
    expect(jsRes.statusCode).toBe(200);
    expect(jsRes.body).toContain('/vendor/demo/api/round');
    expect(jsRes.body).not.toMatch(/^\s*import /m);
    const cssRes = await t.call({ method: 'GET', url: styles[1]!, merchant: null });
    expect(cssRes.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(cssRes.body).toContain('.odds-btn');
  });

  it('plays a real sports bet in one transaction: stake debited, floor(stake × odds) credited to a winning pick, score and result answered', async () => {
    const token = await launch(f.footballGameId);
    const day = (await state(token)).sports!.matchday;
    let last: SportsOutcome | undefined;
    for (let i = 0; i < 12; i++) {
      const match = day.matches[i % 6]!;
      // Alternate the favourite and the longest price, so wins and losses both come up.
      const sorted = [...match.market].sort((a, b) => a.oddsX100 - b.oddsX100);
      const choice = (i % 2 === 0 ? sorted[0] : sorted.at(-1))!;
      const pick: SportsPick = { matchday: day.id, match: match.index, outcome: choice.outcome };
      const before = await walletBalance();
      const roundId = newRoundId();
      const r = await play({ token, roundId, bet: 1_000, pick });
      const o = r.outcome;
      last = o;
      expect(o).toMatchObject({ kind: 'sports', variant: 'football', matchday: day.id, match: match.index, home: match.home, away: match.away, pick: choice.outcome, oddsX100: choice.oddsX100 });
      expect(o.score.every((g) => Number.isInteger(g) && g >= 0 && g <= 10)).toBe(true);
      expect(o.result).toBe(outcomeOfScore(o.score));
      expect(o.won).toBe(o.result === choice.outcome);
      expect(r.win).toBe(o.won ? Math.floor((1_000 * choice.oddsX100) / 100) : 0);
      const entries = await roundEntries(token, roundId);
      expect(entries.find((e) => e.kind === 'bet')?.amountMinor).toBe(-1_000n);
      expect(entries.find((e) => e.kind === 'payout')?.amountMinor ?? 0n).toBe(BigInt(r.win));
      expect(entries).toHaveLength(r.win > 0 ? 2 : 1);
      expect(await walletBalance()).toBe(before - 1_000n + BigInt(r.win));
      expect(BigInt(r.balance)).toBe(await walletBalance());
    }
    expect(await unbalancedWallets(t.db, [f.walletId])).toEqual([]);
    // The history of the page shows the matches played.
    const history = (await state(token)).history;
    expect(history).toHaveLength(12);
    const { home, away, pick, score, result } = last!;
    expect(history[0]!.sports).toEqual({ home, away, pick, score, result });
  });

  it('settles a scripted draw: the first score (0-0) wins a draw pick and loses a home pick', async () => {
    const token = await launch(f.footballGameId);
    const resolved = await resolveLaunch(t.db, token);
    const matchday = current();
    const before = await walletBalance();
    const won = await playRound(t.db, resolved, { roundId: newRoundId(), betMinor: 2_000n, pick: { matchday, match: 2, outcome: 'draw' } }, { rand: firstScore });
    const drawOdds = oddsOf('football', { matchday, match: 2, outcome: 'draw' });
    expect(won.outcome).toMatchObject({ score: [0, 0], result: 'draw', won: true });
    expect(won.winMinor).toBe((2_000n * BigInt(drawOdds)) / 100n);
    const lost = await playRound(t.db, resolved, { roundId: newRoundId(), betMinor: 2_000n, pick: { matchday, match: 2, outcome: 'home' } }, { rand: firstScore });
    expect(lost.outcome).toMatchObject({ score: [0, 0], result: 'draw', won: false });
    expect(lost.winMinor).toBe(0n);
    expect(await walletBalance()).toBe(before - 4_000n + won.winMinor);

    // E-sports: the first series score is 2-0 to the first-named team.
    const esports = await resolveLaunch(t.db, await launch(f.esportsGameId));
    const series = await playRound(t.db, esports, { roundId: newRoundId(), betMinor: 1_000n, pick: { matchday, match: 0, outcome: 'home' } }, { rand: firstScore });
    expect(series.outcome).toMatchObject({ variant: 'esports', score: [2, 0], result: 'home', won: true });
    expect(series.winMinor).toBe((1_000n * BigInt(oddsOf('esports', { matchday, match: 0, outcome: 'home' }))) / 100n);
  });

  it('applies the same round id once: a retry answers the stored result (also after the matchday closed) and debits nothing more', async () => {
    const token = await launch(f.footballGameId);
    const pick: SportsPick = { matchday: current(), match: 1, outcome: 'home' };
    const roundId = newRoundId();
    const first = await play({ token, roundId, bet: 1_500, pick });
    const after = await walletBalance();
    const again = await play({ token, roundId, bet: 1_500, pick });
    expect(again).toEqual({ ...first, replay: true });
    expect(await walletBalance()).toBe(after);
    expect((await roundEntries(token, roundId)).filter((e) => e.kind === 'bet')).toHaveLength(1);
    expect(await t.db.select().from(vendorRounds).where(eq(vendorRounds.roundId, roundId))).toHaveLength(1);

    // Ten minutes later the matchday is closed, but the stored round still answers.
    const late = await playRound(t.db, await resolveLaunch(t.db, token), { roundId, betMinor: 1_500n, pick }, { nowMs: Date.now() + 2 * MATCHDAY_MS });
    expect(late).toMatchObject({ replay: true, winMinor: BigInt(first.win), outcome: first.outcome });

    // The same id with another pick or stake is a conflict, not a second bet.
    expect(failure(await round({ token, roundId, bet: 1_500, pick: { ...pick, outcome: 'away' } }))).toMatchObject({ status: 409, errorCode: 'idempotency.conflict' });
    expect(failure(await round({ token, roundId, bet: 1_600, pick }))).toMatchObject({ status: 409, errorCode: 'idempotency.conflict' });
    expect(await walletBalance()).toBe(after);
  });

  it('refuses a malformed or impossible pick as request.invalid and changes nothing', async () => {
    const token = await launch(f.footballGameId);
    const esportsToken = await launch(f.esportsGameId);
    const slotToken = await launch(f.slotGameId);
    const matchday = current();
    const snapshot = await snapshotDatabase(t.db);
    const rounds = (await t.db.select().from(vendorRounds)).length;
    const bad: Record<string, unknown>[] = [
      { token, roundId: newRoundId(), bet: 1_000 },
      { token, roundId: newRoundId(), bet: 1_000, pick: { matchday, match: 6, outcome: 'home' } },
      { token, roundId: newRoundId(), bet: 1_000, pick: { matchday, match: -1, outcome: 'home' } },
      { token, roundId: newRoundId(), bet: 1_000, pick: { matchday, match: 0, outcome: 'over' } },
      { token, roundId: newRoundId(), bet: 1_000, pick: { matchday: String(matchday), match: 0, outcome: 'home' } },
      { token, roundId: newRoundId(), bet: 1_000, pick: { matchday, match: 0, outcome: 'home', odds: 1000 } },
      { token, roundId: newRoundId(), bet: 1_000, pick: { matchday: 1.5, match: 0, outcome: 'home' } },
      { token, roundId: newRoundId(), bet: 1_000, pick: 'home' },
      // E-sports has no draw; a slot takes no pick; the bet limits still hold.
      { token: esportsToken, roundId: newRoundId(), bet: 1_000, pick: { matchday, match: 0, outcome: 'draw' } },
      { token: slotToken, roundId: newRoundId(), bet: 1_000, pick: { matchday, match: 0, outcome: 'home' } },
      { token, roundId: newRoundId(), bet: 99, pick: { matchday, match: 0, outcome: 'home' } },
    ];
    for (const payload of bad) {
      expect(failure(await round(payload)), JSON.stringify(payload)).toMatchObject({ status: 400, success: false, errorCode: 'request.invalid' });
    }
    expect(await snapshotDatabase(t.db)).toBe(snapshot);
    expect(await t.db.select().from(vendorRounds)).toHaveLength(rounds);
  });

  it('refuses a bet on a matchday that is neither the current nor the previous one, and takes the previous one', async () => {
    const token = await launch(f.footballGameId);
    const snapshot = await snapshotDatabase(t.db);
    for (const matchday of [current() - 2, current() - 500, current() + 2]) {
      const e = failure(await round({ token, roundId: newRoundId(), bet: 1_000, pick: { matchday, match: 0, outcome: 'home' } }));
      expect(e).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      expect(e.message).toContain('closed');
    }
    expect(await snapshotDatabase(t.db)).toBe(snapshot);
    // A bet sent as the window turned (the previous matchday) is taken at that matchday's odds.
    const pick: SportsPick = { matchday: current() - 1, match: 3, outcome: 'away' };
    const r = await play({ token, roundId: newRoundId(), bet: 1_000, pick });
    expect(r.outcome.oddsX100).toBe(oddsOf('football', pick));
  });

  it('refuses a stake above the balance and changes nothing', async () => {
    const token = await launch(f.footballGameId);
    const snapshot = await snapshotDatabase(t.db);
    const e = failure(await round({ token, roundId: newRoundId(), bet: 100_100, pick: { matchday: current(), match: 0, outcome: 'home' } }));
    expect(e).toMatchObject({ status: 409, errorCode: 'launch_game_balance_not_enough' });
    expect(await snapshotDatabase(t.db)).toBe(snapshot);
  });

  it('plays trial bets with play money only, never touching the wallet or the ledger', async () => {
    const token = await launch(f.esportsGameId, true, null);
    const snapshot = await snapshotDatabase(t.db);
    let expected = Number(TRIAL_PLAY_MONEY_MINOR);
    const day = (await state(token)).sports!.matchday;
    for (let i = 0; i < 6; i++) {
      const outcome = i % 2 ? 'home' : 'away';
      const r = await play({ token, roundId: newRoundId(), bet: 2_000, pick: { matchday: day.id, match: i, outcome } });
      // Best of 3 maps: 2-0, 2-1, 1-2 or 0-2.
      expect(r.outcome.result).toBe(outcomeOfScore(r.outcome.score));
      expect(r.outcome.won).toBe(r.outcome.result === outcome);
      expect(Math.max(...r.outcome.score)).toBe(2);
      expect(Math.min(...r.outcome.score)).toBeLessThanOrEqual(1);
      expected += r.win - 2_000;
      expect(r.balance).toBe(expected);
    }
    expect((await state(token)).balance).toBe(expected);
    const [row] = await t.db.select().from(vendorLaunches).where(eq(vendorLaunches.tokenHash, sha256(token)));
    expect(row!.playMoneyMinor).toBe(BigInt(expected));
    expect(await snapshotDatabase(t.db)).toBe(snapshot);
  });
});
