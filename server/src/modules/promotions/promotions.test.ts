import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { promotionCalls, type LiveEvent } from '@lotto/contract';
import { pointAccounts, promotionClaims, promotionTexts, promotions, raffleClaims, raffleSchedules } from '../../db/schema/index.js';
import { unbalancedWallets } from '../../ledger/ledger.js';
import { setFlags } from '../../test/access.js';
import { failure } from '../../test/accounts.js';
import { describeEachDatabase, describeOnPglite, valueOf, type TestApp } from '../../test/harness.js';
import { balancesOf, entriesOf, newMember, send, type Member } from '../payments/money-test-kit.js';

const MAIN = 9;
const dataDir = mkdtempSync(path.join(tmpdir(), 'promotions-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const options = { env: { DATA_DIR: dataDir } };

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 3)]);
const pngUrl = (bytes: Buffer = PNG) => `data:image/png;base64,${bytes.toString('base64')}`;

/** The seeded promotion of a type in a merchant (the seed makes one of each). */
async function promotionOf(t: TestApp, type: string, merchant = 'demo') {
  const [row] = await t.db.select().from(promotions).where(and(eq(promotions.merchantCode, merchant), eq(promotions.promotionType, type)));
  return row!;
}

async function openRaffle(t: TestApp, merchant = 'demo') {
  const promotion = await promotionOf(t, 'RAFFLE', merchant);
  const list = valueOf(promotionCalls.merchantAvailable, await t.call({ method: 'GET', url: promotionCalls.merchantAvailable.path, merchant }));
  const schedule = list.find((p) => p.promotionId === String(promotion.id))!.raffleSchedule!;
  return { promotionId: String(promotion.id), raffleScheduleId: schedule.raffleScheduleId };
}

const apply = (t: TestApp, m: Member, data: Record<string, unknown>) => send(t, promotionCalls.signUpReward, m.token, data);

describeOnPglite(
  'promotions, claims by application and raffles',
  (t) => {
    let events: { topic: string; event: LiveEvent }[] = [];
    let stop = () => {};
    beforeEach(() => {
      events = [];
      stop = t.app.liveEvents.subscribe((topic, event) => void events.push({ topic, event }));
    });
    afterEach(() => stop());

    it('[S2-3.2] [S2-7.10] answers the running promotions in the asked language with images, flags and the raffle window', async () => {
      const list = valueOf(
        promotionCalls.merchantAvailable,
        await t.call({ method: 'GET', url: promotionCalls.merchantAvailable.path, merchant: 'lucky', headers: { Language: 'TH' } }),
      );
      expect(list.map((p) => p.promotionType)).toEqual(['RAFFLE', 'MANUAL', 'SAVIOR', 'REGISTER', 'LOGIN', 'DEPOSIT_BET_BONUS', 'UPGRADE_BONUS', 'REFERRAL']);
      const raffle = list[0]!;
      expect(raffle.title).toBe('จับฉลากไข่ทองคำ');
      expect(raffle.announcementImages?.[0]?.url).toMatch(/^\/res\/promotion-art\/raffle-raffle-lucky\.svg$/);
      expect(raffle.raffleSchedule!.startTime).toBeLessThanOrEqual(Date.now());
      expect(raffle.raffleSchedule!.dueTime).toBeGreaterThan(Date.now());
      const bigwin = list[1]!;
      expect([bigwin.remarkRequired, bigwin.imageRequired, bigwin.applyByRequest]).toEqual(['Y', 'Y', true]);
      expect(list[2]).toMatchObject({ remarkRequired: 'Y', imageRequired: 'N' });
      // the promotion's art is served by this server
      const art = await t.call({ method: 'GET', url: raffle.announcementImages![0]!.url, merchant: null });
      expect(art.headers['content-type']).toMatch(/image\/svg\+xml/);
    });

    it('strips script and event handlers from promotion content on the way out', async () => {
      const p = await promotionOf(t, 'UPGRADE_BONUS');
      await t.db
        .update(promotionTexts)
        .set({ content: '<p onclick="steal()">VIP<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">go</a></p>' })
        .where(and(eq(promotionTexts.promotionId, p.id), eq(promotionTexts.lang, 'EN')));
      const list = valueOf(
        promotionCalls.merchantAvailable,
        await t.call({ method: 'GET', url: promotionCalls.merchantAvailable.path, headers: { Language: 'EN' } }),
      );
      const content = list.find((x) => x.promotionId === String(p.id))!.content!;
      expect(content).toContain('VIP');
      expect(content).not.toMatch(/script|onclick|onerror|javascript:/i);
    });

    it('[S2-9.4] [S2-3.19] [S2-7.10] counts the promotions a member can take part in by type, for isAgent 0 and not for 4', async () => {
      const m = await newMember(t);
      const v = valueOf(promotionCalls.available, await send(t, promotionCalls.available, m.token));
      expect(v.byType).toEqual({ RAFFLE: 1, MANUAL: 1, SAVIOR: 1, REGISTER: 1, LOGIN: 1, DEPOSIT_BET_BONUS: 1, UPGRADE_BONUS: 1, REFERRAL: 1, MISSION: 0 });
      expect(v.total).toBe(6); // the spec 2 §9 types and the running REFERRAL promotion (invite friends, decision 0022)
      // the seeded MISSION promotion counts the member's claimable missions: none yet (modules/missions)
      expect(v.MISSION).toEqual({ enabled: true, count: 0 });
      expect(v.REFERRAL).toEqual({ enabled: true, count: 1 });

      const trial = await newMember(t, { isAgent: '4' });
      expect(valueOf(promotionCalls.available, await send(t, promotionCalls.available, trial.token)).total).toBe(0);
    });

    it('[S2-5.4] refuses a claim without the remarks or the image the promotion requires, and more than 3 images', async () => {
      const m = await newMember(t);
      const p = await promotionOf(t, 'MANUAL');
      const noRemarks = await apply(t, m, { promotionId: String(p.id), pictures: [pngUrl()] });
      expect(failure(noRemarks)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      const noImage = await apply(t, m, { promotionId: String(p.id), remarks: 'Won on Lucky 7' });
      expect(failure(noImage)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      const four = await apply(t, m, { promotionId: String(p.id), remarks: 'four', pictures: [pngUrl(), pngUrl(), pngUrl(), pngUrl()] });
      expect(failure(four).status).toBe(400);
      const long = await apply(t, m, { promotionId: String(p.id), remarks: 'x'.repeat(141), pictures: [pngUrl()] });
      expect(failure(long).status).toBe(400);
      expect(await t.db.select().from(promotionClaims).where(eq(promotionClaims.customerId, m.customerId))).toEqual([]);
    });

    it('[S2-5.4] refuses an upload whose bytes are not a PNG or JPEG, whatever its name says, and stores nothing', async () => {
      const m = await newMember(t);
      const p = await promotionOf(t, 'MANUAL');
      const before = readdirSync(dataDir, { recursive: true }).length;
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;<script>alert(1)</script>', 'latin1');
      const res = await apply(t, m, { promotionId: String(p.id), remarks: 'see picture', pictures: [pngUrl(), pngUrl(gif)] });
      expect(failure(res)).toMatchObject({ status: 400, errorCode: 'claim.image.invalid' });
      expect(readdirSync(dataDir, { recursive: true }).length).toBe(before);
      expect(await t.db.select().from(promotionClaims).where(eq(promotionClaims.customerId, m.customerId))).toEqual([]);
    });

    it('[S2-4.6] [S2-3.19] [S2-7.10] stores a claim with its remarks and images as PENDING, lists it, and refuses a second one while it waits', async () => {
      const m = await newMember(t);
      const p = await promotionOf(t, 'MANUAL');
      const res = await apply(t, m, {
        promotionId: String(p.id),
        remarks: 'Big win on Lucky 7',
        pictures: [pngUrl(), `data:image/jpeg;base64,${JPEG.toString('base64')}`],
      });
      expect(valueOf(promotionCalls.signUpReward, res)).toEqual({ status: 'PENDING' });
      const [claim] = await t.db.select().from(promotionClaims).where(eq(promotionClaims.customerId, m.customerId));
      expect(claim!.imageKeys).toHaveLength(2);
      expect(claim!.imageKeys[1]).toMatch(/\.jpg$/);
      const stored = readdirSync(dataDir, { recursive: true }).map(String);
      for (const key of claim!.imageKeys) expect(stored).toContain(path.join('uploads', key));

      const list = valueOf(promotionCalls.claimList, await send(t, promotionCalls.claimList, m.token, {}));
      expect(list).toEqual([expect.objectContaining({ promotionId: String(p.id), status: 'PENDING', remarks: 'Big win on Lucky 7', promotionType: 'MANUAL' })]);
      expect(list[0]!.title).not.toBe('');

      const again = await apply(t, m, { promotionId: String(p.id), remarks: 'again', pictures: [pngUrl()] });
      expect(failure(again)).toMatchObject({ status: 409, errorCode: 'promotion.claim.pending' });
      const v = valueOf(promotionCalls.available, await send(t, promotionCalls.available, m.token));
      expect(v.byType.MANUAL).toBeUndefined();
    });

    it('[S2-6.2] refuses claims from a trial account and when the reward centre is off', async () => {
      const p = await promotionOf(t, 'SAVIOR');
      const trial = await newMember(t, { isAgent: '4' });
      expect(failure(await apply(t, trial, { promotionId: String(p.id), remarks: 'help' }))).toMatchObject({ status: 409, errorCode: 'promotion.unavailable' });
      const m = await newMember(t);
      await setFlags(t, 'demo', { REWCEN3: false });
      try {
        expect(failure(await apply(t, m, { promotionId: String(p.id), remarks: 'help' })).status).toBe(403);
      } finally {
        await setFlags(t, 'demo', { REWCEN3: true });
      }
    });

    it('[S2-8.12] an approval credits the bonus once and publishes PROMOTION_CLAIM; a rejection carries its remarks', async () => {
      const m = await newMember(t);
      const p = await promotionOf(t, 'SAVIOR');
      valueOf(promotionCalls.signUpReward, await apply(t, m, { promotionId: String(p.id), remarks: 'Rough week' }));
      const [claim] = await t.db.select().from(promotionClaims).where(eq(promotionClaims.customerId, m.customerId));
      const approve = () => t.call({ method: 'POST', url: `/dev/promotions/claims/${claim!.id}/approve`, payload: {} });
      expect((await approve()).json()).toMatchObject({ success: true, value: { status: 'APPROVED', changed: true } });
      expect((await approve()).json()).toMatchObject({ success: true, value: { changed: false } });
      expect((await balancesOf(t, m.customerId))[MAIN]).toBe(5_000n);
      expect((await entriesOf(t, m.customerId)).filter((e) => e.kind === 'promotion_bonus')).toHaveLength(1);
      expect(events.filter((e) => e.topic === `/topic/user/${m.customerId}`).map((e) => e.event)).toEqual([
        expect.objectContaining({ type: 'PROMOTION_CLAIM', message: 'APPROVED', data: expect.objectContaining({ status: 'APPROVED', amount: 50 }) as unknown }),
      ]);
      const reject = await t.call({ method: 'POST', url: `/dev/promotions/claims/${claim!.id}/reject`, payload: { remarks: 'late' } });
      expect(reject.json()).toMatchObject({ success: false, errorCode: 'promotion.claim.decided' });

      // a new claim is allowed once the last one is decided; a rejection without remarks is refused
      valueOf(promotionCalls.signUpReward, await apply(t, m, { promotionId: String(p.id), remarks: 'Once more' }));
      const claims = await t.db.select().from(promotionClaims).where(eq(promotionClaims.customerId, m.customerId));
      const second = claims.find((c) => c.status === 'PENDING')!;
      expect((await t.call({ method: 'POST', url: `/dev/promotions/claims/${second.id}/reject`, payload: {} })).statusCode).toBe(400);
      await t.call({ method: 'POST', url: `/dev/promotions/claims/${second.id}/reject`, payload: { remarks: 'Only once a week' } });
      const list = valueOf(promotionCalls.claimList, await send(t, promotionCalls.claimList, m.token, {}));
      expect(list.map((c) => [c.status, c.decisionRemarks])).toEqual([
        ['REJECTED', 'Only once a week'],
        ['APPROVED', null],
      ]);
      expect(events.at(-1)!.event).toMatchObject({ type: 'PROMOTION_CLAIM', message: 'Only once a week', data: { status: 'REJECTED', remarks: 'Only once a week' } });
    });

    it('[S2-2.27] a manual bonus credits the main wallet and publishes MANUAL_PROMO', async () => {
      const m = await newMember(t);
      const res = await t.call({ method: 'POST', url: '/dev/promotions/grant', payload: { merchant: 'demo', username: m.username.toUpperCase(), amount: 12.5, promotionName: 'Birthday' } });
      expect(res.statusCode).toBe(200);
      expect((await balancesOf(t, m.customerId))[MAIN]).toBe(1_250n);
      expect(events.map((e) => e.event)).toEqual([{ type: 'MANUAL_PROMO', title: 'Birthday', data: { amount: 12.5, promotionName: 'Birthday' } }]);
      expect(await unbalancedWallets(t.db)).toEqual([]);
    });

    it('[S2-3.18] [S2-7.10] answers the raffle status and credits the drawn prize once; a second claim is refused', async () => {
      const m = await newMember(t);
      const raffle = await openRaffle(t);
      const status = valueOf(
        promotionCalls.raffleStatus,
        await send(t, promotionCalls.raffleStatus, m.token, { rafflePromotionId: raffle.promotionId, raffleScheduleId: raffle.raffleScheduleId }),
      );
      expect(status).toMatchObject({ isClaimed: 'N', hasStarted: 'Y', hasEnded: 'N', time: 0 });
      expect(status.due).toBeGreaterThan(0);
      expect(status.due).toBeLessThanOrEqual(6 * 3600);

      const prize = valueOf(promotionCalls.claimRaffle, await send(t, promotionCalls.claimRaffle, m.token, raffle));
      expect(prize.value).toBe('GOLDEN_EGG');
      const balance = (await balancesOf(t, m.customerId))[MAIN]!;
      const [points] = await t.db.select().from(pointAccounts).where(eq(pointAccounts.customerId, m.customerId));
      if (prize.type === 'POINT') {
        expect(points!.balanceCp).toBe(BigInt(prize.points! * 100));
        expect(balance).toBe(0n);
      } else {
        expect(balance).toBe(BigInt(Math.round(prize.amount! * 100)));
        expect((await entriesOf(t, m.customerId)).map((e) => e.kind)).toEqual(['raffle_prize']);
      }
      if (prize.type === 'TICKET') expect(prize.ticket).toMatchObject({ ticketId: expect.stringMatching(/^[0-9A-F]{12}$/) as unknown });

      const again = await send(t, promotionCalls.claimRaffle, m.token, raffle);
      expect(failure(again)).toMatchObject({ status: 409, errorCode: 'raffle.claimed' });
      const after = valueOf(promotionCalls.raffleStatus, await send(t, promotionCalls.raffleStatus, m.token, { rafflePromotionId: raffle.promotionId, raffleScheduleId: raffle.raffleScheduleId }));
      expect(after.isClaimed).toBe('Y');
      expect(valueOf(promotionCalls.available, await send(t, promotionCalls.available, m.token)).byType.RAFFLE).toBeUndefined();
    });

    it('[S2-8.7] refuses a raffle claim before the window opens and after it is due', async () => {
      const m = await newMember(t);
      const p = await promotionOf(t, 'RAFFLE');
      const now = Date.now();
      const [future] = await t.db.insert(raffleSchedules).values({ promotionId: p.id, startsAt: new Date(now + 3_600_000), dueAt: new Date(now + 7_200_000) }).returning();
      const [past] = await t.db.insert(raffleSchedules).values({ promotionId: p.id, startsAt: new Date(now - 7_200_000), dueAt: new Date(now - 3_600_000) }).returning();
      const claim = (id: number) => send(t, promotionCalls.claimRaffle, m.token, { promotionId: String(p.id), raffleScheduleId: String(id) });
      expect(failure(await claim(future!.id))).toMatchObject({ status: 409, errorCode: 'raffle.not.started' });
      expect(failure(await claim(past!.id))).toMatchObject({ status: 409, errorCode: 'raffle.ended' });
      const status = valueOf(promotionCalls.raffleStatus, await send(t, promotionCalls.raffleStatus, m.token, { rafflePromotionId: String(p.id), raffleScheduleId: String(future!.id) }));
      expect(status).toMatchObject({ hasStarted: 'N', hasEnded: 'N' });
      expect(status.time).toBeGreaterThan(3500);
    });
  },
  options,
);

describeEachDatabase(
  'promotion claims under concurrency',
  (t) => {
    it('[S2-4.6] parallel claims of one promotion by one member: exactly one is stored', async () => {
      const m = await newMember(t);
      const p = await promotionOf(t, 'MANUAL');
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => apply(t, m, { promotionId: String(p.id), remarks: `try ${i}`, pictures: [pngUrl()] })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      expect(await t.db.select().from(promotionClaims).where(eq(promotionClaims.customerId, m.customerId))).toHaveLength(1);
    });

    it('[S2-3.18] parallel raffle claims by one member: one prize, credited once', async () => {
      const m = await newMember(t);
      const raffle = await openRaffle(t);
      const results = await Promise.all(Array.from({ length: 6 }, () => send(t, promotionCalls.claimRaffle, m.token, raffle)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      expect(await t.db.select().from(raffleClaims).where(eq(raffleClaims.customerId, m.customerId))).toHaveLength(1);
      const prize = valueOf(promotionCalls.claimRaffle, results.find((r) => r.statusCode === 200)!);
      const [points] = await t.db.select().from(pointAccounts).where(eq(pointAccounts.customerId, m.customerId));
      const credited = prize.type === 'POINT' ? points!.balanceCp : (await balancesOf(t, m.customerId))[MAIN];
      expect(credited).toBe(prize.type === 'POINT' ? BigInt(prize.points! * 100) : BigInt(Math.round(prize.amount! * 100)));
      expect(await unbalancedWallets(t.db)).toEqual([]);
    });
  },
  options,
);
