import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { DAY_MS, RECORD_PRODUCT_TYPES, recordCalls, type AccountRecord, type BetRecord, type BetTotals, type RecordProductType } from '@lotto/contract';
import { lotteryGames } from '../../db/schema/index.js';
import { failure, tokenFor } from '../../test/accounts.js';
import { describeOnPglite, type TestApp } from '../../test/harness.js';
import type { Params } from '../games/games-test-kit.js';
import {
  dayStart,
  daysRange,
  drawLottery,
  gameOf,
  launchReal,
  launchTrial,
  lotteryOnSale,
  moveRound,
  placeLotteryBet,
  playSlot,
  playSports,
  send,
  startCrash,
  today,
  valueOfCall,
} from './records-test-kit.js';

/** Sums money as the totals do: in minor units, back to major. */
const sum = (xs: readonly number[]) => xs.reduce((a, n) => a + Math.round(n * 100), 0) / 100;

const totalsOf = (rows: readonly BetRecord[]): BetTotals => ({
  count: rows.length,
  stake: sum(rows.map((r) => r.stake)),
  payout: sum(rows.map((r) => r.payout ?? 0)),
  profit: sum(rows.map((r) => r.profit ?? 0)),
});

async function betsOf(t: TestApp, token: string, data: Params, language?: string) {
  return valueOfCall(recordCalls.bets, await send(t, recordCalls.bets, data, { token, ...(language ? { language } : {}) }));
}

/** Every row of the betting record for a filter, all pages. */
async function allBets(t: TestApp, token: string, data: Params): Promise<{ rows: BetRecord[]; totals: BetTotals }> {
  const first = await betsOf(t, token, { ...data, page: 1, size: 100 });
  const rows = [...first.content];
  for (let page = 2; page <= first.totalPages; page++) rows.push(...(await betsOf(t, token, { ...data, page, size: 100 })).content);
  return { rows, totals: first.totals };
}

async function allEntries(t: TestApp, token: string, data: Params): Promise<AccountRecord[]> {
  const page = (n: number) => send(t, recordCalls.account, { ...data, page: n, size: 100 }, { token });
  const first = valueOfCall(recordCalls.account, await page(1));
  const rows = [...first.content];
  for (let n = 2; n <= first.totalPages; n++) rows.push(...valueOfCall(recordCalls.account, await page(n)).content);
  return rows;
}

describeOnPglite('member records: betting record, account record, personal loss', (t) => {
  let demo: string;
  let player: string;
  beforeAll(async () => {
    demo = await tokenFor(t, 'demo01', 'demo1234');
    player = await tokenFor(t, 'player02', 'player1234');
  });

  it('[S2-9.9] lists the member\'s real game rounds and lottery bets with product type, game, stake, payout and state, newest first; trial play is not in it', async () => {
    const slot = await gameOf(t, 'demo', 'RNG', 'slot');
    const fish = await gameOf(t, 'demo', 'FISH', 'slot');
    const live = await gameOf(t, 'demo', 'LIVE', 'crash');
    const slotLaunch = await launchReal(t, demo, slot);
    await playSlot(t, slotLaunch, slot.minBetMinor);
    await playSlot(t, slotLaunch, slot.minBetMinor * 2);
    await playSlot(t, await launchReal(t, demo, fish), fish.minBetMinor);
    const trialGame = await gameOf(t, 'demo', 'RNG', 'slot', { trial: true });
    await playSlot(t, await launchTrial(t, demo, trialGame), trialGame.minBetMinor);
    lotteryOnSale(t);
    const lottery = await placeLotteryBet(t, demo, 12.5);
    await drawLottery(t, lottery.numero);
    const liveLaunch = await launchReal(t, demo, live);
    const liveRound = await startCrash(t, liveLaunch, live.minBetMinor);

    const { rows, totals } = await allBets(t, demo, today());
    // two slot rounds, a fish round, the live round in play and the lottery bet: the trial round is play money
    expect(rows.map((r) => r.productType).sort()).toEqual(['FISH', 'LIVE', 'LOTT', 'RNG', 'RNG']);
    expect(totals).toEqual(totalsOf(rows));
    const times = rows.map((r) => r.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const liveRow = rows.find((r) => r.productType === 'LIVE')!;
    expect(liveRow).toMatchObject({ state: 'open', payout: null, profit: null, stake: live.minBetMinor / 100, vendor: live.vassalage, numero: null });
    const lotteryRow = rows.find((r) => r.productType === 'LOTT')!;
    expect(lotteryRow).toMatchObject({ vendor: 'LOTTERY', gameName: 'Lucky 5D', stake: 12.5, numero: lottery.numero, selection: 'pos1:7' });
    expect(lotteryRow.state).toBe(lotteryRow.payout! > 12.5 ? 'won' : 'lost');
    expect(lotteryRow.profit).toBe(sum([lotteryRow.payout!, -12.5]));
    for (const r of rows.filter((row) => row.productType === 'RNG')) {
      expect(r.vendor).toBe(slot.vassalage);
      expect(r.profit).toBe(sum([r.payout!, -r.stake]));
      expect(r.state).toBe(r.profit! > 0 ? 'won' : r.profit! < 0 ? 'lost' : 'tie');
    }
    // names follow the Language header
    const cn = await betsOf(t, demo, { ...today(), productType: 'LOTT', page: 1 }, 'CN');
    expect(cn.content[0]!.gameName).toBe('幸运时时彩');

    // filtered by product type, with the totals of that type only
    const onlyLive = await betsOf(t, demo, { ...today(), productType: 'LIVE', page: 1 });
    expect(onlyLive.content.map((r) => r.id)).toEqual([liveRow.id]);
    expect(onlyLive.totals).toEqual({ count: 1, stake: liveRow.stake, payout: 0, profit: 0 });

    // once the live round is settled, its payout and state show
    const cashout = await t.call({ method: 'POST', url: '/vendor/demo/api/crash/cashout', merchant: null, payload: { token: liveLaunch, roundId: liveRound } });
    expect(cashout.statusCode, cashout.body).toBe(200);
    const settled = (await betsOf(t, demo, { ...today(), productType: 'LIVE', page: 1 })).content[0]!;
    expect(settled.state).not.toBe('open');
    expect(settled.payout).not.toBeNull();

    // e-sports count as SPORTS (the spec's product types have no ESPORTS); a virtual sports bet settles at once
    const esports = await gameOf(t, 'demo', 'ESPORTS', 'sports');
    const bet = await playSports(t, await launchReal(t, demo, esports), esports.minBetMinor);
    const sports = await betsOf(t, demo, { ...today(), productType: 'SPORTS', page: 1 });
    expect(sports.content.map((r) => [r.productType, r.vendor, r.state])).toEqual([['SPORTS', esports.vassalage, bet.winMinor > 0 ? 'won' : 'lost']]);
  });

  it('[S2-5.3] counts the end date whole, to its last millisecond, and the start date from its midnight', async () => {
    const slot = await gameOf(t, 'demo', 'RNG', 'slot');
    const launch = await launchReal(t, player, slot);
    const start = dayStart(Date.now()) - 10 * DAY_MS;
    const end = start + 2 * DAY_MS;
    const at = {
      beforeStart: start - 1,
      atStart: start,
      endLastMs: end + DAY_MS - 1,
      nextDay: end + DAY_MS,
    };
    for (const moment of Object.values(at)) {
      const { roundId } = await playSlot(t, launch, slot.minBetMinor);
      await moveRound(t, roundId, moment);
    }
    const range = daysRange(start, end);

    const { rows, totals } = await allBets(t, player, range);
    expect(rows.map((r) => r.time).sort((a, b) => a - b)).toEqual([at.atStart, at.endLastMs]);
    expect(totals.count).toBe(2);

    const entries = await allEntries(t, player, range);
    expect(entries.length).toBeGreaterThanOrEqual(2); // each round's bet, and its payout when it won
    for (const e of entries) expect([at.atStart, at.endLastMs]).toContain(e.time);

    const loss = valueOfCall(recordCalls.profitLoss, await send(t, recordCalls.profitLoss, range, { token: player }));
    expect(loss.total).toEqual(totals);
    expect(loss).toMatchObject({ startTime: range.startTime, endTime: range.endTime });
  });

  it('[S2-5.3] [S2-9.2] refuses more than 30 days, a day after today and a reversed range with their codes on every record call, and takes 30 days', async () => {
    const day0 = dayStart(Date.now());
    const cases: [Params, string | null][] = [
      [daysRange(day0 - 30 * DAY_MS, day0), null],
      [daysRange(day0 - 31 * DAY_MS, day0), 'date.range.too.long'],
      [daysRange(day0, day0 + DAY_MS), 'date.range.future'],
      [daysRange(day0 + DAY_MS, day0 + DAY_MS), 'date.range.future'],
      [{ startTime: day0, endTime: daysRange(day0 - DAY_MS, day0 - DAY_MS).endTime }, 'date.range.reversed'],
    ];
    for (const call of [recordCalls.bets, recordCalls.account, recordCalls.profitLoss]) {
      for (const [range, code] of cases) {
        const res = await send(t, call, { ...range, page: 1 }, { token: demo });
        if (code === null) expect(res.statusCode, `${call.id} ${res.body}`).toBe(200);
        else expect(failure(res), `${call.id} ${JSON.stringify(range)}`).toMatchObject({ status: 400, success: false, errorCode: code });
      }
    }
  });

  it('refuses malformed filters and paging with request.invalid', async () => {
    const range = today();
    for (const [call, data] of [
      [recordCalls.bets, { ...range, page: 1, productType: 'DEPOSIT' }],
      [recordCalls.bets, { ...range, page: 1, productType: 'CASINO' }],
      [recordCalls.bets, { ...range, page: 0 }],
      [recordCalls.bets, { ...range, page: 1, size: 101 }],
      [recordCalls.bets, { startTime: 'yesterday', endTime: range.endTime, page: 1 }],
      [recordCalls.account, { ...range, page: 1, kind: 'nope' }],
      [recordCalls.account, { ...range, page: 1, kind: 'DROP TABLE' }],
      [recordCalls.profitLoss, { startTime: range.startTime }],
    ] as const) {
      expect(failure(await send(t, call, data, { token: demo })), `${call.id} ${JSON.stringify(data)}`).toMatchObject({
        status: 400,
        errorCode: 'request.invalid',
      });
    }
  });

  it('pages the betting record: pages of the asked size, the last one the rest, the totals of the whole filter on each', async () => {
    const slot = await gameOf(t, 'demo', 'RNG', 'slot');
    const launch = await launchReal(t, player, slot);
    for (let i = 0; i < 7; i++) await playSlot(t, launch, slot.minBetMinor);
    const range = today();
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(await betsOf(t, player, { ...range, page, size: 3 }));
    expect(pages.map((p) => p.content.length)).toEqual([3, 3, 1, 0]);
    for (const p of pages) expect(p).toMatchObject({ pageSize: 3, total: 7, totalPages: 3 });
    const rows = pages.flatMap((p) => p.content);
    expect(new Set(rows.map((r) => r.id)).size).toBe(7);
    for (const p of pages) expect(p.totals).toEqual(totalsOf(rows));
    // without a size, a page holds the default 10
    expect((await betsOf(t, player, { ...range, page: 1 })).pageSize).toBe(10);
  });

  it('the account record lists the member\'s ledger entries, each with its kind, signed amount and balance after; by kind; with totals', async () => {
    const range = today();
    const entries = await allEntries(t, player, range);
    const first = valueOfCall(recordCalls.account, await send(t, recordCalls.account, { ...range, page: 1, size: 5 }, { token: player }));
    expect(first.kinds).toEqual(expect.arrayContaining(['opening', 'bet', 'payout', 'lottery_bet', 'lottery_payout', 'lottery_refund']));
    expect(first.totals.count).toBe(entries.length);
    expect(first.totals.credit).toBe(sum(entries.filter((e) => e.amount > 0).map((e) => e.amount)));
    expect(first.totals.debit).toBe(sum(entries.filter((e) => e.amount < 0).map((e) => e.amount)));
    expect(first.totals.net).toBe(sum(entries.map((e) => e.amount)));
    // newest first, and each round's entry moved the balance the one before it left (the main wallet;
    // the rounds moved to another day by the end-of-day test lie between the opening entry and these)
    const played = entries.filter((e) => e.kind !== 'opening');
    for (let i = 0; i + 1 < played.length; i++) {
      const [newer, older] = [played[i]!, played[i + 1]!];
      expect(newer.time).toBeGreaterThanOrEqual(older.time);
      if (newer.accountTypeId === older.accountTypeId) expect(sum([older.balanceAfter, newer.amount])).toBe(newer.balanceAfter);
    }
    // 7 rounds of the paging test today, each a bet entry on the main wallet
    const bets = await allEntries(t, player, { ...range, kind: 'bet' });
    expect(bets).toHaveLength(7);
    for (const e of bets) expect(e).toMatchObject({ kind: 'bet', accountTypeId: 9 });
    expect(bets.every((e) => e.amount < 0)).toBe(true);
  });

  it('[S2-9.9] personal loss: one row per product type, each the betting record\'s totals of that type, and their total', async () => {
    const range = today();
    const loss = valueOfCall(recordCalls.profitLoss, await send(t, recordCalls.profitLoss, range, { token: demo }));
    expect(loss.rows.map((r) => r.productType)).toEqual([...RECORD_PRODUCT_TYPES]);
    for (const row of loss.rows) {
      const { totals } = await allBets(t, demo, { ...range, productType: row.productType });
      expect({ ...row, productType: undefined }, row.productType).toEqual({ ...totals, productType: undefined });
    }
    const played = loss.rows.filter((r) => r.count > 0).map((r) => r.productType).sort();
    expect(played).toEqual<RecordProductType[]>(['FISH', 'LIVE', 'LOTT', 'RNG', 'SPORTS']);
    expect(loss.total).toEqual((await allBets(t, demo, range)).totals);
  });

  it('a member with no activity gets empty records with zero totals', async () => {
    const agent = await tokenFor(t, 'agent01', 'agent1234');
    const range = today();
    expect(await betsOf(t, agent, { ...range, page: 1 })).toEqual({
      content: [],
      pageNum: 1,
      pageSize: 10,
      totalPages: 0,
      total: 0,
      totals: { count: 0, stake: 0, payout: 0, profit: 0 },
    });
    const loss = valueOfCall(recordCalls.profitLoss, await send(t, recordCalls.profitLoss, range, { token: agent }));
    expect(loss.rows.every((r) => r.count === 0 && r.stake === 0 && r.profit === 0)).toBe(true);
    expect(loss.total).toEqual({ count: 0, stake: 0, payout: 0, profit: 0 });
    const bets = valueOfCall(recordCalls.account, await send(t, recordCalls.account, { ...range, page: 1, kind: 'bet' }, { token: agent }));
    expect(bets.content).toEqual([]);
    expect(bets.totals).toEqual({ count: 0, credit: 0, debit: 0, net: 0 });
  });

  it('[S2-6.1] [S2-6.2] refuses a guest with in_sorry_in and a trial account with in_need_true_account', async () => {
    const trial = await tokenFor(t, 'trial01', 'trial1234');
    for (const call of [recordCalls.bets, recordCalls.account, recordCalls.profitLoss]) {
      const data = { ...today(), page: 1 };
      expect(failure(await send(t, call, data)), call.id).toMatchObject({ status: 401, errorCode: 'in_sorry_in' });
      expect(failure(await send(t, call, data, { token: trial })), call.id).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
    }
  });

  it('[S2-9.9] a bet on a lottery game of the ELOTT area is an ELOTT bet', async () => {
    const [cqssc] = await t.db.select().from(lotteryGames).where(and(eq(lotteryGames.merchantCode, 'demo'), eq(lotteryGames.gameCode, 'CQSSC')));
    await t.db.insert(lotteryGames).values({ ...cqssc!, id: undefined, gameCode: 'ECQSSC', code: 'ECQSSC', area: 'ELOTT', names: { EN: 'Entertainment 5D' }, popularRank: null });
    // a write of lottery_games drops what the process keeps of them, as operators' tools do
    t.app.lotteryGames.forget('demo');
    lotteryOnSale(t);
    const { numero } = await placeLotteryBet(t, player, 3, 'ECQSSC');
    const elott = await betsOf(t, player, { ...today(), productType: 'ELOTT', page: 1 });
    expect(elott.content.map((r) => [r.productType, r.gameName, r.numero, r.stake, r.state])).toEqual([['ELOTT', 'Entertainment 5D', numero, 3, 'open']]);
  });
});
