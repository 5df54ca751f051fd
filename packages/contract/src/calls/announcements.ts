import { z } from 'zod';
import { defineCall } from '../common/define-call.js';
import { yesNoSchema } from '../common/shared.js';
import { ANNOUNCEMENT_TYPES } from '../constants.js';

/** Banner (spec 2 §3): linkageType URL (link), P (promotion) or G (game). */
export const bannerSchema = z.object({
  bannerId: z.string(),
  url: z.string(),
  linkage: z.string().nullable(),
  linkageType: z.enum(['URL', 'P', 'G']).nullable(),
  roomId: z.string().nullable(),
  nodeId: z.string().nullable(),
  vendor: z.string().nullable(),
  groupName: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const announcementImageSchema = z.object({ url: z.string(), imageId: z.string() });

/** Notice or promotion (spec 2 §3); content is rich text the client sanitises. */
export const noticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  startDate: z.number().int(),
  startDateStr: z.string(),
  endDate: z.number().int().nullable(),
  promotionType: z.string().nullable(),
  announcementImages: z.array(announcementImageSchema),
  remarkRequired: yesNoSchema,
  imageRequired: yesNoSchema,
  linkedPromotionId: z.string().nullable(),
  /** ours: the member's claim state of a promotion (spec 2 §4: PENDING after applying). */
  claimStatus: z.enum(['PENDING', 'APPROVED', 'REJECTED']).nullable().optional(),
  /** ours: whether the "go to promotion" button shows (spec 2 §2 "only when allowed"). */
  canApply: z.boolean().optional(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** Popup notice: execution A or F (spec 2 §3). */
export const popupNoticeSchema = noticeSchema.extend({ execution: z.enum(['A', 'F']) });
export type PopupNotice = z.infer<typeof popupNoticeSchema>;

/** Announcement response (spec 2 §3, spec 3 Replies). */
export const announcementsReplySchema = z.object({
  banners: z.array(bannerSchema),
  player: z.array(noticeSchema),
  popup: z.array(popupNoticeSchema),
  promotion: z.array(noticeSchema),
  hot: z.array(noticeSchema),
});
export type AnnouncementsReply = z.infer<typeof announcementsReplySchema>;

const announcementType = z.enum(ANNOUNCEMENT_TYPES);

/** Types as a comma list (B,PL,PU) or repeated params (spec 2 §7, §9). */
export const announcementsRequestSchema = z.object({
  types: z.union([
    z.string().regex(/^(B|PL|PU|PR)(,(B|PL|PU|PR)){0,3}$/).transform((s) => s.split(',') as z.infer<typeof announcementType>[]),
    z.array(announcementType).min(1).max(4),
  ]),
  groupName: z.string().trim().max(32).optional(), // w_home / w_promotion (spec 2 §9)
  execution: z.string().trim().max(8).optional(),
  platform: z.literal('W').optional(),
});
export type AnnouncementsRequest = z.input<typeof announcementsRequestSchema>;

export const announcementCalls = {
  list: defineCall({
    id: 'announcements.list',
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    modId: 'COMM3',
    request: announcementsRequestSchema,
    reply: announcementsReplySchema,
  }),
};
