import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { memberCalls, moneyCalls, uplineTransferCalls } from '@lotto/contract';
import { useDialogStore } from '../../../lib/dialogs';
import { errorText, i18n } from '../../../lib/i18n';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { funds, paymentOptions, renderPage, wallets } from '../money-test-kit';
import TransferToUplinePage from './transfer-to-upline-page';

const m = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'money', ...vars });
const amountField = () => screen.getByLabelText(m('upline.amount', { currency: 'CNY' }));
const passwordField = () => screen.getByLabelText(m('withdraw.password'));
const submitButton = () => screen.getByRole('button', { name: m('upline.submit') });

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('transfer to upline page (transferToUpline)', () => {
  it('[S2-6.3] loads the main wallet, then sends the amount with the payment password (encrypted) and an idempotency key, once, and shows the new balance', async () => {
    let release!: () => void;
    const gate = new Promise<void>((res) => (release = res));
    const onReady = vi.fn();
    let answer!: () => void;
    const answered = new Promise<void>((res) => (answer = res));
    const { platform, user } = renderPage(
      <TransferToUplinePage onReady={onReady} />,
      on(moneyCalls.paymentOptions, ok(paymentOptions())),
      on(memberCalls.fundsConsolidated, async () => (await gate, ok(funds(wallets(1000)))), ok(funds(wallets(750)))),
      on(uplineTransferCalls.transfer, async () => (await answered, ok({ amount: 250, upline: 'agent01', balance: 750, time: 1 }))),
    );
    expect(await screen.findByTestId('upline-loading')).toBeInTheDocument();
    expect(onReady).not.toHaveBeenCalled();
    release();
    expect(await screen.findByTestId('upline-available')).toHaveTextContent('¥ 1,000.00');
    expect(onReady).toHaveBeenCalled();
    await user.type(amountField(), '250');
    await user.type(passwordField(), 'pay123456');
    await user.click(submitButton());
    // a second submission (Enter) while the first is under way sends nothing more
    expect(await screen.findByRole('button', { name: m('upline.sending') })).toHaveAttribute('aria-busy', 'true');
    await user.type(passwordField(), '{Enter}');
    answer();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(m('upline.done', { amount: '250.00', upline: 'agent01' })));
    const sent = platform.sent(uplineTransferCalls.transfer);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers).toHaveProperty('Encryption');
    expect(sent[0]!.body).toMatchObject({ amount: 250, paymentPassword: 'pay123456' });
    expect(sent[0]!.body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByTestId('upline-available')).toHaveTextContent('¥ 750.00'));
    expect(passwordField()).toHaveValue('');
  });

  it('asks for the payment password and refuses more than the main wallet holds, before sending', async () => {
    const { platform, user } = renderPage(
      <TransferToUplinePage />,
      on(moneyCalls.paymentOptions, ok(paymentOptions())),
      on(memberCalls.fundsConsolidated, ok(funds(wallets(150)))),
    );
    await screen.findByTestId('upline-available');
    await user.type(amountField(), '200');
    await user.click(submitButton());
    expect(amountField()).toHaveAccessibleDescription(m('amount.aboveAvailable', { available: '150.00' }));
    expect(passwordField()).toHaveAccessibleDescription(m('withdraw.passwordRequired'));
    expect(platform.sent(uplineTransferCalls.transfer)).toHaveLength(0);
  });

  it('sends a member without a payment password to the security centre instead of showing the form', async () => {
    renderPage(
      <TransferToUplinePage />,
      on(moneyCalls.paymentOptions, ok(paymentOptions({ hasPaymentPassword: false }))),
      on(memberCalls.fundsConsolidated, ok(funds())),
    );
    expect(await screen.findByText(m('upline.needPassword'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m('withdraw.setPassword') })).toHaveAttribute('href', '/member/securityCenter');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows a refusal of the server (the rule no longer holds) through the error funnel, translated', async () => {
    const { user } = renderPage(
      <TransferToUplinePage />,
      on(moneyCalls.paymentOptions, ok(paymentOptions())),
      on(memberCalls.fundsConsolidated, ok(funds())),
      on(uplineTransferCalls.transfer, fail(403, 'function.not.available', 'no')),
    );
    await screen.findByTestId('upline-available');
    await user.type(amountField(), '100');
    await user.type(passwordField(), 'pay123456');
    await user.click(submitButton());
    await waitFor(() => expect(useDialogStore.getState().dialogs.at(-1)?.message).toBe(errorText('function.not.available')));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows why the page could not load, with a retry', async () => {
    const { user } = renderPage(
      <TransferToUplinePage />,
      on(moneyCalls.paymentOptions, ok(paymentOptions())),
      on(memberCalls.fundsConsolidated, fail(503, 'busy', 'Wallets are busy'), ok(funds())),
    );
    expect(await screen.findByText('Wallets are busy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: i18n.t('common:retry') }));
    expect(await screen.findByTestId('upline-available')).toHaveTextContent('¥ 1,000.00');
  });
});
