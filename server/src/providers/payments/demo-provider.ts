import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.js';

const reference = (prefix: string) => `DEMO-${prefix}-${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * The reference server's only provider: labelled demo in its code, name and references. No money
 * moves anywhere; an operator approves or rejects its orders (dev endpoint or operator script).
 */
export function createDemoPaymentProvider(): PaymentProvider {
  return {
    code: 'DEMO',
    name: 'Demo Pay (demo only, no real money)',
    isDemo: true,
    supportsDeposit: true,
    supportsWithdraw: true,
    createDeposit: () => Promise.resolve({ reference: reference('D') }),
    createWithdrawal: () => Promise.resolve({ reference: reference('W') }),
  };
}
