import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Language } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import { customers, paymentOrders, promotionTexts, promotions } from '../../db/schema/index.js';

export interface FriendRow {
  id: number;
  username: string | null;
  mobile: string | null;
  createdAt: Date;
}

/** The friends a member's code brought in, and the merchant's referral promotion. */
export function createReferralsRepository(db: Db) {
  // the register path stores the code as the link carried it; codes are upper case
  const referredBy = (merchantCode: string, code: string) =>
    and(eq(customers.merchantCode, merchantCode), sql`upper(${customers.referralCode}) = ${code}`);

  return {
    async friends(merchantCode: string, code: string, page: number, size: number): Promise<{ rows: FriendRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: customers.id, username: customers.username, mobile: customers.mobile, createdAt: customers.createdAt })
          .from(customers)
          .where(referredBy(merchantCode, code))
          .orderBy(desc(customers.createdAt), desc(customers.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(customers).where(referredBy(merchantCode, code)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Which of these accounts have an approved deposit. */
    async depositors(customerIds: number[]): Promise<Set<number>> {
      if (customerIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ customerId: paymentOrders.customerId })
        .from(paymentOrders)
        .where(and(inArray(paymentOrders.customerId, customerIds), eq(paymentOrders.kind, 'DEPOSIT'), eq(paymentOrders.status, 'APPROVED')));
      return new Set(rows.map((r) => Number(r.customerId)));
    },

    /** The merchant's first running, shown REFERRAL promotion with its texts in these languages. */
    async promotion(merchantCode: string, at: Date, langs: Language[]) {
      const [row] = await db
        .select({ id: promotions.id })
        .from(promotions)
        .where(
          and(
            eq(promotions.merchantCode, merchantCode),
            eq(promotions.promotionType, 'REFERRAL'),
            eq(promotions.display, true),
            lte(promotions.startsAt, at),
            or(isNull(promotions.endsAt), gt(promotions.endsAt, at)),
          ),
        )
        .orderBy(promotions.sortOrder, promotions.id)
        .limit(1);
      if (!row) return null;
      const texts = await db
        .select({ lang: promotionTexts.lang, title: promotionTexts.title, content: promotionTexts.content })
        .from(promotionTexts)
        .where(and(eq(promotionTexts.promotionId, row.id), inArray(promotionTexts.lang, langs)));
      return { id: row.id, texts };
    },
  };
}
export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
