import { desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { BONUS_LEDGER_KINDS, DAY_MS, recordCalls } from '@lotto/contract';
import { ledgerEntries, type LedgerKind } from '../../db/schema/index.js';
import { mainWalletOf, postLedgerEntry } from '../../ledger/ledger.js';
import { customerIdOf, failure, tokenFor } from '../../test/accounts.js';
import { describeOnPglite, type TestApp } from '../../test/harness.js';
import { dayStart, daysRange, send, today, valueOfCall } from './records-test-kit.js';

/** Posts one entry to the member's main wallet; `daysAgo` moves its time back whole days. */
async function post(t: TestApp, customerId: number, kind: LedgerKind, amountMinor: bigint, daysAgo = 0): Promise<number> {
  const wallet = await mainWalletOf(t.db, customerId);
  if (!wallet) throw new Error('no main wallet');
  await t.db.transaction((tx) => postLedgerEntry(tx, { walletId: wallet.id, amountMinor, kind, reference: `test:${kind}` }));
  const [last] = await t.db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.walletId, wallet.id)).orderBy(desc(ledgerEntries.id)).limit(1);
  if (!last) throw new Error('no entry written');
  const id = last.id;
  if (daysAgo > 0) await t.db.update(ledgerEntries).set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) }).where(eq(ledgerEntries.id, id));
  return id;
}

describeOnPglite('member records: bonus details', (t) => {
  let member: string;
  let other: string;
  let memberId: number;
  let otherId: number;
  beforeAll(async () => {
    member = await tokenFor(t, 'agent01', 'agent1234');
    other = await tokenFor(t, 'player02', 'player1234');
    memberId = Number(await customerIdOf(t, member));
    otherId = Number(await customerIdOf(t, other));
  });

  const bonuses = async (token: string, data: Record<string, unknown>) =>
    valueOfCall(recordCalls.bonuses, await send(t, recordCalls.bonuses, { page: 1, ...data }, { token }));

  it('lists only the member\'s bonus entries (promotion bonuses, raffle prizes), newest first, with their totals; not other kinds, not other members\'', async () => {
    const promo = await post(t, memberId, 'promotion_bonus', 1500n);
    await post(t, memberId, 'demo_credit', 10000n);
    const raffle = await post(t, memberId, 'raffle_prize', 250n);
    await post(t, memberId, 'transfer', 300n);
    await post(t, otherId, 'promotion_bonus', 9900n);
    const reply = await bonuses(member, today());
    expect(reply.kinds).toEqual([...BONUS_LEDGER_KINDS]);
    expect(reply.content.map((r) => [r.id, r.kind, r.amount])).toEqual([
      [String(raffle), 'raffle_prize', 2.5],
      [String(promo), 'promotion_bonus', 15],
    ]);
    expect(reply.content[0]!.accountTypeId).toBe(9);
    expect(reply.totals).toEqual({ count: 2, credit: 17.5, debit: 0, net: 17.5 });
    // the account record still has every kind
    const all = valueOfCall(recordCalls.account, await send(t, recordCalls.account, { ...today(), page: 1, size: 100 }, { token: member }));
    expect(all.content.map((r) => r.kind)).toEqual(expect.arrayContaining(['demo_credit', 'transfer', 'raffle_prize', 'promotion_bonus']));
    // one bonus kind
    const onlyRaffle = await bonuses(member, { ...today(), kind: 'raffle_prize' });
    expect(onlyRaffle.content.map((r) => r.id)).toEqual([String(raffle)]);
    expect(onlyRaffle.totals.count).toBe(1);
    // the other member sees only theirs
    const theirs = await bonuses(other, today());
    expect(theirs.content.map((r) => r.amount)).toEqual([99]);
  });

  it('[S2-5.3] keeps to the picked days: an older bonus shows only when its day is in the range', async () => {
    const old = await post(t, memberId, 'promotion_bonus', 700n, 3);
    const todays = await bonuses(member, { ...today(), size: 100 });
    expect(todays.content.map((r) => r.id)).not.toContain(String(old));
    const day = dayStart(Date.now() - 3 * DAY_MS);
    const thatDay = await bonuses(member, daysRange(day, day));
    expect(thatDay.content.map((r) => r.id)).toEqual([String(old)]);
    const upToToday = await bonuses(member, { ...daysRange(day, dayStart(Date.now())), size: 100 });
    expect(upToToday.content.map((r) => r.id)).toContain(String(old));
  });

  it('[S2-5.3] [S2-9.2] refuses a reversed, future or over-30-day range and a kind that is no bonus', async () => {
    const d = dayStart(Date.now());
    const ask = (data: Record<string, unknown>) => send(t, recordCalls.bonuses, { page: 1, ...data }, { token: member });
    expect(failure(await ask({ startTime: d, endTime: d - DAY_MS }))).toMatchObject({ status: 400, errorCode: 'date.range.reversed' });
    expect(failure(await ask(daysRange(d + DAY_MS, d + DAY_MS)))).toMatchObject({ status: 400, errorCode: 'date.range.future' });
    expect(failure(await ask(daysRange(d - 31 * DAY_MS, d)))).toMatchObject({ status: 400, errorCode: 'date.range.too.long' });
    expect(failure(await ask({ ...today(), kind: 'transfer' }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
  });

  it('[S2-6.1] [S2-6.2] refuses a guest with in_sorry_in and a trial account with in_need_true_account', async () => {
    const trial = await tokenFor(t, 'trial01', 'trial1234');
    const data = { ...today(), page: 1 };
    expect(failure(await send(t, recordCalls.bonuses, data))).toMatchObject({ status: 401, errorCode: 'in_sorry_in' });
    expect(failure(await send(t, recordCalls.bonuses, data, { token: trial }))).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
  });
});
