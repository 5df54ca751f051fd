import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { yesNoSchema } from '../common/shared.js';
import { ANNOUNCEMENT_TYPES } from '../constants.js';
import { onFirstUse } from '../common/on-first-use.js';

/** Banner (spec 2 §3): linkageType URL (link), P (promotion) or G (game). */
export const bannerSchema = onFirstUse(() => z.object({
  bannerId: z.string(),
  url: z.string(),
  linkage: z.nullable(z.string()),
  linkageType: z.nullable(z.enum(['URL', 'P', 'G'])),
  roomId: z.nullable(z.string()),
  nodeId: z.nullable(z.string()),
  vendor: z.nullable(z.string()),
  groupName: z.string(),
}));
export type Banner = z.infer<typeof bannerSchema>;

export const announcementImageSchema = onFirstUse(() => z.object({ url: z.string(), imageId: z.string() }));

/** Notice or promotion (spec 2 §3); content is rich text the client sanitises. */
export const noticeSchema = onFirstUse(() => z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  startDate: z.number().check(z.int()),
  startDateStr: z.string(),
  endDate: z.nullable(z.number().check(z.int())),
  promotionType: z.nullable(z.string()),
  announcementImages: z.array(announcementImageSchema),
  remarkRequired: yesNoSchema,
  imageRequired: yesNoSchema,
  linkedPromotionId: z.nullable(z.string()),
  /** ours: the member's claim state of a promotion (spec 2 §4: PENDING after applying). */
  claimStatus: z.optional(z.nullable(z.enum(['PENDING', 'APPROVED', 'REJECTED']))),
  /** ours: whether the "go to promotion" button shows (spec 2 §2 "only when allowed"). */
  canApply: z.optional(z.boolean()),
}));
export type Notice = z.infer<typeof noticeSchema>;

/** Popup notice: execution A or F (spec 2 §3). */
export const popupNoticeSchema = onFirstUse(() => z.extend(noticeSchema, { execution: z.enum(['A', 'F']) }));
export type PopupNotice = z.infer<typeof popupNoticeSchema>;

/** Announcement response (spec 2 §3, spec 3 Replies). */
export const announcementsReplySchema = onFirstUse(() => z.object({
  banners: z.array(bannerSchema),
  player: z.array(noticeSchema),
  popup: z.array(popupNoticeSchema),
  promotion: z.array(noticeSchema),
  hot: z.array(noticeSchema),
}));
export type AnnouncementsReply = z.infer<typeof announcementsReplySchema>;

const announcementType = onFirstUse(() => z.enum(ANNOUNCEMENT_TYPES));

/** Types as a comma list (B,PL,PU) or repeated params (spec 2 §7, §9). */
export const announcementsRequestSchema = onFirstUse(() => z.object({
  types: z.union([
    z.pipe(
      z.string().check(z.regex(/^(B|PL|PU|PR)(,(B|PL|PU|PR)){0,3}$/)),
      z.transform((s) => s.split(',') as z.infer<typeof announcementType>[]),
    ),
    z.array(announcementType).check(z.minLength(1), z.maxLength(4)),
  ]),
  groupName: z.optional(z.string().check(z.trim(), z.maxLength(32))), // w_home / w_promotion (spec 2 §9)
  execution: z.optional(z.string().check(z.trim(), z.maxLength(8))),
  platform: z.optional(z.literal('W')),
}));
export type AnnouncementsRequest = z.input<typeof announcementsRequestSchema>;

export const announcementCalls = {
  list: onFirstUse(() => defineCall({
    id: 'announcements.list',
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    modId: 'COMM3',
    request: announcementsRequestSchema,
    reply: announcementsReplySchema,
  })),
};
