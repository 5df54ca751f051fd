import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BetTotals, Downline, TeamBet, TeamOverviewReply } from '@lotto/contract';
import { fakePlatform, type Handler, type Replies } from '../../test/fake-platform';
import { i18n } from '../../lib/i18n';

/** Test edge only: agent-centre fixtures (neutral names); the network is web/src/test/fake-platform. */

/** The tests' "now": 24 November 2026, 15:00 local time. */
export const NOW = new Date(2026, 10, 24, 15, 0, 0);
export const TODAY_START = new Date(2026, 10, 24).getTime();
export const TODAY_END = TODAY_START + 86_399_000;

export const ac = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'agentCentre', ...vars });

export const totals = (over: Partial<BetTotals> = {}): BetTotals => ({ count: 0, stake: 0, payout: 0, profit: 0, ...over });

export const overview = (over: Partial<TeamOverviewReply> = {}): TeamOverviewReply => ({
  startTime: TODAY_START,
  endTime: TODAY_END,
  teamSize: 4,
  directDownlines: 3,
  newDownlines: 1,
  activeBettors: 2,
  teamBalance: 1234.5,
  deposits: 800,
  withdrawals: 150,
  bets: totals({ count: 3, stake: 300, payout: 120, profit: -180 }),
  ...over,
});

export const downline = (over: Partial<Downline> = {}): Downline => ({
  customerId: 11,
  username: 'member11',
  nickname: 'Blue Heron',
  isAgent: '0',
  level: 1,
  upline: 'agent7',
  balance: 250,
  status: 'active',
  registeredAt: new Date(2026, 10, 20, 9, 0).getTime(),
  lastLoginAt: new Date(2026, 10, 24, 8, 30).getTime(),
  ...over,
});

export const teamBet = (over: Partial<TeamBet> = {}): TeamBet => ({
  id: 'R1',
  username: 'member11',
  productType: 'RNG',
  vendor: 'PG',
  gameName: 'Lucky Reels',
  time: new Date(2026, 10, 24, 9, 5, 7).getTime(),
  stake: 20,
  payout: 0,
  profit: -20,
  state: 'lost',
  numero: null,
  selection: null,
  ...over,
});

export const pageOf = <T,>(content: T[], over: Record<string, unknown> = {}) => ({
  content,
  pageNum: 1,
  pageSize: 10,
  totalPages: content.length ? 1 : 0,
  total: content.length,
  ...over,
});

/** An answer held back until `release` is called: the page's loading state can be seen meanwhile. */
export function heldBack<T>(reply: Awaited<ReturnType<Handler<T>>>): { answer: Handler<T>; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { answer: () => gate.then(() => reply), release: () => release() };
}

/** Shows the router's current address, so a test can see where a link went. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/** Renders one agent-centre page alone at `path` (its links and query work), fed by `replies`. */
export function renderPageAt(path: string, page: ReactElement, ...replies: Replies[]) {
  const platform = fakePlatform({ replies });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { platform, user: userEvent.setup() };
}

/** Renders one agent-centre page alone, fed by `replies`. */
export const renderPage = (page: ReactElement, ...replies: Replies[]) => renderPageAt('/agent/page', page, ...replies);
