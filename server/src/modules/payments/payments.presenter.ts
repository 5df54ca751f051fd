import { minorToMajor, type PaymentOrder } from '@lotto/contract';
import type { PaymentOrderRow } from '../../db/schema/index.js';
import type { PaymentProviders } from '../../providers/payments/index.js';

/** A payment order as the member sees it: major units, epoch ms, the provider's name and demo label. */
export function presentOrder(row: PaymentOrderRow, providers: PaymentProviders, replayed?: boolean): PaymentOrder {
  const provider = providers.get(row.providerCode);
  return {
    orderId: String(row.id),
    kind: row.kind,
    providerCode: row.providerCode,
    providerName: provider?.name ?? row.providerCode,
    isDemo: provider?.isDemo ?? false,
    reference: row.reference,
    amount: minorToMajor(row.amountMinor),
    currency: row.currency,
    status: row.status,
    remarks: row.remarks,
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
    ...(replayed === undefined ? {} : { replayed }),
  };
}
