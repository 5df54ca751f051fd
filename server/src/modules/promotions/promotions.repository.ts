import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Language } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import {
  customers,
  promotionClaims,
  promotionTexts,
  promotions,
  raffleClaims,
  rafflePrizes,
  raffleSchedules,
  type PromotionClaimRow,
  type PromotionClaimStatus,
  type PromotionRow,
  type PromotionTextRow,
  type RafflePrizeRow,
  type RaffleScheduleRow,
} from '../../db/schema/index.js';

/** Running: shown, started, not ended (by the given time). */
const running = (at: Date) =>
  and(eq(promotions.display, true), lte(promotions.startsAt, at), or(isNull(promotions.endsAt), gt(promotions.endsAt, at)));

export function createPromotionsRepository(db: Db) {
  return {
    db,

    running: (merchantCode: string, at: Date): Promise<PromotionRow[]> =>
      db
        .select()
        .from(promotions)
        .where(and(eq(promotions.merchantCode, merchantCode), running(at)))
        .orderBy(asc(promotions.sortOrder), asc(promotions.id)),

    async byId(tx: Db, merchantCode: string, id: number): Promise<PromotionRow | null> {
      const [row] = await tx.select().from(promotions).where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.id, id)));
      return row ?? null;
    },

    /** Texts of the promotions in one language and in a fallback language. */
    texts: (ids: number[], langs: Language[]): Promise<PromotionTextRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select().from(promotionTexts).where(and(inArray(promotionTexts.promotionId, ids), inArray(promotionTexts.lang, langs))),

    /** Schedules not yet due, soonest first. */
    openSchedules: (ids: number[], at: Date): Promise<RaffleScheduleRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(raffleSchedules)
            .where(and(inArray(raffleSchedules.promotionId, ids), gt(raffleSchedules.dueAt, at)))
            .orderBy(asc(raffleSchedules.startsAt), asc(raffleSchedules.id)),

    async schedule(tx: Db, promotionId: number, scheduleId: number): Promise<RaffleScheduleRow | null> {
      const [row] = await tx
        .select()
        .from(raffleSchedules)
        .where(and(eq(raffleSchedules.id, scheduleId), eq(raffleSchedules.promotionId, promotionId)));
      return row ?? null;
    },

    prizes: (tx: Db, promotionId: number): Promise<RafflePrizeRow[]> =>
      tx.select().from(rafflePrizes).where(eq(rafflePrizes.promotionId, promotionId)).orderBy(asc(rafflePrizes.id)),

    async raffleClaimOf(tx: Db, scheduleId: number, customerId: number) {
      const [row] = await tx
        .select()
        .from(raffleClaims)
        .where(and(eq(raffleClaims.scheduleId, scheduleId), eq(raffleClaims.customerId, customerId)));
      return row ?? null;
    },

    /** Schedule ids among these the customer claimed. */
    async claimedSchedules(customerId: number, scheduleIds: number[]): Promise<Set<number>> {
      if (scheduleIds.length === 0) return new Set();
      const rows = await db
        .select({ id: raffleClaims.scheduleId })
        .from(raffleClaims)
        .where(and(eq(raffleClaims.customerId, customerId), inArray(raffleClaims.scheduleId, scheduleIds)));
      return new Set(rows.map((r) => r.id));
    },

    /** Inserts a raffle claim; null when the player has one for the schedule already (the unique index decides). */
    async insertRaffleClaim(tx: Db, values: typeof raffleClaims.$inferInsert) {
      const [row] = await tx.insert(raffleClaims).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    setRaffleLedgerEntry: (tx: Db, claimId: number, ledgerEntryId: number) =>
      tx.update(raffleClaims).set({ ledgerEntryId }).where(eq(raffleClaims.id, claimId)),

    /** Inserts a PENDING claim; null when one is PENDING already (the partial unique index decides). */
    async insertClaim(values: typeof promotionClaims.$inferInsert): Promise<PromotionClaimRow | null> {
      try {
        const [row] = await db.insert(promotionClaims).values(values).returning();
        return row ?? null;
      } catch (e) {
        if (isUniqueViolation(e)) return null;
        throw e;
      }
    },

    /** The customer's claims, newest first. */
    claimsOf: (customerId: number): Promise<PromotionClaimRow[]> =>
      db.select().from(promotionClaims).where(eq(promotionClaims.customerId, customerId)).orderBy(desc(promotionClaims.createdAt), desc(promotionClaims.id)),

    /** Promotions (of these) where the customer has a PENDING or APPROVED claim. */
    async claimedPromotions(customerId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: promotionClaims.promotionId })
        .from(promotionClaims)
        .where(
          and(
            eq(promotionClaims.customerId, customerId),
            inArray(promotionClaims.promotionId, ids),
            inArray(promotionClaims.status, ['PENDING', 'APPROVED']),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    promotionsByIds: (ids: number[]): Promise<PromotionRow[]> =>
      ids.length === 0 ? Promise.resolve([]) : db.select().from(promotions).where(inArray(promotions.id, ids)),

    /** Claims of a merchant (all when null) with a status, oldest first; for the operator. */
    claimsWithStatus: (merchantCode: string | null, status: PromotionClaimStatus | null) =>
      db
        .select({ claim: promotionClaims, promotion: promotions, username: customers.username })
        .from(promotionClaims)
        .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
        .innerJoin(customers, eq(customers.id, promotionClaims.customerId))
        .where(and(merchantCode ? eq(promotions.merchantCode, merchantCode) : undefined, status ? eq(promotionClaims.status, status) : undefined))
        .orderBy(asc(promotionClaims.createdAt), asc(promotionClaims.id)),

    async claimById(tx: Db, id: number) {
      const [row] = await tx
        .select({ claim: promotionClaims, promotion: promotions })
        .from(promotionClaims)
        .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
        .where(eq(promotionClaims.id, id));
      return row ?? null;
    },

    /** Decides a PENDING claim; null when it is not PENDING (the row update serialises two decisions). */
    async decideClaim(tx: Db, id: number, status: 'APPROVED' | 'REJECTED', fields: { decisionRemarks: string | null; bonusMinor: bigint | null; decidedBy: string }) {
      const [row] = await tx
        .update(promotionClaims)
        .set({ status, ...fields, decidedAt: sql`now()` })
        .where(and(eq(promotionClaims.id, id), eq(promotionClaims.status, 'PENDING')))
        .returning();
      return row ?? null;
    },
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
