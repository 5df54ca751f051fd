import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { moneyCalls, userTopic, type PaymentOrder } from '@lotto/contract';
import { useDialogStore } from '../../../lib/dialogs';
import { errorText, i18n } from '../../../lib/i18n';
import { connectLiveEvents } from '../../../lib/live-events';
import { FakeLiveSocket } from '../../../test/fake-live-socket';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { order, pageOf, paymentOptions, renderPage } from '../money-test-kit';
import DepositPage from './deposit-page';

const m = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'money', ...vars });
const NO_ORDERS = on(moneyCalls.orders, ok(pageOf<PaymentOrder>([])));

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deposit page (depositv2)', () => {
  it('shows no form while the options load, then the demo provider clearly labelled as demo, the limits and an empty order list', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    renderPage(<DepositPage />, NO_ORDERS, on(moneyCalls.paymentOptions, async () => (await gate, ok(paymentOptions()))));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    release();
    const form = await screen.findByRole('form', { name: m('deposit.title') });
    const provider = within(form).getByRole('radio', { name: /Demo pay/ });
    expect(provider).toBeChecked();
    expect(within(form).getByText(m('provider.demo'))).toBeInTheDocument();
    expect(within(form).getByTestId('demo-note')).toHaveTextContent(m('provider.demoNote'));
    expect(screen.getByLabelText(m('deposit.amount', { currency: 'CNY' }))).toHaveAccessibleDescription(
      m('limits.hint', { min: '100.00', max: '50,000.00', used: 0, limit: 5 }),
    );
    expect(await screen.findByText(m('orders.empty'))).toBeInTheDocument();
  });

  it('shows why the options could not be read, and reads them again on retry', async () => {
    const { user } = renderPage(<DepositPage />, NO_ORDERS, on(moneyCalls.paymentOptions, fail(503, 'busy', 'Payments are busy'), ok(paymentOptions())));
    const alert = await screen.findByText('Payments are busy');
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: i18n.t('common:retry') }));
    expect(await screen.findByRole('form', { name: m('deposit.title') })).toBeInTheDocument();
  });

  it('creates a deposit once per submission with an idempotency key and shows it PENDING in the recent list', async () => {
    const created = order({ amount: 500, reference: 'DEMO-0042' });
    const { platform, user } = renderPage(
      <DepositPage />,
      on(moneyCalls.paymentOptions, ok(paymentOptions())),
      on(moneyCalls.orders, ok(pageOf<PaymentOrder>([])), ok(pageOf([created]))),
      on(moneyCalls.deposit, ok(created)),
    );
    await screen.findByText(m('orders.empty'));
    await user.type(screen.getByLabelText(m('deposit.amount', { currency: 'CNY' })), '500');
    await user.dblClick(screen.getByRole('button', { name: m('deposit.submit') }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(m('deposit.created', { amount: '500.00', reference: 'DEMO-0042' })));
    expect(platform.sent(moneyCalls.deposit)).toHaveLength(1);
    const body = platform.sent(moneyCalls.deposit)[0]!.body;
    expect(body).toMatchObject({ providerCode: 'DEMO', amount: 500 });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const row = await screen.findByTestId('order');
    expect(row).toHaveTextContent(m('orders.status.PENDING'));
    expect(row).toHaveTextContent(m('orders.kind.DEPOSIT'));
    expect(row).toHaveTextContent('DEMO-0042');
    expect(within(row).getByText(m('provider.demo'))).toBeInTheDocument();
  });

  it("refuses an amount outside the merchant's limits before sending", async () => {
    const { platform, user } = renderPage(<DepositPage />, NO_ORDERS, on(moneyCalls.paymentOptions, ok(paymentOptions())));
    const amount = await screen.findByLabelText(m('deposit.amount', { currency: 'CNY' }));
    await user.type(amount, '99.99');
    await user.click(screen.getByRole('button', { name: m('deposit.submit') }));
    expect(amount).toHaveAccessibleDescription(m('amount.belowMin', { min: '100.00' }));
    await user.clear(amount);
    await user.type(amount, '50000.01');
    expect(amount).toHaveAccessibleDescription(m('amount.aboveMax', { max: '50,000.00' }));
    expect(platform.sent(moneyCalls.deposit)).toHaveLength(0);
  });

  it("says so and offers no submit once today's deposits are used up", async () => {
    renderPage(<DepositPage />, NO_ORDERS, on(moneyCalls.paymentOptions, ok(paymentOptions({ deposit: { minAmount: 100, maxAmount: 50_000, dailyCount: 2, usedToday: 2 } }))));
    expect(await screen.findByRole('alert')).toHaveTextContent(m('limits.reached'));
    expect(screen.getByRole('button', { name: m('deposit.submit') })).toBeDisabled();
  });

  it("shows the server's refusal through the error funnel, translated", async () => {
    const { user } = renderPage(
      <DepositPage />,
      NO_ORDERS,
      on(moneyCalls.paymentOptions, ok(paymentOptions())),
      on(moneyCalls.deposit, fail(409, 'payment.daily.limit.reached', 'limit')),
    );
    await user.type(await screen.findByLabelText(m('deposit.amount', { currency: 'CNY' })), '200');
    await user.click(screen.getByRole('button', { name: m('deposit.submit') }));
    await waitFor(() => expect(useDialogStore.getState().dialogs.at(-1)?.message).toBe(errorText('payment.daily.limit.reached')));
  });

  it('lists approved and rejected orders with their remarks, and pages through them', async () => {
    const { platform, user } = renderPage(
      <DepositPage />,
      on(moneyCalls.paymentOptions, ok(paymentOptions())),
      on(moneyCalls.orders, (req) =>
        req.query.page === '2'
          ? ok(pageOf([order({ orderId: 'o-3', kind: 'WITHDRAW', status: 'APPROVED' })], { pageNum: 2, totalPages: 2, total: 11 }))
          : ok(pageOf([order({ orderId: 'o-2', status: 'REJECTED', remarks: 'Proof unreadable' })], { totalPages: 2, total: 11 })),
      ),
    );
    const first = await screen.findByTestId('order');
    expect(first).toHaveTextContent(m('orders.status.REJECTED'));
    expect(first).toHaveTextContent(m('orders.remarks', { remarks: 'Proof unreadable' }));
    await user.click(screen.getByRole('button', { name: m('orders.next') }));
    await waitFor(() => expect(screen.getByTestId('order')).toHaveTextContent(m('orders.status.APPROVED')));
    expect(platform.sent(moneyCalls.orders).at(-1)!.query).toMatchObject({ page: '2', size: '10' });
  });

  it("reads the orders again when an operator's decision arrives as a DEPOSIT live event", async () => {
    const topic = userTopic('c-player01');
    FakeLiveSocket.reset();
    const stop = connectLiveEvents({ merchant: 'test', token: 'tok-player', topics: [topic], url: 'ws://site.test/wps/socket', createSocket: (url) => new FakeLiveSocket(url) });
    try {
      renderPage(
        <DepositPage />,
        on(moneyCalls.paymentOptions, ok(paymentOptions())),
        on(moneyCalls.orders, ok(pageOf([order()])), ok(pageOf([order({ status: 'APPROVED', decidedAt: 1_764_000_100_000 })]))),
      );
      expect(await screen.findByTestId('order')).toHaveTextContent(m('orders.status.PENDING'));
      const socket = FakeLiveSocket.last();
      socket.open();
      socket.receive({ kind: 'subscribed', topic });
      socket.receive({ kind: 'event', topic, event: { type: 'DEPOSIT', data: { amount: 500, time: 1_764_000_100_000, success: true, remarks: null, status: 'APPROVED' } } });
      await waitFor(() => expect(screen.getByTestId('order')).toHaveTextContent(m('orders.status.APPROVED')));
    } finally {
      stop();
    }
  });
});
