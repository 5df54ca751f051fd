import type { z } from 'zod';
import { REFERRAL_FRIENDS_PAGE_SIZE, type Language, type ReferralReply, type referralRequestSchema } from '@lotto/contract';
import { referralCodeOf, referralLinkPath } from '../../lib/referral-code.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import type { Merchant } from '../../plugins/merchant.js';
import { maskAccount } from '../announcements/announcements.service.js';
import type { ReferralsRepository } from './referrals.repository.js';

type Input = z.output<typeof referralRequestSchema>;

/**
 * The invite-friends page (docs/decisions/0022-member-referrals.md): the member's derived code and
 * link, the merchant's REFERRAL promotion in the asked language (else the merchant's default, else
 * EN), and the accounts of this merchant that registered with the code, newest first.
 */
export async function referralOverview(
  repo: ReferralsRepository,
  merchant: Merchant,
  customerId: number,
  input: Input,
  lang: Language,
  now: Date,
): Promise<ReferralReply> {
  const code = referralCodeOf(customerId);
  const page = input.page ?? 1;
  const size = input.size ?? REFERRAL_FRIENDS_PAGE_SIZE;
  const langs: Language[] = [lang, merchant.defaultLanguage, 'EN'];
  const [{ rows, total }, promotion] = await Promise.all([repo.friends(merchant.code, code, page, size), repo.promotion(merchant.code, now, langs)]);
  const depositors = await repo.depositors(rows.map((r) => r.id));
  const text = promotion ? langs.map((l) => promotion.texts.find((t) => t.lang === l)).find((t) => t !== undefined) : undefined;
  return {
    code,
    linkPath: referralLinkPath(code),
    promotion: promotion
      ? { promotionId: String(promotion.id), title: text?.title ?? '', content: sanitizeRichText(text?.content ?? '') }
      : null,
    friends: {
      content: rows.map((r) => ({
        account: maskAccount(r.username, r.mobile),
        joinedAt: r.createdAt.getTime(),
        deposited: depositors.has(r.id),
        // no referral reward is paid yet (decision 0022)
        bonus: null,
      })),
      pageNum: page,
      pageSize: size,
      totalPages: Math.ceil(total / size),
      total,
    },
  };
}
