import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { END_OF_DAY_OFFSET_MS, HEADERS, agentCalls, type CallDef } from '@lotto/contract';
import { customers } from '../../db/schema/index.js';
import { failure, tokenFor } from '../../test/accounts.js';
import { setFlags } from '../../test/access.js';
import { describeOnPglite, valueOf, type TestApp } from '../../test/harness.js';

const DAY_MS = 86_400_000;
/** Local midnight of the day `daysAgo` before today, as the date picker sends it. */
const midnight = (daysAgo: number) => {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() - daysAgo);
  return d.getTime();
};
/** The last `days` days through today (spec 2 §5: the end day's midnight + 86,399,000 ms). */
const lastDays = (days: number) => ({ startTime: midnight(days - 1), endTime: midnight(0) + END_OF_DAY_OFFSET_MS });

const get = (t: TestApp, token: string, call: CallDef, query: Record<string, string | number> = {}, language?: string) =>
  t.call({
    method: 'GET',
    url: call.path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    merchant: 'demo',
    headers: { [HEADERS.authorization]: token, ...(language ? { [HEADERS.language]: language } : {}) },
  });
const idOf = async (t: TestApp, username: string) =>
  (await t.db.select({ id: customers.id }).from(customers).where(and(eq(customers.merchantCode, 'demo'), sql`lower(${customers.username}) = ${username}`)))[0]!.id;

// The seed (db/seeds/agent-team.ts, accounts.ts): agent01's direct downlines demo01, player02, agent02,
// team01, team02 and team03; agent02's downlines team21 and family01 (which sends money to its upline
// in the browser tests). Deposits and lost rounds within the last 5 days.
describeOnPglite('agent centre: team overview and figures', (t) => {
  it('[S2-2.43] sums the whole team (sub-agents\' downlines included) over the range', async () => {
    const token = await tokenFor(t, 'agent01', 'agent1234');
    const v = valueOf(agentCalls.teamOverview, await get(t, token, agentCalls.teamOverview, lastDays(7)));
    expect(v).toMatchObject({
      teamSize: 8,
      directDownlines: 6,
      newDownlines: 2,
      activeBettors: 3,
      // three 10,000.00 seed players + team01 2,280.00 + team02 400.00 + team03 1,000.00 + team21 280.00
      // + family01 5,000.00
      teamBalance: 38_960,
      deposits: 3_300,
      withdrawals: 0,
      bets: { count: 5, stake: 340, payout: 0, profit: -340 },
    });
    // a range before any of it: head counts stay, movement is zero
    const old = valueOf(agentCalls.teamOverview, await get(t, token, agentCalls.teamOverview, { startTime: midnight(60), endTime: midnight(50) + END_OF_DAY_OFFSET_MS }));
    expect(old).toMatchObject({ teamSize: 8, newDownlines: 0, deposits: 0, bets: { count: 0 } });
  });

  it('[S2-2.43] lists each downline who bet with their win and loss, biggest loss first', async () => {
    const token = await tokenFor(t, 'agent01', 'agent1234');
    const v = valueOf(agentCalls.userLoss, await get(t, token, agentCalls.userLoss, { ...lastDays(7), page: 1 }));
    expect(v.content.map((r) => [r.username, r.count, r.profit])).toEqual([
      ['team01', 3, -220],
      ['team02', 1, -100],
      ['team21', 1, -20],
    ]);
    expect(v.totals).toEqual({ count: 5, stake: 340, payout: 0, profit: -340 });
  });

  it('[S2-2.43] pages the team\'s bets with who placed each, and filters by one downline', async () => {
    const token = await tokenFor(t, 'agent01', 'agent1234');
    const all = valueOf(agentCalls.teamBets, await get(t, token, agentCalls.teamBets, { ...lastDays(7), page: 1, size: 2 }));
    expect(all).toMatchObject({ total: 5, totalPages: 3, pageSize: 2 });
    // newest first: team02's round 5 minutes before the seed, then team21's 8 minutes before
    expect(all.content.map((b) => [b.username, b.stake, b.state])).toEqual([
      ['team02', 100, 'lost'],
      ['team21', 20, 'lost'],
    ]);
    const one = valueOf(agentCalls.teamBets, await get(t, token, agentCalls.teamBets, { ...lastDays(7), page: 1, downlineId: await idOf(t, 'team01') }));
    expect(one.content.map((b) => b.username)).toEqual(['team01', 'team01', 'team01']);
    expect(one.totals.stake).toBe(220);
  });

  it('[S2-5.3] keeps the member records\' date rules: no future day, at most 30 days, start not after end', async () => {
    const token = await tokenFor(t, 'agent01', 'agent1234');
    const future = { startTime: midnight(0) + DAY_MS, endTime: midnight(0) + DAY_MS + END_OF_DAY_OFFSET_MS };
    expect(failure(await get(t, token, agentCalls.teamOverview, future))).toMatchObject({ status: 400, errorCode: 'date.range.future' });
    expect(failure(await get(t, token, agentCalls.teamBets, { ...lastDays(32), page: 1 }))).toMatchObject({ status: 400, errorCode: 'date.range.too.long' });
    expect(failure(await get(t, token, agentCalls.userLoss, { startTime: midnight(0), endTime: midnight(3), page: 1 }))).toMatchObject({ status: 400, errorCode: 'date.range.reversed' });
    expect(failure(await get(t, token, agentCalls.teamOverview, { startTime: 'yesterday', endTime: midnight(0) }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
  });
});

describeOnPglite('agent centre: downlines and who may see them', (t) => {
  it('[S2-2.43] lists the team newest first with balance, status, level and last login; searches name and nickname', async () => {
    const token = await tokenFor(t, 'agent01', 'agent1234');
    const page = valueOf(agentCalls.downlines, await get(t, token, agentCalls.downlines, { page: 1, size: 3 }));
    expect(page).toMatchObject({ total: 8, totalPages: 3 });
    expect(page.content.map((d) => d.username)).toEqual(['team02', 'team21', 'team01']);
    expect(page.content[0]).toMatchObject({ nickname: 'Silver Koi', level: 1, upline: 'agent01', balance: 400, status: 'active', lastLoginAt: null });
    expect(page.content[1]).toMatchObject({ level: 2, upline: 'agent02', balance: 280 });
    const koi = valueOf(agentCalls.downlines, await get(t, token, agentCalls.downlines, { page: 1, search: 'KOI' }));
    expect(koi.content.map((d) => d.username)).toEqual(['team02']);
    const locked = valueOf(agentCalls.downlines, await get(t, token, agentCalls.downlines, { page: 1, search: 'team03' }));
    expect(locked.content[0]).toMatchObject({ status: 'locked', balance: 1000 });
    expect(locked.content[0]!.lastLoginAt).toEqual(expect.any(Number));
    // LIKE characters are taken literally
    expect(valueOf(agentCalls.downlines, await get(t, token, agentCalls.downlines, { page: 1, search: '%' })).total).toBe(0);
  });

  it('[S2-2.43] shows a sub-agent only its own team and refuses another agent\'s downline as unknown', async () => {
    const token = await tokenFor(t, 'agent02', 'agent1234');
    const team = valueOf(agentCalls.downlines, await get(t, token, agentCalls.downlines, { page: 1 }));
    expect(team.content.map((d) => d.username)).toEqual(['team21', 'family01']);
    const demo01 = await idOf(t, 'demo01');
    expect(failure(await get(t, token, agentCalls.teamBets, { ...lastDays(7), page: 1, downlineId: demo01 }))).toMatchObject({ status: 404, errorCode: 'resource.not.found' });
    expect(failure(await get(t, token, agentCalls.userLoss, { ...lastDays(7), page: 1, downlineId: demo01 }))).toMatchObject({ status: 404, errorCode: 'resource.not.found' });
    const overview = valueOf(agentCalls.teamOverview, await get(t, token, agentCalls.teamOverview, lastDays(7)));
    expect(overview).toMatchObject({ teamSize: 2, teamBalance: 5280, bets: { count: 1, stake: 20 } });
  });

  it('[S2-6.2] refuses every agent call to an account that is not an agent', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    for (const [call, query] of [
      [agentCalls.teamOverview, lastDays(1)],
      [agentCalls.notices, {}],
      [agentCalls.downlines, { page: 1 }],
      [agentCalls.teamBets, { ...lastDays(1), page: 1 }],
      [agentCalls.userLoss, { ...lastDays(1), page: 1 }],
      [agentCalls.registerCentre, {}],
      [agentCalls.teamTransactions, { ...lastDays(1), page: 1 }],
    ] as const) {
      expect(failure(await get(t, token, call, query)), call.id).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    }
    expect(failure(await get(t, 'not-a-token', agentCalls.downlines, { page: 1 })).status).toBe(401);
  });

  it('[S2-6.4] answers the agent-information calls only while AGEINFO3 is on', async () => {
    const token = await tokenFor(t, 'agent01', 'agent1234');
    await setFlags(t, 'demo', { AGEINFO3: false });
    expect(failure(await get(t, token, agentCalls.downlines, { page: 1 }))).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    expect((await get(t, token, agentCalls.teamOverview, lastDays(1))).statusCode).toBe(200);
    await setFlags(t, 'demo', { AGEINFO3: true });
    expect((await get(t, token, agentCalls.downlines, { page: 1 })).statusCode).toBe(200);
  });
});

describeOnPglite('agent centre: account details (the downlines\' transactions)', (t) => {
  it('[S2-2.43] pages the team\'s ledger entries with whose they are, filters by kind and by one downline', async () => {
    const token = await tokenFor(t, 'agent01', 'agent1234');
    const deposits = valueOf(agentCalls.teamTransactions, await get(t, token, agentCalls.teamTransactions, { ...lastDays(7), page: 1, kind: 'deposit' }));
    // team01's two, team02's and team21's (the 35-day-old deposit of team03 is outside the range)
    expect(deposits.content.map((e) => [e.username, e.amount])).toEqual([
      ['team02', 500],
      ['team01', 500],
      ['team21', 300],
      ['team01', 2000],
    ]);
    expect(deposits.totals).toEqual({ count: 4, credit: 3300, debit: 0, net: 3300 });
    const one = valueOf(agentCalls.teamTransactions, await get(t, token, agentCalls.teamTransactions, { ...lastDays(7), page: 1, downlineId: await idOf(t, 'team02') }));
    expect(one.content.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['bet', -100, 400],
      ['deposit', 500, 500],
    ]);
    expect(one.kinds).toContain('agent_transfer');
    expect(failure(await get(t, token, agentCalls.teamTransactions, { ...lastDays(7), page: 1, kind: 'salary' }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
  });

  it('[S2-2.43] refuses another agent\'s downline and a player', async () => {
    const sub = await tokenFor(t, 'agent02', 'agent1234');
    expect(failure(await get(t, sub, agentCalls.teamTransactions, { ...lastDays(7), page: 1, downlineId: await idOf(t, 'team01') }))).toMatchObject({ status: 404, errorCode: 'resource.not.found' });
    const own = valueOf(agentCalls.teamTransactions, await get(t, sub, agentCalls.teamTransactions, { ...lastDays(7), page: 1 }));
    expect(new Set(own.content.map((e) => e.username))).toEqual(new Set(['team21', 'family01']));
    const player = await tokenFor(t, 'demo01', 'demo1234');
    expect(failure(await get(t, player, agentCalls.teamTransactions, { ...lastDays(7), page: 1 }))).toMatchObject({ status: 403, errorCode: 'function.not.available' });
  });
});

describeOnPglite('agent centre: register centre and notices', (t) => {
  it('[S2-2.43] gives the agent its affiliate code and the registration link that files a downline under it', async () => {
    const token = await tokenFor(t, 'agent01', 'agent1234');
    expect(valueOf(agentCalls.registerCentre, await get(t, token, agentCalls.registerCentre))).toEqual({
      affiliateCode: 'AGENT01',
      registerPath: '/register?affiliateCode=AGENT01',
      directDownlines: 6,
      registeredLast30Days: 2,
    });
  });

  it('[S2-2.43] shows agent notices in the asked language, English when it has none', async () => {
    const token = await tokenFor(t, 'agent01', 'agent1234');
    const en = valueOf(agentCalls.notices, await get(t, token, agentCalls.notices, {}, 'EN'));
    expect(en.notices.map((n) => n.title)).toEqual(['Monthly dividends are settled on the 1st', 'Share your registration link']);
    expect(en.notices[0]!.content).toContain('<b>Team overview</b>');
    const cn = valueOf(agentCalls.notices, await get(t, token, agentCalls.notices, {}, 'CN'));
    expect(cn.notices[0]!.title).toBe('每月1日结算月度分红');
    const ja = valueOf(agentCalls.notices, await get(t, token, agentCalls.notices, {}, 'JA'));
    expect(ja.notices.map((n) => n.title)).toEqual(en.notices.map((n) => n.title));
  });
});
