import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { WINNER_BOARD_LIMIT, announcementCalls, minorToMajor, otherCalls, promotionCalls, type AnnouncementsReply, type Language } from '@lotto/contract';
import {
  announcements,
  customers,
  games,
  jackpotPools,
  ledgerEntries,
  lotteryBets,
  lotteryGames,
  lotteryIssues,
  merchants,
  promotions,
  vendorLaunches,
  vendorRounds,
  wallets,
} from '../../db/schema/index.js';
import { failure } from '../../test/accounts.js';
import { describeOnPglite, valueOf, type TestApp } from '../../test/harness.js';
import type { Merchant } from '../../plugins/merchant.js';
import { createAnnouncementsRepository } from './announcements.repository.js';
import { STAKES_SETTLED_AFTER_MS, createAnnouncementsService, maskAccount } from './announcements.service.js';

const list = async (t: TestApp, merchant: string, query: string, lang: Language = 'EN'): Promise<AnnouncementsReply> =>
  valueOf(announcementCalls.list, await t.call({ method: 'GET', url: `${announcementCalls.list.path}?${query}`, merchant, headers: { Language: lang } }));

const HOME = 'types=B,PL,PU&groupName=w_home&platform=W';

describeOnPglite('home content: announcements', (t) => {
  it('[S2-3.1] [S2-3.3] [S2-2.14] answers each merchant, in every language it offers, five w_home banners, twelve notices and two popups (A and F)', async () => {
    for (const code of ['demo', 'lucky']) {
      const [merchant] = await t.db.select().from(merchants).where(eq(merchants.code, code));
      const titles = new Set<string>();
      for (const lang of merchant!.languages) {
        const reply = await list(t, code, HOME, lang);
        expect(reply.banners).toHaveLength(5);
        expect(reply.banners.every((b) => b.groupName === 'w_home' && b.url.startsWith(`/res/announcement-art/${code}/`))).toBe(true);
        expect(new Set(reply.banners.map((b) => b.linkageType))).toEqual(new Set(['URL', 'G', reply.banners[4]!.linkageType]));
        const game = reply.banners.find((b) => b.linkageType === 'G')!;
        expect([typeof game.vendor, typeof game.nodeId, typeof game.linkage]).toEqual(['string', 'string', 'string']);
        expect(reply.player).toHaveLength(12);
        // newest first
        expect(reply.player.map((n) => n.startDate)).toEqual([...reply.player.map((n) => n.startDate)].sort((a, b) => b - a));
        expect(reply.popup.map((p) => p.execution)).toEqual(['A', 'F']);
        expect(reply.player[0]).toMatchObject({ remarkRequired: 'N', imageRequired: 'N', endDate: null });
        expect(reply.player[0]!.startDateStr).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
        expect(reply.hot.length).toBeGreaterThan(0);
        titles.add(reply.player[0]!.title);
      }
      // each language writes its own text (TW and HK share traditional Chinese)
      expect(titles.size).toBe(merchant!.languages.filter((l) => l !== 'HK').length);
    }
  });

  it('[S2-3.1] links one home banner and the promotions page banner to a seeded promotion (linkage P)', async () => {
    for (const code of ['demo', 'lucky']) {
      const home = await list(t, code, HOME);
      const promo = await list(t, code, 'types=B&groupName=w_promotion');
      for (const banner of [home.banners[4]!, promo.banners[0]!]) {
        expect(banner.linkageType).toBe('P');
        const [row] = await t.db.select().from(promotions).where(and(eq(promotions.merchantCode, code), eq(promotions.id, Number(banner.linkage))));
        expect(row?.display).toBe(true);
      }
    }
  });

  it('[S2-9.3] [S2-7.9] answers the promotions page its own banner group, and types one by one as repeated params', async () => {
    const promo = await list(t, 'demo', 'types=B&groupName=w_promotion');
    expect(promo.banners).toHaveLength(1);
    expect(promo.banners[0]!.groupName).toBe('w_promotion');
    expect(promo.player).toEqual([]);
    const repeated = await list(t, 'demo', 'types=PL&types=PU');
    expect(repeated.banners).toEqual([]);
    expect(repeated.player).toHaveLength(12);
    expect(repeated.popup).toHaveLength(2);
    const firstOnly = await list(t, 'demo', 'types=PU&platform=W&execution=F');
    expect(firstOnly.popup.map((p) => p.execution)).toEqual(['F']);
    const bad = await t.call({ method: 'GET', url: `${announcementCalls.list.path}?types=XX`, merchant: 'demo' });
    expect(failure(bad)).toMatchObject({ status: 400 });
  });

  it('[S2-7.9] answers the promotions (PR) from the promotions themselves: the same ids, titles and claim rules as MCSFE_getMerchantAvailablePromotions, stored PR rows aside', async () => {
    // an announcement row typed PR is not a second source of promotions
    await t.db.insert(announcements).values({ merchantCode: 'demo', lang: 'EN', type: 'PR', title: 'Stray PR row', content: '<p>x</p>', startsAt: new Date(Date.now() - 60_000) });
    for (const lang of ['EN', 'TH'] as const) {
      const reply = await list(t, 'demo', 'types=PR', lang);
      const running = valueOf(promotionCalls.merchantAvailable, await t.call({ method: 'GET', url: promotionCalls.merchantAvailable.path, merchant: 'demo', headers: { Language: lang } }));
      expect(running.length).toBeGreaterThan(5);
      expect(reply.promotion.map((n) => [n.id, n.linkedPromotionId, n.title, n.promotionType, n.remarkRequired, n.imageRequired])).toEqual(
        running.map((p) => [p.promotionId, p.promotionId, p.title, p.promotionType, p.remarkRequired, p.imageRequired]),
      );
      expect(reply.promotion.map((n) => n.title)).not.toContain('Stray PR row');
      expect(reply.banners).toEqual([]);
      expect(reply.player).toEqual([]);
    }
    // only when asked for
    expect((await list(t, 'demo', HOME)).promotion).toEqual([]);
  });

  it("falls back to the merchant's default language where the asked one has no content", async () => {
    const ja = await list(t, 'lucky', HOME, 'JA');
    const en = await list(t, 'lucky', HOME, 'EN');
    expect(ja.player.map((n) => n.title)).toEqual(en.player.map((n) => n.title));
    const th = await list(t, 'lucky', HOME, 'TH');
    expect(th.player[0]!.title).not.toBe(en.player[0]!.title);
  });

  it('sanitises rich text on the way out: scripts, handlers and javascript: links go, formatting stays; titles are plain', async () => {
    const [row] = await t.db
      .insert(announcements)
      .values({
        merchantCode: 'demo',
        lang: 'EN',
        type: 'PL',
        title: 'Hello <img src=x onerror=alert(1)>world',
        content: '<p onclick="steal()">Safe <strong>bold</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://example.org/">ok</a><iframe src="https://evil"></iframe></p>',
        startsAt: new Date(Date.now() + 60_000 - 60_000),
        sortOrder: -1,
      })
      .returning();
    // written straight into the table: the lists this process kept go
    t.app.announcementLists.forget('demo');
    const reply = await list(t, 'demo', 'types=PL');
    const notice = reply.player.find((n) => n.id === String(row!.id))!;
    expect(notice.title).toBe('Hello world');
    expect(notice.content).toContain('<strong>bold</strong>');
    expect(notice.content).toContain('<a href="https://example.org/" rel="noopener noreferrer">ok</a>');
    for (const bad of ['<script', 'onclick', 'javascript:', '<iframe', 'alert(1)']) expect(notice.content).not.toContain(bad);
  });

  it('leaves out announcements not started or ended', async () => {
    const now = Date.now();
    await t.db.insert(announcements).values([
      { merchantCode: 'demo', lang: 'KO', type: 'PU', title: 'Future', execution: 'A', startsAt: new Date(now + 3_600_000) },
      { merchantCode: 'demo', lang: 'KO', type: 'PU', title: 'Ended', execution: 'A', startsAt: new Date(now - 7_200_000), endsAt: new Date(now - 3_600_000) },
    ]);
    t.app.announcementLists.forget('demo');
    const reply = await list(t, 'demo', 'types=PU', 'KO');
    expect(reply.popup.map((p) => p.title)).not.toContain('Future');
    expect(reply.popup.map((p) => p.title)).not.toContain('Ended');
    expect(reply.popup).toHaveLength(2);
  });

  it("keeps a merchant's lists: a notice written after a read shows once the kept list goes, and another merchant's list is its own", async () => {
    t.app.announcementLists.forget();
    const before = await list(t, 'demo', 'types=PL', 'ES');
    const lucky = await list(t, 'lucky', 'types=PL', 'ES');
    await t.db.insert(announcements).values({ merchantCode: 'demo', lang: 'ES', type: 'PL', title: 'Nuevo aviso', content: '<p>x</p>', startsAt: new Date(Date.now() - 1000), sortOrder: -2 });
    // the same read within the kept time answers what this process read before
    expect(await list(t, 'demo', 'types=PL', 'ES')).toEqual(before);
    t.app.announcementLists.forget('lucky');
    expect(await list(t, 'demo', 'types=PL', 'ES')).toEqual(before);
    t.app.announcementLists.forget('demo');
    const after = await list(t, 'demo', 'types=PL', 'ES');
    expect(after.player[0]!.title).toBe('Nuevo aviso');
    expect(after.player).toHaveLength(before.player.length + 1);
    expect(await list(t, 'lucky', 'types=PL', 'ES')).toEqual(lucky);
  });

  it('serves each banner its generated artwork (an svg with its title), cached with an ETag', async () => {
    const reply = await list(t, 'demo', HOME, 'TH');
    const art = await t.call({ method: 'GET', url: reply.banners[0]!.url, merchant: null });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toContain(reply.banners[0]!.url ? 'โบนัสต้อนรับสมาชิกใหม่' : '');
    const again = await t.call({ method: 'GET', url: reply.banners[0]!.url, merchant: null, headers: { 'if-none-match': String(art.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await t.call({ method: 'GET', url: '/res/announcement-art/demo/999999999.svg', merchant: null })).statusCode).toBe(404);
  });
});

const board = async (t: TestApp, merchant: string, query = '', lang: Language = 'EN') =>
  valueOf(otherCalls.winnerBoard, await t.call({ method: 'GET', url: `${otherCalls.winnerBoard.path}${query}`, merchant, headers: { Language: lang, CustomerId: '1' } }));

async function playerOf(t: TestApp, username: string) {
  const [c] = await t.db.select().from(customers).where(and(eq(customers.merchantCode, 'demo'), eq(customers.username, username)));
  const [w] = await t.db.select().from(wallets).where(and(eq(wallets.customerId, c!.id), eq(wallets.accountTypeId, 9)));
  return { customer: c!, wallet: w! };
}

/** A won lottery bet of player02 on a new issue of demo's first lottery, settled at `at` (written straight into the tables). */
async function wonLotteryBet(t: TestApp, numero: string, at: Date, amountMinor: bigint, payoutMinor: bigint) {
  const { customer, wallet } = await playerOf(t, 'player02');
  const [lotto] = await t.db.select().from(lotteryGames).where(eq(lotteryGames.merchantCode, 'demo')).limit(1);
  const [issue] = await t.db
    .insert(lotteryIssues)
    .values({ lotteryGameId: lotto!.id, numero, opensAt: at, locksAt: at, drawAt: at, seed: 'a'.repeat(64), seedHash: 'b'.repeat(64) })
    .returning();
  await t.db.insert(lotteryBets).values({
    issueId: issue!.id,
    customerId: customer.id,
    walletId: wallet.id,
    playCode: 'pos1',
    selection: '7',
    amountMinor,
    oddsHundredths: 980,
    payoutMinor,
    status: 'won',
    idempotencyKey: numero,
    settledAt: at,
  });
  return { lotto: lotto!, wallet };
}

describeOnPglite('home content: winner board and jackpot', (t) => {
  it('masks accounts: first and last characters with three stars, a mobile-only account by its last four digits', () => {
    expect(maskAccount('player02', null)).toBe('pl***02');
    expect(maskAccount('abcd', null)).toBe('a***d');
    expect(maskAccount('ab', null)).toBe('a***');
    expect(maskAccount(null, '8613800000001')).toBe('****0001');
  });

  it('[S2-7.9] lists real settled wins, newest first, masked, game names in the asked language, limit 100 at most', async () => {
    expect(await board(t, 'demo')).toEqual([]);
    const { customer, wallet } = await playerOf(t, 'player02');
    const [game] = await t.db.select().from(games).where(eq(games.merchantCode, 'demo')).limit(1);
    const launch = (trial: boolean) =>
      t.db
        .insert(vendorLaunches)
        .values({ tokenHash: randomBytes(32).toString('hex'), merchantCode: 'demo', customerId: customer.id, gameRowId: game!.id, trial, language: 'EN', expiresAt: new Date(Date.now() + 3_600_000) })
        .returning();
    const [real] = await launch(false);
    const [trial] = await launch(true);
    const base = Date.now() - 100 * 60_000;
    await t.db.insert(vendorRounds).values([
      ...Array.from({ length: 110 }, (_, i) => ({ launchId: real!.id, roundId: `w${i}`, betMinor: 100n, winMinor: BigInt(200 + i), balanceAfterMinor: 0n, outcome: {}, createdAt: new Date(base + i * 1000) })),
      { launchId: real!.id, roundId: 'lost', betMinor: 100n, winMinor: 0n, balanceAfterMinor: 0n, outcome: {}, createdAt: new Date(base + 500_000) },
      { launchId: trial!.id, roundId: 'trial', betMinor: 100n, winMinor: 99_999n, balanceAfterMinor: 0n, outcome: {}, createdAt: new Date(base + 500_000) },
    ]);
    const { lotto } = await wonLotteryBet(t, 'WB-1', new Date(base + 600_000), 1_000n, 9_800n);
    // written straight into the tables: the board this process kept after the first read goes
    t.app.winnerBoards.forget('demo');

    const all = await board(t, 'demo', '', 'JA');
    expect(all).toHaveLength(100);
    expect(all[0]).toMatchObject({ account: 'pl***02', amount: 98, currency: wallet.currency, vendor: null, gameName: lotto.names.JA ?? lotto.names.EN });
    expect(all[1]).toMatchObject({ amount: 3.09, gameName: game!.names.JA ?? game!.names.EN ?? game!.gameName });
    expect(all.map((w) => w.time)).toEqual([...all.map((w) => w.time)].sort((a, b) => b - a));
    expect(all.some((w) => w.amount === 999.99 || w.amount === 0)).toBe(false);
    expect(JSON.stringify(all)).not.toContain('player02');

    expect(await board(t, 'demo', '?gameCategory=LOTT&limitNum=5')).toHaveLength(1);
    expect(await board(t, 'demo', '?gameCategory=ALL&limitNum=5')).toHaveLength(5);
    expect(await board(t, 'demo', '?gameCategory=LIVE')).toEqual(expect.any(Array));
    expect(await board(t, 'lucky')).toEqual([]);
    expect(failure(await t.call({ method: 'GET', url: `${otherCalls.winnerBoard.path}?limitNum=101`, merchant: 'demo' }))).toMatchObject({ status: 400 });
  });

  it('[S2-7.9] keeps a merchant\'s board: a win settled after a read shows once the kept board goes, and another merchant\'s board is its own', async () => {
    t.app.winnerBoards.forget();
    const before = await board(t, 'demo', '?gameCategory=LOTT');
    const lucky = await board(t, 'lucky', '?gameCategory=LOTT');
    const at = new Date();
    await wonLotteryBet(t, 'WB-KEPT', at, 500n, 4_900n);
    // the same read within the kept time answers what this process read before, and so does a
    // board in another language or length never asked for yet: one read serves them all
    expect(await board(t, 'demo', '?gameCategory=LOTT')).toEqual(before);
    const shorter = await board(t, 'demo', '?gameCategory=LOTT&limitNum=3', 'JA');
    expect(shorter.map((w) => w.time)).toEqual(before.slice(0, 3).map((w) => w.time));
    t.app.winnerBoards.forget('lucky');
    expect(await board(t, 'demo', '?gameCategory=LOTT')).toEqual(before);
    t.app.winnerBoards.forget('demo');
    const after = await board(t, 'demo', '?gameCategory=LOTT');
    expect(after[0]).toMatchObject({ account: 'pl***02', amount: 49, time: at.getTime() });
    expect(after).toHaveLength(Math.min(before.length + 1, WINNER_BOARD_LIMIT));
    expect(await board(t, 'lucky', '?gameCategory=LOTT')).toEqual(lucky);
  });

  it('[S2-9.15] answers the jackpot from the pool the server keeps: its seed plus its share of real stakes since it started', async () => {
    const jackpot = (merchant_code: string, currency: string, merchant = 'demo') =>
      t.call({ method: 'POST', url: otherCalls.jackpot.path, merchant, payload: { merchant_code, currency } });
    const [pool] = await t.db.select().from(jackpotPools).where(eq(jackpotPools.merchantCode, 'demo'));
    const before = valueOf(otherCalls.jackpot, await jackpot('demo', pool!.currency));
    expect(before).toEqual({ amount: 8_888_888, currency: pool!.currency });

    // stakes of 1,000.00 (a game bet) and 500.00 (a lottery bet) grow it by 1% of 1,500.00
    const { wallet } = await playerOf(t, 'player02');
    await t.db.insert(ledgerEntries).values([
      { walletId: wallet.id, amountMinor: -100_000n, balanceAfterMinor: 0n, kind: 'bet' },
      { walletId: wallet.id, amountMinor: -50_000n, balanceAfterMinor: 0n, kind: 'lottery_bet' },
      { walletId: wallet.id, amountMinor: 80_000n, balanceAfterMinor: 0n, kind: 'payout' },
    ]);
    // written straight into the ledger: the figure this process read stays for its kept time
    expect(valueOf(otherCalls.jackpot, await jackpot('demo', pool!.currency))).toEqual(before);
    t.app.jackpots.forget('demo');
    expect(valueOf(otherCalls.jackpot, await jackpot('demo', pool!.currency))?.amount).toBe(8_888_888 + 15);

    expect(valueOf(otherCalls.jackpot, await jackpot('demo', 'XYZ'))).toBeNull();
    expect(failure(await jackpot('lucky', pool!.currency))).toMatchObject({ status: 400 });
  });

  it('[S2-9.15] sums a pool\'s settled hours of stakes once, reading only the last hours on each call, to the figure one sum over its whole history gives', async () => {
    const HOUR = 3_600_000;
    const repo = createAnnouncementsRepository(t.db);
    const windows: [number, number | null][] = [];
    const recorded = { ...repo, stakesBetween: (m: string, c: string, from: Date, until: Date | null) => (windows.push([from.getTime(), until?.getTime() ?? null]), repo.stakesBetween(m, c, from, until)) };
    let now = Math.floor(Date.now() / HOUR) * HOUR + 20 * 60_000; // 20 minutes past an hour
    const service = createAnnouncementsService(recorded, async () => [], () => new Date(now));
    const [pool] = await t.db.select().from(jackpotPools).where(eq(jackpotPools.merchantCode, 'demo'));
    const start = new Date(now - 10 * HOUR);
    await t.db.update(jackpotPools).set({ startedAt: start }).where(eq(jackpotPools.id, pool!.id));
    const { wallet } = await playerOf(t, 'player02');
    const stake = (amountMinor: bigint, kind: 'bet' | 'lottery_bet' | 'lottery_refund', at: number) => ({ walletId: wallet.id, amountMinor, balanceAfterMinor: 0n, kind, createdAt: new Date(at) });
    await t.db.insert(ledgerEntries).values([
      stake(-10_000n, 'bet', now - 11 * HOUR), // before the pool started
      stake(-20_000n, 'lottery_bet', now - 9 * HOUR),
      stake(-30_000n, 'bet', now - 5 * HOUR),
      stake(5_000n, 'lottery_refund', now - 4 * HOUR),
      stake(-7_000n, 'bet', now - 90 * 60_000),
    ]);
    const demo = { code: 'demo' } as Merchant;
    // the pool's seed plus 1% of the stakes the one sum over its history counts (the old reading)
    const expected = async () => {
      const all = await repo.stakesBetween('demo', pool!.currency, start, null);
      return minorToMajor(pool!.seedMinor + (all * BigInt(pool!.contributionBasisPoints)) / 10_000n);
    };
    const settledUntil = (at: number) => Math.floor((at - STAKES_SETTLED_AFTER_MS) / HOUR) * HOUR;

    expect((await service.jackpot(demo, 'demo', pool!.currency))?.amount).toBe(await expected());
    expect(windows).toEqual([[start.getTime(), settledUntil(now)], [settledUntil(now), null]]);

    // a second call in the same hour reads only the open window
    windows.length = 0;
    await t.db.insert(ledgerEntries).values(stake(-4_000n, 'bet', now - 10 * 60_000));
    expect((await service.jackpot(demo, 'demo', pool!.currency))?.amount).toBe(await expected());
    expect(windows).toEqual([[settledUntil(now), null]]);

    // two hours on: the hours that settled meanwhile are added to the kept sum, once
    const before = settledUntil(now);
    now += 2 * HOUR;
    windows.length = 0;
    await t.db.insert(ledgerEntries).values(stake(-6_000n, 'lottery_bet', now - 5 * 60_000));
    expect((await service.jackpot(demo, 'demo', pool!.currency))?.amount).toBe(await expected());
    expect(windows).toEqual([[before, settledUntil(now)], [settledUntil(now), null]]);
    expect((await service.jackpot(demo, 'demo', pool!.currency))?.amount).toBe(await expected());
    expect(windows).toHaveLength(3);
  });
});
