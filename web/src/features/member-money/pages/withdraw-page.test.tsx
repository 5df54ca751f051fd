import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { memberCalls, moneyCalls, type PaymentOrder } from '@lotto/contract';
import { useDialogStore } from '../../../lib/dialogs';
import { errorText, i18n } from '../../../lib/i18n';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { funds, order, pageOf, paymentOptions, renderPage, wallets } from '../money-test-kit';
import WithdrawPage from './withdraw-page';

const m = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'money', ...vars });
const NO_ORDERS = on(moneyCalls.orders, ok(pageOf<PaymentOrder>([])));
const amountField = () => screen.getByLabelText(m('withdraw.amount', { currency: 'CNY' }));
const passwordField = () => screen.getByLabelText(m('withdraw.password'));

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('withdrawal page (withdraw)', () => {
  it('sends the amount with the payment password (encrypted) and an idempotency key, then shows the hold: a lower balance and the order held', async () => {
    const created = order({ orderId: 'w-1', kind: 'WITHDRAW', amount: 300, reference: 'DEMO-W-7' });
    const { platform, user } = renderPage(
      <WithdrawPage />,
      on(moneyCalls.paymentOptions, ok(paymentOptions())),
      on(memberCalls.fundsConsolidated, ok(funds(wallets(1000))), ok(funds(wallets(700)))),
      on(moneyCalls.orders, ok(pageOf<PaymentOrder>([])), ok(pageOf([created]))),
      on(moneyCalls.withdraw, ok(created)),
    );
    expect(await screen.findByTestId('withdraw-available')).toHaveTextContent('¥ 1,000.00');
    await user.type(amountField(), '300');
    await user.type(passwordField(), 'pay-secret-1');
    await user.click(screen.getByRole('button', { name: m('withdraw.submit') }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(m('withdraw.created', { amount: '300.00', reference: 'DEMO-W-7' })));
    const sent = platform.sent(moneyCalls.withdraw);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers).toHaveProperty('Encryption');
    expect(sent[0]!.body).toMatchObject({ providerCode: 'DEMO', amount: 300, paymentPassword: 'pay-secret-1' });
    expect(sent[0]!.body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByTestId('withdraw-available')).toHaveTextContent('¥ 700.00'));
    const row = await screen.findByTestId('order');
    expect(row).toHaveTextContent(`${m('orders.status.PENDING')} · ${m('orders.held')}`);
    expect(passwordField()).toHaveValue('');
  });

  it('asks for the payment password and refuses more than the main wallet holds, before sending', async () => {
    const { platform, user } = renderPage(
      <WithdrawPage />,
      NO_ORDERS,
      on(moneyCalls.paymentOptions, ok(paymentOptions())),
      on(memberCalls.fundsConsolidated, ok(funds(wallets(150)))),
    );
    await screen.findByTestId('withdraw-available');
    await user.type(amountField(), '200');
    await user.click(screen.getByRole('button', { name: m('withdraw.submit') }));
    expect(amountField()).toHaveAccessibleDescription(m('amount.aboveAvailable', { available: '150.00' }));
    expect(passwordField()).toHaveAccessibleDescription(m('withdraw.passwordRequired'));
    expect(platform.sent(moneyCalls.withdraw)).toHaveLength(0);
  });

  it('sends a member without a payment password to the security centre instead of showing the form', async () => {
    renderPage(
      <WithdrawPage />,
      NO_ORDERS,
      on(moneyCalls.paymentOptions, ok(paymentOptions({ hasPaymentPassword: false }))),
      on(memberCalls.fundsConsolidated, ok(funds())),
    );
    expect(await screen.findByText(m('withdraw.needPassword'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m('withdraw.setPassword') })).toHaveAttribute('href', '/member/securityCenter');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows a wrong payment password through the error funnel, translated', async () => {
    const { user } = renderPage(
      <WithdrawPage />,
      NO_ORDERS,
      on(moneyCalls.paymentOptions, ok(paymentOptions())),
      on(memberCalls.fundsConsolidated, ok(funds())),
      on(moneyCalls.withdraw, fail(400, 'payment.password.incorrect', 'wrong')),
    );
    await screen.findByTestId('withdraw-available');
    await user.type(amountField(), '100');
    await user.type(passwordField(), 'not-it-123');
    await user.click(screen.getByRole('button', { name: m('withdraw.submit') }));
    await waitFor(() => expect(useDialogStore.getState().dialogs.at(-1)?.message).toBe(errorText('payment.password.incorrect')));
  });

  it('shows why the page could not load, with a retry', async () => {
    const { user } = renderPage(
      <WithdrawPage />,
      NO_ORDERS,
      on(moneyCalls.paymentOptions, ok(paymentOptions())),
      on(memberCalls.fundsConsolidated, fail(503, 'busy', 'Wallets are busy'), ok(funds())),
    );
    expect(await screen.findByText('Wallets are busy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: i18n.t('common:retry') }));
    expect(await screen.findByTestId('withdraw-available')).toHaveTextContent('¥ 1,000.00');
  });
});
