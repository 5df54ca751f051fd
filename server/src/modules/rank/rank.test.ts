import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { memberCalls, otherCalls, recordCalls } from '@lotto/contract';
import { LEDGER_KINDS, MAIN_WALLET_ACCOUNT_TYPE_ID, customers, ledgerEntries, lotteryBets, rankFigures, rankLevels, wallets } from '../../db/schema/index.js';
import { postLedgerEntry } from '../../ledger/ledger.js';
import { DEPOSIT_KINDS } from '../../ledger/statement.js';
import { setFlags } from '../../test/access.js';
import { failure, tokenFor } from '../../test/accounts.js';
import { describeEachDatabase, describeOnPglite, type TestApp } from '../../test/harness.js';
import { newMember } from '../payments/money-test-kit.js';
import { settledSumsOf } from '../records/records.service.js';
import {
  drawLottery,
  gameOf,
  launchReal,
  launchTrial,
  lotteryOnSale,
  placeLotteryBet,
  playSlot,
  playStakes,
  send,
  startCrash,
  valueOfCall,
} from '../records/records-test-kit.js';

function progressOf(t: TestApp, token: string, opts: { merchant?: string; language?: string } = {}) {
  return send(t, otherCalls.rankProgress, {}, { token, ...opts }).then((res) => valueOfCall(otherCalls.rankProgress, res));
}

function levelsOf(t: TestApp, token: string, opts: { merchant?: string; language?: string } = {}) {
  return send(t, recordCalls.rankLevels, {}, { token, ...opts }).then((res) => valueOfCall(recordCalls.rankLevels, res));
}

/** An approved deposit as the ledger records it: a `deposit` credit on the main wallet. */
async function deposit(t: TestApp, username: string, amountMinor: bigint, merchant = 'demo'): Promise<void> {
  const [wallet] = await t.db
    .select({ id: wallets.id })
    .from(wallets)
    .innerJoin(customers, eq(customers.id, wallets.customerId))
    .where(and(eq(customers.merchantCode, merchant), eq(customers.username, username), eq(wallets.accountTypeId, MAIN_WALLET_ACCOUNT_TYPE_ID)));
  await t.db.transaction((tx) => postLedgerEntry(tx, { walletId: wallet!.id, amountMinor, kind: 'deposit', idempotencyKey: `rank-test-${randomUUID()}` }));
}

/** The lucky merchant's rank table becomes `levels` (none without): written as an operator's tool does, then dropped from the process's keep. */
async function setLuckyTable(t: TestApp, levels: (typeof rankLevels.$inferInsert)[] = []): Promise<void> {
  await t.db.delete(rankLevels).where(eq(rankLevels.merchantCode, 'lucky'));
  if (levels.length > 0) await t.db.insert(rankLevels).values(levels);
  t.app.rankTables.forget('lucky');
}

async function mainWallet(t: TestApp, customerId: number): Promise<number> {
  const [wallet] = await t.db
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.customerId, customerId), eq(wallets.accountTypeId, MAIN_WALLET_ACCOUNT_TYPE_ID)));
  return wallet!.id;
}

describeOnPglite('player rank (MCSFE_getPlayerRankProgress)', (t) => {
  it('[S2-3.16] [S2-7.11] a member with no activity holds the entry level, with nothing yet towards the next', async () => {
    const agent = await tokenFor(t, 'agent01', 'agent1234');
    expect(await progressOf(t, agent)).toEqual({
      hasVip: true,
      vipLabelName: 'Bronze',
      showVipBenefit: true,
      vipRankLevel: 1,
      vipProgress: 0,
      completedConditions: 0,
      totalExpectedConditions: 2,
      labelId: 'bronze',
    });
    expect((await progressOf(t, agent, { language: 'CN' })).vipLabelName).toBe('青铜');
    const table = await levelsOf(t, agent, { language: 'TH' });
    expect(table).toMatchObject({ currentLevel: 1, turnover: 0, deposits: 0 });
    expect(table.levels.map((l) => [l.level, l.labelId, l.turnoverRequired, l.depositRequired])).toEqual([
      [1, 'bronze', 0, 0],
      [2, 'silver', 1_000, 100],
      [3, 'gold', 10_000, 1_000],
      [4, 'platinum', 50_000, 5_000],
      [5, 'diamond', 200_000, 20_000],
    ]);
    expect(table.levels[4]!.labelName).toBe('ไดมอนด์');
  });

  it('[S2-3.16] [S2-7.11] ranks up exactly at the amounts of the next level: turnover from settled stakes, deposits from the ledger', async () => {
    const player = await tokenFor(t, 'player02', 'player1234');
    const slot = await gameOf(t, 'demo', 'RNG', 'slot');
    const launch = await launchReal(t, player, slot);

    await playStakes(t, launch, slot, 99_900); // 999.00 of Silver's 1,000.00
    expect(await progressOf(t, player)).toMatchObject({ vipRankLevel: 1, completedConditions: 0, totalExpectedConditions: 2, vipProgress: 49.95 });

    await playStakes(t, launch, slot, 100); // exactly 1,000.00: the turnover condition is met
    expect(await progressOf(t, player)).toMatchObject({ vipRankLevel: 1, completedConditions: 1, totalExpectedConditions: 2, vipProgress: 50 });

    await deposit(t, 'player02', 9_999n); // 99.99 of 100.00
    expect(await progressOf(t, player)).toMatchObject({ vipRankLevel: 1, vipLabelName: 'Bronze', completedConditions: 1, vipProgress: 99.99 });

    await deposit(t, 'player02', 1n); // exactly 100.00: Silver, and a tenth of the way to Gold on both
    expect(await progressOf(t, player)).toEqual({
      hasVip: true,
      vipLabelName: 'Silver',
      showVipBenefit: true,
      vipRankLevel: 2,
      vipProgress: 10,
      completedConditions: 0,
      totalExpectedConditions: 2,
      labelId: 'silver',
    });
    expect(await levelsOf(t, player)).toMatchObject({ currentLevel: 2, turnover: 1_000, deposits: 100 });

    // a bet still in play is no turnover yet
    const live = await gameOf(t, 'demo', 'LIVE', 'crash');
    await startCrash(t, await launchReal(t, player, live), live.minBetMinor);
    expect(await levelsOf(t, player)).toMatchObject({ currentLevel: 2, turnover: 1_000 });
  });

  it('[S2-3.16] [S2-7.11] at the top level the progress is full; the benefit follows the reward centre; without a rank table there is no VIP', async () => {
    const slot = await gameOf(t, 'lucky', 'RNG', 'slot');
    // the lucky merchant's table becomes two levels, the top one a single bet away
    await setLuckyTable(t, [
      { merchantCode: 'lucky', level: 1, labelId: 'member', names: { EN: 'Member', TH: 'สมาชิก' } },
      { merchantCode: 'lucky', level: 2, labelId: 'star', names: { EN: 'Star' }, turnoverMinor: BigInt(slot.minBetMinor) },
    ]);
    const lucky = await tokenFor(t, 'lucky01', 'lucky1234', 'lucky');
    await playStakes(t, await launchReal(t, lucky, slot, 'lucky'), slot, slot.minBetMinor);
    expect(await progressOf(t, lucky, { merchant: 'lucky', language: 'TH' })).toEqual({
      hasVip: true,
      vipLabelName: 'Star', // no Thai name: English
      showVipBenefit: true,
      vipRankLevel: 2,
      vipProgress: 100,
      completedConditions: 1,
      totalExpectedConditions: 1,
      labelId: 'star',
    });

    await setFlags(t, 'lucky', { REWCEN3: false });
    expect((await progressOf(t, lucky, { merchant: 'lucky' })).showVipBenefit).toBe(false);

    await setLuckyTable(t);
    expect(await progressOf(t, lucky, { merchant: 'lucky' })).toEqual({
      hasVip: false,
      vipLabelName: null,
      showVipBenefit: false,
      vipRankLevel: null,
      vipProgress: null,
      completedConditions: 0,
      totalExpectedConditions: 0,
      labelId: null,
    });
    expect(await levelsOf(t, lucky, { merchant: 'lucky' })).toEqual({ levels: [], currentLevel: null, turnover: slot.minBetMinor / 100, deposits: 0 });
  });

  it('[S1-1.6] [S2-3.16] the info bar\'s level label is the rank the player holds now, named in the request\'s language; an agent keeps its own label', async () => {
    // the lucky merchant's table becomes two levels, the second one deposit away
    await setLuckyTable(t, [
      { merchantCode: 'lucky', level: 1, labelId: 'member', names: { EN: 'Member', TH: 'สมาชิก' } },
      { merchantCode: 'lucky', level: 2, labelId: 'star', names: { EN: 'Star', TH: 'ดาว' }, depositMinor: 100_00n },
    ]);
    const member = await newMember(t, { merchant: 'lucky' });
    const info = (language = 'EN') =>
      send(t, memberCalls.info, {}, { token: member.token, merchant: 'lucky', language }).then((res) => valueOfCall(memberCalls.info, res));
    expect((await info()).clubLabel).toEqual({ labelName: 'Member', color: null, type: 'VIP', rankLevel: 1 });
    expect((await info('TH')).clubLabel?.labelName).toBe('สมาชิก');
    // the label and the VIP fields are the rank progress's own answer
    expect((await info()).vip).toEqual(await progressOf(t, member.token, { merchant: 'lucky' }));

    await deposit(t, member.username, 100_00n, 'lucky');
    expect(await info('TH')).toMatchObject({ clubLabel: { labelName: 'ดาว', type: 'VIP', rankLevel: 2 }, vip: { vipRankLevel: 2, labelId: 'star' } });

    // an agent's label is not a rank's: it stays
    const agent = await tokenFor(t, 'agent01', 'agent1234');
    const agentInfo = valueOfCall(memberCalls.info, await send(t, memberCalls.info, {}, { token: agent }));
    expect(agentInfo.clubLabel).toEqual({ labelName: 'Agent', color: '#3b82f6', type: 'AGENT', rankLevel: null });
    expect(agentInfo.vip?.vipLabelName).toBe('Bronze');

    // without a rank table there is no VIP label; a trial account has no rank at all
    await setLuckyTable(t);
    expect(await info()).toMatchObject({ clubLabel: null, vip: { hasVip: false } });
    const trial = valueOfCall(memberCalls.info, await send(t, memberCalls.info, {}, { token: await tokenFor(t, 'trial01', 'trial1234') }));
    expect(trial.vip).toBeUndefined();
  });

  it('[S2-6.1] [S2-6.2] refuses a guest with in_sorry_in and a trial account with in_need_true_account', async () => {
    const trial = await tokenFor(t, 'trial01', 'trial1234');
    for (const call of [otherCalls.rankProgress, recordCalls.rankLevels]) {
      expect(failure(await send(t, call, {})), call.id).toMatchObject({ status: 401, errorCode: 'in_sorry_in' });
      expect(failure(await send(t, call, {}, { token: trial })), call.id).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
    }
  });
});

// The figures are kept by the database's own triggers: proved on each kind of database.
describeEachDatabase('player rank figures', (t) => {
  it('[S2-3.16] keeps every member\'s figures as they play: the lifetime sums of the betting record\'s valid turnover and of the ledger\'s deposits; the migration computes the same for data written before it', async () => {
    const member = await newMember(t, { mainMinor: 5_000_00n });
    const slot = await gameOf(t, 'demo', 'RNG', 'slot');
    const live = await gameOf(t, 'demo', 'LIVE', 'crash');
    const trialGame = await gameOf(t, 'demo', 'RNG', 'slot', { trial: true });
    const reference = async () => {
      const bets = (await settledSumsOf(t.db, { customerId: member.customerId })).get(member.customerId);
      const [credited] = await t.db
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
        .from(ledgerEntries)
        .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
        .where(and(eq(wallets.customerId, member.customerId), inArray(ledgerEntries.kind, [...DEPOSIT_KINDS]), gt(ledgerEntries.amountMinor, 0n)));
      return { turnover: Number(bets?.stakeMinor ?? 0n) / 100, deposits: Number(credited!.total) / 100 };
    };
    const figures = async () => {
      const { turnover, deposits } = await levelsOf(t, member.token);
      return { turnover, deposits };
    };

    await playStakes(t, await launchReal(t, member.token, slot), slot, slot.minBetMinor * 3);
    await playSlot(t, await launchTrial(t, member.token, trialGame), trialGame.minBetMinor); // play money: no turnover
    const liveLaunch = await launchReal(t, member.token, live);
    const liveRound = await startCrash(t, liveLaunch, live.minBetMinor); // in play: not yet
    lotteryOnSale(t);
    const lottery = await placeLotteryBet(t, member.token, 12.5);
    await deposit(t, member.username, 300_00n);
    // a credit of every kind of the ledger: only the deposit kinds count (DEPOSIT_KINDS, the migration's trigger alike)
    const walletId = await mainWallet(t, member.customerId);
    for (const kind of LEDGER_KINDS) await t.db.transaction((tx) => postLedgerEntry(tx, { walletId, amountMinor: 1_00n, kind }));
    expect(await figures()).toEqual({ turnover: (slot.minBetMinor * 3) / 100, deposits: 301 });
    expect(await figures()).toEqual(await reference());

    // the crash round settles and the lottery bet is drawn: both count now
    const cashout = await t.call({ method: 'POST', url: '/vendor/demo/api/crash/cashout', merchant: null, payload: { token: liveLaunch, roundId: liveRound } });
    expect(cashout.statusCode, cashout.body).toBe(200);
    await drawLottery(t, lottery.numero);
    expect(await figures()).toEqual({ turnover: (slot.minBetMinor * 3 + live.minBetMinor) / 100 + 12.5, deposits: 301 });
    expect(await figures()).toEqual(await reference());

    // an operator voids the settled lottery bet: it no longer counts
    await t.db.update(lotteryBets).set({ status: 'void' }).where(eq(lotteryBets.customerId, member.customerId));
    expect(await figures()).toEqual({ turnover: (slot.minBetMinor * 3 + live.minBetMinor) / 100, deposits: 301 });
    expect(await figures()).toEqual(await reference());

    // a data folder written before the figures were kept: the migration's last statement computes
    // them from the rows, the same as the database kept for every member
    const kept = await t.db.select().from(rankFigures).orderBy(asc(rankFigures.customerId));
    expect(kept.length).toBeGreaterThan(1);
    const migration = readFileSync(new URL('../../db/migrations/0021_rank_figures.sql', import.meta.url), 'utf8');
    await t.db.transaction(async (tx) => {
      await tx.delete(rankFigures);
      await tx.execute(sql.raw(migration.split('--> statement-breakpoint').at(-1)!));
    });
    expect(await t.db.select().from(rankFigures).orderBy(asc(rankFigures.customerId))).toEqual(kept);
  });
});
