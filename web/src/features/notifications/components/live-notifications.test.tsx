import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IMAGE_MAX_BYTES, INBOX_CHECK_DELAY_MS, INBOX_CHECK_RETRY_MS, otherCalls, userTopic, type LiveEvent } from '@lotto/contract';
import { DialogHost } from '../../../components/ui/dialog-host';
import { Toaster } from '../../../components/ui/toaster';
import { BalanceRefreshProvider } from '../../../lib/balance-refresh';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { connectLiveEvents } from '../../../lib/live-events';
import { useToastStore } from '../../../lib/toasts';
import { FakeLiveSocket } from '../../../test/fake-live-socket';
import { fakePlatform, networkDown, ok, on, type Replies } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';
import { LiveNotifications } from './live-notifications';

const n = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'notify', ...vars });
const me = userTopic('77');
const DAY = 86_400_000;
const setHeight = (h: number) => Object.defineProperty(window, 'innerHeight', { value: h, configurable: true });

let stop: (() => void) | null = null;

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
  await loadNamespaces(['notify']);
  FakeLiveSocket.reset();
  setHeight(844);
});
afterEach(() => {
  stop?.();
  stop = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * The notifications as the shell mounts them, with the real live-event client on a fake socket
 * (the test edge), the real toaster and dialog host, and the fake platform for the calls.
 */
function renderNotifications(opts: { isAgent?: string; inboxCheck?: boolean; replies?: Replies[] } = {}) {
  // as the session starts, the payments to confirm are read (isAgent 0, 1, 2): none unless stated
  const platform = fakePlatform({ replies: opts.replies ?? [], defaults: [on(otherCalls.paymentConfirmationList, ok([]))] });
  const balance = vi.fn();
  const onOpenInbox = vi.fn();
  const onInboxChanged = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })}>
      <BalanceRefreshProvider request={balance}>
        <LiveNotifications isAgent={opts.isAgent ?? '0'} inboxCheck={opts.inboxCheck ?? false} onOpenInbox={onOpenInbox} onInboxChanged={onInboxChanged} />
        <Toaster />
        <DialogHost />
      </BalanceRefreshProvider>
    </QueryClientProvider>,
  );
  stop = connectLiveEvents({ merchant: 'demo', token: 'tok', topics: [me], url: 'ws://site.test/wps/socket', createSocket: (u) => new FakeLiveSocket(u) });
  const socket = FakeLiveSocket.last();
  act(() => {
    socket.open();
    socket.receive({ kind: 'subscribed', topic: me });
  });
  const send = (event: LiveEvent) => act(() => socket.receive({ kind: 'event', topic: me, event }));
  return { platform, balance, onOpenInbox, onInboxChanged, send, user: userEvent.setup() };
}

/** The toast whose text starts with `text` (a rejection's remarks follow on the next line). */
const toastOf = async (text: string) =>
  (await screen.findByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').startsWith(text))).closest('[data-testid="toast"]') as HTMLElement;

describe('live notifications', () => {
  it('[S2-3.17] [S2-8.12] DEPOSIT and WITHDRAW tell approval, rejection with remarks, arrival and failure', async () => {
    const { send } = renderNotifications();
    const money = (type: 'DEPOSIT' | 'WITHDRAW', status: 'APPROVED' | 'REJECTED' | 'ARRIVED' | 'FAILED', remarks: string | null = null) =>
      send({ type, data: { amount: 250.5, time: 1, success: status === 'APPROVED' || status === 'ARRIVED', remarks, status } });

    money('DEPOSIT', 'APPROVED');
    const approved = await toastOf(n('deposit.APPROVED', { amount: '250.50' }));
    expect(approved).toHaveAttribute('role', 'status');
    expect(approved).toHaveTextContent(n('deposit.title'));

    money('WITHDRAW', 'REJECTED', 'Bank account name does not match');
    const rejected = await toastOf(n('withdraw.REJECTED', { amount: '250.50' }));
    // a rejection is announced at once, with its remarks
    expect(rejected).toHaveAttribute('role', 'alert');
    expect(rejected).toHaveTextContent(n('remarks', { remarks: 'Bank account name does not match' }));

    money('DEPOSIT', 'ARRIVED');
    expect(await toastOf(n('deposit.ARRIVED', { amount: '250.50' }))).toBeInTheDocument();
    money('WITHDRAW', 'FAILED');
    expect(await toastOf(n('withdraw.FAILED', { amount: '250.50' }))).toHaveAttribute('role', 'alert');

    // an event without the status field reads success: false as a rejection
    send({ type: 'DEPOSIT', data: { amount: 10, time: 1, success: false, remarks: 'Duplicate' } });
    expect(await toastOf(n('deposit.REJECTED', { amount: '10.00' }))).toHaveTextContent(n('remarks', { remarks: 'Duplicate' }));
  });

  it('[S2-3.17] [S2-8.12] PROMOTION_CLAIM tells the approval with the bonus, or the rejection with its remarks, under the promotion title', async () => {
    const { send } = renderNotifications();
    const decided = (status: 'APPROVED' | 'REJECTED', amount: number | null, remarks: string | null) =>
      send({ type: 'PROMOTION_CLAIM', title: 'Weekend reload', message: status, data: { promotionId: '4', status, remarks, amount, time: 1 } });
    decided('APPROVED', 88, null);
    const approved = await toastOf(n('promotion.approvedAmount', { amount: '88.00' }));
    expect(approved).toHaveTextContent('Weekend reload');
    expect(approved).toHaveAttribute('role', 'status');
    decided('REJECTED', null, 'One claim per week');
    const rejected = await toastOf(n('promotion.REJECTED'));
    expect(rejected).toHaveAttribute('role', 'alert');
    expect(rejected).toHaveTextContent(n('remarks', { remarks: 'One claim per week' }));
    // a platform that words the decision itself (no data) is shown as it wrote it
    send({ type: 'PROMOTION_CLAIM', title: 'Reload', message: 'Approved by the desk.' });
    expect(await toastOf('Approved by the desk.')).toHaveTextContent('Reload');
  });

  it('[S2-3.17] INBOX shows the message title with a button that opens the inbox', async () => {
    const { send, onOpenInbox, user } = renderNotifications();
    send({ type: 'INBOX', title: 'Your VIP upgrade' });
    const item = await toastOf('Your VIP upgrade');
    expect(item).toHaveTextContent(n('inbox.title'));
    await user.click(within(item).getByRole('button', { name: n('inbox.open') }));
    expect(onOpenInbox).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Your VIP upgrade')).not.toBeInTheDocument();
  });

  it('[S2-3.17] ONLINE_MSG shows the operator message; a popup one stays until closed', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { send } = renderNotifications();
    send({ type: 'ONLINE_MSG', popup: true, title: 'Support', message: 'Maintenance tonight at 02:00.' });
    send({ type: 'ONLINE_MSG', popup: false, title: '', message: 'Thanks for waiting.' });
    expect(screen.getByText('Maintenance tonight at 02:00.').closest('[data-testid="toast"]')).toHaveTextContent('Support');
    expect(screen.getByText('Thanks for waiting.').closest('[data-testid="toast"]')).toHaveTextContent(n('online.title'));
    act(() => {
      vi.advanceTimersByTime(4500);
    });
    expect(screen.getByText('Maintenance tonight at 02:00.')).toBeInTheDocument();
    expect(screen.queryByText('Thanks for waiting.')).not.toBeInTheDocument();
  });

  it('[S2-3.17] agent transfers name amount, sender and receiver and refresh the balance', async () => {
    const { send, balance } = renderNotifications({ isAgent: '1' });
    send({ type: 'AGENT_TRANSFER_AGENT_TO_DOWNLINE', popup: false, data: { amount: 500, time: 1, sender: 'agent01', receiver: 'demo01' } });
    const out = await toastOf(n('transfer.message', { amount: '500.00', sender: 'agent01', receiver: 'demo01' }));
    expect(out).toHaveTextContent(n('transfer.toDownline'));
    send({ type: 'AGENT_TRANSFER_DOWNLINE_TO_AGENT', popup: false, data: { amount: 20.5, time: 1, sender: 'demo01', receiver: 'agent01' } });
    expect(await toastOf(n('transfer.message', { amount: '20.50', sender: 'demo01', receiver: 'agent01' }))).toHaveTextContent(n('transfer.toAgent'));
    expect(balance).toHaveBeenCalledTimes(2);
  });

  it('[S2-2.27] [S2-3.17] MANUAL_PROMO opens the manual bonus modal and refreshes the balance', async () => {
    const { send, balance, user } = renderNotifications();
    send({ type: 'MANUAL_PROMO', data: { amount: 188, promotionName: 'Birthday bonus' } });
    const dialog = await screen.findByRole('dialog', { name: n('manualPromo.title') });
    expect(dialog).toHaveTextContent(n('manualPromo.messageNamed', { amount: '188.00', name: 'Birthday bonus' }));
    expect(balance).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: n('manualPromo.confirm') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('[S2-3.17] [S2-4.16] [S2-2.33] PAYMENT_CONFIRMATION toasts for agents; its button opens the list, Y answers the first payment and the list closes when empty', async () => {
    const item = { payDetailId: '31', amount: 120.5, remainingAmount: 120.5, isAutoConfirmed: 'N' as const, sender: 'Zhang Wei', createdTime: 1_763_900_000_000 };
    const { send, platform, user } = renderNotifications({
      isAgent: '1',
      // nothing to confirm as the session starts; the event's payment; none once answered
      replies: [on(otherCalls.paymentConfirmationList, ok([]), ok([item]), ok([])), on(otherCalls.processPayment, ok(null))],
    });
    await waitFor(() => expect(platform.sent(otherCalls.paymentConfirmationList)).toHaveLength(1));
    send({ type: 'PAYMENT_CONFIRMATION' });
    const note = await toastOf(n('payment.message'));
    await user.click(within(note).getByRole('button', { name: n('payment.open') }));
    const dialog = await screen.findByRole('dialog', { name: n('payment.dialogTitle') });
    expect(await within(dialog).findByText('Zhang Wei')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('120.50');
    // not received first asks for a proof image
    await user.click(within(dialog).getByRole('button', { name: n('payment.notReceived') }));
    await user.click(within(dialog).getByRole('button', { name: n('payment.submit') }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(n('payment.proofRequired'));
    await user.click(within(dialog).getByRole('button', { name: n('payment.back') }));
    await user.click(within(dialog).getByRole('button', { name: n('payment.received') }));
    await waitFor(() => expect(platform.sent(otherCalls.processPayment).map((r) => r.body)).toEqual([{ isMoneyReceived: 'Y', payDetailId: '31' }]));
    expect(await within(dialog).findByText(n('payment.done'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('[S2-5.6] [S2-8.17] "not received" needs a proof image: a gif or one over 5 MB gets its warning, a jpeg is sent as proofOfNotReceive', async () => {
    const item = { payDetailId: '51', amount: 60, remainingAmount: 60, isAutoConfirmed: 'N' as const, sender: 'Wang Fang', createdTime: 1_763_900_000_000 };
    const { platform } = renderNotifications({ isAgent: '2', replies: [on(otherCalls.paymentConfirmationList, ok([item]), ok([])), on(otherCalls.processPayment, ok(null))] });
    // the file input's accept list is the first filter; the dialog checks the file itself too
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await screen.findByRole('dialog', { name: n('payment.dialogTitle') });
    await user.click(await within(dialog).findByRole('button', { name: n('payment.notReceived') }));
    const input = within(dialog).getByLabelText(n('payment.proofLabel'));
    await user.upload(input, new File(['GIF89a'], 'proof.gif', { type: 'image/gif' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(n('payment.proofType'));
    const big = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES + 1 });
    await user.upload(input, big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(n('payment.proofSize'));
    await user.click(within(dialog).getByRole('button', { name: n('payment.submit') }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(n('payment.proofRequired'));
    expect(platform.sent(otherCalls.processPayment)).toHaveLength(0);

    await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'proof.jpeg', { type: 'image/jpeg' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: n('payment.submit') }));
    await waitFor(() => expect(platform.sent(otherCalls.processPayment)).toHaveLength(1));
    expect(platform.sent(otherCalls.processPayment)[0]!.body).toEqual({ isMoneyReceived: 'N', payDetailId: '51', proofOfNotReceive: 'data:image/jpeg;base64,/9j/4A==' });
  });

  it('a toast raised while the payment dialog is open is announced: the dialog does not hide the toasts from screen readers', async () => {
    const item = { payDetailId: '61', amount: 10, remainingAmount: 10, isAutoConfirmed: 'Y' as const, sender: 'Zhao Lei', createdTime: 1_763_900_000_000 };
    const { send } = renderNotifications({ isAgent: '1', replies: [on(otherCalls.paymentConfirmationList, ok([item]))] });
    expect(await screen.findByRole('dialog', { name: n('payment.dialogTitle') })).toBeInTheDocument();
    send({ type: 'INBOX', title: 'Your deposit arrived' });
    const note = await toastOf('Your deposit arrived');
    expect(note.closest('[aria-hidden="true"]')).toBeNull();
    expect(note.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('PAYMENT_CONFIRMATION is not shown to a trial account, and its list is never read', async () => {
    const { send, platform } = renderNotifications({ isAgent: '4' });
    send({ type: 'PAYMENT_CONFIRMATION' });
    send({ type: 'INBOX', title: 'barrier' });
    await screen.findByText('barrier');
    expect(screen.queryByText(n('payment.message'))).not.toBeInTheDocument();
    expect(platform.sent(otherCalls.paymentConfirmationList)).toHaveLength(0);
  });

  it('[S2-4.16] [S2-6.2] opens the list as the session starts when payments wait, with the first one', async () => {
    const first = { payDetailId: '41', amount: 80, remainingAmount: 80, isAutoConfirmed: 'Y' as const, sender: 'Li Na', createdTime: 1_763_900_000_000 };
    const second = { ...first, payDetailId: '42', sender: 'Chen Jie' };
    renderNotifications({ isAgent: '0', replies: [on(otherCalls.paymentConfirmationList, ok([first, second]))] });
    const dialog = await screen.findByRole('dialog', { name: n('payment.dialogTitle') });
    expect(await within(dialog).findByText('Li Na')).toBeInTheDocument();
    expect(within(dialog).queryByText('Chen Jie')).not.toBeInTheDocument();
    // an auto-confirmed payment offers only the submit (spec 2 §4)
    expect(within(dialog).queryByRole('button', { name: n('payment.received') })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: n('payment.submit') })).toBeInTheDocument();
  });

  it('[S2-9.6] shows at most max(2, floor(height / 94) - 1) toasts at once and the rest as those close', async () => {
    setHeight(376); // 3 at once
    const { send, user } = renderNotifications();
    for (let i = 1; i <= 5; i++) send({ type: 'INBOX', title: `Message ${i}` });
    const region = screen.getByRole('region', { name: i18n.t('toast.region', { ns: 'shell' }) });
    expect(within(region).getAllByTestId('toast').map((el) => within(el).getByText(/^Message \d$/).textContent)).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(useToastStore.getState().queue).toHaveLength(2);
    await user.click(within(await toastOf('Message 1')).getByRole('button', { name: i18n.t('toast.dismiss', { ns: 'shell' }) }));
    expect(within(region).getAllByTestId('toast').map((el) => within(el).getByText(/^Message \d$/).textContent)).toEqual(['Message 2', 'Message 3', 'Message 4']);
  });

  it('[S2-4.21] checks the inbox 1 s after start (unread, newest, last 7 days), retries once after 500 ms, then tells the newest and refreshes the count', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const now = new Date('2026-11-24T12:00:00Z');
    vi.setSystemTime(now);
    const message = { id: '9', title: 'Deposit bonus waiting', content: 'x', sendTime: now.getTime() - DAY, read: false };
    const { platform, onInboxChanged } = renderNotifications({
      inboxCheck: true,
      replies: [on(otherCalls.inbox, networkDown(), ok({ content: [message], pageNum: 1, pageSize: 1, totalPages: 1, total: 1 }))],
    });
    const checks = () => platform.sent(otherCalls.inbox);
    await act(() => vi.advanceTimersByTimeAsync(INBOX_CHECK_DELAY_MS - 1));
    expect(checks()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(checks()).toHaveLength(1);
    expect(checks()[0]!.query).toEqual({
      page: '1',
      size: '1',
      sort: 'sendTime:desc',
      read: 'false',
      startTime: String(now.getTime() + INBOX_CHECK_DELAY_MS - 7 * DAY),
      endTime: String(now.getTime() + INBOX_CHECK_DELAY_MS),
    });
    // the first attempt failed: one more after 500 ms
    await act(() => vi.advanceTimersByTimeAsync(INBOX_CHECK_RETRY_MS - 1));
    expect(checks()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(checks()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Deposit bonus waiting').closest('[data-testid="toast"]')).toHaveTextContent(n('inbox.title'));
    expect(onInboxChanged).toHaveBeenCalledTimes(1);
    // never a third attempt
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(checks()).toHaveLength(2);
  });
});
