import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { moneyCalls, referralCalls, registerCalls } from '@lotto/contract';
import { customers, promotionTexts, promotions } from '../../db/schema/index.js';
import { failure, tokenFor } from '../../test/accounts.js';
import { sendSealed, solvedCaptcha, someIp } from '../../test/access.js';
import { describeOnPglite, valueOf, type TestApp } from '../../test/harness.js';
import { newMember, send, type Member } from '../payments/money-test-kit.js';

let n = 0;
const freshUser = () => `f${Date.now().toString(36).slice(-6)}${n++}`.slice(0, 13);
const PASSWORD = 'kite8parade';

const overview = async (t: TestApp, m: Member, data: Record<string, unknown> = {}, merchant = 'demo') =>
  valueOf(referralCalls.overview, await send(t, referralCalls.overview, m.token, data, merchant));

/** Registers a new account through the register call, as the register page does with a link's code. */
async function registerWith(t: TestApp, body: Record<string, unknown>, merchant = 'demo') {
  const username = freshUser();
  const ip = someIp();
  const { cookies, captcha } = await solvedCaptcha(t, merchant, ip);
  const res = await sendSealed(
    t,
    registerCalls.register,
    { captcha, username, password: PASSWORD, verifyPwd: PASSWORD, confirmPassword: PASSWORD, registerMethod: 'WEB', login: false, loginDeviceId: randomUUID(), ...body },
    { merchant, cookies, ip },
  );
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db.select().from(customers).where(eq(customers.username, username));
  return row!;
}

describeOnPglite('member referrals (invite friends)', (t) => {
  it('[S2-2.44] gives each member one referral code of their own, with the register link and the referral promotion', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    const first = await overview(t, a);
    expect(first.code).toMatch(/^M[0-9A-Z]{5,}$/);
    expect(first.linkPath).toBe(`/register?referralCode=${first.code}`);
    expect((await overview(t, a)).code).toBe(first.code);
    expect((await overview(t, b)).code).not.toBe(first.code);
    // the seeded REFERRAL promotion, in the asked language, sanitised
    expect(first.promotion?.title).toBe('Invite Friends');
    expect(first.promotion?.content).toContain('<p>');
    expect(first.friends).toEqual({ content: [], pageNum: 1, pageSize: 10, totalPages: 0, total: 0 });
  });

  it('sends the referral promotion\'s rules sanitised, in the asked language', async () => {
    const m = await newMember(t);
    const [promo] = await t.db.select({ id: promotions.id }).from(promotions).where(and(eq(promotions.merchantCode, 'demo'), eq(promotions.promotionType, 'REFERRAL')));
    await t.db
      .update(promotionTexts)
      .set({ content: '<p onclick="steal()">Bring a friend<script>alert(1)</script><img src="x" onerror="alert(2)"></p>' })
      .where(and(eq(promotionTexts.promotionId, promo!.id), eq(promotionTexts.lang, 'EN')));
    const content = (await overview(t, m)).promotion!.content;
    expect(content).toContain('Bring a friend');
    expect(content).not.toMatch(/script|onclick|onerror/i);
    const zh = valueOf(referralCalls.overview, await t.call({ method: 'GET', url: referralCalls.overview.path, headers: { Authorization: m.token, Language: 'CN' } }));
    expect(zh.promotion!.title).toBe('邀请好友');
  });

  it('[S1-2.3] [S1-5.20] records the referrer of an account registered with the code, without making it anyone\'s downline', async () => {
    const referrer = await newMember(t);
    const { code } = await overview(t, referrer);
    const friend = await registerWith(t, { referralCode: code });
    expect(friend.referralCode).toBe(code);
    expect(friend.uplineId).toBeNull();
    expect(friend.affiliateCode).toBeNull();

    const list = (await overview(t, referrer)).friends;
    expect(list.total).toBe(1);
    const [row] = list.content;
    // masked: first and last two characters, the length not told
    expect(row!.account).toBe(`${friend.username!.slice(0, 2)}***${friend.username!.slice(-2)}`);
    expect(row!.account).not.toContain(friend.username!.slice(2, -2));
    expect(row).toMatchObject({ joinedAt: friend.createdAt.getTime(), deposited: false, bonus: null });
  });

  it('marks a friend who has an approved deposit as deposited', async () => {
    const referrer = await newMember(t);
    const { code } = await overview(t, referrer);
    const friend = await registerWith(t, { referralCode: code });
    const token = await tokenFor(t, friend.username!, PASSWORD);
    const order = valueOf(moneyCalls.deposit, await send(t, moneyCalls.deposit, token, { providerCode: 'DEMO', amount: 100, idempotencyKey: randomUUID() }));
    expect((await overview(t, referrer)).friends.content[0]!.deposited).toBe(false); // pending is not deposited
    expect((await t.call({ method: 'POST', url: `/dev/payments/${order.orderId}/approve`, payload: {} })).statusCode).toBe(200);
    expect((await overview(t, referrer)).friends.content[0]!.deposited).toBe(true);
  });

  it('lists only the member\'s own friends of this merchant, newest first and paged', async () => {
    const referrer = await newMember(t);
    const other = await newMember(t);
    const { code } = await overview(t, referrer);
    const older = await registerWith(t, { referralCode: code });
    // the code as typed by hand, in lower case, names the same member
    const newer = await registerWith(t, { referralCode: code.toLowerCase() });
    await registerWith(t, { referralCode: (await overview(t, other)).code });
    // the same code on another merchant is not this member's friend
    await t.db.insert(customers).values({ merchantCode: 'lucky', username: freshUser(), referralCode: code });

    const page1 = (await overview(t, referrer, { page: 1, size: 1 })).friends;
    expect(page1).toMatchObject({ total: 2, totalPages: 2, pageNum: 1, pageSize: 1 });
    expect(page1.content[0]!.joinedAt).toBe(newer.createdAt.getTime());
    const page2 = (await overview(t, referrer, { page: 2, size: 1 })).friends;
    expect(page2.content[0]!.joinedAt).toBe(older.createdAt.getTime());
    expect((await overview(t, other)).friends.total).toBe(1);
  });

  it('[S1-6.1] [S2-6.2] refuses a guest and a trial account', async () => {
    const guest = await t.call({ method: 'GET', url: referralCalls.overview.path });
    expect(guest.statusCode).toBe(401);
    const trial = await newMember(t, { isAgent: '4' });
    expect(failure(await send(t, referralCalls.overview, trial.token))).toMatchObject({ errorCode: 'in_need_true_account' });
  });
});
