import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { moneySchema } from '../common/money.js';
import { pageSchema } from '../common/paging.js';
import { qInt } from '../common/query.js';
import { onFirstUse } from '../common/on-first-use.js';

/**
 * Invite friends (member menu `referral`, spec 2 §2; shown when the merchant runs a REFERRAL
 * promotion, spec 2 §3). The spec names the page, not its call, so the path is ours
 * (docs/decisions/0022-member-referrals.md). A member's code goes in the register page's
 * `referralCode` query (spec 1 §2, §5), which registration already stores on the new account.
 */

/** ours: friends per page when the client sends no size, and the largest accepted. */
export const REFERRAL_FRIENDS_PAGE_SIZE = 10;
export const REFERRAL_FRIENDS_MAX_PAGE_SIZE = 50;

export const referralRequestSchema = onFirstUse(() => z.object({
  /** 1-based page of the friends list. */
  page: z.optional(qInt(1)),
  size: z.optional(qInt(1, REFERRAL_FRIENDS_MAX_PAGE_SIZE)),
}));
export type ReferralRequest = z.input<typeof referralRequestSchema>;

/** One friend who registered with the member's code, newest first. */
export const referredFriendSchema = onFirstUse(() => z.object({
  /** The friend's account, masked (first and last characters, or a mobile's last four digits). */
  account: z.string(),
  /** When the friend registered, epoch ms. */
  joinedAt: z.number().check(z.int()),
  /** The friend has an approved deposit. */
  deposited: z.boolean(),
  /** The referral bonus this friend earned the member; null while none was paid. */
  bonus: z.nullable(moneySchema),
}));
export type ReferredFriend = z.infer<typeof referredFriendSchema>;

/** The merchant's running REFERRAL promotion: its rules as sanitised rich text. */
export const referralPromotionSchema = onFirstUse(() => z.object({
  promotionId: z.string(),
  title: z.string(),
  /** Sanitised HTML; the web sanitises it again before rendering. */
  content: z.string(),
}));
export type ReferralPromotion = z.infer<typeof referralPromotionSchema>;

export const referralReplySchema = onFirstUse(() => z.object({
  /** The member's own referral code. */
  code: z.string(),
  /** Site path of the invite link (`/register?referralCode=…`); the web puts its origin in front. */
  linkPath: z.string(),
  /** Null when the merchant runs no REFERRAL promotion now. */
  promotion: z.nullable(referralPromotionSchema),
  friends: pageSchema(referredFriendSchema),
}));
export type ReferralReply = z.infer<typeof referralReplySchema>;

export const referralCalls = {
  /** The member's code and link, the referral promotion's rules and the friends they referred (paged). */
  overview: onFirstUse(() => defineCall({
    id: 'referrals.overview',
    method: 'GET',
    path: '/wps/member/referral',
    pathNote: 'ours: the member centre\'s invite-friends page (spec 2 §2); the spec shows no call',
    // the menu shows invite friends from the available promotions, a REWCEN3 call (spec 2 §3, §6)
    modId: 'REWCEN3',
    token: true,
    request: referralRequestSchema,
    reply: referralReplySchema,
  })),
};
