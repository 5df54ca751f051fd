import { majorToMinor, minorToMajor, userTopic, type PaymentItem, type ProcessPaymentRequest } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import type { CustomerRow, PaymentConfirmationRow } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import type { Publish } from '../notifications/notifications.service.js';
import { dataUrlBytes, imageTypeOf } from '../../providers/storage/image-type.js';
import { createPaymentConfirmationRepository } from './payment-confirmation.repository.js';

export const presentPaymentItem = (r: PaymentConfirmationRow): PaymentItem => ({
  payDetailId: String(r.id),
  amount: minorToMajor(r.amountMinor),
  remainingAmount: minorToMajor(r.remainingMinor),
  isAutoConfirmed: r.autoConfirmed ? 'Y' : 'N',
  sender: r.senderName,
  createdTime: r.createdAt.getTime(),
});

export const PAYMENT_CONFIRMATION_MAX_MINOR = 1_000_000_00n;

/**
 * Payments to confirm (spec 2 §3 payment item, §4 payment confirmation modal; MCSFE relays). An
 * operator (dev endpoint, operator script) records a payment made to a member outside the platform
 * and the member is told with PAYMENT_CONFIRMATION; the member answers each item once: received
 * (Y), not received with a proof image (N), or, for an item the platform confirmed itself,
 * acknowledged (A). No balance changes here: the money moved outside the platform.
 */
export function createPaymentConfirmations(db: Db) {
  const repo = createPaymentConfirmationRepository(db);
  return {
    pendingOf: async (customerId: number): Promise<PaymentItem[]> => (await repo.pendingOf(customerId)).map(presentPaymentItem),

    async create(member: CustomerRow, input: { sender: string; amount: number; autoConfirmed: boolean }, publish: Publish): Promise<PaymentItem> {
      const sender = input.sender.trim();
      if (!sender || sender.length > 64) throw errors.requestInvalid('A sender of 1 to 64 characters is required.');
      if (!Number.isFinite(input.amount) || input.amount <= 0) throw errors.requestInvalid('The amount must be positive.');
      const amountMinor = majorToMinor(input.amount);
      if (amountMinor <= 0n || amountMinor > PAYMENT_CONFIRMATION_MAX_MINOR) throw errors.requestInvalid('The amount is out of range.');
      const row = await repo.create({ merchantCode: member.merchantCode, customerId: member.id, senderName: sender, amountMinor, autoConfirmed: input.autoConfirmed });
      publish(userTopic(String(member.id)), { type: 'PAYMENT_CONFIRMATION' });
      return presentPaymentItem(row);
    },

    async answer(customerId: number, input: ProcessPaymentRequest): Promise<PaymentConfirmationRow> {
      if (!/^\d{1,15}$/.test(input.payDetailId)) throw errors.resourceNotFound('This payment does not exist.');
      const id = Number(input.payDetailId);
      const item = await repo.byId(id);
      if (!item || item.customerId !== customerId) throw errors.resourceNotFound('This payment does not exist.');
      // spec 2 §4: an auto-confirmed item only takes A; one needing manual confirmation only Y or N
      if (item.autoConfirmed !== (input.isMoneyReceived === 'A')) {
        throw errors.requestInvalid(item.autoConfirmed ? 'This payment was confirmed automatically: answer A.' : 'Answer Y (received) or N (not received).');
      }
      let proof: { bytes: Buffer; type: string } | null = null;
      if (input.isMoneyReceived === 'N') {
        const bytes = dataUrlBytes(input.proofOfNotReceive ?? '');
        const type = imageTypeOf(bytes);
        if (!type) throw errors.requestInvalid('image_type_invalid: the proof must be a PNG or JPEG image.');
        proof = { bytes, type };
      }
      const status = input.isMoneyReceived === 'Y' ? 'RECEIVED' : input.isMoneyReceived === 'N' ? 'NOT_RECEIVED' : 'AUTO_CONFIRMED';
      const answered = await repo.answer(customerId, id, status, proof);
      if (!answered) throw errors.paymentOrderDecided('This payment has been answered already.', { status: item.status });
      return answered;
    },
  };
}

export type PaymentConfirmations = ReturnType<typeof createPaymentConfirmations>;
