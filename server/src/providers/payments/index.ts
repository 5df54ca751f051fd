import { createDemoPaymentProvider } from './demo-provider.js';
import type { PaymentProvider } from './payment-provider.js';

export type { PaymentOrderRequest, PaymentProvider } from './payment-provider.js';

export interface PaymentProviders {
  list(): readonly PaymentProvider[];
  /** The provider of a code, or null when there is none. */
  get(code: string): PaymentProvider | null;
}

/** The providers this server offers: the demo provider only (a real adapter is added here). */
export function createPaymentProviders(providers: readonly PaymentProvider[] = [createDemoPaymentProvider()]): PaymentProviders {
  const byCode = new Map(providers.map((p) => [p.code, p]));
  return { list: () => providers, get: (code) => byCode.get(code) ?? null };
}
