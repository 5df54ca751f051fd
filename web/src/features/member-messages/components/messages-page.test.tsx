import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { otherCalls, type InboxMessage } from '@lotto/contract';
import { DialogHost } from '../../../components/ui/dialog-host';
import { i18n } from '../../../lib/i18n';
import { fail, fakePlatform, ok, on, type Replies } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';
import { MessagesPage } from './messages-page';

const m = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'memberMessages', ...vars });

const message = (id: string, title: string, read: boolean, minutesAgo = 1): InboxMessage => ({
  id,
  title,
  content: `${title}: the full text.`,
  sendTime: 1_763_900_000_000 - minutesAgo * 60_000,
  read,
});
const inboxPage = (content: InboxMessage[], pageNum = 1, totalPages = 1) => ({ content, pageNum, pageSize: 10, totalPages, total: content.length });

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 30_000 });

function renderMessages(...replies: Replies[]) {
  const platform = fakePlatform({ replies });
  const onReady = vi.fn();
  const onUnreadChanged = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })}>
      <MessagesPage onReady={onReady} onUnreadChanged={onUnreadChanged} />
      <DialogHost />
    </QueryClientProvider>,
  );
  return { platform, onReady, onUnreadChanged, user: userEvent.setup() };
}

describe('platform messages (messageV2)', () => {
  it('asks the inbox unread first, newest first, 10 a page, and shows unread ones marked', async () => {
    const { platform, onReady } = renderMessages(
      on(otherCalls.inbox, ok(inboxPage([message('3', 'Deposit arrived', false), message('1', 'Welcome', true, 90)]))),
    );
    const rows = await screen.findAllByTestId('message-row');
    expect(rows.map((r) => r.getAttribute('data-read'))).toEqual(['false', 'true']);
    expect(within(rows[0]!).getByText(m('unread'))).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(m('unread'))).toBeNull();
    expect(platform.sent(otherCalls.inbox)[0]!.query).toEqual({ page: '1', size: '10', sort: 'read:asc,sendTime:desc' });
    expect(onReady).toHaveBeenCalled();
  });

  it('opening an unread message shows its text, marks it read and moves the unread count', async () => {
    const { platform, user, onUnreadChanged } = renderMessages(
      on(otherCalls.inbox, ok(inboxPage([message('3', 'Deposit arrived', false)]))),
      on(otherCalls.inboxMarkRead, ok({ unreadCount: 0 })),
    );
    await user.click(await screen.findByRole('button', { name: /Deposit arrived/ }));
    expect(await screen.findByText('Deposit arrived: the full text.')).toBeInTheDocument();
    await waitFor(() => expect(platform.sent(otherCalls.inboxMarkRead)[0]?.body).toEqual({ ids: ['3'] }));
    await waitFor(() => expect(onUnreadChanged).toHaveBeenCalled());
    expect(screen.getByTestId('message-row')).toHaveAttribute('data-read', 'true');
  });

  it('marks every unread message of the page read at once', async () => {
    const { platform, user, onUnreadChanged } = renderMessages(
      on(otherCalls.inbox, ok(inboxPage([message('4', 'Promo', false), message('3', 'Deposit arrived', false), message('1', 'Welcome', true, 90)]))),
      on(otherCalls.inboxMarkRead, ok({ unreadCount: 0 })),
    );
    await user.click(await screen.findByRole('button', { name: m('markAllRead') }));
    await waitFor(() => expect(platform.sent(otherCalls.inboxMarkRead)[0]?.body).toEqual({ ids: ['4', '3'] }));
    await waitFor(() => expect(screen.getAllByTestId('message-row').every((r) => r.getAttribute('data-read') === 'true')).toBe(true));
    expect(onUnreadChanged).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: m('markAllRead') })).toBeNull();
  });

  it('deletes a message after asking, then loads the list again', async () => {
    const { platform, user, onUnreadChanged } = renderMessages(
      on(otherCalls.inbox, ok(inboxPage([message('1', 'Welcome', true)])), ok(inboxPage([]))),
      on(otherCalls.inboxDelete, ok({ unreadCount: 0 })),
    );
    await user.click(await screen.findByRole('button', { name: /Welcome/ }));
    await user.click(screen.getByRole('button', { name: m('deleteOne', { title: 'Welcome' }) }));
    const dialog = within(await screen.findByTestId('dialog'));
    expect(dialog.getByText(m('deleteConfirm', { title: 'Welcome' }))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: m('delete') }));
    await waitFor(() => expect(platform.sent(otherCalls.inboxDelete)[0]?.params).toEqual({ id: '1' }));
    expect(await screen.findByTestId('messages-empty')).toHaveTextContent(m('empty'));
    expect(onUnreadChanged).toHaveBeenCalled();
  });

  it('keeps a message when the deletion is cancelled', async () => {
    const { platform, user } = renderMessages(on(otherCalls.inbox, ok(inboxPage([message('1', 'Welcome', true)]))));
    await user.click(await screen.findByRole('button', { name: /Welcome/ }));
    await user.click(screen.getByRole('button', { name: m('deleteOne', { title: 'Welcome' }) }));
    await user.click(within(await screen.findByTestId('dialog')).getByRole('button', { name: i18n.t('common:cancel') }));
    expect(platform.sent(otherCalls.inboxDelete)).toEqual([]);
    expect(screen.getByTestId('message-row')).toBeInTheDocument();
  });

  it('pages through the inbox', async () => {
    const { platform, user } = renderMessages(
      on(otherCalls.inbox, (req) => (req.query.page === '2' ? ok(inboxPage([message('1', 'Old news', true, 900)], 2, 2)) : ok(inboxPage([message('2', 'Recent', true)], 1, 2)))),
    );
    expect(await screen.findByText(m('pageOf', { page: 1, total: 2 }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m('previous') })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: m('next') }));
    expect(await screen.findByText('Old news')).toBeInTheDocument();
    expect(platform.sent(otherCalls.inbox).map((r) => r.query.page)).toEqual(['1', '2']);
    expect(screen.getByRole('button', { name: m('next') })).toBeDisabled();
  });

  it('an empty inbox says what will appear there', async () => {
    const { onReady } = renderMessages(on(otherCalls.inbox, ok(inboxPage([]))));
    expect(await screen.findByTestId('messages-empty')).toHaveTextContent(m('empty'));
    expect(onReady).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: m('markAllRead') })).toBeNull();
  });

  it('a failed load shows the platform message and a retry that loads again', async () => {
    const { platform, user, onReady } = renderMessages(on(otherCalls.inbox, fail(503, 'system.busy', 'Busy, try later.'), ok(inboxPage([message('1', 'Welcome', true)]))));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Busy, try later.');
    expect(onReady).toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: m('retry') }));
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(platform.sent(otherCalls.inbox)).toHaveLength(2);
  });
});
