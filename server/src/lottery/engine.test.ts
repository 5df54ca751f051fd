import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { customers, ledgerEntries, lotteryBets, lotteryGames, lotteryIssues, wallets, MAIN_WALLET_ACCOUNT_TYPE_ID } from '../db/schema/index.js';
import type { Db } from '../db/connection.js';
import { AppError } from '../errors.js';
import { unbalancedWallets } from '../ledger/ledger.js';
import { describeEachDatabase } from '../test/harness.js';
import { placeBet, type PlaceBetArgs } from './bets.js';
import { drawNumbers, drawWinNo, hashSeed } from './draw.js';
import { createLotteryEngine, kindOf, type SettledBatch } from './engine.js';

async function player(db: Db, username: string, merchantCode = 'demo') {
  const [c] = await db.select().from(customers).where(and(eq(customers.username, username), eq(customers.merchantCode, merchantCode)));
  const [w] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.customerId, c!.id), eq(wallets.accountTypeId, MAIN_WALLET_ACCOUNT_TYPE_ID)));
  return { customerId: c!.id, walletId: w!.id };
}

const balanceOf = async (db: Db, walletId: number) => (await db.select().from(wallets).where(eq(wallets.id, walletId)))[0]!.balanceMinor;
const gameRow = async (db: Db, gameCode: string, merchantCode = 'demo') =>
  (await db.select().from(lotteryGames).where(and(eq(lotteryGames.merchantCode, merchantCode), eq(lotteryGames.gameCode, gameCode))))[0]!;

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return null;
  } catch (e) {
    return e instanceof AppError ? e.code : String(e);
  }
};

// PostgreSQL too: a bet is debited with its ledger entry in one transaction under an idempotency
// key, and two engine instances settle one draw at the same time, exactly once.
describeEachDatabase('lottery engine', (t) => {
  it('creates the current and next issue of every game with a published commitment and no result', async () => {
    const now = Date.parse('2031-03-01T08:00:30Z');
    const engine = createLotteryEngine({ db: t.db, clock: { now: () => now } });
    const report = await engine.tick();
    const games = await t.db.select().from(lotteryGames).where(eq(lotteryGames.merchantCode, 'demo'));
    expect(games.length).toBeGreaterThanOrEqual(8);
    expect(report.created).toBeGreaterThanOrEqual(games.length * 2);
    const ssc = await gameRow(t.db, 'CQSSC');
    const issues = await t.db.select().from(lotteryIssues).where(eq(lotteryIssues.lotteryGameId, ssc.id));
    const numeros = issues.map((i) => i.numero);
    expect(numeros).toEqual(expect.arrayContaining(['20310301-0481', '20310301-0482']));
    for (const i of issues) {
      expect(i.seedHash).toBe(hashSeed(i.seed));
      expect(i.winNo).toBeNull();
    }
    // A second tick at the same moment creates nothing and draws nothing.
    expect(await engine.tick()).toMatchObject({ created: 0, drawn: 0 });
  });

  it('accepts no bet after lock time by the server clock', async () => {
    const { customerId } = await player(t.db, 'demo01');
    const opens = Date.parse('2031-03-02T10:00:00Z');
    let now = opens + 1000;
    const engine = createLotteryEngine({ db: t.db, clock: { now: () => now } });
    const [current] = await engine.ensureIssues(await gameRow(t.db, 'CQSSC'));
    expect(current!.numero).toBe('20310302-0601');
    const bet = (key: string): PlaceBetArgs => ({
      merchantCode: 'demo', customerId, gameCode: 'CQSSC', numero: current!.numero, playCode: 'pos1', selection: '3', amountMinor: 100n, idempotencyKey: key,
    });
    now = current!.locksAt.getTime() - 1;
    expect((await placeBet(t.db, engine, bet('lock-test-1'))).bet.status).toBe('open');
    now = current!.locksAt.getTime();
    expect(await codeOf(placeBet(t.db, engine, bet('lock-test-2')))).toBe('lottery.sale.closed');
    now = current!.drawAt.getTime() + 1;
    expect(await codeOf(placeBet(t.db, engine, bet('lock-test-3')))).toBe('lottery.sale.closed');
    // An issue that does not exist yet (far ahead) is not on sale either.
    expect(await codeOf(placeBet(t.db, engine, { ...bet('lock-test-4'), numero: '20310309-0001' }))).toBe('lottery.sale.closed');
    const placed = await t.db.select().from(lotteryBets).where(eq(lotteryBets.customerId, customerId));
    expect(placed.filter((b) => b.idempotencyKey.startsWith('lock-test-'))).toHaveLength(1);
  });

  it('debits a bet with its ledger entry in one go, applies an idempotency key once, refuses beyond the balance', async () => {
    const { customerId, walletId } = await player(t.db, 'demo01');
    const now = Date.parse('2031-03-03T10:00:05Z');
    const engine = createLotteryEngine({ db: t.db, clock: { now: () => now } });
    const [current] = await engine.ensureIssues(await gameRow(t.db, 'GD11X5'));
    const before = await balanceOf(t.db, walletId);
    const args: PlaceBetArgs = {
      merchantCode: 'demo', customerId, gameCode: 'GD11X5', numero: current!.numero, playCode: 'any1', selection: '07', amountMinor: 2500n, idempotencyKey: 'idem-bet-0001',
    };
    const first = await placeBet(t.db, engine, args);
    expect(first.replayed).toBe(false);
    expect(first.bet.oddsHundredths).toBe(210);
    expect(await balanceOf(t.db, walletId)).toBe(before - 2500n);
    const again = await placeBet(t.db, engine, args);
    expect(again.replayed).toBe(true);
    expect(again.bet.id).toBe(first.bet.id);
    expect(await balanceOf(t.db, walletId)).toBe(before - 2500n);
    expect(await codeOf(placeBet(t.db, engine, { ...args, selection: '08' }))).toBe('idempotency.conflict');
    expect(await codeOf(placeBet(t.db, engine, { ...args, idempotencyKey: 'idem-bet-0002', amountMinor: before * 2n }))).toBe(
      'lottery.balance.insufficient',
    );
    expect(await codeOf(placeBet(t.db, engine, { ...args, idempotencyKey: 'idem-bet-0003', selection: '12' }))).toBe('request.invalid');
    expect(await codeOf(placeBet(t.db, engine, { ...args, idempotencyKey: 'idem-bet-0004', gameCode: 'NOPE' }))).toBe('in_stay_tuned');
    expect(await balanceOf(t.db, walletId)).toBe(before - 2500n);
    expect(await unbalancedWallets(t.db, [walletId])).toEqual([]);
  });

  it('settles open bets exactly once across a restart: a server stopped through the draw catches up on start', async () => {
    const { customerId, walletId } = await player(t.db, 'demo01');
    const opens = Date.parse('2031-03-04T12:00:00Z');
    const game = await gameRow(t.db, 'CQSSC');
    // What both instances report to the live events (one batch per player and issue)
    const reported: SettledBatch[] = [];
    const onSettled = (b: SettledBatch) => reported.push(b);
    // Instance A takes the bets, then stops before the draw.
    const a = createLotteryEngine({ db: t.db, clock: { now: () => opens + 2000 }, onSettled });
    await a.tick();
    const [issue] = await a.ensureIssues(game);
    const winning = drawNumbers(issue!.seed, { gameCode: 'CQSSC', kind: kindOf(game) }, issue!.numero);
    const base = { merchantCode: 'demo', customerId, gameCode: 'CQSSC', numero: issue!.numero, amountMinor: 1000n };
    const win = await placeBet(t.db, a, { ...base, playCode: 'pos1', selection: String(winning[0]), idempotencyKey: 'restart-win-1' });
    const lose = await placeBet(t.db, a, { ...base, playCode: 'pos2', selection: String((winning[1]! + 1) % 10), idempotencyKey: 'restart-lose-1' });
    const afterBets = await balanceOf(t.db, walletId);
    a.start();
    await a.stop();
    expect(a.running).toBe(false);

    // Time passes beyond several draw times; instance B starts and catches up.
    const later = issue!.drawAt.getTime() + 5 * 60_000;
    const b = createLotteryEngine({ db: t.db, clock: { now: () => later }, onSettled });
    b.start();
    await b.stop();
    const [drawn] = await t.db.select().from(lotteryIssues).where(eq(lotteryIssues.id, issue!.id));
    expect(drawn!.winNo).toBe(drawWinNo(issue!.seed, { gameCode: 'CQSSC', kind: 'SSC' }, issue!.numero));
    expect(drawn!.settledAt).not.toBeNull();
    const bets = await t.db.select().from(lotteryBets).where(eq(lotteryBets.issueId, issue!.id));
    expect(bets.find((x) => x.id === win.bet.id)).toMatchObject({ status: 'won', payoutMinor: 9800n });
    expect(bets.find((x) => x.id === lose.bet.id)).toMatchObject({ status: 'lost', payoutMinor: 0n });
    expect(await balanceOf(t.db, walletId)).toBe(afterBets + 9800n);

    // Ticking again, from both instances at once, changes nothing: settled exactly once.
    const again = await Promise.all([a.tick(later + 1000), b.tick(later + 1000)]);
    expect(again.map((r) => r.settledBets + r.drawn)).toEqual([0, 0]);
    const payouts = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.walletId, walletId), eq(ledgerEntries.kind, 'lottery_payout')));
    expect(payouts.filter((p) => p.idempotencyKey === `lottery-payout:${win.bet.id}`)).toHaveLength(1);
    expect(await balanceOf(t.db, walletId)).toBe(afterBets + 9800n);
    expect(await unbalancedWallets(t.db, [walletId])).toEqual([]);
    // the two bets went out as one report, from the instance that settled them, and never again
    expect(reported.filter((r) => r.gameCode === 'CQSSC' && r.numero === issue!.numero)).toEqual([
      { customerId, gameCode: 'CQSSC', numero: issue!.numero, bets: 2, payoutMinor: 9800n },
    ]);
  });
});
