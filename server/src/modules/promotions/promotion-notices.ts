import type { Language, MerchantPromotion, Notice } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import type { Merchant } from '../../plugins/merchant.js';
import { createPromotionsRepository } from './promotions.repository.js';
import { runningPromotions } from './promotions.service.js';

/** A running promotion as the announcements' promotion (PR) list shows it (spec 2 §3 "Notice / promotion"). */
export function promotionAsNotice(p: MerchantPromotion): Notice {
  return {
    id: p.promotionId,
    title: p.title,
    content: p.content ?? '',
    startDate: p.startDate ?? 0,
    startDateStr: p.startDateStr ?? '',
    endDate: p.endDate ?? null,
    promotionType: p.promotionType,
    announcementImages: p.announcementImages ?? [],
    remarkRequired: p.remarkRequired ?? 'N',
    imageRequired: p.imageRequired ?? 'N',
    linkedPromotionId: p.promotionId,
  };
}

export type PromotionNotices = (merchant: Merchant, lang: Language) => Promise<Notice[]>;

/**
 * The promotions (PR) of MCSFE_getListAnnouncements, read from the promotions themselves: one source
 * for both calls, so the PR list and the promotions page always name the same promotions by the same
 * ids (docs/decisions/0017-one-source-of-promotions.md).
 */
export function createPromotionNotices(db: Db, clock: () => number = Date.now): PromotionNotices {
  const repo = createPromotionsRepository(db);
  return async (merchant, lang) => (await runningPromotions(repo, merchant, lang, new Date(clock()))).map(promotionAsNotice);
}
