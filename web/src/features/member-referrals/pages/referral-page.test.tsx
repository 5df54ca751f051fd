import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { referralCalls, type ReferralReply } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail, fakePlatform, ok, on, type Replies } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import ReferralPage from './referral-page';

const r = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'referrals', ...vars });

const reply = (over: Partial<ReferralReply> = {}): ReferralReply => ({
  code: 'M0001A',
  linkPath: '/register?referralCode=M0001A',
  promotion: { promotionId: '8', title: 'Invite Friends', content: '<p>Bring a friend.</p>' },
  friends: { content: [], pageNum: 1, pageSize: 10, totalPages: 0, total: 0 },
  ...over,
});

const friend = (account: string, deposited: boolean, bonus: number | null = null) => ({ account, joinedAt: Date.UTC(2026, 10, 20, 12), deposited, bonus });

function renderPage(isAgent: '0' | '1' | '2', ...replies: Replies[]) {
  const platform = fakePlatform({ replies });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/member/referral']}>
      <QueryClientProvider client={client}>
        <Routes>
          <Route path="/member/referral" element={<ReferralPage member={{ isAgent }} />} />
          <Route path="/agent/registerCenter" element={<p>agent registration centre</p>} />
        </Routes>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { platform, user };
}

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn();
});

describe('invite friends page', () => {
  it('[S2-2.44] shows the code, the invite link with a QR code and the promotion rules', async () => {
    renderPage('0', on(referralCalls.overview, ok(reply())));
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('M0001A');
    expect(screen.getByTestId('referral-link')).toHaveTextContent(`${window.location.origin}/register?referralCode=M0001A`);
    expect(screen.getByRole('img', { name: r('qr') })).toBeInTheDocument();
    const rules = screen.getByTestId('referral-rules');
    expect(rules).toHaveTextContent('Bring a friend.');
    expect(screen.getByText(r('friends.empty'))).toBeInTheDocument();
  });

  it('copies the code and the link with their own buttons and says so', async () => {
    const { user } = renderPage('0', on(referralCalls.overview, ok(reply())));
    await user.click(await screen.findByRole('button', { name: r('copyCode') }));
    expect(await navigator.clipboard.readText()).toBe('M0001A');
    expect(await screen.findAllByText(r('copied'))).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: r('copyLink') }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/register?referralCode=M0001A`);
  });

  it('lists the friends with their masked account, joined day, deposit and bonus, and pages through them', async () => {
    const page1 = reply({ friends: { content: [friend('fr***01', true, 12.5), friend('ab***yz', false)], pageNum: 1, pageSize: 2, totalPages: 2, total: 3 } });
    const page2 = reply({ friends: { content: [friend('ol***er', false)], pageNum: 2, pageSize: 2, totalPages: 2, total: 3 } });
    const { user, platform } = renderPage('0', on(referralCalls.overview, (req) => ok(req.query.page === '2' ? page2 : page1)));
    const table = await screen.findByTestId('records-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('fr***01');
    expect(rows[1]).toHaveTextContent('2026-11-20');
    expect(rows[1]).toHaveTextContent(r('friends.yes'));
    expect(rows[1]).toHaveTextContent('12.50');
    expect(rows[2]).toHaveTextContent(r('friends.no'));
    expect(screen.getByText(r('friends.total', { n: 3 }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: r('friends.next') }));
    expect(await within(screen.getByTestId('records-table')).findByText('ol***er')).toBeInTheDocument();
    expect(platform.sent(referralCalls.overview)).toHaveLength(2);
  });

  it('[S2-8.6] shows a failure with a retry that loads again', async () => {
    const { user } = renderPage('0', on(referralCalls.overview, fail(500, 'internal.error'), ok(reply())));
    expect(await screen.findByText(r('loadFailed'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: r('retry') }));
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('M0001A');
  });

  it('shows a skeleton while loading, and no rules panel when the merchant runs no referral promotion', async () => {
    renderPage('0', on(referralCalls.overview, ok(reply({ promotion: null }))));
    expect(screen.queryByTestId('referral-code')).toBeNull();
    expect(await screen.findByTestId('referral-code')).toBeInTheDocument();
    expect(screen.queryByTestId('referral-rules')).toBeNull();
  });

  it('[S2-6.2] sends an agent to the agent registration centre without asking for a member code', async () => {
    const { platform } = renderPage('1', on(referralCalls.overview, ok(reply())));
    expect(await screen.findByText('agent registration centre')).toBeInTheDocument();
    expect(platform.sent(referralCalls.overview)).toHaveLength(0);
  });
});
