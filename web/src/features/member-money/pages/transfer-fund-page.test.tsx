import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { memberCalls, moneyCalls, otherCalls, type WalletTransferReply } from '@lotto/contract';
import { useDialogStore } from '../../../lib/dialogs';
import { errorText, i18n } from '../../../lib/i18n';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { LIVE_ID, MAIN_ID, SLOTS_ID, funds, renderPage, wallets } from '../money-test-kit';
import TransferFundPage from './transfer-fund-page';

const m = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'money', ...vars });
const MULTI = on(otherCalls.merchantWallet, ok({ isSingle: false }));
const walletCards = () => screen.getAllByTestId('wallet');
const cardOf = (name: string) => walletCards().find((c) => within(c).queryByText(name))!;

const transferReply = (over: Partial<WalletTransferReply> = {}): WalletTransferReply => ({
  transferId: 't-1',
  fromAccountTypeId: MAIN_ID,
  toAccountTypeId: SLOTS_ID,
  amount: 100,
  replayed: false,
  balance: wallets(900, 350.5),
  ...over,
});

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('wallet page (transferFund)', () => {
  it('[S2-3.15] [S2-7.8] shows a skeleton, then the main and vendor wallets with their balances from the consolidated funds', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { platform } = renderPage(<TransferFundPage />, MULTI, on(memberCalls.fundsConsolidated, async () => (await gate, ok(funds()))));
    expect(await screen.findByTestId('wallet-skeleton')).toBeInTheDocument();
    release();
    expect(await screen.findAllByTestId('wallet')).toHaveLength(3);
    expect(within(cardOf('Main wallet')).getByText('¥ 1,000.00')).toBeInTheDocument();
    expect(within(cardOf('Slots wallet')).getByText('¥ 250.50')).toBeInTheDocument();
    expect(within(cardOf('Live wallet')).getByText('¥ 0.00')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('¥ 1,250.50');
    expect(platform.sent(memberCalls.fundsConsolidated)).toHaveLength(1);
  });

  it('shows why the wallets could not be read, and reads them again on retry', async () => {
    const { user } = renderPage(<TransferFundPage />, MULTI, on(memberCalls.fundsConsolidated, fail(503, 'busy', 'Server busy'), ok(funds())));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server busy');
    await user.click(within(alert).getByRole('button', { name: i18n.t('common:retry') }));
    expect(await screen.findAllByTestId('wallet')).toHaveLength(3);
  });

  it('refreshes one wallet on its own button and updates the total', async () => {
    const { platform, user } = renderPage(
      <TransferFundPage />,
      MULTI,
      on(memberCalls.fundsConsolidated, ok(funds())),
      on(moneyCalls.walletRefresh, ok({ accountTypeId: SLOTS_ID, displayName: 'Slots wallet', accountName: 'SLOTS', availBalance: 300 })),
    );
    await screen.findAllByTestId('wallet');
    await user.click(screen.getByRole('button', { name: m('wallet.refresh', { name: 'Slots wallet' }) }));
    await waitFor(() => expect(within(cardOf('Slots wallet')).getByText('¥ 300.00')).toBeInTheDocument());
    expect(platform.sent(moneyCalls.walletRefresh)[0]!.query).toEqual({ accountTypeId: String(SLOTS_ID) });
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('¥ 1,300.00');
    expect(platform.sent(memberCalls.fundsConsolidated)).toHaveLength(1);
  });

  it('transfers from the main wallet to a vendor wallet once per submission, with an idempotency key, and shows the balances after', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { platform, user } = renderPage(
      <TransferFundPage />,
      MULTI,
      on(memberCalls.fundsConsolidated, ok(funds())),
      on(moneyCalls.transfer, async () => (await gate, ok(transferReply()))),
    );
    await screen.findByRole('form', { name: m('transfer.title') });
    expect(screen.getByLabelText(m('transfer.from'))).toHaveValue(String(MAIN_ID));
    expect(screen.getByLabelText(m('transfer.to'))).toHaveValue(String(SLOTS_ID));
    await user.type(screen.getByLabelText(m('transfer.amount')), '100');
    const form = screen.getByRole('form', { name: m('transfer.title') });
    // a second submission while the first is under way is ignored
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: m('transfer.sending') })).toBeDisabled();
    await waitFor(() => expect(platform.sent(moneyCalls.transfer)).toHaveLength(1));
    release();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(m('transfer.done', { amount: '¥ 100.00', from: 'Main wallet', to: 'Slots wallet' })));
    const body = platform.sent(moneyCalls.transfer)[0]!.body;
    expect(body).toMatchObject({ fromAccountTypeId: MAIN_ID, toAccountTypeId: SLOTS_ID, amount: 100 });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(cardOf('Main wallet')).getByText('¥ 900.00')).toBeInTheDocument();
    expect(within(cardOf('Slots wallet')).getByText('¥ 350.50')).toBeInTheDocument();

    // the next submission is a new one: a new key
    await user.type(screen.getByLabelText(m('transfer.amount')), '5');
    await user.click(screen.getByRole('button', { name: m('transfer.submit') }));
    await waitFor(() => expect(platform.sent(moneyCalls.transfer)).toHaveLength(2));
    expect(platform.sent(moneyCalls.transfer)[1]!.body.idempotencyKey).not.toBe(body.idempotencyKey);
  });

  it('transfers from a vendor wallet back to the main wallet', async () => {
    const { platform, user } = renderPage(
      <TransferFundPage />,
      MULTI,
      on(memberCalls.fundsConsolidated, ok(funds())),
      on(moneyCalls.transfer, ok(transferReply({ fromAccountTypeId: SLOTS_ID, toAccountTypeId: MAIN_ID, amount: 250.5, balance: wallets(1250.5, 0) }))),
    );
    await screen.findByRole('form', { name: m('transfer.title') });
    await user.selectOptions(screen.getByLabelText(m('transfer.from')), String(SLOTS_ID));
    expect(screen.getByLabelText(m('transfer.to'))).toHaveValue(String(MAIN_ID));
    await user.click(screen.getByRole('button', { name: m('transfer.all') }));
    expect(screen.getByLabelText(m('transfer.amount'))).toHaveValue('250.50');
    await user.click(screen.getByRole('button', { name: m('transfer.submit') }));
    await waitFor(() => expect(platform.sent(moneyCalls.transfer)).toHaveLength(1));
    expect(platform.sent(moneyCalls.transfer)[0]!.body).toMatchObject({ fromAccountTypeId: SLOTS_ID, toAccountTypeId: MAIN_ID, amount: 250.5 });
    await waitFor(() => expect(within(cardOf('Main wallet')).getByText('¥ 1,250.50')).toBeInTheDocument());
  });

  it('swaps the direction with one button', async () => {
    const { user } = renderPage(<TransferFundPage />, MULTI, on(memberCalls.fundsConsolidated, ok(funds())));
    await screen.findByRole('form', { name: m('transfer.title') });
    await user.selectOptions(screen.getByLabelText(m('transfer.to')), String(LIVE_ID));
    await user.click(screen.getByRole('button', { name: m('transfer.swap') }));
    expect(screen.getByLabelText(m('transfer.from'))).toHaveValue(String(LIVE_ID));
    expect(screen.getByLabelText(m('transfer.to'))).toHaveValue(String(MAIN_ID));
  });

  it('refuses an amount above the source wallet or with three decimals before sending anything', async () => {
    const { platform, user } = renderPage(<TransferFundPage />, MULTI, on(memberCalls.fundsConsolidated, ok(funds())));
    await screen.findByRole('form', { name: m('transfer.title') });
    const amount = screen.getByLabelText(m('transfer.amount'));
    await user.type(amount, '1000.01');
    await user.click(screen.getByRole('button', { name: m('transfer.submit') }));
    expect(amount).toHaveAccessibleDescription(m('amount.aboveAvailable', { available: '1,000.00' }));
    await user.clear(amount);
    await user.type(amount, '1.005');
    expect(amount).toHaveAccessibleDescription(m('amount.decimals'));
    expect(platform.sent(moneyCalls.transfer)).toHaveLength(0);
  });

  it("shows the server's refusal through the error funnel, translated", async () => {
    const { user } = renderPage(
      <TransferFundPage />,
      MULTI,
      on(memberCalls.fundsConsolidated, ok(funds())),
      on(moneyCalls.transfer, fail(409, 'wallet.balance.insufficient', 'Not enough')),
    );
    await screen.findByRole('form', { name: m('transfer.title') });
    await user.type(screen.getByLabelText(m('transfer.amount')), '10');
    await user.click(screen.getByRole('button', { name: m('transfer.submit') }));
    await waitFor(() => expect(useDialogStore.getState().dialogs.at(-1)?.message).toBe(errorText('wallet.balance.insufficient')));
    expect(screen.getByRole('button', { name: m('transfer.submit') })).toBeEnabled();
  });

  it('[S2-7.11] offers no transfer on a merchant with a single wallet (GCS_merchantWallet isSingle)', async () => {
    const { platform } = renderPage(<TransferFundPage />, on(otherCalls.merchantWallet, ok({ isSingle: true })), on(memberCalls.fundsConsolidated, ok(funds())));
    expect(await screen.findByText(m('transfer.single'))).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(platform.sent(otherCalls.merchantWallet)[0]!.query).toEqual({ merchantCode: 'test' });
  });
});

