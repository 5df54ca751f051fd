import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { DAY_MS, otherCalls, pointCalls } from '@lotto/contract';
import { pointConversions, pointRedemptions, pointRewards } from '../../db/schema/index.js';
import { mainWalletOf, postLedgerEntry, unbalancedWallets } from '../../ledger/ledger.js';
import { failure } from '../../test/accounts.js';
import { setFlags } from '../../test/access.js';
import { describeEachDatabase, describeOnPglite, envelopeOf, valueOf, type TestApp } from '../../test/harness.js';
import { balancesOf, newKey, newMember, send, setPaymentPassword, type Member } from '../payments/money-test-kit.js';
import { drawLottery, gameOf, launchReal, lotteryOnSale, placeLotteryBet, playSlot } from '../records/records-test-kit.js';

const MAIN = 9;
const PAY = 'pay123456';

const ok = <T>(res: LightMyRequestResponse, read: (r: LightMyRequestResponse) => T): T => {
  expect(res.statusCode, res.body).toBe(200);
  return read(res);
};

const rewardByCode = async (t: TestApp, code: string, merchant = 'demo') =>
  (await t.db.select().from(pointRewards).where(and(eq(pointRewards.merchantCode, merchant), eq(pointRewards.code, code))))[0]!;

const balance = async (t: TestApp, m: Member) => ok(await send(t, pointCalls.balance, m.token), (r) => valueOf(pointCalls.balance, r).balance);

const convert = (t: TestApp, m: Member, amount: number, key = newKey(), password = PAY) =>
  send(t, pointCalls.convert, m.token, { amount, password, idempotencyKey: key });

const redeem = (t: TestApp, m: Member, rewardId: number, opts: { quantity?: number; redeemType?: 'P' | 'PM'; password?: string; key?: string } = {}) =>
  send(t, pointCalls.redeem, m.token, {
    rewardId: String(rewardId),
    quantity: opts.quantity ?? 1,
    redeemType: opts.redeemType ?? 'P',
    password: opts.password ?? PAY,
    remarks: 'Li Wei, 8 Harbour Road, 13800000000',
    idempotencyKey: opts.key ?? newKey(),
  });

/** A member with a payment password and `points` points bought by converting (10 points a yuan). */
async function memberWithPoints(t: TestApp, points: number, mainMinor = 10_000_00n): Promise<Member> {
  const m = await newMember(t, { mainMinor });
  await setPaymentPassword(t, m, PAY);
  if (points > 0) ok(await convert(t, m, points / 10), (r) => valueOf(pointCalls.convert, r));
  return m;
}

const todayRange = () => {
  const now = Date.now();
  return { start: now - DAY_MS, end: now + 60_000 };
};

describeOnPglite('points', (t) => {
  it('[S2-7.17] [S2-2.29] [S2-3.25] [S2-3.29] answers the reward types, the rewards by type and the point config in the asked language', async () => {
    const types = ok(await t.call({ method: 'GET', url: pointCalls.conversionTypes.path, headers: { language: 'JA' } }), (r) => valueOf(pointCalls.conversionTypes, r));
    expect(types.map((x) => x.type)).toEqual([1, 2, 3, 4]);
    expect(types.find((x) => x.type === 4)?.name).toBe('VIPコレクション');

    const all = ok(await t.call({ method: 'GET', url: `${pointCalls.rewards.path}?page=1&size=1000`, headers: { language: 'TH' } }), (r) => valueOf(pointCalls.rewards, r));
    expect(all.total).toBe(10);
    expect(all.content.map((x) => x.name)).toContain('หูฟังไร้สาย');
    const mixed = ok(await t.call({ method: 'GET', url: `${pointCalls.rewards.path}?page=1&size=1000&type=3` }), (r) => valueOf(pointCalls.rewards, r));
    expect(mixed.content).toHaveLength(2);
    expect(mixed.content[0]).toMatchObject({ type: 3, price: null, mpPointAmount: 2000, mpMoneyAmount: 88, displayPointMoneyAmt: 'Y', chineseName: '周末旅行包' });
    expect(mixed.content[0]!.merchandiseImages.map((i) => i.type)).toEqual(['M', 'S', 'S']);

    // the artwork is generated and served by the platform itself
    const art = await t.call({ method: 'GET', url: mixed.content[0]!.imageLink!, merchant: null });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toContain('<svg');
    expect((await t.call({ method: 'GET', url: '/res/point-rewards/demo/no-such-reward-0.svg', merchant: null })).statusCode).toBe(404);

    const config = ok(await t.call({ method: 'GET', url: pointCalls.config.path }), (r) => valueOf(pointCalls.config, r));
    expect(config).toEqual({ pointExchangeRate: 10, liveBet: 0.005, lottoBet: 0.01, pvpBet: 0.005, rngBet: 0.008, sportBet: 0.006, deposit: 0.002 });

    // the second merchant has points switched off (PTSYS3); its mall is seeded in its own rate and languages
    expect(failure(await t.call({ method: 'GET', url: pointCalls.config.path, merchant: 'lucky' }))).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    await setFlags(t, 'lucky', { PTSYS3: true });
    try {
      const lucky = ok(await t.call({ method: 'GET', url: pointCalls.config.path, merchant: 'lucky' }), (r) => valueOf(pointCalls.config, r));
      expect(lucky.pointExchangeRate).toBe(2);
      const luckyJa = ok(await t.call({ method: 'GET', url: `${pointCalls.rewards.path}?page=1&size=5`, merchant: 'lucky', headers: { language: 'JA' } }), (r) =>
        valueOf(pointCalls.rewards, r),
      );
      expect(luckyJa.content[0]!.name).toBe('Wireless earbuds'); // lucky has no Japanese: its default language, EN
    } finally {
      await setFlags(t, 'lucky', { PTSYS3: false });
    }
  });

  it('[S2-7.17] [S2-1.4] refresh turns settled lottery stakes, real demo-game rounds and deposits into points, each once', async () => {
    const m = await newMember(t, { mainMinor: 1_000_00n });
    expect(await balance(t, m)).toBe(0);
    lotteryOnSale(t);
    const { numero } = await placeLotteryBet(t, m.token, 20);
    // an open bet earns nothing until it is settled
    expect(ok(await send(t, pointCalls.refreshBalance, m.token), (r) => valueOf(pointCalls.refreshBalance, r).balance)).toBe(0);
    await drawLottery(t, numero);
    const slot = await gameOf(t, 'demo', 'RNG', 'slot');
    await playSlot(t, await launchReal(t, m.token, slot), 10_00);
    const wallet = await mainWalletOf(t.db, m.customerId);
    await t.db.transaction((tx) => postLedgerEntry(tx, { walletId: wallet!.id, amountMinor: 100_00n, kind: 'deposit', reference: 'test deposit' }));

    // 20 yuan lottery at 1 %, 10 yuan slots at 0.8 %, 100 yuan deposit at 0.2 %; 10 points a yuan
    const expected = 2 + 0.8 + 2;
    expect(ok(await send(t, pointCalls.refreshBalance, m.token), (r) => valueOf(pointCalls.refreshBalance, r).balance)).toBeCloseTo(expected, 2);
    expect(ok(await send(t, pointCalls.refreshBalance, m.token), (r) => valueOf(pointCalls.refreshBalance, r).balance)).toBeCloseTo(expected, 2);
    expect(await balance(t, m)).toBeCloseTo(expected, 2);

    const { start, end } = todayRange();
    const tx = ok(
      await send(t, otherCalls.memberTransactions, m.token, { subordinateName: m.username, startTime: start, endTime: end, accountTypeId: 9, size: 12, page: 1, excludeTxTypeIds: '9203' }),
      (r) => valueOf(otherCalls.memberTransactions, r),
    );
    expect(tx.content.map((x) => x.nameEn).sort()).toEqual(['Deposit points', 'Game turnover points', 'Lottery turnover points']);
    expect(tx.content[0]!.currentAvailBalance).toBeCloseTo(expected, 2);
  });

  it('[S2-7.19] [S2-4.9] [S2-3.26] [S2-3.27] redeems a virtual reward by points: stock, points, record and transaction move together', async () => {
    const m = await memberWithPoints(t, 1_000);
    const coins = await rewardByCode(t, 'lucky-coins');
    const res = ok(await redeem(t, m, coins.id, { quantity: 1 }), (r) => valueOf(pointCalls.redeem, r));
    expect(res).toMatchObject({ pointBalance: 500, status: 'A' });
    expect(await balance(t, m)).toBe(500);
    expect((await rewardByCode(t, 'lucky-coins')).inventory).toBe(coins.inventory - 1);

    const { start, end } = todayRange();
    const list = ok(await send(t, pointCalls.redeemList, m.token, { startDate: start, endDate: end, page: 1, size: 13 }), (r) => valueOf(pointCalls.redeemList, r));
    expect(list.content).toEqual([expect.objectContaining({ id: res.redemptionId, name: 'Lucky coin pack', quantity: 1, requiredPoint: 500, requiredMoney: 0, status: 'A', type: 2 })]);
    const pending = ok(await send(t, pointCalls.redeemList, m.token, { startDate: start, endDate: end, page: 1, size: 13, status: 'P' }), (r) => valueOf(pointCalls.redeemList, r));
    expect(pending.content).toEqual([]);
    const tooLong = await send(t, pointCalls.redeemList, m.token, { startDate: start - 40 * DAY_MS, endDate: end, page: 1, size: 13 });
    expect(failure(tooLong)).toMatchObject({ status: 400, errorCode: 'request.invalid' });

    const tx = ok(
      await send(t, otherCalls.memberTransactions, m.token, { subordinateName: m.username, startTime: start, endTime: end, accountTypeId: 9, size: 12, page: 1 }),
      (r) => valueOf(otherCalls.memberTransactions, r),
    );
    expect(tx.content.map((x) => [x.nameEn, x.amount, x.currentAvailBalance])).toEqual([
      ['Reward redemption', -500, 500],
      ['Converted from balance', 1000, 1000],
    ]);
    // another member's account is not theirs to read
    const other = await send(t, otherCalls.memberTransactions, m.token, { subordinateName: 'demo01', startTime: start, endTime: end, accountTypeId: 9, size: 12, page: 1 });
    expect(failure(other)).toMatchObject({ status: 404, errorCode: 'resource.not.found' });
  });

  it('[S2-3.26] redeems a points-plus-money reward (PM): points and the money leave together, the physical reward waits (P)', async () => {
    const m = await memberWithPoints(t, 3_000, 1_000_00n);
    const bag = await rewardByCode(t, 'travel-bag');
    // a reward with no pure point price is refused by points alone
    expect(failure(await redeem(t, m, bag.id, { redeemType: 'P' }))).toMatchObject({ status: 400, errorCode: 'reward.redeem.type.invalid' });
    const res = ok(await redeem(t, m, bag.id, { redeemType: 'PM' }), (r) => valueOf(pointCalls.redeem, r));
    expect(res).toMatchObject({ pointBalance: 1000, status: 'P' });
    // 1,000 yuan - 300 converted - 88 paid
    expect((await balancesOf(t, m.customerId))[MAIN]).toBe(612_00n);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('[S2-7.19] changes nothing on a wrong payment password, too few points or too little stock', async () => {
    const m = await memberWithPoints(t, 1_000);
    const earbuds = await rewardByCode(t, 'wireless-earbuds');
    const coins = await rewardByCode(t, 'lucky-coins');
    const before = { balances: await balancesOf(t, m.customerId), points: await balance(t, m) };

    expect(failure(await redeem(t, m, coins.id, { password: 'wrong-pass' }))).toMatchObject({ status: 400, errorCode: 'payment.password.incorrect' });
    expect(failure(await redeem(t, m, earbuds.id))).toMatchObject({ status: 409, errorCode: 'point.balance.insufficient' });
    expect(failure(await redeem(t, m, coins.id, { quantity: coins.inventory + 1 }))).toMatchObject({ status: 409, errorCode: 'reward.stock.insufficient' });
    expect(failure(await convert(t, m, 10, newKey(), 'wrong-pass'))).toMatchObject({ status: 400, errorCode: 'payment.password.incorrect' });

    expect(await balance(t, m)).toBe(before.points);
    expect(await balancesOf(t, m.customerId)).toEqual(before.balances);
    expect((await rewardByCode(t, 'wireless-earbuds')).inventory).toBe(earbuds.inventory);
    expect((await rewardByCode(t, 'lucky-coins')).inventory).toBe(coins.inventory);
    expect(await t.db.select().from(pointRedemptions).where(eq(pointRedemptions.customerId, m.customerId))).toEqual([]);
  });

  it('[S2-5.1] [S2-5.2] refuses a redeem without a money password or name, and a conversion below 1, before anything moves', async () => {
    const m = await memberWithPoints(t, 1_000);
    const coins = await rewardByCode(t, 'lucky-coins');
    const noPassword = await send(t, pointCalls.redeem, m.token, { rewardId: String(coins.id), quantity: 1, redeemType: 'P', password: '', remarks: 'x' });
    expect(failure(noPassword)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(envelopeOf(noPassword).message).toContain('enter_money_password');
    const noName = await send(t, pointCalls.redeem, m.token, { rewardId: String(coins.id), quantity: 1, redeemType: 'P', password: PAY, remarks: ' ' });
    expect(envelopeOf(noName).message).toContain('enter_name');
    const small = await send(t, pointCalls.convert, m.token, { amount: 0.5, password: PAY });
    expect(envelopeOf(small).message).toContain('conversion_amount_min');
    expect(await balance(t, m)).toBe(1000);
  });

});

// Concurrency (the harness's rule): parallel redemptions racing on the last unit of stock, and
// parallel conversions replaying one idempotency key.
describeEachDatabase('points under parallel requests', (t) => {
  it('[S2-4.9] lets exactly one of parallel redemptions of the last unit through', async () => {
    const trophy = await rewardByCode(t, 'golden-trophy');
    await t.db.update(pointRewards).set({ inventory: 1 }).where(eq(pointRewards.id, trophy.id));
    const members = await Promise.all(Array.from({ length: 4 }, () => memberWithPoints(t, 30_000, 5_000_00n)));
    const replies = await Promise.all(members.map((m) => redeem(t, m, trophy.id)));
    const codes = replies.map((r) => (r.statusCode === 200 ? 'ok' : envelopeOf(r).errorCode)).sort();
    expect(codes).toEqual(['ok', 'reward.stock.insufficient', 'reward.stock.insufficient', 'reward.stock.insufficient']);
    expect((await rewardByCode(t, 'golden-trophy')).inventory).toBe(0);
    expect(await t.db.select().from(pointRedemptions).where(eq(pointRedemptions.rewardId, trophy.id))).toHaveLength(1);
    const points = await Promise.all(members.map((m) => balance(t, m)));
    expect(points.sort((a, b) => a - b)).toEqual([1_200, 30_000, 30_000, 30_000]);
  });

  it('[S2-7.19] credits a conversion once for parallel requests with one idempotency key', async () => {
    const m = await newMember(t, { mainMinor: 1_000_00n });
    await setPaymentPassword(t, m, PAY);
    const key = newKey();
    // 5: the payment-password check's hourly limit, so every copy is checked
    const replies = await Promise.all(Array.from({ length: 5 }, () => convert(t, m, 50, key)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(replies.map((r) => valueOf(pointCalls.convert, r).points))).toEqual(new Set([500]));
    expect(await balance(t, m)).toBe(500);
    expect((await balancesOf(t, m.customerId))[MAIN]).toBe(950_00n);
    expect(await t.db.select().from(pointConversions).where(eq(pointConversions.customerId, m.customerId))).toHaveLength(1);
    // the same key for another amount is a conflict, not a second conversion
    expect(failure(await convert(t, m, 60, key))).toMatchObject({ status: 409, errorCode: 'idempotency.conflict' });
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });
});
