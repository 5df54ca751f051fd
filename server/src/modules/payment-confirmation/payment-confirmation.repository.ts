import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { paymentConfirmations, type PaymentConfirmationRow, type PaymentConfirmationStatus } from '../../db/schema/index.js';

export function createPaymentConfirmationRepository(db: Db) {
  return {
    /** The member's items waiting for an answer, oldest first (the modal shows the first). */
    pendingOf: (customerId: number): Promise<PaymentConfirmationRow[]> =>
      db
        .select()
        .from(paymentConfirmations)
        .where(and(eq(paymentConfirmations.customerId, customerId), eq(paymentConfirmations.status, 'PENDING')))
        .orderBy(asc(paymentConfirmations.createdAt), asc(paymentConfirmations.id)),

    byId: async (id: number): Promise<PaymentConfirmationRow | null> => {
      const [row] = await db.select().from(paymentConfirmations).where(eq(paymentConfirmations.id, id));
      return row ?? null;
    },

    async create(row: { merchantCode: string; customerId: number; senderName: string; amountMinor: bigint; autoConfirmed: boolean }): Promise<PaymentConfirmationRow> {
      const [created] = await db
        .insert(paymentConfirmations)
        .values({ ...row, remainingMinor: row.amountMinor })
        .returning();
      return created!;
    },

    /**
     * Answers a PENDING item of the member; null when it is not theirs or not pending any more. The
     * status condition in the update is what makes a second answer (a double click, two tabs) lose.
     */
    async answer(
      customerId: number,
      id: number,
      status: Exclude<PaymentConfirmationStatus, 'PENDING'>,
      proof: { bytes: Buffer; type: string } | null,
    ): Promise<PaymentConfirmationRow | null> {
      const [row] = await db
        .update(paymentConfirmations)
        .set({
          status,
          // received or acknowledged: nothing left to confirm; disputed: the amount stays open
          ...(status === 'NOT_RECEIVED' ? {} : { remainingMinor: 0n }),
          proof: proof?.bytes ?? null,
          proofType: proof?.type ?? null,
          decidedAt: new Date(),
        })
        .where(and(eq(paymentConfirmations.id, id), eq(paymentConfirmations.customerId, customerId), eq(paymentConfirmations.status, 'PENDING')))
        .returning();
      return row ?? null;
    },
  };
}
