import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Balance, FundsConsolidated, PaymentOptions, PaymentOrder, Page } from '@lotto/contract';
import { fakePlatform, type Replies } from '../../test/fake-platform';

/** Test edge only: member-money fixtures (neutral names); the network is web/src/test/fake-platform. */

export const MAIN_ID = 9;
export const SLOTS_ID = 21;
export const LIVE_ID = 22;

export const wallets = (main = 1000, slots = 250.5, live = 0): Balance => ({
  sumBalance: main + slots + live,
  currency: 'CNY',
  currencySymbol: '¥',
  balance: [
    { accountTypeId: MAIN_ID, displayName: 'Main wallet', accountName: 'MAIN', availBalance: main },
    { accountTypeId: SLOTS_ID, displayName: 'Slots wallet', accountName: 'SLOTS', availBalance: slots },
    { accountTypeId: LIVE_ID, displayName: 'Live wallet', accountName: 'LIVE', availBalance: live },
  ],
});

export const funds = (balance: Balance = wallets()): FundsConsolidated => ({ balance });

export const paymentOptions = (over: Partial<PaymentOptions> = {}): PaymentOptions => ({
  currency: 'CNY',
  providers: [{ code: 'DEMO', name: 'Demo pay (demo)', isDemo: true, deposit: true, withdraw: true }],
  deposit: { minAmount: 100, maxAmount: 50_000, dailyCount: 5, usedToday: 0 },
  withdraw: { minAmount: 100, maxAmount: 20_000, dailyCount: 3, usedToday: 0 },
  hasPaymentPassword: true,
  ...over,
});

export const order = (over: Partial<PaymentOrder> = {}): PaymentOrder => ({
  orderId: 'o-1',
  kind: 'DEPOSIT',
  providerCode: 'DEMO',
  providerName: 'Demo pay (demo)',
  isDemo: true,
  reference: 'DEMO-0001',
  amount: 500,
  currency: 'CNY',
  status: 'PENDING',
  remarks: null,
  createdAt: 1_764_000_000_000,
  decidedAt: null,
  ...over,
});

export const pageOf = <T,>(content: T[], over: Partial<Page<T>> = {}): Page<T> => ({
  content,
  pageNum: 1,
  pageSize: 10,
  totalPages: content.length ? 1 : 0,
  total: content.length,
  ...over,
});

/** Renders one member-centre page alone, fed by `replies`. */
export function renderPage(page: ReactElement, ...replies: Replies[]) {
  const platform = fakePlatform({ replies });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>{page}</QueryClientProvider>
    </MemoryRouter>,
  );
  return { platform, client, user: userEvent.setup() };
}
