import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { agentCalls, type TeamTransaction } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { NOW, TODAY_END, TODAY_START, ac, heldBack, pageOf, renderPage } from '../agent-test-kit';
import AccountDetailsPage from './account-details-page';

const entry = (over: Partial<TeamTransaction> = {}): TeamTransaction => ({
  id: '1',
  customerId: 11,
  username: 'member11',
  kind: 'deposit',
  amount: 500,
  balanceAfter: 500,
  accountTypeId: 9,
  walletName: 'Main wallet',
  time: new Date(2026, 10, 24, 10, 0).getTime(),
  ...over,
});
const reply = (content: TeamTransaction[]) => ({ ...pageOf(content), totals: { count: content.length, credit: 500, debit: -100, net: 400 }, kinds: ['deposit', 'bet'] });

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn('1');
});
afterEach(() => vi.useRealTimers());

describe('account details page (the downlines\' transactions)', () => {
  it('[S2-2.43] lists today\'s team transactions with whose they are, their kind and the totals', async () => {
    const held = heldBack(ok(reply([entry(), entry({ id: '2', username: 'member12', kind: 'bet', amount: -100, balanceAfter: 400 })])));
    const { platform } = renderPage(<AccountDetailsPage />, on(agentCalls.teamTransactions, held.answer));
    expect(await screen.findByTestId('agent-loading')).toBeInTheDocument();
    held.release();
    const table = await screen.findByTestId('records-table');
    expect(platform.sent(agentCalls.teamTransactions)[0]!.query).toEqual({ startTime: String(TODAY_START), endTime: String(TODAY_END), page: '1' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('member11');
    expect(first).toHaveTextContent(i18n.t('records:kind.deposit'));
    expect(first).toHaveTextContent('+500.00');
    expect(second).toHaveTextContent('member12');
    expect(second).toHaveTextContent('-100.00');
    expect(screen.getByTestId('figure-net')).toHaveTextContent('+400.00');
  });

  it('[S2-2.43] asks for one kind; says when there is nothing; shows a failed read with a retry', async () => {
    const { platform, user } = renderPage(<AccountDetailsPage />, on(agentCalls.teamTransactions, fail(500, 'x', 'Broken'), ok(reply([]))));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: i18n.t('common:retry') }));
    expect(await screen.findByTestId('agent-empty')).toHaveTextContent(ac('details.empty'));
    await user.selectOptions(screen.getByLabelText(ac('details.kind')), 'bet');
    await waitFor(() => expect(platform.sent(agentCalls.teamTransactions).at(-1)!.query).toMatchObject({ kind: 'bet', page: '1' }));
  });
});
