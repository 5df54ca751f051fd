import { randomUUID } from 'node:crypto';
import {
  AVAILABLE_PROMOTION_TYPES,
  hasFlag,
  type AvailablePromotions,
  type Language,
  type MerchantPromotion,
  type PromotionClaim,
  type SignUpRewardRequest,
} from '@lotto/contract';
import type { PromotionRow } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import type { Merchant } from '../../plugins/merchant.js';
import type { Session } from '../../plugins/session.js';
import type { FileStorage } from '../../providers/storage/file-storage.js';
import { dataUrlBytes, imageTypeOf } from '../../providers/storage/image-type.js';
import { presentClaim, presentPromotion, type TextsById } from './promotions.presenter.js';
import type { PromotionsRepository } from './promotions.repository.js';
import { claimableMissionCount } from '../missions/missions.service.js';

/** The kinds of promotion the available-promotions count names with enabled and count (spec 2 §3). */
const FLAGGED_TYPES = ['MISSION', 'REFERRAL'] as const;

export type Clock = () => number;

/** May this member claim this promotion at all: role (spec 2 §6), reward-centre setting, dates. */
export function mayClaim(merchant: Merchant, session: Pick<Session, 'isAgent'>, promotion: PromotionRow, at: number): boolean {
  if (!hasFlag(merchant.flags, 'REWCEN3')) return false;
  if (!promotion.allowedAgentTypes.includes(session.isAgent)) return false;
  if (!promotion.display || promotion.startsAt.getTime() > at) return false;
  return promotion.endsAt === null || promotion.endsAt.getTime() > at;
}

/** Texts in the asked language, else the merchant's default, else any the promotion has. */
async function textsFor(repo: PromotionsRepository, merchant: Merchant, ids: number[], lang: Language): Promise<TextsById> {
  const rows = await repo.texts(ids, [lang, merchant.defaultLanguage, 'EN']);
  const rank = (l: Language) => (l === lang ? 0 : l === merchant.defaultLanguage ? 1 : 2);
  const byId: TextsById = new Map();
  for (const row of rows) {
    const kept = byId.get(row.promotionId);
    if (!kept || rank(row.lang) < rank(kept.lang)) byId.set(row.promotionId, row);
  }
  return byId;
}

/**
 * The running promotions with their texts, images and raffle window: what MCSFE_getMerchantAvailablePromotions
 * answers, and the one source of the promotions (PR) of MCSFE_getListAnnouncements too.
 */
export async function runningPromotions(repo: PromotionsRepository, merchant: Merchant, lang: Language, at: Date): Promise<MerchantPromotion[]> {
  const rows = await repo.running(merchant.code, at);
  const ids = rows.map((r) => r.id);
  const [texts, schedules] = await Promise.all([textsFor(repo, merchant, ids, lang), repo.openSchedules(ids, at)]);
  return rows.map((row) => presentPromotion(row, texts.get(row.id), schedules.find((s) => s.promotionId === row.id) ?? null));
}

export function createPromotionsService(repo: PromotionsRepository, storage: FileStorage, clock: Clock) {
  return {
    /** MCSFE_getMerchantAvailablePromotions: the running promotions with their texts, images and raffle window. */
    merchantAvailable(merchant: Merchant, lang: Language): Promise<MerchantPromotion[]> {
      return runningPromotions(repo, merchant, lang, new Date(clock()));
    },

    /**
     * MCSFE_getAvailablePromotions: what the member can still take part in, by type (spec 2 §9 types),
     * plus MISSION and REFERRAL with whether the merchant runs one. An application promotion counts
     * until the member has a pending or approved claim; a raffle while
     * a window is open now and and unclaimed by the member.
     */
    async available(merchant: Merchant, session: Session): Promise<AvailablePromotions> {
      const now = clock();
      const rows = (await repo.running(merchant.code, new Date(now))).filter((p) => mayClaim(merchant, session, p, now));
      const ids = rows.map((r) => r.id);
      const [claimed, schedules] = await Promise.all([repo.claimedPromotions(session.customerId, ids), repo.openSchedules(ids, new Date(now))]);
      const claimedSchedules = await repo.claimedSchedules(session.customerId, schedules.map((s) => s.id));
      const countable = (p: PromotionRow): boolean => {
        if (p.applyByRequest) return !claimed.has(p.id);
        if (p.promotionType === 'RAFFLE') return schedules.some((s) => s.promotionId === p.id && s.startsAt.getTime() <= now && !claimedSchedules.has(s.id));
        return true;
      };
      const byType: Record<string, number> = {};
      for (const p of rows) {
        if (!countable(p)) continue;
        byType[p.promotionType] = (byType[p.promotionType] ?? 0) + 1;
      }
      // a MISSION promotion counts its missions complete and not yet claimed this period (the menu's badge)
      if (byType.MISSION !== undefined) byType.MISSION = await claimableMissionCount(repo.db, merchant, session, now);
      const counted = AVAILABLE_PROMOTION_TYPES.reduce((sum, type) => sum + (byType[type] ?? 0), 0);
      const flagged = Object.fromEntries(
        FLAGGED_TYPES.map((type) => [type, { enabled: rows.some((p) => p.promotionType === type), count: byType[type] ?? 0 }]),
      ) as Record<(typeof FLAGGED_TYPES)[number], { enabled: boolean; count: number }>;
      const total = counted + (flagged.MISSION.enabled ? flagged.MISSION.count : 0) + (flagged.REFERRAL.enabled ? flagged.REFERRAL.count : 0);
      return { byType, total, ...flagged };
    },

    /** MCS2_getPromotionClaimList: the member's claims, newest first, with their status. */
    async claimList(merchant: Merchant, session: Session, lang: Language): Promise<PromotionClaim[]> {
      const claims = await repo.claimsOf(session.customerId);
      const ids = [...new Set(claims.map((c) => c.promotionId))];
      const [promotions, texts] = await Promise.all([repo.promotionsByIds(ids), textsFor(repo, merchant, ids, lang)]);
      const typeOf = new Map(promotions.map((p) => [p.id, p.promotionType]));
      return claims.map((c) => presentClaim(c, texts.get(c.promotionId)?.title ?? '', typeOf.get(c.promotionId) ?? ''));
    },

    /**
     * MCSFE_signUpRequestReward: a claim by application (spec 2 §4, §5). Remarks and images as the
     * promotion requires; each image must be a PNG or JPEG by its bytes (a renamed file is refused).
     * The images are stored first and removed again when the claim is refused; the partial unique
     * index lets exactly one PENDING claim per member and promotion through, however many race.
     */
    async signUpReward(merchant: Merchant, session: Session, input: SignUpRewardRequest): Promise<{ status: 'PENDING' }> {
      const promotion = await repo.byId(repo.db, merchant.code, Number(input.promotionId));
      if (!promotion || !promotion.applyByRequest || !mayClaim(merchant, session, promotion, clock())) {
        throw errors.promotionUnavailable('This promotion cannot be claimed by you now.');
      }
      const remarks = input.remarks?.trim() ?? '';
      const pictures = input.pictures ?? [];
      if (promotion.remarkRequired && !remarks) throw errors.requestInvalid('Remarks are required for this promotion.', { field: 'remarks' });
      if (promotion.imageRequired && pictures.length === 0) throw errors.requestInvalid('At least one image is required.', { field: 'pictures' });
      const images = pictures.map(dataUrlBytes);
      const kinds = images.map(imageTypeOf);
      if (kinds.some((k) => k === null)) throw errors.claimImageInvalid('Images must be PNG or JPEG files.');

      const month = new Date(clock()).toISOString().slice(0, 7);
      const keys: string[] = [];
      try {
        for (const [i, bytes] of images.entries()) {
          const key = `promotion-claims/${month}/${randomUUID()}.${kinds[i] === 'png' ? 'png' : 'jpg'}`;
          await storage.put(key, bytes);
          keys.push(key);
        }
        const claim = await repo.insertClaim({ promotionId: promotion.id, customerId: session.customerId, remarks: remarks || null, imageKeys: keys });
        if (!claim) throw errors.promotionClaimPending('A claim of this promotion is waiting for a decision.');
        return { status: 'PENDING' };
      } catch (e) {
        await Promise.all(keys.map((k) => storage.remove(k).catch(() => undefined)));
        throw e;
      }
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
