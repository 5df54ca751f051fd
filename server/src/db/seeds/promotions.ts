import { eq } from 'drizzle-orm';
import type { Language } from '@lotto/contract';
import type { Db } from '../connection.js';
import { PROMOTION_ART_PATH } from '../../lib/promotion-art.js';
import { merchants, promotionTexts, promotions, rafflePrizes, raffleSchedules, type NewPromotionRow, type RafflePrizeKind } from '../schema/index.js';
import { MERCHANT_SEEDS } from './demo-data.js';
import { PROMOTION_COPY, promotionHtml } from './promotion-content.js';

interface PromotionSeed {
  key: keyof typeof PROMOTION_COPY;
  motif: string;
  row: Omit<NewPromotionRow, 'merchantCode' | 'images' | 'sortOrder'>;
}

/**
 * The demo promotions (issue 13): one of each way of taking part. A raffle with windows running
 * back to back, two claims by application (one needing remarks and images, one remarks only), and
 * four whose "go to promotion" opens their member-centre page (spec 2 §9 map).
 */
const SEEDS: PromotionSeed[] = [
  { key: 'raffle', motif: 'raffle', row: { promotionType: 'RAFFLE' } },
  { key: 'bigwin', motif: 'coins', row: { promotionType: 'MANUAL', applyByRequest: true, remarkRequired: true, imageRequired: true, bonusMinor: 8_800n } },
  { key: 'rescue', motif: 'shield', row: { promotionType: 'SAVIOR', applyByRequest: true, remarkRequired: true, bonusMinor: 5_000n } },
  { key: 'welcome', motif: 'gift', row: { promotionType: 'REGISTER' } },
  { key: 'checkin', motif: 'calendar', row: { promotionType: 'LOGIN' } },
  { key: 'deposit', motif: 'coins', row: { promotionType: 'DEPOSIT_BET_BONUS' } },
  { key: 'upgrade', motif: 'crown', row: { promotionType: 'UPGRADE_BONUS' } },
];

/** Raffle windows: six hours each, back to back for 60 days from the seed's day, so one is always open. */
const WINDOW_MS = 6 * 3_600_000;
const WINDOWS = 60 * 4;

/** The raffle's prize table: weights out of 100 (drawn with node:crypto at claim time). */
const prizesOf = (presentation: string): { prizeType: RafflePrizeKind; presentation: string; amountMinor?: bigint; points?: number; ticketValidDays?: number; weight: number }[] => [
  { prizeType: 'BONUS', presentation, amountMinor: 888n, weight: 45 },
  { prizeType: 'BONUS', presentation, amountMinor: 1_888n, weight: 15 },
  { prizeType: 'TICKET', presentation, amountMinor: 1_000n, ticketValidDays: 7, weight: 20 },
  { prizeType: 'POINT', presentation, points: 100, weight: 20 },
];

async function seedMerchantPromotions(db: Db, merchantCode: string, languages: readonly Language[], now: number): Promise<void> {
  const start = new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS);
  for (const [i, seed] of SEEDS.entries()) {
    const name = `${seed.motif}-${seed.key}-${merchantCode}`;
    const [row] = await db
      .insert(promotions)
      .values({
        ...seed.row,
        merchantCode,
        startsAt: new Date(start.getTime() - 86_400_000),
        images: [{ url: `${PROMOTION_ART_PATH}/${name}.svg`, imageId: name }],
        sortOrder: i,
      })
      .returning({ id: promotions.id });
    const promotionId = row!.id;
    await db.insert(promotionTexts).values(
      languages.map((lang) => {
        const copy = PROMOTION_COPY[seed.key]![lang];
        return { promotionId, lang, title: copy[0], content: promotionHtml(copy) };
      }),
    );
    if (seed.row.promotionType === 'RAFFLE') {
      await db.insert(raffleSchedules).values(
        Array.from({ length: WINDOWS }, (_, w) => ({
          promotionId,
          startsAt: new Date(start.getTime() + w * WINDOW_MS),
          dueAt: new Date(start.getTime() + (w + 1) * WINDOW_MS),
        })),
      );
      await db.insert(rafflePrizes).values(prizesOf(merchantCode === 'demo' ? 'GOLDEN_EGG' : 'PRIZE_WHEEL').map((p) => ({ ...p, promotionId })));
    }
  }
}

/** Promotions of each seed merchant that exists and has none yet, in every language it offers. */
export async function seedPromotions(db: Db, now = Date.now()): Promise<void> {
  for (const seed of MERCHANT_SEEDS) {
    const code = seed.merchant.code;
    const [merchant] = await db.select({ code: merchants.code }).from(merchants).where(eq(merchants.code, code));
    const [existing] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.merchantCode, code)).limit(1);
    if (!merchant || existing) continue;
    await db.transaction((tx) => seedMerchantPromotions(tx, code, seed.merchant.languages, now));
  }
}
