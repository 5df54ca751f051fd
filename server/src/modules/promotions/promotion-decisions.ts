import { and, eq, sql } from 'drizzle-orm';
import { majorToMinor, minorToMajor, userTopic, type LiveEvent } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import { customers, manualBonuses, promotionTexts, type PromotionClaimRow, type PromotionClaimStatus, type PromotionRow } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import { mainWalletOf, postLedgerEntry } from '../../ledger/ledger.js';
import { createPromotionsRepository } from './promotions.repository.js';

export type Publish = (topic: string, event: LiveEvent) => void;
export type ClaimDecision = 'approve' | 'reject';

/** The promotion's title in the member's language (else the merchant's first text): the toast names it. */
async function titleFor(db: Db, promotion: PromotionRow, customerId: number): Promise<string> {
  const [member] = await db.select({ language: customers.language }).from(customers).where(eq(customers.id, customerId));
  const texts = await db.select().from(promotionTexts).where(eq(promotionTexts.promotionId, promotion.id));
  return (texts.find((t) => t.lang === member?.language) ?? texts.find((t) => t.lang === 'EN') ?? texts[0])?.title ?? promotion.promotionType;
}

/**
 * An operator's actions on promotions that have no screen in this product (issue 13): deciding a
 * claim by application and granting a manual bonus. Used by the dev endpoints
 * (modules/dev/promotions.routes.ts) and the operator script (scripts/operator.ts). Money moves in
 * the decision's transaction through the ledger with a key derived from the claim or grant, and the
 * member's live event (PROMOTION_CLAIM, MANUAL_PROMO) is published after the commit.
 */
export function createPromotionDecisions(db: Db) {
  const repo = createPromotionsRepository(db);

  return {
    /** Claims of a merchant (all when null) with a status (all when null), oldest first. */
    claims: (merchantCode: string | null, status: PromotionClaimStatus | null) => repo.claimsWithStatus(merchantCode, status),

    /**
     * Decides a PENDING claim: approving credits the promotion's bonus, rejecting needs remarks
     * (spec 2 §8: the member sees them). Deciding twice the same way changes nothing; the other way
     * on a decided claim is promotion.claim.decided.
     */
    async decide(claimId: number, decision: ClaimDecision, remarks: string | null, decidedBy: string, publish: Publish): Promise<{ claim: PromotionClaimRow; changed: boolean }> {
      if (decision === 'reject' && !remarks?.trim()) throw errors.requestInvalid('Remarks are required to reject a claim.');
      if (remarks && remarks.length > 500) throw errors.requestInvalid('Remarks are at most 500 characters.');
      const status = decision === 'approve' ? 'APPROVED' : 'REJECTED';
      const result = await db.transaction(async (tx) => {
        const found = await repo.claimById(tx, claimId);
        if (!found) throw errors.resourceNotFound(`No promotion claim ${claimId}.`);
        const bonusMinor = status === 'APPROVED' ? found.promotion.bonusMinor : null;
        const decided = await repo.decideClaim(tx, claimId, status, { decisionRemarks: remarks, bonusMinor, decidedBy });
        if (!decided) {
          const now = await repo.claimById(tx, claimId);
          if (now?.claim.status !== status) throw errors.promotionClaimDecided(`Claim ${claimId} is ${now?.claim.status} already.`, { status: now?.claim.status });
          return { claim: now.claim, promotion: now.promotion, changed: false };
        }
        if (bonusMinor !== null && bonusMinor > 0n) {
          const wallet = await mainWalletOf(tx, decided.customerId);
          if (!wallet) throw errors.internalError();
          const ref = `promotion-claim:${decided.id}`;
          if (!(await postLedgerEntry(tx, { walletId: wallet.id, amountMinor: bonusMinor, kind: 'promotion_bonus', reference: ref, idempotencyKey: ref }))) {
            throw errors.internalError();
          }
        }
        return { claim: decided, promotion: found.promotion, changed: true };
      });
      if (result.changed) {
        const title = await titleFor(db, result.promotion, result.claim.customerId);
        const approved = result.claim.status === 'APPROVED';
        publish(userTopic(String(result.claim.customerId)), {
          type: 'PROMOTION_CLAIM',
          title,
          message: approved ? 'APPROVED' : (result.claim.decisionRemarks ?? 'REJECTED'),
          data: {
            promotionId: String(result.claim.promotionId),
            status: approved ? 'APPROVED' : 'REJECTED',
            remarks: result.claim.decisionRemarks,
            amount: result.claim.bonusMinor === null ? null : minorToMajor(result.claim.bonusMinor),
            time: (result.claim.decidedAt ?? new Date()).getTime(),
          },
        });
      }
      return { claim: result.claim, changed: result.changed };
    },

    /**
     * Grants a manual bonus (MANUAL_PROMO, spec 2 §2 "manual bonus modal") to a member named by
     * username within a merchant: credited to the main wallet in one transaction, then the member's
     * live event. `amount` in major units.
     */
    async grant(merchantCode: string, username: string, amount: number, grantedBy: string, publish: Publish, promotionName: string | null = null) {
      const amountMinor = majorToMinor(amount);
      if (amountMinor <= 0n || amountMinor > 1_000_000_000n) throw errors.requestInvalid('The amount must be positive and at most 10,000,000.');
      const [member] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.merchantCode, merchantCode), sql`lower(${customers.username}) = ${username.toLowerCase()}`));
      if (!member) throw errors.resourceNotFound(`No member ${username} of ${merchantCode}.`);
      const grant = await db.transaction(async (tx) => {
        const [row] = await tx.insert(manualBonuses).values({ customerId: member.id, amountMinor, grantedBy }).returning();
        const wallet = await mainWalletOf(tx, member.id);
        if (!row || !wallet) throw errors.internalError();
        const ref = `manual-bonus:${row.id}`;
        if (!(await postLedgerEntry(tx, { walletId: wallet.id, amountMinor, kind: 'promotion_bonus', reference: ref, idempotencyKey: ref }))) {
          throw errors.internalError();
        }
        return row;
      });
      publish(userTopic(String(member.id)), {
        type: 'MANUAL_PROMO',
        title: promotionName ?? undefined,
        data: { amount: minorToMajor(amountMinor), promotionName },
      });
      return { grantId: grant.id, customerId: member.id, amountMinor };
    },
  };
}

export type PromotionDecisions = ReturnType<typeof createPromotionDecisions>;
