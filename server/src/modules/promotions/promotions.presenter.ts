import { minorToMajor, type MerchantPromotion, type PromotionClaim } from '@lotto/contract';
import type { PromotionClaimRow, PromotionRow, PromotionTextRow, RaffleScheduleRow } from '../../db/schema/index.js';
import { sanitizeRichText } from '../../lib/rich-text.js';

export type TextsById = Map<number, PromotionTextRow>;

/** Spec 2 §9 date display, in UTC (the merchant has no time zone of its own yet). */
export const dateTimeStr = (d: Date): string => d.toISOString().slice(0, 19).replace('T', ' ');

const yn = (b: boolean) => (b ? 'Y' : 'N');

/** A promotion as the promotions page shows it; its content sanitised on the way out. */
export function presentPromotion(row: PromotionRow, text: PromotionTextRow | undefined, schedule: RaffleScheduleRow | null): MerchantPromotion {
  return {
    promotionId: String(row.id),
    promotionType: row.promotionType,
    title: text?.title ?? '',
    content: sanitizeRichText(text?.content ?? ''),
    announcementImages: row.images,
    startDate: row.startsAt.getTime(),
    startDateStr: dateTimeStr(row.startsAt),
    endDate: row.endsAt?.getTime() ?? null,
    remarkRequired: yn(row.remarkRequired),
    imageRequired: yn(row.imageRequired),
    applyByRequest: row.applyByRequest,
    allowedAgentTypes: row.allowedAgentTypes,
    raffleSchedule:
      row.promotionType === 'RAFFLE' && schedule
        ? { raffleScheduleId: String(schedule.id), startTime: schedule.startsAt.getTime(), dueTime: schedule.dueAt.getTime() }
        : null,
  };
}

export function presentClaim(row: PromotionClaimRow, title: string, promotionType: string): PromotionClaim {
  return {
    promotionId: String(row.promotionId),
    status: row.status,
    claimTime: row.createdAt.getTime(),
    claimId: String(row.id),
    title,
    promotionType,
    remarks: row.remarks,
    decisionRemarks: row.decisionRemarks,
    amount: row.bonusMinor === null ? null : minorToMajor(row.bonusMinor),
    decidedTime: row.decidedAt?.getTime() ?? null,
  };
}
