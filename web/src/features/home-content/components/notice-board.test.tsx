import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useState } from 'react';
import DOMPurify from 'dompurify';
import { announcementCalls, type Notice } from '@lotto/contract';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { fakePlatform, ok, on } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';
import { NoticeBoard } from './notice-board';
import { NoticeTicker } from './notice-strip';
import { pagerWindow } from './pager';

const tr = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'homeContent', ...vars });

const notice = (n: number, content = `<p>Body ${n}</p>`): Notice => ({
  id: String(n),
  title: `Notice ${n}`,
  content,
  startDate: Date.UTC(2026, 10, 20) - n * 3_600_000,
  startDateStr: '2026-11-20 00:00:00',
  endDate: null,
  promotionType: null,
  announcementImages: [],
  remarkRequired: 'N',
  imageRequired: 'N',
  linkedPromotionId: null,
});
const reply = (player: Notice[]) => ok({ banners: [], player, popup: [], promotion: [], hot: [] });

function Board({ initial = null }: { initial?: string | null }) {
  const [id, setId] = useState<string | null>(initial);
  return <NoticeBoard selectedId={id} onSelect={setId} />;
}

function renderWith(ui: React.ReactNode, notices: Notice[]) {
  fakePlatform({ replies: [on(announcementCalls.list, reply(notices))] });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeAll(async () => {
  await loadNamespaces(['homeContent']);
});
beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pager window', () => {
  it('[S2-9.3] shows at most 7 pages, centred on the current one, shifted at either end', () => {
    expect(pagerWindow(1, 12)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerWindow(4, 12)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerWindow(6, 12)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(pagerWindow(12, 12)).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(pagerWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(1, 0)).toEqual([]);
  });
});

describe('notice board', () => {
  it('[S2-2.14] lists notices 10 per page with a 7-page pager window; selecting one shows its sanitised content', async () => {
    const many = Array.from({ length: 95 }, (_, i) => notice(i + 1));
    many[11] = notice(12, '<p>Safe <strong>text</strong></p><img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script>');
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    const { user } = renderWith(<Board />, many);
    const list = await screen.findByTestId('notice-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('Notice 1')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: tr('board.pager') });
    const pages = () => within(pager).getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(pages()).toEqual(['1', '2', '3', '4', '5', '6', '7']);

    await user.click(within(pager).getByRole('button', { name: tr('board.page', { n: 6 }) }));
    expect(pages()).toEqual(['3', '4', '5', '6', '7', '8', '9']);
    expect(within(pager).getByRole('button', { name: tr('board.page', { n: 6 }) })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByTestId('notice-list')).getByText('Notice 51')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: tr('board.nextPage') }));
    await user.click(within(pager).getByRole('button', { name: tr('board.page', { n: 10 }) }));
    expect(pages()).toEqual(['4', '5', '6', '7', '8', '9', '10']);
    expect(within(screen.getByTestId('notice-list')).getAllByRole('listitem')).toHaveLength(5);
    expect(within(pager).getByRole('button', { name: tr('board.nextPage') })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: tr('board.page', { n: 4 }) }));
    await user.click(within(pager).getByRole('button', { name: tr('board.page', { n: 2 }) }));
    const title = screen.getByRole('button', { name: /Notice 12/ });
    expect(title).toHaveAttribute('aria-expanded', 'false');
    await user.click(title);
    expect(title).toHaveAttribute('aria-expanded', 'true');
    const content = screen.getByRole('region', { name: 'Notice 12' });
    expect(within(content).getByText('text')).toBeInTheDocument();
    // DOMPurify does not sanitise under happy-dom (help-centre-page.test.tsx notes it): the html goes
    // through it here, the server strips it (announcements.test.ts), a real browser renders it (e2e)
    expect(sanitize).toHaveBeenCalledWith(many[11].content);
    await user.click(title);
    expect(screen.queryByRole('region', { name: 'Notice 12' })).toBeNull();
  });

  it('opens the notice the URL names on its own page', async () => {
    renderWith(<Board initial="23" />, Array.from({ length: 30 }, (_, i) => notice(i + 1)));
    expect(await screen.findByRole('region', { name: 'Notice 23' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: tr('board.page', { n: 3 }) })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there are no notices', async () => {
    renderWith(<Board />, []);
    expect(await screen.findByText(tr('board.empty'))).toBeInTheDocument();
  });
});

describe('home notice strip', () => {
  it('[S2-2.14] shows the latest notice linking to it on the board, then the next ones in turn, and links to the whole board', async () => {
    const { user, router } = renderWith(<NoticeTicker />, Array.from({ length: 8 }, (_, i) => notice(i + 1)));
    const link = await screen.findByTestId('notice-strip-link');
    expect(link).toHaveTextContent('Notice 1');
    expect(link).toHaveAttribute('href', '/notice?id=1');
    expect(screen.getByRole('link', { name: tr('strip.all') })).toHaveAttribute('href', '/notice');
    vi.useFakeTimers();
    await vi.advanceTimersByTimeAsync(4000);
    vi.useRealTimers();
    await user.click(screen.getByTestId('notice-strip-link'));
    expect(router.state.location.search).toMatch(/^\?id=\d$/);
  });
});
