import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RECORD_PRODUCT_TYPES,
  type AccountRecord,
  type AccountRecordsReply,
  type BetRecord,
  type BetRecordsReply,
  type ProfitLossReply,
  type VipInfo,
} from '@lotto/contract';
import { fakePlatform, type Replies } from '../../test/fake-platform';

/** Test edge only: member-records fixtures (neutral names); the network is web/src/test/fake-platform. */

/** The tests' "now": 24 November 2026, 15:00 local time. */
export const NOW = new Date(2026, 10, 24, 15, 0, 0);
export const midnight = (y: number, mo: number, d: number) => new Date(y, mo - 1, d).getTime();
export const TODAY_START = midnight(2026, 11, 24);
export const TODAY_END = TODAY_START + 86_399_000;

export const bet = (over: Partial<BetRecord> = {}): BetRecord => ({
  id: 'R1',
  productType: 'RNG',
  vendor: 'PG',
  gameName: 'Lucky Reels',
  time: new Date(2026, 10, 24, 9, 5, 7).getTime(),
  stake: 20,
  payout: 35.5,
  profit: 15.5,
  state: 'won',
  numero: null,
  selection: null,
  ...over,
});

export const betPage = (content: BetRecord[], over: Partial<BetRecordsReply> = {}): BetRecordsReply => ({
  content,
  pageNum: 1,
  pageSize: 10,
  totalPages: content.length ? 1 : 0,
  total: content.length,
  totals: { count: content.length, stake: 0, payout: 0, profit: 0 },
  ...over,
});

export const entry = (over: Partial<AccountRecord> = {}): AccountRecord => ({
  id: '1',
  kind: 'transfer',
  amount: -100,
  balanceAfter: 900,
  accountTypeId: 9,
  walletName: 'Main wallet',
  time: new Date(2026, 10, 24, 10, 0, 0).getTime(),
  ...over,
});

export const accountPage = (content: AccountRecord[], over: Partial<AccountRecordsReply> = {}): AccountRecordsReply => ({
  content,
  pageNum: 1,
  pageSize: 10,
  totalPages: content.length ? 1 : 0,
  total: content.length,
  totals: { count: content.length, credit: 0, debit: 0, net: 0 },
  kinds: ['bet', 'payout', 'transfer', 'deposit'],
  ...over,
});

const zero = { count: 0, stake: 0, payout: 0, profit: 0 };
export const profitLoss = (rows: Partial<Record<(typeof RECORD_PRODUCT_TYPES)[number], typeof zero>> = {}, total = zero): ProfitLossReply => ({
  startTime: TODAY_START,
  endTime: TODAY_END,
  rows: RECORD_PRODUCT_TYPES.map((productType) => ({ productType, ...(rows[productType] ?? zero) })),
  total,
});

export const vip = (over: Partial<VipInfo> = {}): VipInfo => ({
  hasVip: true,
  vipLabelName: 'Gold',
  showVipBenefit: false,
  vipRankLevel: 3,
  vipProgress: 45,
  completedConditions: 1,
  totalExpectedConditions: 2,
  labelId: 'gold',
  ...over,
});

/** Renders one member-centre page alone, fed by `replies`. */
export function renderPage(page: ReactElement, ...replies: Replies[]) {
  const platform = fakePlatform({ replies });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  render(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
  return { platform, user: userEvent.setup() };
}
