import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { missionCalls, promotionCalls, type Mission } from '@lotto/contract';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, ledgerEntries, missionClaims, wallets } from '../../db/schema/index.js';
import { postLedgerEntry } from '../../ledger/ledger.js';
import { failure } from '../../test/accounts.js';
import { describeEachDatabase, describeOnPglite, type TestApp } from '../../test/harness.js';
import { newMember, type Member } from '../payments/money-test-kit.js';
import { drawLottery, gameOf, launchReal, lotteryOnSale, moveRound, placeLotteryBet, playStakes, send, valueOfCall } from '../records/records-test-kit.js';

const missionsOf = async (t: TestApp, m: Member, language = 'EN') =>
  valueOfCall(missionCalls.list, await send(t, missionCalls.list, {}, { token: m.token, language }));

const byTitle = (list: readonly Mission[], start: string): Mission => {
  const found = list.find((x) => x.title.startsWith(start));
  if (!found) throw new Error(`no mission "${start}"`);
  return found;
};

const claim = (t: TestApp, m: Member, missionId: string) => send(t, missionCalls.claim, { missionId }, { token: m.token });

async function mainBalance(t: TestApp, customerId: number): Promise<bigint> {
  const [w] = await t.db
    .select({ b: wallets.balanceMinor })
    .from(wallets)
    .where(and(eq(wallets.customerId, customerId), eq(wallets.accountTypeId, MAIN_WALLET_ACCOUNT_TYPE_ID)));
  return w!.b;
}

/** An approved deposit as the ledger records it (the payment work's `deposit` credit). */
async function deposit(t: TestApp, m: Member, amountMinor: bigint): Promise<void> {
  const [w] = await t.db
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.customerId, m.customerId), eq(wallets.accountTypeId, MAIN_WALLET_ACCOUNT_TYPE_ID)));
  await t.db.transaction((tx) => postLedgerEntry(tx, { walletId: w!.id, amountMinor, kind: 'deposit', idempotencyKey: `mission-test-${randomUUID()}` }));
}

/** Slot stakes of `minor` in total, settled, through the demo vendor's real rounds. */
async function stakeOnSlots(t: TestApp, m: Member, minor: number): Promise<string[]> {
  const slot = await gameOf(t, 'demo', 'RNG', 'slot');
  return playStakes(t, await launchReal(t, m.token, slot), slot, minor);
}

describeOnPglite('missions: progress from real records, claim, leaderboard', (t) => {
  it('[S2-2.44] [S2-9.10] lists the MISSION promotion\'s missions measured from the member\'s settled rounds, lottery bets and deposits', async () => {
    const m = await newMember(t, { mainMinor: 1_000_000n });
    const fresh = await missionsOf(t, m);
    expect(fresh.promotionTitle).toBe('Mission Activity');
    expect(fresh.missions.map((x) => [x.title, x.metric, x.period, x.target, x.progress, x.reward, x.status])).toEqual([
      ['Bet 500.00 on slots today', 'STAKE', 'DAY', 500, 0, 10, 'IN_PROGRESS'],
      ['Place 20 lottery bets this week', 'BET_COUNT', 'WEEK', 20, 0, 20, 'IN_PROGRESS'],
      ['Deposit 1,000.00 this week', 'DEPOSIT', 'WEEK', 1000, 0, 50, 'IN_PROGRESS'],
      ['Bet 3,000.00 on any game this week', 'STAKE', 'WEEK', 3000, 0, 88, 'IN_PROGRESS'],
    ]);
    expect(byTitle((await missionsOf(t, m, 'TH')).missions, 'เดิมพันสล็อต').target).toBe(500);

    await stakeOnSlots(t, m, 30_000);
    // a round of last week counts for no mission of this period
    for (const old of await stakeOnSlots(t, m, 10_000)) await moveRound(t, old, Date.now() - 8 * 86_400_000);
    lotteryOnSale(t);
    const { numero } = await placeLotteryBet(t, m.token, 2);
    await placeLotteryBet(t, m.token, 3); // the same issue, drawn below
    // before the draw the lottery bets are open: nothing settled counts yet
    expect(byTitle((await missionsOf(t, m)).missions, 'Place 20').progress).toBe(0);
    await drawLottery(t, numero);
    await deposit(t, m, 40_000n);

    const after = (await missionsOf(t, m)).missions;
    expect(byTitle(after, 'Bet 500.00').progress).toBe(300);
    expect(byTitle(after, 'Place 20').progress).toBe(2);
    expect(byTitle(after, 'Deposit').progress).toBe(400);
    expect(byTitle(after, 'Bet 3,000.00').progress).toBe(305);
    expect(after.every((x) => x.status === 'IN_PROGRESS')).toBe(true);
  });

  it('[S2-2.44] refuses a claim before the target is reached, and pays a complete mission once through the ledger', async () => {
    const m = await newMember(t, { mainMinor: 1_000_000n });
    const slots = byTitle((await missionsOf(t, m)).missions, 'Bet 500.00');
    await stakeOnSlots(t, m, 49_990);
    const early = await claim(t, m, slots.missionId);
    expect(failure(early)).toMatchObject({ status: 409, errorCode: 'mission.incomplete' });
    expect(await t.db.select().from(missionClaims).where(eq(missionClaims.customerId, m.customerId))).toHaveLength(0);

    await stakeOnSlots(t, m, 10);
    expect(byTitle((await missionsOf(t, m)).missions, 'Bet 500.00').status).toBe('CLAIMABLE');
    const before = await mainBalance(t, m.customerId);
    const paid = valueOfCall(missionCalls.claim, await claim(t, m, slots.missionId));
    expect(paid).toEqual({ missionId: slots.missionId, reward: 10, balance: Number(before + 1_000n) / 100 });
    expect(await mainBalance(t, m.customerId)).toBe(before + 1_000n);
    expect(byTitle((await missionsOf(t, m)).missions, 'Bet 500.00').status).toBe('CLAIMED');

    const again = await claim(t, m, slots.missionId);
    expect(failure(again)).toMatchObject({ status: 409, errorCode: 'mission.claimed' });
    expect(await mainBalance(t, m.customerId)).toBe(before + 1_000n);
  });

  it('[S2-2.44] [S2-3.19] counts claimable missions in the available promotions (the menu badge), not claimed ones', async () => {
    const m = await newMember(t, { mainMinor: 1_000_000n });
    const count = async () => valueOfCall(promotionCalls.available, await send(t, promotionCalls.available, {}, { token: m.token })).MISSION;
    expect(await count()).toEqual({ enabled: true, count: 0 });
    await stakeOnSlots(t, m, 50_000);
    await deposit(t, m, 100_000n);
    expect(await count()).toEqual({ enabled: true, count: 2 });
    valueOfCall(missionCalls.claim, await claim(t, m, byTitle((await missionsOf(t, m)).missions, 'Deposit').missionId));
    expect(await count()).toEqual({ enabled: true, count: 1 });
  });

  it('[S2-2.44] ranks the merchant\'s members by settled stake this week, accounts masked, with the member\'s own rank', async () => {
    const top = await newMember(t, { mainMinor: 10_000_000n });
    const me = await newMember(t, { mainMinor: 10_000_000n });
    const other = await newMember(t, { merchant: 'lucky', mainMinor: 10_000_000n });
    await stakeOnSlots(t, top, 90_000);
    await stakeOnSlots(t, me, 80_000);
    const board = valueOfCall(missionCalls.leaderboard, await send(t, missionCalls.leaderboard, {}, { token: me.token }));
    const mine = board.entries.find((e) => e.me)!;
    expect(board.myRank).toBe(mine.rank);
    expect(board.myScore).toBe(800);
    const topEntry = board.entries.find((e) => e.account === `${top.username.slice(0, 2)}***${top.username.slice(-2)}`)!;
    expect(topEntry.rank).toBeLessThan(mine.rank);
    expect(topEntry.score).toBe(900);
    // masked: no full username, and ranks follow the scores
    expect(board.entries.some((e) => e.account === top.username || e.account === me.username)).toBe(false);
    expect(board.entries.map((e) => e.rank)).toEqual(board.entries.map((_, i) => i + 1));
    expect([...board.entries.map((e) => e.score)].sort((a, b) => b - a)).toEqual(board.entries.map((e) => e.score));
    expect(board.periodEnd - board.periodStart).toBe(7 * 86_400_000);
    // another merchant's member is not on it, and that merchant (no MISSION promotion) has no board
    expect(board.entries.some((e) => e.account.startsWith(other.username.slice(0, 2)) && e.account.endsWith(other.username.slice(-2)) && e.score === 0)).toBe(false);
    const lucky = valueOfCall(missionCalls.leaderboard, await send(t, missionCalls.leaderboard, {}, { token: other.token, merchant: 'lucky' }));
    expect(lucky).toMatchObject({ entries: [], myRank: null });
  });

  it('[S2-6.3] gives a trial account no missions and refuses its claim', async () => {
    const trial = await newMember(t, { isAgent: '4' });
    const member = await newMember(t);
    const missionId = (await missionsOf(t, member)).missions[0]!.missionId;
    expect((await missionsOf(t, trial)).missions).toEqual([]);
    expect(failure(await claim(t, trial, missionId))).toMatchObject({ status: 409, errorCode: 'promotion.unavailable' });
  });
});

describeEachDatabase('missions: parallel claims', (t) => {
  it('[S2-2.44] pays a mission once however many claims race: one claim row, one ledger entry', async () => {
    const m = await newMember(t, { mainMinor: 1_000_000n });
    await deposit(t, m, 100_000n);
    const missionId = byTitle((await missionsOf(t, m)).missions, 'Deposit').missionId;
    const before = await mainBalance(t, m.customerId);
    const results = await Promise.all(Array.from({ length: 8 }, () => claim(t, m, missionId)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(failure(r)).toMatchObject({ status: 409, errorCode: 'mission.claimed' });
    expect(await t.db.select().from(missionClaims).where(eq(missionClaims.customerId, m.customerId))).toHaveLength(1);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, `mission:${missionId}:${(await t.db.select().from(missionClaims).where(eq(missionClaims.customerId, m.customerId)))[0]!.periodKey}`));
    expect(entries).toHaveLength(1);
    expect(await mainBalance(t, m.customerId)).toBe(before + 5_000n);
  });
});
